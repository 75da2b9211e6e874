import type { Physician, PhysicianSummary, SearchProvidersRequest } from "@fad/contracts/provider/search-providers";
import { useMemo } from "react";
import { useSearchProviders } from "../../api/search-providers.ts";
import { pageTimesRequest } from "../../search-model/search-request.ts";

export interface PageTimes {
  /**
   * The visible doctors' full records with their times; while another page's are asked for, the page
   * shown before (under the loading overlay), and none before the first page's came.
   */
  physicians: Physician[];
  /** Asking for the visible page's records. */
  isFetching: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * psg's visible page (decisions 73, 119): the list came as summaries without times, so the page's doctors
 * are asked for again in full with 89 days, limited to them, in the list's order. Other sites' pages come
 * whole with their times.
 */
export function usePsgPageTimes(options: {
  enabled: boolean;
  listBody: SearchProvidersRequest;
  page: readonly PhysicianSummary[];
}): PageTimes {
  const { enabled, listBody, page } = options;
  const npis = page.map((physician) => physician.physicianNpi);
  const key = npis.join(";");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page's npis (key) are the input
  const body = useMemo(() => pageTimesRequest(listBody, npis), [listBody, key]);
  const asks = enabled && npis.length > 0;
  const query = useSearchProviders(body, { enabled: asks });
  const settled = query.isSuccess && !query.isPlaceholderData;
  const physicians = useMemo(() => {
    if (!asks || !query.data) return [];
    if (!settled) return query.data.providerList;
    const byNpi = new Map(query.data.providerList.map((physician) => [physician.physicianNpi, physician]));
    return key.split(";").flatMap((npi) => byNpi.get(npi) ?? []);
  }, [asks, settled, key, query.data]);
  return {
    physicians,
    isFetching: asks && !settled && !query.isError,
    isError: enabled && query.isError,
    error: query.error,
  };
}
