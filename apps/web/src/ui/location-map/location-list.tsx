import type { ProviderLocation } from "@fad/contracts/provider/search-providers";
import { useText } from "../i18n/use-text.ts";
import { LocationAddress } from "../physician/location-address.tsx";
import { locationLetter } from "./location-letter.ts";

export interface LocationListProps {
  locations: ProviderLocation[];
  selectedLocationId: string | null;
  showDistance: boolean;
  onSelect: (location: ProviderLocation) => void;
}

/** The accessible twin of the map: every location with its marker letter and a Select button. */
export function LocationList({ locations, selectedLocationId, showDistance, onSelect }: LocationListProps) {
  const t = useText();
  return (
    <ol className="location-list" aria-label={t("locationModal.listLabel")}>
      {locations.map((location, index) => {
        const letter = locationLetter(location, index);
        const isCurrent = location.id === selectedLocationId;
        return (
          <li key={location.id} className={`location-list__item${isCurrent ? " location-list__item--current" : ""}`}>
            <span className="location-list__letter" aria-hidden="true">
              {letter}
            </span>
            <div className="location-list__body">
              <span className="visually-hidden">{`${letter}: `}</span>
              <LocationAddress location={location} showDistance={showDistance} />
              {isCurrent ? <span className="location-list__current">{t("locationModal.current")}</span> : null}
            </div>
            <button type="button" className="button-secondary location-list__select" onClick={() => onSelect(location)}>
              {t("locationModal.select")}
              <span className="visually-hidden">{` ${t("locationModal.selectLocation", { letter, name: location.name })}`}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
