import {
  RESOLVE_TYPED_PLACE_PATH,
  resolveTypedPlaceResponseSchema,
  type TypedPlace,
} from "@fad/contracts/geo/resolve-typed-place";
import { queryOptions } from "@tanstack/react-query";
import { requestEnvelope } from "./request-envelope.ts";

/** GET /fadmaa/geo/resolve?location=&keyword=: the place a search's typed text stands for (decision 65). */
export async function fetchTypedPlace(
  query: { location: string; keyword: string },
  signal?: AbortSignal,
): Promise<TypedPlace> {
  const envelope = await requestEnvelope(RESOLVE_TYPED_PLACE_PATH, {
    query,
    schema: resolveTypedPlaceResponseSchema,
    signal,
  });
  return envelope.result;
}

export function typedPlaceQueryOptions(query: { location: string; keyword: string }) {
  return queryOptions({
    queryKey: ["typed-place", query.location, query.keyword],
    queryFn: ({ signal }) => fetchTypedPlace(query, signal),
    // Our zip data changes only with a release.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
