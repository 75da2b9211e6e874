import { PLACE_TEXTS } from "@fad/contracts/geo/place-texts";
import { EMPTY_RESULTS_TEXTS } from "@fad/contracts/messages/results-texts";
import { SEARCH_LANDING_TEXTS } from "@fad/contracts/messages/search-texts";
import { forwardRef } from "react";
import "./empty-results.css";

/**
 * The empty state (spec §2 "Results listing", §8: shown and scrolled into view when a search returns no
 * providers). Focusable (tabIndex -1) so the page can move focus to it. A search around a place the
 * page knows names it and the radius (decision 65: "Memphis" with no doctor near says why).
 */
export const EmptyResults = forwardRef<HTMLDivElement, { place?: { label: string; miles: number } | null }>(
  function EmptyResults({ place = null }, ref) {
    return (
      <div ref={ref} className="empty-results" tabIndex={-1}>
        <p className="empty-results__message">{EMPTY_RESULTS_TEXTS.message}</p>
        {place ? <p className="empty-results__place">{PLACE_TEXTS.noDoctorsNear(place.label, place.miles)}</p> : null}
        <ul className="empty-results__tips">
          <li>{SEARCH_LANDING_TEXTS.tipRemoveLocation}</li>
          <li>{SEARCH_LANDING_TEXTS.tipRemoveKeyword}</li>
          <li>{EMPTY_RESULTS_TEXTS.tipRemoveGender}</li>
          <li>{EMPTY_RESULTS_TEXTS.tipRemoveAcceptsNewPatients}</li>
        </ul>
      </div>
    );
  },
);
