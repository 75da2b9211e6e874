import { type Coordinates, distanceInMiles } from "@fad/contracts/geo/distance-miles";
import type { Physician, ProviderLocation } from "@fad/contracts/provider/search-providers";
import { useMemo } from "react";
import { useZipPlace } from "../../api/look-up-zip.ts";
import { useSearchZip } from "../../search-model/search-zip.ts";

/**
 * The physician with each location's distance from the visitor when their location is known (spec
 * booking §2 Step 1: 'distance in mi when the user's location is known'; issue 19). The visitor's
 * location is the zip of their search (search-model/search-zip.ts), its point from the zip look-up; the
 * distance follows the search's great-circle rule, as the profile's does. The page shows at once and the
 * distances join it when the zip's point arrives; without a zip, or if the look-up fails, it shows none.
 */
export function usePhysicianWithVisitorDistances(physician: Physician): Physician {
  const zip = useSearchZip();
  const place = useZipPlace(zip ?? "", zip !== null).data;
  const visitor = zip !== null && place ? place : null;
  return useMemo(() => withDistances(physician, visitor), [physician, visitor]);
}

/** Every location measured from the visitor's point (a distance the answer already has is kept). */
export function withDistances(physician: Physician, visitor: Coordinates | null): Physician {
  if (!visitor) return physician;
  const measure = (location: ProviderLocation): ProviderLocation =>
    (location.distance ?? 0) > 0 ? location : { ...location, distance: distanceInMiles(visitor, location) };
  return {
    ...physician,
    displayLocation: physician.displayLocation ? measure(physician.displayLocation) : physician.displayLocation,
    providerLocations: physician.providerLocations.map(measure),
  };
}
