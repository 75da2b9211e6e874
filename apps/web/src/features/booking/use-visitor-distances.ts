import type { Physician, ProviderLocation } from "@fad/contracts/provider/search-providers";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { physicianProfileQueryOptions } from "../../api/physician-profile.ts";
import { useAppSettings } from "../../app/app-settings.tsx";
import { useSearchZip } from "../../search-model/search-zip.ts";

/**
 * The physician with each location's distance from the visitor when their location is known (spec
 * booking §2 Step 1: 'distance in mi when the user's location is known'; issue 19). The visitor's
 * location is the zip of their search (search-model/search-zip.ts); the server measures from it, as it
 * does for the results cards. The page is shown at once and the distances join it when they arrive;
 * without a zip, or if the call fails, the page simply shows none.
 */
export function usePhysicianWithVisitorDistances(physician: Physician): Physician {
  const zip = useSearchZip();
  const { settings, configuration } = useAppSettings();
  const measured = useQuery({
    ...physicianProfileQueryOptions({
      urlTitle: physician.urlTitle,
      coids: settings.facilityCoids,
      program: settings.program,
      siteType: settings.siteType,
      sessionId: settings.sessionId || configuration?.sessionId,
      zip,
    }),
    enabled: zip !== null,
  });
  const answer = zip === null ? null : (measured.data ?? null);
  return useMemo(() => withDistances(physician, answer), [physician, answer]);
}

/** The locations given the distances the measured answer has for them (matched by id). */
export function withDistances(physician: Physician, measured: Physician | null): Physician {
  if (!measured) return physician;
  const distances = new Map(measured.providerLocations.map((location) => [location.id, location.distance]));
  const measure = (location: ProviderLocation): ProviderLocation => ({
    ...location,
    distance: distances.get(location.id) ?? location.distance,
  });
  return {
    ...physician,
    displayLocation: physician.displayLocation ? measure(physician.displayLocation) : physician.displayLocation,
    providerLocations: physician.providerLocations.map(measure),
  };
}
