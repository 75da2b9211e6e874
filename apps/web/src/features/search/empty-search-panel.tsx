import { PLACE_TEXTS } from "@fad/contracts/geo/place-texts";
import { SEARCH_LANDING_TEXTS } from "@fad/contracts/messages/search-texts";
import { useEffect, useRef } from "react";
import { LANDING_MESSAGES } from "./landing-messages.ts";

/**
 * Spec discovery §2/§4: "No doctors match your search", with the tips that fit what was entered,
 * scrolled into view (and focused, so screen readers read it) when it appears. A search around a place
 * names it and the radius, so "Memphis" with no doctor near says why (decision 65).
 */
export function EmptySearchPanel({
  hadLocation,
  hadKeyword,
  place = null,
}: {
  hadLocation: boolean;
  hadKeyword: boolean;
  place?: { label: string; miles: number } | null;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: "center" });
    panel.current?.focus({ preventScroll: true });
  }, []);
  const hasTips = hadLocation || hadKeyword;
  return (
    <div ref={panel} className="empty-search" tabIndex={-1} role="status">
      <h2 className="empty-search__title">{SEARCH_LANDING_TEXTS.noMatch}</h2>
      {hadLocation && place ? (
        <p className="empty-search__place">{PLACE_TEXTS.noDoctorsNear(place.label, place.miles)}</p>
      ) : null}
      {hasTips ? (
        <ul className="empty-search__tips" aria-label={LANDING_MESSAGES.tipsHeading}>
          {hadLocation ? <li>{SEARCH_LANDING_TEXTS.tipRemoveLocation}</li> : null}
          {hadKeyword ? <li>{SEARCH_LANDING_TEXTS.tipRemoveKeyword}</li> : null}
        </ul>
      ) : null}
    </div>
  );
}
