import { useText } from "../../../ui/i18n/use-text.ts";
import { useIsMobile } from "../../../ui/use-media-query.ts";
import { paginationItems } from "./pagination-items.ts";
import "./pagination.css";

export { paginationItems };

export const MOBILE_PAGINATION_WINDOW = 3;

export interface PaginationProps {
  /** 1-based. */
  currentPage: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/**
 * Previous, next and numbered pages with ellipses (spec §2 "Results listing", §9). Buttons, not links:
 * the page owns the URL and focuses the count line after a change. Nothing shows for a single page.
 */
export function Pagination({ currentPage, totalPages, onPageChange }: PaginationProps) {
  // Up to 5 numbers (spec §9); 3 on phones, where 5 plus first and last would not fit one row of 44 px targets.
  const windowSize = useIsMobile() ? MOBILE_PAGINATION_WINDOW : undefined;
  const t = useText();
  if (totalPages <= 1) return null;
  const isFirst = currentPage <= 1;
  const isLast = currentPage >= totalPages;
  return (
    <nav aria-label={t("results.pagination.label")} className="pagination">
      <ul className="pagination__list">
        <li className="pagination__step-item">
          <button
            type="button"
            className="pagination__step"
            aria-label={t("results.pagination.previousLabel")}
            disabled={isFirst}
            onClick={() => onPageChange(currentPage - 1)}
          >
            <span aria-hidden="true">‹ </span>
            {t("results.pagination.previous")}
          </button>
        </li>
        {paginationItems(currentPage, totalPages, windowSize).map((item) =>
          item.type === "ellipsis" ? (
            <li key={`ellipsis-${item.position}`} className="pagination__ellipsis">
              <span aria-hidden="true">…</span>
              <span className="visually-hidden">{t("results.pagination.morePages")}</span>
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className="pagination__page"
                aria-label={t("results.pagination.page", { page: item.page, totalPages })}
                aria-current={item.isCurrent ? "page" : undefined}
                onClick={item.isCurrent ? undefined : () => onPageChange(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li className="pagination__step-item">
          <button
            type="button"
            className="pagination__step"
            aria-label={t("results.pagination.nextLabel")}
            disabled={isLast}
            onClick={() => onPageChange(currentPage + 1)}
          >
            {t("results.pagination.next")}
            <span aria-hidden="true"> ›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
