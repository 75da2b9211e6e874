import type { AvailableDay } from "@fad/contracts/appointments/available-day";
import {
  SEARCH_SLOTS_PATH,
  type SearchSlotsRequest,
  searchSlotsResponseSchema,
} from "@fad/contracts/appointments/search-slots";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestEnvelope } from "./request-envelope.ts";

/** POST /fadmaa/appointment/search: a calendar's days of open slots for a chosen appointment type. */
export async function fetchSearchSlots(request: SearchSlotsRequest, signal?: AbortSignal): Promise<AvailableDay[]> {
  const envelope = await requestEnvelope(SEARCH_SLOTS_PATH, {
    method: "POST",
    body: request,
    schema: searchSlotsResponseSchema,
    signal,
  });
  return envelope.result;
}

export function searchSlotsQueryOptions(request: SearchSlotsRequest) {
  return queryOptions({
    queryKey: ["search-slots", request],
    queryFn: ({ signal }) => fetchSearchSlots(request, signal),
    // Availability changes every second (holds): never served from an old answer without asking.
    staleTime: 0,
    retry: false,
  });
}

export function useSearchSlots(request: SearchSlotsRequest, enabled = true) {
  return useQuery({ ...searchSlotsQueryOptions(request), enabled });
}
