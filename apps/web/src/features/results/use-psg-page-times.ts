import type { Physician, SearchProvidersRequest } from "@fad/contracts/provider/search-providers";
import { useMemo } from "react";
import { useSearchProviders } from "../../api/search-providers.ts";
import { pageTimesRequest } from "../../search-model/search-request.ts";

export interface PageTimes {
  /** The visible doctors, each with its times once they came (the list's entry until then). */
  physicians: Physician[];
  /** Asking for the visible page's times. */
  isFetching: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * psg's visible page with its times (decision 73): the list came without times, so the page's doctors
 * are asked for again with 89 days, limited to them. Other sites' pages come with their times.
 */
export function usePsgPageTimes(options: {
  enabled: boolean;
  listBody: SearchProvidersRequest;
  page: Physician[];
}): PageTimes {
  const { enabled, listBody, page } = options;
  const npis = page.map((physician) => physician.physicianNpi);
  const key = npis.join(";");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page's npis (key) are the input
  const body = useMemo(() => pageTimesRequest(listBody, npis), [listBody, key]);
  const query = useSearchProviders(body, { enabled: enabled && npis.length > 0 });
  const settled = query.isSuccess && !query.isPlaceholderData;
  const physicians = useMemo(() => {
    if (!enabled || !settled) return page;
    const withTimes = new Map(query.data.providerList.map((physician) => [physician.physicianNpi, physician]));
    return page.map((physician) => withTimes.get(physician.physicianNpi) ?? physician);
  }, [enabled, settled, page, query.data]);
  return {
    physicians,
    isFetching: enabled && npis.length > 0 && !settled && !query.isError,
    isError: enabled && query.isError,
    error: query.error,
  };
}
