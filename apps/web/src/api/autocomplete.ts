import {
  AUTOCOMPLETE_PATH,
  type AutocompleteResult,
  autocompleteResponseSchema,
} from "@fad/contracts/terms/autocomplete";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { requestEnvelope } from "./request-envelope.ts";

/** The call's query as the browser holds it: coids a semicolon list; empty values are dropped. */
export interface AutocompleteRequest {
  coids?: string;
  input: string;
  program?: string;
}

/** GET /fadmaa/api/providercache/terms/autocomplete: grouped keyword suggestions (empty values dropped). */
export async function fetchAutocomplete(query: AutocompleteRequest, signal?: AbortSignal): Promise<AutocompleteResult> {
  const envelope = await requestEnvelope(AUTOCOMPLETE_PATH, {
    query: { coids: query.coids, input: query.input, program: query.program },
    schema: autocompleteResponseSchema,
    signal,
  });
  return envelope.result;
}

export function autocompleteQueryOptions(query: AutocompleteRequest) {
  return queryOptions({
    queryKey: ["autocomplete", query.coids ?? "", query.program ?? "", query.input],
    // The signal makes TanStack Query abort the request once its term is no longer wanted.
    queryFn: ({ signal }) => fetchAutocomplete(query, signal),
    staleTime: 60_000,
    retry: false,
  });
}

/** Suggestions for a settled term; the previous answer stays shown while the next one loads. */
export function useAutocomplete(query: AutocompleteRequest, enabled: boolean) {
  return useQuery({ ...autocompleteQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
