import type { AppType } from "@fad/contracts/provider/app-type";
import { APP_TYPES_PATH, type AppTypesQuery, appTypesResponseSchema } from "@fad/contracts/provider/app-types";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestEnvelope } from "./request-envelope.ts";

/** GET /fadmaa/provider/appTypes/ (spec booking §7): a physician's appointment types, by friendlyName2. */
export async function fetchAppTypes(query: AppTypesQuery, signal?: AbortSignal): Promise<AppType[]> {
  const envelope = await requestEnvelope(APP_TYPES_PATH, {
    query: {
      npi: query.npi,
      facilityCOIDs: query.facilityCOIDs,
      program: query.program,
      source: query.source,
      calendarId: query.calendarId,
    },
    schema: appTypesResponseSchema,
    signal,
  });
  return envelope.result;
}

export function appTypesQueryOptions(query: AppTypesQuery) {
  return queryOptions({
    queryKey: ["app-types", query] as const,
    queryFn: ({ signal }) => fetchAppTypes(query, signal),
    // A physician's types change with their calendars, not during a visit.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The reason dropdown's types; a failure shows the network error banner (spec booking §8). */
export function useAppTypes(query: AppTypesQuery) {
  return useQuery(appTypesQueryOptions(query));
}
