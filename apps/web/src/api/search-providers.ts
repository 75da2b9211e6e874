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

/** The search form with its summary flag (decision 119): the list's entries are summaries. */
async function searchProviderSummaries(
  body: SearchProvidersRequest,
  signal?: AbortSignal,
): Promise<ProviderSummariesResult> {
  const envelope = await requestEnvelope(SEARCH_PROVIDERS_PATH, {
    method: "POST",
    body: { ...body, summary: true },
    schema: providerSummariesResponseSchema,
    signal,
  });
  return envelope.result;
}

/**
 * A search keyed by its whole body: the landing and the results page build the same body from the
 * same criteria, so the results page reads the landing's answer from the cache instead of asking again.
 */
function searchQueryOptions<Result>(
  body: SearchProvidersRequest,
  search: (body: SearchProvidersRequest, signal?: AbortSignal) => Promise<Result>,
) {
  return queryOptions({
    queryKey: ["provider-search", body] as const,
    queryFn: ({ signal }) => search(body, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function searchProvidersQueryOptions(body: SearchProvidersRequest) {
  return searchQueryOptions(body, searchProviders);
}

/**
 * psg's whole list as summaries (decision 119). Its doctors' full records come page by page, as the
 * same search limited to the visible page (use-psg-page-times.ts).
 */
export function providerSummariesQueryOptions(search: SearchProvidersRequest) {
  return searchQueryOptions({ ...search, summary: true }, searchProviderSummaries);
}

/** A search's answer; another search's answer stays on screen while the next one comes. */
export function useSearchProviders(body: SearchProvidersRequest, options: { enabled: boolean }) {
  return useQuery({
    ...searchProvidersQueryOptions(body),
    enabled: options.enabled,
    placeholderData: keepPreviousData,
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
