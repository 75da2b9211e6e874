import type { AvailableDay } from "@fad/contracts/appointments/available-day";
import {
  LOAD_MORE_SLOTS_PATH,
  type LoadMoreSlotsRequest,
  loadMoreSlotsResponseSchema,
} from "@fad/contracts/appointments/load-more-slots";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { requestEnvelope } from "./request-envelope.ts";

/**
 * POST /fadmaa/appointment/search/more: the next days of a calendar (the carousel's next arrow). With
 * no appointmentTypeIds it answers the calendar's default type, so it also serves a first fetch
 * without a chosen type.
 */
export async function fetchLoadMoreSlots(request: LoadMoreSlotsRequest, signal?: AbortSignal): Promise<AvailableDay[]> {
  const envelope = await requestEnvelope(LOAD_MORE_SLOTS_PATH, {
    method: "POST",
    body: request,
    schema: loadMoreSlotsResponseSchema,
    signal,
  });
  return envelope.result;
}

export function loadMoreSlotsQueryOptions(request: LoadMoreSlotsRequest) {
  return queryOptions({
    queryKey: ["load-more-slots", request],
    queryFn: ({ signal }) => fetchLoadMoreSlots(request, signal),
    staleTime: 0,
    retry: false,
  });
}

export function useLoadMoreSlotsQuery(request: LoadMoreSlotsRequest, enabled = true) {
  return useQuery({ ...loadMoreSlotsQueryOptions(request), enabled });
}

/** The next arrow's load: a mutation, as each press appends a new chunk. */
export function useLoadMoreSlots() {
  return useMutation({ mutationFn: (request: LoadMoreSlotsRequest) => fetchLoadMoreSlots(request) });
}
