import { RESULT_COUNT_TEXTS } from "@fad/contracts/messages/results-texts";
import { forwardRef } from "react";
import { useText } from "../../../ui/i18n/use-text.ts";
import "./result-count.css";

export interface ResultCountProps {
  /** 1-based page shown. */
  page: number;
  pageSize: number;
  /** Every match, not only this page. */
  total: number;
}

/** "Displaying 11 - 20 of 42 result(s)", or "Showing 0 results" (spec §2). */
export function resultCountText(props: ResultCountProps): string {
  const range = resultRange(props);
  return range ? RESULT_COUNT_TEXTS.displaying(range.first, range.last, range.total) : RESULT_COUNT_TEXTS.none;
}

/** The shown page's first and last positions (1-based) and the total; null when nothing matched. */
export function resultRange({ page, pageSize, total }: ResultCountProps): {
  first: number;
  last: number;
  total: number;
} | null {
  if (total <= 0) return null;
  const size = Math.max(1, pageSize);
  const lastPage = Math.ceil(total / size);
  const shown = Math.min(Math.max(1, page), lastPage);
  const first = (shown - 1) * size + 1;
  return { first, last: Math.min(shown * size, total), total };
}

/**
 * The count line. The page focuses it after a page change (spec §2), so it takes programmatic focus
 * (tabIndex -1); as a polite live region it also announces a new count after filtering.
 */
export const ResultCount = forwardRef<HTMLParagraphElement, ResultCountProps>(function ResultCount(props, ref) {
  const t = useText();
  const range = resultRange(props);
  return (
    <p ref={ref} className="result-count" tabIndex={-1} role="status" aria-live="polite">
      {range ? t("results.count", range) : t("results.countNone")}
    </p>
  );
});
