import { useEffect, useRef } from "react";
import { useText } from "../../ui/i18n/use-text.ts";

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
  const t = useText();
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: "center" });
    panel.current?.focus({ preventScroll: true });
  }, []);
  const hasTips = hadLocation || hadKeyword;
  return (
    <div ref={panel} className="empty-search" tabIndex={-1} role="status">
      <h2 className="empty-search__title">{t("landing.noMatch")}</h2>
      {hadLocation && place ? (
        <p className="empty-search__place">{t("landing.noDoctorsNear", { miles: place.miles, place: place.label })}</p>
      ) : null}
      {hasTips ? (
        <ul className="empty-search__tips" aria-label={t("landing.tipsHeading")}>
          {hadLocation ? <li>{t("landing.tipRemoveLocation")}</li> : null}
          {hadKeyword ? <li>{t("landing.tipRemoveKeyword")}</li> : null}
        </ul>
      ) : null}
    </div>
  );
}
