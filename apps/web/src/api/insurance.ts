import { INSURANCE_PATH, type Insurer, insuranceResponseSchema } from "@fad/contracts/provider/insurance";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestEnvelope } from "./request-envelope.ts";

/** GET /fadmaa/provider/insurance/ (spec booking §7): the insurers with their plans, 'No Insurance' first. */
export async function fetchInsurance(signal?: AbortSignal): Promise<Insurer[]> {
  const envelope = await requestEnvelope(INSURANCE_PATH, { schema: insuranceResponseSchema, signal });
  return envelope.result;
}

export function insuranceQueryOptions() {
  return queryOptions({
    queryKey: ["insurance"] as const,
    queryFn: ({ signal }) => fetchInsurance(signal),
    // The list changes with contracts, not during a visit: one call per page load.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The insurance list of the patient form; a failure shows the network error banner (spec booking §8). */
export function useInsurance() {
  return useQuery(insuranceQueryOptions());
}
