import { FIND_NEAREST_ZIP_PATH, findNearestZipResponseSchema } from "@fad/contracts/geo/find-nearest-zip";
import type { Place } from "@fad/contracts/geo/place";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestEnvelope } from "./request-envelope.ts";

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** GET /fadmaa/geo/nearest?latitude=&longitude=: the nearest US zip, for "Use my location". */
export async function fetchNearestZip(coordinates: Coordinates, signal?: AbortSignal): Promise<Place> {
  const envelope = await requestEnvelope(FIND_NEAREST_ZIP_PATH, {
    query: { latitude: coordinates.latitude, longitude: coordinates.longitude },
    schema: findNearestZipResponseSchema,
    signal,
  });
  return envelope.result;
}

export function nearestZipQueryOptions(coordinates: Coordinates) {
  return queryOptions({
    queryKey: ["nearest-zip", coordinates.latitude, coordinates.longitude],
    queryFn: ({ signal }) => fetchNearestZip(coordinates, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useNearestZip(coordinates: Coordinates | null) {
  return useQuery({
    ...nearestZipQueryOptions(coordinates ?? { latitude: 0, longitude: 0 }),
    enabled: coordinates !== null,
  });
}
