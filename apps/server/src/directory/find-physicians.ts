import type { AvailableDay } from "@fad/contracts/appointments/available-day";
import { PSG_SITE_TYPE } from "@fad/contracts/host/host-apps";
import {
  type Facility,
  type Physician,
  type ProviderSummariesResult,
  type SearchProvidersQuery,
  type SearchProvidersResult,
  unknownSearchZipDetails,
} from "@fad/contracts/provider/search-providers";
import type { ShownAppType } from "@fad/contracts/provider/visit";
import { dayInTimeZone } from "@fad/contracts/scheduling/day-format";
import { foldAccents } from "@fad/contracts/search/fold-accents";
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SEARCH_RADIUS_MILES,
  PSG_PAGE_SIZE,
} from "@fad/contracts/search/search-field-rules";
import { sql } from "kysely";
import type { Database } from "../database/create-database.ts";
import { lookUpZip } from "../geo/look-up-zip.ts";
import { loadCalendarSchedules, shownTypeOf } from "../scheduling/calendar-schedules.ts";
import { findAvailability } from "../scheduling/find-availability.ts";
import { checkInsuranceChoice } from "./check-insurance-choice.ts";
import { compareText, directorySnapshot } from "./directory-index.ts";
import { keywordQuery } from "./keyword-query.ts";
import type { PhysicianDetails } from "./load-physician-details.ts";
import { type MatchOrder, type MatchPage, matchPhysicians, type PhysicianFilters } from "./match-physicians.ts";
import { type AvailabilityWindow, orderByFirstAvailable } from "./order-by-first-available.ts";
import { RecentAnswers } from "./recent-answers.ts";
import { rememberedDetails } from "./remembered-details.ts";
import { roundCoordinate, type SearchPoint } from "./search-area.ts";
import { shapePhysician, summarisePhysician } from "./shape-physician.ts";

export interface FindPhysiciansOptions {
  db: Database;
  query: SearchProvidersQuery;
  now: Date;
}

export interface FindPhysiciansAnswer {
  /** status.details: "OK", or why the answer is empty (an unknown zip). */
  details: string;
  /** Summaries in the list when the search form asked for them (decision 119). */
  result: SearchProvidersResult | ProviderSummariesResult;
}

/** The zone whose date is the earliest across the continental network: today when no startDate is sent. */
const DEFAULT_DAY_ZONE = "America/Los_Angeles";
/** The results page's window (spec §9) when the first-available sort needs one and none is sent. */
const FIRST_AVAILABLE_DAYS = 89;

/**
 * POST /fadmaa/provider/search/ in its three forms (docs/api.md "Provider search"): the profile when
 * urlTitle is given, the look-up when npis are, else the search (limited to withinNpis when given).
 */
export async function findPhysicians(options: FindPhysiciansOptions): Promise<FindPhysiciansAnswer> {
  const { query } = options;
  const point = searchPoint(query);
  if (point === "unknown zip") {
    // searchPoint says "unknown zip" only for a zip given.
    return { details: unknownSearchZipDetails(query.zip ?? ""), result: emptyResult() };
  }
  const window = availabilityWindow(query, options.now, query.numberDaysOut);
  if (query.urlTitle !== undefined || query.npis !== undefined) {
    const npis = query.npis ?? [];
    const by = query.urlTitle !== undefined ? { urlTitle: query.urlTitle } : { npis };
    const found = await rememberedDetails({ db: options.db, by });
    const ordered = query.urlTitle !== undefined ? found : orderLike(found, npis);
    const physicians = await shapeAll(options, ordered, { point, window, shown: null });
    return { details: "OK", result: summarise(ordered, physicians) };
  }
  return search(options, point, window);
}

async function search(
  options: FindPhysiciansOptions,
  point: SearchPoint | null,
  window: AvailabilityWindow | null,
): Promise<FindPhysiciansAnswer> {
  const { db, query, now } = options;
  const insurance = await checkInsuranceChoice(db, query);
  const keyword = query.keyword ? keywordQuery(query.keyword, await directorySnapshot(db)) : null;
  const filters: PhysicianFilters = {
    keyword,
    exactTerm: query.keywordsExact ? foldAccents(query.keywordsExact).trim().toLowerCase().replace(/\s+/g, " ") : null,
    ...(query.specialtyId !== undefined ? { specialtyId: query.specialtyId } : {}),
    ...(query.gender ? { gender: query.gender } : {}),
    ...(query.languages?.length ? { languageKeys: query.languages.map((language) => language.toLowerCase()) } : {}),
    telehealthOnly: query.teleMedicineFlg === true,
    acceptingNewOnly: query.showAcceptingNewPatientsOnly === true,
    ...(query.coids?.length ? { coids: query.coids } : {}),
    ...(query.facilityCoid ? { facilityCoid: query.facilityCoid } : {}),
    ...(query.locationUrlTitle ? { locationUrlTitle: query.locationUrlTitle.toLowerCase() } : {}),
    circle: point ? { ...point, radiusMiles: query.distance ?? DEFAULT_SEARCH_RADIUS_MILES } : null,
    ...(insurance ? { insurance } : {}),
    // Sorted so that the same list in another order is the same remembered search (the key is the filters).
    ...(query.withinNpis ? { withinNpis: [...query.withinNpis].sort() } : {}),
  };
  const preferredCoid = await preferredFacilityCoid(db, query);
  const pageSize = query.meta?.pageSize ?? (query.siteType === PSG_SITE_TYPE ? PSG_PAGE_SIZE : DEFAULT_PAGE_SIZE);
  const offset = ((query.meta?.page ?? 1) - 1) * pageSize;

  let matches: MatchPage;
  if (query.sortType === "FirstAvailable") {
    const all = await rememberedMatches(db, { filters, order: { kind: "ascending" }, page: null, preferredCoid });
    const sortWindow = window ?? (availabilityWindow(query, now, FIRST_AVAILABLE_DAYS) as AvailabilityWindow);
    const soonest = await orderByFirstAvailable({
      db,
      physicians: all.physicians,
      window: sortWindow,
      now,
      point,
      preferredCoid,
    });
    // The preferred facility's physicians first (decision 108), each part soonest first.
    const ordered = [...soonest.filter((match) => match.favoured), ...soonest.filter((match) => !match.favoured)];
    matches = { ...all, physicians: ordered.slice(offset, offset + pageSize) };
  } else {
    const order = matchOrder(query, keyword !== null);
    matches = await rememberedMatches(db, { filters, order, page: { limit: pageSize, offset }, preferredCoid });
  }

  const details = await rememberedDetails({ db, by: { npis: matches.physicians.map((match) => match.npi) } });
  const byNpi = new Map(details.map((physician) => [physician.npi, physician]));
  const shownLocations = new Map(matches.physicians.map((match) => [match.npi, match.providerLocationIds]));
  const ordered = matches.physicians.flatMap((match) => byNpi.get(match.npi) ?? []);
  // A summary list (decision 119) needs neither the locations' shaping nor their times.
  const physicians = query.summary
    ? ordered.map(summarisePhysician)
    : await shapeAll(options, ordered, { point, window, shown: shownLocations, preferredCoid });
  return {
    details: "OK",
    result: {
      providerList: physicians,
      totalProvidersCount: matches.total,
      facilityMap: sortFacilities(matches.facilities),
      filteredLanguages: sortLanguages(matches.languages),
    },
  };
}

/**
 * The portal patient's preferred hospital (spec §1, decision 108): the COID when it names a facility,
 * else the facility whose title is the name given, whatever the case (the portal profile has only the
 * display name). A name shared by several facilities picks one of the host's own, then the lowest COID.
 * null when neither names a facility: the order is then the usual one.
 */
async function preferredFacilityCoid(db: Database, query: SearchProvidersQuery): Promise<string | null> {
  const coid = query.preferredFacilityCoid ?? null;
  const name = query.preferredFacilityName?.replace(/\s+/g, " ").toLowerCase() || null;
  if (coid === null && name === null) return null;
  const titled = sql<string>`lower(title)`;
  const row = await db
    .selectFrom("facilities")
    .select("coid")
    .where((eb) => eb.or([eb("coid", "=", coid ?? ""), eb(titled, "=", name ?? "")]))
    .orderBy(sql`coid = ${coid ?? ""}`, "desc")
    .orderBy(sql`coid = ANY(${query.coids ?? []}::text[])`, "desc")
    .orderBy("coid")
    .limit(1)
    .executeTakeFirst();
  return row?.coid ?? null;
}

/**
 * The same search again (the next page, another visitor's identical search) within a few seconds is
 * answered from memory; availability and details are always read fresh.
 */
const MATCH_MEMORY_MS = 10_000;
const recentMatches = new WeakMap<Database, RecentAnswers<MatchPage>>();

async function rememberedMatches(db: Database, search: Omit<Parameters<typeof matchPhysicians>[0], "db">) {
  let answers = recentMatches.get(db);
  if (!answers) {
    answers = new RecentAnswers(1000, MATCH_MEMORY_MS);
    recentMatches.set(db, answers);
  }
  const key = JSON.stringify(search);
  const now = Date.now();
  const known = answers.get(key, now);
  if (known) return known;
  const found = await matchPhysicians({ db, ...search });
  answers.set(key, found, now);
  return found;
}

/** Explicit sort first; else relevance for a keyword (ties shuffled when asked); else the seeded shuffle; else A–Z. */
function matchOrder(query: SearchProvidersQuery, hasKeyword: boolean): MatchOrder {
  const seed = query.randomize ? (query.randomizerSeed ?? "") : null;
  switch (query.sortType) {
    case "Ascending":
      return { kind: "ascending" };
    case "Descending":
      return { kind: "descending" };
    case "Distance":
      return { kind: "distance" };
    default:
      if (hasKeyword) return { kind: "relevance", shuffleSeed: seed };
      return seed !== null ? { kind: "shuffle", seed } : { kind: "ascending" };
  }
}

async function shapeAll(
  options: FindPhysiciansOptions,
  physicians: PhysicianDetails[],
  context: {
    point: SearchPoint | null;
    window: AvailabilityWindow | null;
    shown: Map<string, number[] | null> | null;
    preferredCoid?: string | null;
  },
): Promise<Physician[]> {
  let availability: Map<string, AvailableDay[]> | null = null;
  let shownTypes: Map<string, ShownAppType> | null = null;
  if (context.window) {
    const calendarIds = physicians.flatMap((physician) => {
      const shown = context.shown?.get(physician.npi);
      return physician.locations
        .filter((location) => location.calendarId && (!shown || shown.includes(location.providerLocationId)))
        .map((location) => location.calendarId as string);
    });
    availability = await findAvailability({ db: options.db, calendarIds, ...context.window, now: options.now });
    // The schedules were just read into the cache: naming each calendar's type costs no query.
    shownTypes = await shownTypesOf(options.db, calendarIds, context.window);
  }
  return physicians.map((physician) =>
    shapePhysician(physician, {
      shownLocationIds: context.shown?.get(physician.npi) ?? null,
      point: context.point,
      preferredCoid: context.preferredCoid ?? null,
      availability,
      shownTypes,
    }),
  );
}

/** The type each calendar's times are for (decision 129), so a card and the profile can say it. */
async function shownTypesOf(
  db: Database,
  calendarIds: string[],
  window: AvailabilityWindow,
): Promise<Map<string, ShownAppType>> {
  const schedules = await loadCalendarSchedules({ db, calendarIds });
  const types = new Map<string, ShownAppType>();
  for (const [calendarId, schedule] of schedules) {
    const type = shownTypeOf(schedule, window);
    if (type)
      types.set(calendarId, { code: type.code, friendlyName2: type.friendlyName2, patientType: type.patientType });
  }
  return types;
}

function searchPoint(query: SearchProvidersQuery): SearchPoint | null | "unknown zip" {
  if (query.zip !== undefined) {
    const place = lookUpZip(query.zip);
    return place ? { latitude: place.latitude, longitude: place.longitude } : "unknown zip";
  }
  if (query.latitude !== undefined && query.longitude !== undefined) {
    return { latitude: roundCoordinate(query.latitude), longitude: roundCoordinate(query.longitude) };
  }
  return null;
}

export function availabilityWindow(
  query: SearchProvidersQuery,
  now: Date,
  numberDaysOut: number | undefined,
): AvailabilityWindow | null {
  if (numberDaysOut === undefined) return null;
  return {
    startDate: query.startDate ?? dayInTimeZone(now, DEFAULT_DAY_ZONE),
    numberDaysOut,
    appointmentTypeCode: query.appointmentTypeId ?? null,
    visit: query.visit ?? null,
    source: query.source ?? null,
  };
}

/** The profile and look-up forms: counts, facilities and languages of the physicians returned. */
function summarise(found: PhysicianDetails[], physicians: Physician[]): SearchProvidersResult {
  const facilities = new Map<string, Facility>();
  for (const physician of found) {
    for (const location of physician.locations) facilities.set(location.facility.coid, location.facility);
  }
  return {
    providerList: physicians,
    totalProvidersCount: physicians.length,
    facilityMap: sortFacilities([...facilities.values()]),
    filteredLanguages: sortLanguages(physicians.flatMap((physician) => physician.languages)),
  };
}

function orderLike(found: PhysicianDetails[], npis: string[]): PhysicianDetails[] {
  const byNpi = new Map(found.map((physician) => [physician.npi, physician]));
  return npis.flatMap((npi) => byNpi.get(npi) ?? []);
}

/** Spec §2: English first, the rest alphabetical. */
export function sortLanguages(languages: string[]): string[] {
  const unique = [...new Set(languages)];
  return unique.sort((a, b) => Number(b === "English") - Number(a === "English") || compareText(a, b));
}

function sortFacilities(facilities: Facility[]): Facility[] {
  return [...facilities].sort((a, b) => compareText(a.title, b.title) || compareText(a.coid, b.coid));
}

function emptyResult(): SearchProvidersResult {
  return { providerList: [], totalProvidersCount: 0, facilityMap: [], filteredLanguages: [] };
}
