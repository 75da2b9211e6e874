import type { Facility, Physician, PhysicianSummary } from "@fad/contracts/provider/search-providers";
import type { SpecialtyEntry } from "@fad/contracts/provider/speciality-app-types";
import { PSG_BROWSER_PAGE_SIZE } from "@fad/contracts/search/results-rules";
import { DEFAULT_PAGE_SIZE } from "@fad/contracts/search/search-field-rules";
import { FACILITY_MAP_KEY } from "@fad/contracts/session/session-keys";
import { useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { useProviderSummaries, useSearchProviders } from "../../api/search-providers.ts";
import { storeDisclosureAgreement, useDisclosureAgreed } from "../../search-model/disclosure.ts";
import { takesListingSuffix } from "../../search-model/listing-url.ts";
import { rememberSearchInsurance } from "../../search-model/search-insurance-choice.ts";
import { buildSearchRequest, todayDay } from "../../search-model/search-request.ts";
import { rememberSearchZip } from "../../search-model/search-zip.ts";
import type { SiteContext } from "../../search-model/site-context.ts";
import { criteriaFromUrl, type UrlCriteria } from "../../search-model/url-criteria.ts";
import type { Specialties } from "../../search-model/use-specialties.ts";
import { writeLocalValue } from "../../ui/browser-storage.ts";
import { usePsgPageTimes } from "./use-psg-page-times.ts";

export interface ResultsSearch extends UrlCriteria {
  /** The disclosure is agreed (always on psg): results may show. */
  agreed: boolean;
  agree: () => void;
  /** Waiting for the answer (first time, or a new search with the previous page still shown). */
  isFetching: boolean;
  isError: boolean;
  /** The failed call's error, when isError (the banner words a rate-limit refusal differently). */
  error: unknown;
  /** The answer for these criteria is in (not the previous one kept on screen). */
  isSettled: boolean;
  /** The doctors of the shown page, whole with their times (psg: the visible page's own call, decision 119). */
  physicians: Physician[];
  /** The first shown doctor's position in the whole list. */
  firstIndex: number;
  total: number;
  pageSize: number;
  totalPages: number;
  facilityMap: Facility[];
  filteredLanguages: string[];
  specialties: readonly SpecialtyEntry[];
  /**
   * The address's keyword when it breaks the keyword rule (spec §5), else null: nothing is searched
   * (leaving it out would list every doctor under "Results" as if that had been asked).
   */
  invalidKeyword: string | null;
}

/**
 * The results page's search (spec discovery §2 "Results listing", §4): the criteria read (validated)
 * from the address, the same request as the landing's (so its answer comes from the cache), nothing
 * asked before the disclosure is agreed on non-psg sites, and the address given its /listing suffix
 * when the rule asks for it.
 */
export function useResultsSearch(site: SiteContext, specialties: Specialties): ResultsSearch {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [today] = useState(todayDay);
  const storedAgreement = useDisclosureAgreed();
  const [agreedHere, setAgreed] = useState(false);
  const agreed = site.isPsg || storedAgreement || agreedHere;

  const route = { specialty: params.specialty, location: params.location };
  const needsSpecialties = Boolean(route.specialty || searchParams.get("specialty"));
  const listReady = !needsSpecialties || !specialties.isLoading;
  const search = searchParams.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route values and query text are the inputs
  const parsed = useMemo(
    () => criteriaFromUrl(search, route, specialties.list),
    [search, route.specialty, route.location, specialties.list],
  );
  const { insurerId, insurancePlanId } = parsed.criteria;
  // The booking form's carrier starts from the insurer of the search shown (decision 68).
  useEffect(() => rememberSearchInsurance({ insurerId, insurancePlanId }), [insurerId, insurancePlanId]);
  // The booking page's distances are measured from the zip of the search shown (issue 19, decision 102).
  const { zip } = parsed.criteria;
  useEffect(() => rememberSearchZip(zip), [zip]);
  useEffect(() => {
    if (parsed.invalid.length > 0) console.warn("Find a Doctor: ignored invalid search parameters", parsed.invalid);
  }, [parsed.invalid]);

  const invalidKeyword = parsed.invalid.includes("keywords")
    ? (searchParams.get("keywords") ?? "")
    : parsed.invalid.includes("keywordExact")
      ? (searchParams.get("keywordExact") ?? "")
      : null;
  const body = useMemo(() => buildSearchRequest(parsed.criteria, site, today), [parsed.criteria, site, today]);
  const asks = agreed && listReady && invalidKeyword === null;
  // psg asks for everything at once (one page of 750, as summaries: decision 119) and pages what came in
  // the browser; the other sites ask page by page, each page whole with its times.
  const fullQuery = useSearchProviders(body, { enabled: asks && !site.isPsg });
  const summaryQuery = useProviderSummaries(body, { enabled: asks && site.isPsg });
  const query = site.isPsg ? summaryQuery : fullQuery;
  const isSettled = query.isSuccess && !query.isPlaceholderData;
  const answer = query.data;
  const total = site.isPsg ? (answer?.providerList.length ?? 0) : (answer?.totalProvidersCount ?? 0);

  useEffect(() => {
    if (!isSettled || !answer) return;
    if (answer.providerList.length > 0) writeLocalValue(FACILITY_MAP_KEY, JSON.stringify(answer.facilityMap));
    const path = location.pathname.replace(/\/+$/, "");
    if (path.endsWith("/listing")) return;
    if (takesListingSuffix({ total: answer.totalProvidersCount, fromSearch: parsed.fromUrlParameters })) {
      navigate(`${path}/listing${location.search}`, { replace: true });
    }
  }, [isSettled, answer, location.pathname, location.search, parsed.fromUrlParameters, navigate]);

  const pageSize = site.isPsg ? PSG_BROWSER_PAGE_SIZE : DEFAULT_PAGE_SIZE;
  const page = parsed.criteria.page;
  // A page past the last (an old link, a hand-typed ?page=99) shows the last page, in the address too,
  // rather than "No doctors match" under a count of doctors who do (decision 126).
  const lastPage = Math.ceil(total / pageSize);
  useEffect(() => {
    if (!isSettled || lastPage < 1 || page <= lastPage) return;
    const params = new URLSearchParams(location.search);
    if (lastPage === 1) params.delete("page");
    else params.set("page", String(lastPage));
    const query = params.toString();
    navigate(`${location.pathname}${query ? `?${query}` : ""}`, { replace: true });
  }, [isSettled, lastPage, page, location.pathname, location.search, navigate]);
  const firstIndex = (page - 1) * pageSize;
  const summaries = summaryQuery.data?.providerList;
  const psgPage = useMemo<PhysicianSummary[]>(
    () => summaries?.slice(firstIndex, firstIndex + pageSize) ?? [],
    [summaries, firstIndex, pageSize],
  );
  const pageTimes = usePsgPageTimes({ enabled: site.isPsg && agreed && isSettled, listBody: body, page: psgPage });

  return {
    ...parsed,
    agreed,
    agree: () => {
      storeDisclosureAgreement();
      setAgreed(true);
    },
    // A new search (first answer, or another page or filter over the last one) shows the overlay; a
    // background refresh of the answer on screen (focus, reconnect) does not cover or announce it.
    isFetching: agreed && ((query.isFetching && !isSettled) || !listReady || pageTimes.isFetching),
    // Spec §8: a failed specialty call is the same network error, and so is psg's failed page of times.
    isError: query.isError || (needsSpecialties && specialties.isError) || pageTimes.isError,
    error: query.error ?? pageTimes.error,
    isSettled: isSettled && !pageTimes.isFetching,
    physicians: site.isPsg ? pageTimes.physicians : (fullQuery.data?.providerList ?? []),
    firstIndex,
    total,
    pageSize,
    totalPages: lastPage,
    facilityMap: answer?.facilityMap ?? [],
    filteredLanguages: answer?.filteredLanguages ?? [],
    specialties: specialties.list,
    invalidKeyword,
  };
}
