import { LOOK_UP_ZIP_PATH, lookUpZipResponseSchema } from "@fad/contracts/geo/look-up-zip";
import type { Place } from "@fad/contracts/geo/place";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestEnvelope } from "./request-envelope.ts";

/** GET /fadmaa/geo/zip?zip=: a zip's city, state and coordinates (404 for a code that is not a US zip). */
export async function fetchZipPlace(zip: string, signal?: AbortSignal): Promise<Place> {
  const envelope = await requestEnvelope(LOOK_UP_ZIP_PATH, { query: { zip }, schema: lookUpZipResponseSchema, signal });
  return envelope.result;
}

export function zipPlaceQueryOptions(zip: string) {
  return queryOptions({
    queryKey: ["zip-place", zip],
    queryFn: ({ signal }) => fetchZipPlace(zip, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useZipPlace(zip: string, enabled: boolean) {
  return useQuery({ ...zipPlaceQueryOptions(zip), enabled });
}
