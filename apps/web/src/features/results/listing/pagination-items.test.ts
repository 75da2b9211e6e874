import { describe, expect, it } from "vitest";
import { type PaginationItem, paginationItems } from "./pagination-items.ts";

/** "1 … 4 5 [6] 7 8 … 20" */
function render(items: PaginationItem[]): string {
  return items
    .map((item) => (item.type === "ellipsis" ? "…" : item.isCurrent ? `[${item.page}]` : String(item.page)))
    .join(" ");
}

describe("paginationItems", () => {
  it.each([
    [1, 1, "[1]"],
    [1, 2, "[1] 2"],
    [2, 2, "1 [2]"],
    [3, 5, "1 2 [3] 4 5"],
    [1, 5, "[1] 2 3 4 5"],
    [5, 5, "1 2 3 4 [5]"],
    [1, 6, "[1] 2 3 4 5 6"],
    [6, 6, "1 2 3 4 5 [6]"],
    [3, 6, "1 2 [3] 4 5 6"],
    [4, 6, "1 2 3 [4] 5 6"],
    [1, 7, "[1] 2 3 4 5 … 7"],
    [4, 7, "1 2 3 [4] 5 6 7"],
    [7, 7, "1 … 3 4 5 6 [7]"],
    [1, 20, "[1] 2 3 4 5 … 20"],
    [3, 20, "1 2 [3] 4 5 … 20"],
    [4, 20, "1 2 3 [4] 5 6 … 20"],
    [5, 20, "1 … 3 4 [5] 6 7 … 20"],
    [10, 20, "1 … 8 9 [10] 11 12 … 20"],
    [17, 20, "1 … 15 16 [17] 18 19 20"],
    [18, 20, "1 … 16 17 [18] 19 20"],
    [20, 20, "1 … 16 17 18 19 [20]"],
  ])("page %i of %i: %s", (current, total, expected) => {
    expect(render(paginationItems(current, total))).toBe(expected);
  });

  it("lists nothing without pages", () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(3, -2)).toEqual([]);
  });

  it("clamps a page outside the range to the nearest end", () => {
    expect(render(paginationItems(0, 8))).toBe("[1] 2 3 4 5 … 8");
    expect(render(paginationItems(99, 8))).toBe("1 … 4 5 6 7 [8]");
  });

  // Every page of every size from 1 to 20 pages: the rules hold everywhere, not only at the examples.
  for (let total = 1; total <= 20; total += 1) {
    for (let current = 1; current <= total; current += 1) {
      it(`keeps the rules on page ${current} of ${total}`, () => {
        const items = paginationItems(current, total);
        const pages = items.flatMap((item) => (item.type === "page" ? [item.page] : []));
        // Exactly one current page, the right one.
        expect(items.filter((item) => item.type === "page" && item.isCurrent)).toEqual([
          { type: "page", page: current, isCurrent: true },
        ]);
        // Pages ascend without repeats; first and last are always reachable.
        expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
        // The window: a run of min(5, total) consecutive numbers holding the current page; outside it
        // only the first and last pages.
        const windowSize = Math.min(5, total);
        const isWindow = (start: number) =>
          start <= current &&
          current < start + windowSize &&
          Array.from({ length: windowSize }, (_, offset) => start + offset).every((page) => pages.includes(page)) &&
          pages.every((page) => (page >= start && page < start + windowSize) || page === 1 || page === total);
        expect(pages.some(isWindow)).toBe(true);
        // An ellipsis stands exactly where pages are skipped, and only there.
        for (let index = 0; index < items.length; index += 1) {
          const item = items[index];
          const before = items[index - 1];
          const after = items[index + 1];
          if (item?.type === "ellipsis") {
            expect(before?.type).toBe("page");
            expect(after?.type).toBe("page");
            if (before?.type === "page" && after?.type === "page") expect(after.page - before.page).toBeGreaterThan(1);
          } else if (item?.type === "page" && after?.type === "page") {
            expect(after.page - item.page).toBe(1);
          }
        }
        // Every page within two of the current one is listed (the window centres on it when it can).
        for (let page = Math.max(1, current - 2); page <= Math.min(total, current + 2); page += 1) {
          expect(pages).toContain(page);
        }
      });
    }
  }
});

describe("paginationItems with the phones' window of 3", () => {
  it.each([
    [1, 1, "[1]"],
    [2, 3, "1 [2] 3"],
    [1, 20, "[1] 2 3 … 20"],
    [3, 20, "1 2 [3] 4 … 20"],
    [4, 20, "1 … 3 [4] 5 … 20"],
    [10, 20, "1 … 9 [10] 11 … 20"],
    [19, 20, "1 … 18 [19] 20"],
    [20, 20, "1 … 18 19 [20]"],
  ])("page %i of %i: %s", (current, total, expected) => {
    expect(render(paginationItems(current, total, 3))).toBe(expected);
  });

  it("never widens past 5 numbers", () => {
    expect(render(paginationItems(10, 20, 9))).toBe("1 … 8 9 [10] 11 12 … 20");
  });
});
