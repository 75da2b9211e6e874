import { forwardRef } from "react";
import { useText } from "../../../ui/i18n/use-text.ts";
import "./empty-results.css";

/**
 * The empty state (spec §2 "Results listing", §8: shown and scrolled into view when a search returns no
 * providers). Focusable (tabIndex -1) so the page can move focus to it. A search around a place the
 * page knows names it and the radius (decision 65: "Memphis" with no doctor near says why).
 */
export const EmptyResults = forwardRef<HTMLDivElement, { place?: { label: string; miles: number } | null }>(
  function EmptyResults({ place = null }, ref) {
    const t = useText();
    return (
      <div ref={ref} className="empty-results" tabIndex={-1}>
        <p className="empty-results__message">{t("results.empty.message")}</p>
        {place ? (
          <p className="empty-results__place">
            {t("landing.noDoctorsNear", { miles: place.miles, place: place.label })}
          </p>
        ) : null}
        <ul className="empty-results__tips">
          <li>{t("landing.tipRemoveLocation")}</li>
          <li>{t("landing.tipRemoveKeyword")}</li>
          <li>{t("results.empty.tipRemoveGender")}</li>
          <li>{t("results.empty.tipRemoveAcceptsNewPatients")}</li>
        </ul>
      </div>
    );
  },
);
