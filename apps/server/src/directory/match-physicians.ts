import type { Facility } from "@fad/contracts/provider/search-providers";
import { type RawBuilder, sql } from "kysely";
import type { Database } from "../database/create-database.ts";
import type { KeywordQuery } from "./keyword-query.ts";
import { keywordCondition, keywordOrder, keywordRankColumns } from "./keyword-sql.ts";
import { boundingBox, milesFrom, type SearchCircle } from "./search-area.ts";

/** What a physician must be: physician-level facts, and at least one location passing the location-level ones. */
export interface PhysicianFilters {
  keyword?: KeywordQuery | null;
  /** Lower-case, single-spaced: equals one of the physician's terms. */
  exactTerm?: string | null;
  specialtyId?: number;
  gender?: "Female" | "Male";
  /** Lower-case; the physician speaks every one. */
  languageKeys?: string[];
  telehealthOnly?: boolean;
  /** Takes online booking and the location accepts new patients. */
  acceptingNewOnly?: boolean;
  coids?: string[];
  facilityCoid?: string;
  locationUrlTitle?: string;
  circle?: SearchCircle | null;
  /** A listed location accepts this insurer (and plan, when one is given): decision 67. */
  insurance?: { insurerId: number; planId: number | null } | null;
  /** Only these physicians (a host's own list); absent: anyone. */
  withinNpis?: string[];
}

export type MatchOrder =
  | { kind: "relevance"; shuffleSeed: string | null }
  | { kind: "ascending" | "descending" | "distance" }
  | { kind: "shuffle"; seed: string };

/** A matched physician: the locations passing the location filters (null: no such filter, all count). */
export interface MatchedPhysician {
  npi: string;
  providerLocationIds: number[] | null;
  /** The calendars among those locations (null where a location has none). */
  calendarIds: (string | null)[];
  /** A listed location is at the preferred facility (always false when none is given). */
  favoured: boolean;
}

export interface MatchPage {
  total: number;
  physicians: MatchedPhysician[];
  languages: string[];
  facilities: Facility[];
}

/**
 * The search in one statement (docs/decisions.md "Directory search documents"): the matches from the
 * precomputed physician rows (index-friendly conditions first, then each row's location arrays), their
 * count, the page in order, and the languages and facilities across every match. `page` null returns
 * every match (the first-available sort orders them itself). With a preferred facility (a portal
 * patient's, decision 108) the physicians listed at it come first, each part in the order asked.
 */
export async function matchPhysicians(options: {
  db: Database;
  filters: PhysicianFilters;
  order: MatchOrder;
  page: { limit: number; offset: number } | null;
  preferredCoid?: string | null;
}): Promise<MatchPage> {
  const { db, filters, order, page } = options;
  const preferredCoid = options.preferredCoid ?? null;
  // The physician-level conditions come first in the WHERE, then the location-level ones (index-friendly first).
  const where = physicianConditions(filters);
  const locations = locationFilters(filters, where);
  const statement = matchStatement({ filters, order, page, preferredCoid, where, locations });
  const row = (await statement.execute(db)).rows[0];
  return readMatchPage(row);
}

/** The conditions on a physician_search row's own facts (no location involved). */
function physicianConditions(filters: PhysicianFilters): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [];
  if (filters.keyword) where.push(keywordCondition(filters.keyword));
  if (filters.exactTerm) where.push(sql`d.exact_terms @> ARRAY[${filters.exactTerm}]::text[]`);
  if (filters.specialtyId !== undefined) where.push(sql`d.specialty_ids @> ARRAY[${filters.specialtyId}]::int[]`);
  if (filters.gender) where.push(sql`d.gender = ${filters.gender}`);
  if (filters.languageKeys?.length) where.push(sql`d.language_keys @> ${filters.languageKeys}::text[]`);
  if (filters.telehealthOnly) where.push(sql`d.telehealth_provider`);
  if (filters.acceptingNewOnly) where.push(sql`d.mhd_participant AND d.accepts_new_anywhere`);
  if (filters.withinNpis) where.push(sql`d.npi = ANY(${filters.withinNpis}::text[])`);
  return where;
}

/** The location-level filters of a search, as locationFilters reads them for the statement's parts. */
interface LocationFilters {
  facilityCoids: string[] | null;
  accepting: boolean;
  title: string | undefined;
  circle: SearchCircle | null;
  insurance: ReturnType<typeof insuranceColumns>;
  /** The row's column of facility coids the listed locations may be at ("id/coid" pairs with insurance). */
  coidColumn: RawBuilder<unknown>;
  /** The conditions on one provider_location_search row `x`: the locations listed. */
  at: RawBuilder<unknown>[];
  /** `AND` the `at` conditions, or nothing. */
  atLocation: RawBuilder<unknown>;
  /** Whether each candidate's locations are probed (loc) rather than read from the row's arrays. */
  perLocation: boolean;
}

/**
 * Location-level filters: they pick, per physician, the locations listed (and for a circle, the
 * distance). Their row-level conditions are added to `where` (after the physician-level ones, in the
 * statement's order); the per-location ones are returned with what the statement's parts need.
 */
function locationFilters(filters: PhysicianFilters, where: RawBuilder<unknown>[]): LocationFilters {
  const facilityCoids = facilitySet(filters);
  const accepting = filters.acceptingNewOnly === true;
  const title = filters.locationUrlTitle;
  const circle = filters.circle ?? null;
  const insurance = insuranceColumns(filters.insurance ?? null);
  // With insurance the rows carry their "id/coid" pairs; the facility map reads those of the accepted id.
  const coidColumn = insurance ? sql`i.${insurance.pairs}` : accepting ? sql`d.accepting_coids` : sql`d.facility_coids`;
  const at: RawBuilder<unknown>[] = [];
  if (insurance) {
    at.push(sql`x.${insurance.ids} @> ARRAY[${insurance.id}]::int[]`);
    if (facilityCoids) {
      const pairs = facilityCoids.map((coid) => `${insurance.prefix}${coid}`);
      where.push(sql`i.${insurance.pairs} && ${pairs}::text[]`);
    } else {
      where.push(sql`i.${insurance.ids} @> ARRAY[${insurance.id}]::int[]`);
    }
  }
  if (facilityCoids) {
    if (!insurance) where.push(sql`${coidColumn} && ${facilityCoids}::text[]`);
    at.push(sql`x.coid = ANY(${facilityCoids}::text[])`);
  }
  if (title) {
    where.push(sql`d.location_url_titles @> ARRAY[${title}]::text[]`);
    at.push(sql`x.url_title = ${title}`);
  }
  if (accepting) at.push(sql`x.accepting`);
  if (circle) {
    const box = boundingBox(circle);
    where.push(
      sql`d.area && box(point(${box.minLongitude}::float8, ${box.minLatitude}::float8), point(${box.maxLongitude}::float8, ${box.maxLatitude}::float8))`,
    );
    at.push(sql`x.latitude BETWEEN ${box.minLatitude}::float8 AND ${box.maxLatitude}::float8`);
    at.push(sql`x.longitude BETWEEN ${box.minLongitude}::float8 AND ${box.maxLongitude}::float8`);
  }
  const atLocation = at.length > 0 ? sql`AND ${sql.join(at, sql` AND `)}` : sql``;

  // The row's arrays tell exactly whether a facility set and/or new patients match; a circle (distances)
  // or a url title with another location filter needs each candidate's locations: one probe each.
  const perLocation =
    circle !== null ||
    (title !== undefined && (facilityCoids !== null || accepting || insurance !== null)) ||
    (insurance !== null && accepting);
  if (perLocation) where.push(sql`loc.ids IS NOT NULL`);
  return { facilityCoids, accepting, title, circle, insurance, coidColumn, at, atLocation, perLocation };
}

/** The per-location probe: each candidate's listed locations, their calendars, coids and nearest miles. */
function locationJoinOf(locations: LocationFilters): RawBuilder<unknown> {
  const { circle, atLocation } = locations;
  if (!locations.perLocation) return sql``;
  const miles = circle ? milesFrom(circle, sql`x.latitude`, sql`x.longitude`) : sql`NULL::float8`;
  return sql`CROSS JOIN LATERAL (
        SELECT array_agg(u.provider_location_id) AS ids, array_agg(u.calendar_id) AS calendar_ids,
               array_agg(u.coid) AS coids, min(u.miles) AS miles
        FROM (
          SELECT x.provider_location_id, x.calendar_id, x.coid, ${miles} AS miles
          FROM provider_location_search x
          WHERE x.npi = d.npi ${atLocation}
        ) u
        ${circle ? sql`WHERE u.miles <= ${circle.radiusMiles}::float8` : sql``}
      ) loc`;
}

/** What a page row lists: its locations (only the page's rows look them up when the filter did not) and calendars. */
function listedColumnsOf(locations: LocationFilters): {
  listedIds: RawBuilder<unknown>;
  calendars: RawBuilder<unknown>;
} {
  const { perLocation, at, atLocation } = locations;
  if (perLocation) return { listedIds: sql`m.ids`, calendars: sql`m.calendar_ids` };
  return {
    listedIds:
      at.length > 0
        ? sql`ARRAY(SELECT x.provider_location_id FROM provider_location_search x WHERE x.npi = m.npi ${atLocation})`
        : sql`NULL::int[]`,
    calendars: sql`ARRAY(SELECT x.calendar_id FROM provider_location_search x WHERE x.npi = m.npi ${atLocation})`,
  };
}

/** The facility coids across every match (the coids of the accepted insurer's pairs), and which of them count. */
function matchedFacilitiesOf(locations: LocationFilters): {
  coidsOfMatches: RawBuilder<unknown>;
  facilityOfMatch: RawBuilder<unknown>;
} {
  const { insurance, perLocation, facilityCoids, title } = locations;
  const coidsOfMatches =
    insurance && !perLocation
      ? sql`SELECT substr(p, ${insurance.prefix.length + 1}) AS c FROM m, unnest(m.coids) AS p
            WHERE left(p, ${insurance.prefix.length}) = ${insurance.prefix}`
      : sql`SELECT c FROM m, unnest(m.coids) AS c`;
  const facilityOfMatch = perLocation
    ? sql`true`
    : sql.join(
        [
          facilityCoids ? sql`c = ANY(${facilityCoids}::text[])` : sql`true`,
          title ? sql`c IN (SELECT l.facility_coid FROM locations l WHERE l.url_title = ${title})` : sql`true`,
        ],
        sql` AND `,
      );
  return { coidsOfMatches, facilityOfMatch };
}

/** The columns a relevance or shuffled order sorts by, and the ORDER BY itself (the favoured first). */
function orderingOf(
  order: MatchOrder,
  filters: PhysicianFilters,
  preferredCoid: string | null,
): { ordered: RawBuilder<unknown>; rankColumns: RawBuilder<unknown>; shuffleColumn: RawBuilder<unknown> } {
  const ordered = preferredCoid !== null ? sql`m.favoured DESC, ${orderBy(order, filters)}` : orderBy(order, filters);
  const rankColumns =
    order.kind === "relevance" && filters.keyword
      ? keywordRankColumns(filters.keyword, { shuffled: order.shuffleSeed !== null })
      : sql``;
  const shuffleSeed = order.kind === "shuffle" ? order.seed : order.kind === "relevance" ? order.shuffleSeed : null;
  const shuffleColumn = shuffleSeed !== null ? sql`, md5(${shuffleSeed} || d.npi) AS shuffle` : sql``;
  return { ordered, rankColumns, shuffleColumn };
}

interface MatchRow {
  total: number;
  page: unknown;
  languages: string[];
  facilities: unknown;
}

/** The one statement: the matches (m), the page in order, their count, languages and facilities. */
function matchStatement(parts: {
  filters: PhysicianFilters;
  order: MatchOrder;
  page: { limit: number; offset: number } | null;
  preferredCoid: string | null;
  where: RawBuilder<unknown>[];
  locations: LocationFilters;
}): RawBuilder<MatchRow> {
  const { filters, order, page, preferredCoid, where, locations } = parts;
  const columns = locations.perLocation
    ? sql`loc.ids, loc.calendar_ids, loc.coids, loc.miles`
    : sql`NULL::int[] AS ids, NULL::text[] AS calendar_ids, ${locations.coidColumn} AS coids, NULL::float8 AS miles`;
  const locationJoin = locationJoinOf(locations);
  const { listedIds, calendars } = listedColumnsOf(locations);
  const { coidsOfMatches, facilityOfMatch } = matchedFacilitiesOf(locations);
  const favoured = favouredColumn(preferredCoid, {
    perLocation: locations.perLocation,
    coidColumn: locations.coidColumn,
    insurance: locations.insurance,
    facilityCoids: locations.facilityCoids,
    title: locations.title ?? null,
  });
  const { ordered, rankColumns, shuffleColumn } = orderingOf(order, filters, preferredCoid);
  return sql<MatchRow>`
    WITH m AS (
      SELECT d.npi, d.last_key, d.first_key, d.languages,
             ${columns}, ${favoured} AS favoured
             ${rankColumns} ${shuffleColumn}
      FROM physician_search d
      ${locations.insurance ? sql`JOIN physician_insurance_search i ON i.npi = d.npi` : sql``}
      ${locationJoin}
      ${where.length > 0 ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``}
    ),
    page AS (
      SELECT m.* FROM m ORDER BY ${ordered}
      ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}
    )
    SELECT
      (SELECT count(*) FROM m)::int AS total,
      (SELECT coalesce(json_agg(json_build_array(m.npi, ${listedIds}, ${calendars}, m.favoured) ORDER BY ${ordered}), '[]'::json)
       FROM page m) AS page,
      ARRAY(SELECT DISTINCT language FROM m, unnest(m.languages) AS language) AS languages,
      (SELECT coalesce(json_agg(json_build_array(f.market, f.coid, f.title, f.city, f.state)), '[]'::json)
       FROM facilities f
       WHERE f.coid IN (SELECT DISTINCT c FROM (${coidsOfMatches}) u WHERE ${facilityOfMatch})) AS facilities`;
}

/** The statement's one row as a MatchPage (no row: nothing matched). */
function readMatchPage(row: MatchRow | undefined): MatchPage {
  const rows = parseJson<[string, number[] | null, (string | null)[] | null, boolean][]>(row?.page ?? []);
  const facilities = parseJson<[string, string, string, string, string][]>(row?.facilities ?? []);
  return {
    total: Number(row?.total ?? 0),
    physicians: rows.map(([npi, providerLocationIds, calendarIds, favoured]) => ({
      npi,
      providerLocationIds,
      calendarIds: calendarIds ?? [],
      favoured: favoured === true,
    })),
    languages: row?.languages ?? [],
    facilities: facilities.map(([market, coid, title, city, state]) => ({ market, coid, title, city, state })),
  };
}

/**
 * Whether a match's listed locations include one at the preferred facility. Per-location probes know
 * their coids; otherwise the row's arrays tell it, narrowed as the listed locations are (the host's
 * facilities, new patients, an insurer's "id/coid" pairs, one location by url title).
 */
function favouredColumn(
  preferredCoid: string | null,
  search: {
    perLocation: boolean;
    coidColumn: RawBuilder<unknown>;
    insurance: ReturnType<typeof insuranceColumns>;
    facilityCoids: string[] | null;
    title: string | null;
  },
): RawBuilder<unknown> {
  if (preferredCoid === null) return sql`false`;
  if (search.perLocation) return sql`coalesce(${preferredCoid} = ANY(loc.coids), false)`;
  if (search.facilityCoids && !search.facilityCoids.includes(preferredCoid)) return sql`false`;
  const listedThere = search.insurance
    ? sql`${search.coidColumn} @> ARRAY[${`${search.insurance.prefix}${preferredCoid}`}]::text[]`
    : sql`${search.coidColumn} @> ARRAY[${preferredCoid}]::text[]`;
  if (search.title === null) return listedThere;
  return sql`(${listedThere} AND EXISTS (SELECT 1 FROM locations l WHERE l.url_title = ${search.title} AND l.facility_coid = ${preferredCoid}))`;
}

/** Names sort in code-unit order ("C" collation) so PGlite and a PostgreSQL server agree. */
function orderBy(order: MatchOrder, filters: PhysicianFilters): RawBuilder<unknown> {
  const byName = sql`m.last_key COLLATE "C", m.first_key COLLATE "C", m.npi COLLATE "C"`;
  switch (order.kind) {
    case "descending":
      return sql`m.last_key COLLATE "C" DESC, m.first_key COLLATE "C" DESC, m.npi COLLATE "C" DESC`;
    case "distance":
      return sql`m.miles, ${byName}`;
    case "shuffle":
      return sql`m.shuffle COLLATE "C", m.npi COLLATE "C"`;
    case "relevance": {
      const ties = order.shuffleSeed !== null ? sql`m.shuffle COLLATE "C", m.npi COLLATE "C"` : byName;
      return filters.keyword ? keywordOrder({ shuffled: order.shuffleSeed !== null, ties }) : ties;
    }
    default:
      return byName;
  }
}

/** Drivers hand json back parsed; a string is parsed here in case one does not. */
function parseJson<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

/**
 * The columns of an insurance filter: a plan is looked up by its own id, an insurer alone by the
 * insurer's; the "id/coid" pairs of the same kind tell at which facilities.
 */
function insuranceColumns(insurance: PhysicianFilters["insurance"]) {
  if (!insurance) return null;
  const byPlan = insurance.planId !== null;
  const id = byPlan ? (insurance.planId as number) : insurance.insurerId;
  return {
    id,
    ids: sql.ref(byPlan ? "plan_ids" : "insurer_ids"),
    pairs: sql.ref(byPlan ? "plan_coids" : "insurer_coids"),
    prefix: `${id}/`,
  };
}

/** The facilities a location may belong to: coids narrowed by facilityCoid; null when neither is given. */
function facilitySet(filters: PhysicianFilters): string[] | null {
  if (filters.coids?.length) {
    return filters.facilityCoid ? filters.coids.filter((coid) => coid === filters.facilityCoid) : filters.coids;
  }
  return filters.facilityCoid ? [filters.facilityCoid] : null;
}
