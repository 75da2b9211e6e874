import type { Place } from "@fad/contracts/geo/place";
import { SUGGEST_PLACES_PATH, suggestPlacesResponseSchema } from "@fad/contracts/geo/suggest-places";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { requestEnvelope } from "./request-envelope.ts";

/** GET /fadmaa/geo/places?input=: US city or zip suggestions for the location box. */
export async function fetchPlaceSuggestions(input: string, signal?: AbortSignal): Promise<Place[]> {
  const envelope = await requestEnvelope(SUGGEST_PLACES_PATH, {
    query: { input },
    schema: suggestPlacesResponseSchema,
    signal,
  });
  return envelope.result;
}

export function placeSuggestionsQueryOptions(input: string) {
  return queryOptions({
    queryKey: ["place-suggestions", input],
    // The signal makes TanStack Query abort the request once its text is no longer wanted.
    queryFn: ({ signal }) => fetchPlaceSuggestions(input, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Suggestions for a settled text; the previous answer stays shown while the next one loads. */
export function usePlaceSuggestions(input: string, enabled: boolean) {
  return useQuery({ ...placeSuggestionsQueryOptions(input), enabled, placeholderData: keepPreviousData });
}
