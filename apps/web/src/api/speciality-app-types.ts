import {
  SPECIALITY_APP_TYPES_PATH,
  type SpecialtyEntry,
  specialityAppTypesResponseSchema,
} from "@fad/contracts/provider/speciality-app-types";
import { useQuery } from "@tanstack/react-query";
import { requestEnvelope } from "./request-envelope.ts";

export interface SpecialityAppTypesParams {
  facilityCOIDs: string;
  program: string;
  siteType: string;
}

/** GET /fadmaa/provider/specilityAppTypes/ (spec discovery §7): specialties with their app types. */
export async function fetchSpecialityAppTypes(
  params: SpecialityAppTypesParams,
  signal?: AbortSignal,
): Promise<SpecialtyEntry[]> {
  const envelope = await requestEnvelope(SPECIALITY_APP_TYPES_PATH, {
    query: { ...params },
    schema: specialityAppTypesResponseSchema,
    signal,
  });
  return envelope.result;
}

/** Called only when the page did not preload the specialties (enabled false then). */
export function useSpecialityAppTypes(params: SpecialityAppTypesParams, options: { enabled: boolean }) {
  return useQuery({
    queryKey: ["speciality-app-types", params] as const,
    queryFn: ({ signal }) => fetchSpecialityAppTypes(params, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    enabled: options.enabled,
  });
}
