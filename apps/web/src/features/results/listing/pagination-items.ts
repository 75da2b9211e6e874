import { PAGINATION_WINDOW } from "@fad/contracts/messages/results-texts";

export type PaginationItem =
  | { type: "page"; page: number; isCurrent: boolean }
  | { type: "ellipsis"; position: "start" | "end" };

/**
 * The numbered part of the pagination (spec §9: a window of up to 5 numbers). The window is centred on
 * the current page and slides at the ends; the first and last pages stay reachable outside it, with an
 * ellipsis where pages are skipped. Phones pass a narrower window (3) so one row fits 375 px.
 */
export function paginationItems(
  current: number,
  totalPages: number,
  windowSize: number = PAGINATION_WINDOW,
): PaginationItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  const size = Math.max(1, Math.min(PAGINATION_WINDOW, Math.floor(windowSize)));
  const half = Math.floor(size / 2);
  const start = Math.max(1, Math.min(page - half, total - size + 1));
  const end = Math.min(total, start + size - 1);
  const items: PaginationItem[] = [];
  const pageItem = (number: number): PaginationItem => ({ type: "page", page: number, isCurrent: number === page });
  if (start > 1) {
    items.push(pageItem(1));
    if (start > 2) items.push({ type: "ellipsis", position: "start" });
  }
  for (let number = start; number <= end; number += 1) items.push(pageItem(number));
  if (end < total) {
    if (end < total - 1) items.push({ type: "ellipsis", position: "end" });
    items.push(pageItem(total));
  }
  return items;
}
