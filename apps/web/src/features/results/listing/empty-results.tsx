import { EMPTY_RESULTS_TEXTS } from "@fad/contracts/messages/results-texts";
import { SEARCH_LANDING_TEXTS } from "@fad/contracts/messages/search-texts";
import { forwardRef } from "react";
import "./empty-results.css";

/**
 * The empty state (spec §2 "Results listing", §8: shown and scrolled into view when a search returns no
 * providers). Focusable (tabIndex -1) so the page can move focus to it.
 */
export const EmptyResults = forwardRef<HTMLDivElement>(function EmptyResults(_props, ref) {
  return (
    <div ref={ref} className="empty-results" tabIndex={-1}>
      <p className="empty-results__message">{EMPTY_RESULTS_TEXTS.message}</p>
      <ul className="empty-results__tips">
        <li>{SEARCH_LANDING_TEXTS.tipRemoveLocation}</li>
        <li>{SEARCH_LANDING_TEXTS.tipRemoveKeyword}</li>
        <li>{EMPTY_RESULTS_TEXTS.tipRemoveGender}</li>
        <li>{EMPTY_RESULTS_TEXTS.tipRemoveAcceptsNewPatients}</li>
      </ul>
    </div>
  );
});
