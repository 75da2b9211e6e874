import { CONTACT_NUMBER_PATH } from "@fad/contracts/contact/contact-number";
import { useQuery } from "@tanstack/react-query";
import { requestText } from "./request-envelope.ts";

/** GET /fadmaa/contactnumber?facilityCOIDs (spec discovery §7): the division's help line, or null. */
export async function fetchContactNumber(facilityCOIDs: string, signal?: AbortSignal): Promise<string | null> {
  const text = await requestText(CONTACT_NUMBER_PATH, { query: { facilityCOIDs }, signal });
  return text.trim() || null;
}

export function contactNumberQueryOptions(facilityCOIDs: string) {
  return {
    queryKey: ["contact-number", facilityCOIDs] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchContactNumber(facilityCOIDs, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  };
}

/** The help line shows only when the answer is non-empty after trimming; a failure shows nothing. */
export function useContactNumber(facilityCOIDs: string, enabled = true) {
  return useQuery({ ...contactNumberQueryOptions(facilityCOIDs), enabled });
}
