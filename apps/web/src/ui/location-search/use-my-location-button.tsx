import type { Place } from "@fad/contracts/geo/place";
import { useQueryClient } from "@tanstack/react-query";
import { type Coordinates, nearestZipQueryOptions } from "../../api/find-nearest-zip.ts";
import { useText } from "../i18n/use-text.ts";

/** "Use my location": the zip nearest the browser's position fills the box; a failed look-up is only logged. */
export function UseMyLocationButton({
  coordinates,
  onPlace,
}: {
  coordinates: Coordinates;
  onPlace: (place: Place) => void;
}) {
  const queryClient = useQueryClient();
  const t = useText();

  async function fillFromMyLocation() {
    try {
      onPlace(await queryClient.fetchQuery(nearestZipQueryOptions(coordinates)));
    } catch (error) {
      console.error("Find a Doctor: nearest zip call failed", error);
    }
  }

  return (
    <button type="button" className="button-link-plain location-search__use-my-location" onClick={fillFromMyLocation}>
      <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24">
        <path
          fill="currentColor"
          d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
        />
      </svg>
      {t("location.useMyLocation")}
    </button>
  );
}
