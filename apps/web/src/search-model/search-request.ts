import type { SearchProvidersRequest } from "@fad/contracts/provider/search-providers";
import { DEFAULT_VISIT } from "@fad/contracts/provider/visit";
import { formatDay } from "@fad/contracts/scheduling/day-format";
import { RESULTS_NUMBER_DAYS_OUT } from "@fad/contracts/search/results-rules";
import { DEFAULT_PAGE_SIZE, PSG_PAGE_SIZE } from "@fad/contracts/search/search-field-rules";
import { type SearchCriteria, visitOfCriteria } from "./search-criteria.ts";
import { normalizeLanguages } from "./search-languages.ts";
import type { SiteContext } from "./site-context.ts";

/** Today in the visitor's own calendar, as yyyymmdd (the search's startDate, spec discovery §7). */
export function todayDay(now: Date = new Date()): string {
  return formatDay({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}

/**
 * The POST /provider/search/ body of spec discovery §7 for the criteria. Empty fields are left out, so
 * equal criteria give equal bodies (the query key). psg sites ask for everything at once (750, page 1)
 * and page in the browser, as summaries without times (api/search-providers.ts): the visible page's full
 * records and times come right after it (pageTimesRequest, decisions 73, 119); the others ask page by page (10), with times, in a shuffle seeded by
 * the session id, so pages never repeat or skip anyone.
 */
export function buildSearchRequest(criteria: SearchCriteria, site: SiteContext, today: string): SearchProvidersRequest {
  const languages = normalizeLanguages(criteria.languages);
  const body: SearchProvidersRequest = {
    coids: site.coids,
    program: site.program,
    siteType: site.siteType,
    source: site.hostApp,
    keyword: criteria.keyword.trim() || undefined,
    keywordsExact: criteria.keywordExact.trim() || undefined,
    zip: criteria.zip || undefined,
    // The host's radius only means something around a point (ours: docs/embedding.md).
    distance: criteria.zip && site.distance !== null ? site.distance : undefined,
    specialtyId: criteria.specialtyId ?? undefined,
    locationUrlTitle: criteria.locationUrlTitle || undefined,
    gender: criteria.gender ?? undefined,
    languages: languages.length > 0 ? languages.join(";") : undefined,
    teleMedicineFlg: criteria.telemedicine || undefined,
    showAcceptingNewPatientsOnly: criteria.acceptingNewPatientsOnly || undefined,
    facilityCoid: criteria.facilityCoid || undefined,
    insurerId: criteria.insurerId ?? undefined,
    insurancePlanId: criteria.insurerId !== null ? (criteria.insurancePlanId ?? undefined) : undefined,
    appointmentTypeId: criteria.appointmentTypeId || undefined,
    // The default visit (a new patient's) is the server's own default too: equal bodies stay equal.
    visit: visitOfCriteria(criteria) !== DEFAULT_VISIT ? visitOfCriteria(criteria) : undefined,
    startDate: criteria.startDate || today,
    numberDaysOut: site.isPsg ? undefined : RESULTS_NUMBER_DAYS_OUT,
    meta: site.isPsg ? { page: 1, pageSize: PSG_PAGE_SIZE } : { page: criteria.page, pageSize: DEFAULT_PAGE_SIZE },
    sortType: criteria.sortType ?? undefined,
    withinNpis: site.withinNpis.length > 0 ? site.withinNpis.join(";") : undefined,
    // Portal hosts: the patient's preferred hospital comes first (spec §1, decision 108).
    preferredFacilityCoid: site.preferredFacility?.coid ?? undefined,
    preferredFacilityName: site.preferredFacility?.displayName || undefined,
  };
  if (!site.isPsg) {
    body.randomize = true;
    if (site.sessionId) body.randomizerSeed = site.sessionId;
  }
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as SearchProvidersRequest;
}

/**
 * psg (decision 73): the times of the doctors on the visible page, asked right after the list as the same
 * search limited to them, so each card's locations and times are those the search chose.
 */
export function pageTimesRequest(listBody: SearchProvidersRequest, npis: string[]): SearchProvidersRequest {
  return {
    ...listBody,
    numberDaysOut: RESULTS_NUMBER_DAYS_OUT,
    withinNpis: npis.join(";"),
    meta: { page: 1, pageSize: Math.max(1, npis.length) },
  };
}
