import { RESULT_COUNT_TEXTS } from "@fad/contracts/messages/results-texts";
import { forwardRef } from "react";
import "./result-count.css";

export interface ResultCountProps {
  /** 1-based page shown. */
  page: number;
  pageSize: number;
  /** Every match, not only this page. */
  total: number;
}

/** "Displaying 11 - 20 of 42 result(s)", or "Showing 0 results" (spec §2). */
export function resultCountText({ page, pageSize, total }: ResultCountProps): string {
  if (total <= 0) return RESULT_COUNT_TEXTS.none;
  const size = Math.max(1, pageSize);
  const lastPage = Math.ceil(total / size);
  const shown = Math.min(Math.max(1, page), lastPage);
  const first = (shown - 1) * size + 1;
  return RESULT_COUNT_TEXTS.displaying(first, Math.min(shown * size, total), total);
}

/**
 * The count line. The page focuses it after a page change (spec §2), so it takes programmatic focus
 * (tabIndex -1); as a polite live region it also announces a new count after filtering.
 */
export const ResultCount = forwardRef<HTMLParagraphElement, ResultCountProps>(function ResultCount(props, ref) {
  return (
    <p ref={ref} className="result-count" tabIndex={-1} role="status" aria-live="polite">
      {resultCountText(props)}
    </p>
  );
});
