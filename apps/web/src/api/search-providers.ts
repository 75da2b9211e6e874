import {
  type ProviderSummariesResult,
  providerSummariesResponseSchema,
  SEARCH_PROVIDERS_PATH,
  type SearchProvidersRequest,
  type SearchProvidersResult,
  searchProvidersResponseSchema,
} from "@fad/contracts/provider/search-providers";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { requestEnvelope } from "./request-envelope.ts";

/** POST /fadmaa/provider/search/ (spec discovery §7): the search, profile and npis forms. */
export async function searchProviders(
  body: SearchProvidersRequest,
  signal?: AbortSignal,
): Promise<SearchProvidersResult> {
  const envelope = await requestEnvelope(SEARCH_PROVIDERS_PATH, {
    method: "POST",
    body,
    schema: searchProvidersResponseSchema,
    signal,
  });
  return envelope.result;
}

/**
 * The search keyed by its whole body: the landing and the results page build the same body from the
 * same criteria, so the results page reads the landing's answer from the cache instead of asking again.
 */
export function searchProvidersQueryOptions(body: SearchProvidersRequest) {
  return queryOptions({
    queryKey: ["provider-search", body] as const,
    queryFn: ({ signal }) => searchProviders(body, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useSearchProviders(body: SearchProvidersRequest, options: { enabled: boolean }) {
  return useQuery({
    ...searchProvidersQueryOptions(body),
    enabled: options.enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * psg's whole list as summaries (decision 119): the search with its summary flag. Its doctors' full
 * records come page by page, as the same search limited to the visible page (use-psg-page-times.ts).
 */
export function providerSummariesQueryOptions(search: SearchProvidersRequest) {
  const body: SearchProvidersRequest = { ...search, summary: true };
  return queryOptions({
    queryKey: ["provider-search", body] as const,
    queryFn: async ({ signal }): Promise<ProviderSummariesResult> => {
      const envelope = await requestEnvelope(SEARCH_PROVIDERS_PATH, {
        method: "POST",
        body,
        schema: providerSummariesResponseSchema,
        signal,
      });
      return envelope.result;
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useProviderSummaries(search: SearchProvidersRequest, options: { enabled: boolean }) {
  return useQuery({
    ...providerSummariesQueryOptions(search),
    enabled: options.enabled,
    placeholderData: keepPreviousData,
  });
}

/** The npis form for a chosen provider suggestion (spec §7): those providers, in the order asked. */
export function lookUpProviders(
  { npis, coids, program }: { npis: string[]; coids: string; program: string },
  signal?: AbortSignal,
): Promise<SearchProvidersResult> {
  return searchProviders({ program, coids, npis }, signal);
}
