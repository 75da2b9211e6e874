import type { PractitionerRole } from "@medplum/fhirtypes";
import { sql } from "kysely";
import type { Database } from "../database/create-database.ts";
import { NUCC, PROVIDER_ROLE_CS, roleCredentialPattern, specialtiesOfTaxonomy } from "./directory-codes.ts";
import type { FhirResourceDefinition } from "./fhir-types.ts";
import {
  mapPractitionerRole,
  NETWORK_REFERENCE,
  type PractitionerRoleSource,
  parsePractitionerRoleId,
} from "./map-practitioner-role.ts";
import { PLAN_NET_PROFILE, PLAN_NET_SEARCH } from "./plan-net-profiles.ts";
import { type RowSearch, searchRows } from "./search-page.ts";
import type { TokenValue } from "./search-parameters.ts";
import { type Condition, chainedReferences, FALSE, or, referenceIn, valuesIn } from "./sql-filters.ts";

type RoleRow = Omit<PractitionerRoleSource, "specialties" | "weeklyHours" | "references"> & {
  provider_location_id: number;
};

const FROM = sql`provider_locations pl
  JOIN physicians p ON p.npi = pl.physician_npi
  JOIN locations l ON l.id = pl.location_id
  JOIN facilities f ON f.coid = l.facility_coid`;

const SELECT = sql`pl.id AS provider_location_id, pl.physician_npi AS npi, pl.location_id, p.first_name, p.last_name,
  p.designation, l.name AS location_name, l.facility_coid, f.title AS facility_title, l.phone,
  pl.accepts_new_patients, pl.updated_at`;

/** The role's id: (npi, location id) pairs; an id that is not one matches none. */
function idsMatch(values: TokenValue[]): Condition {
  const pairs = values.flatMap((value) => {
    const parsed = parsePractitionerRoleId(value.code);
    return parsed && value.system === undefined ? [parsed] : [];
  });
  return or(pairs.map(({ npi, locationId }) => sql`(pl.physician_npi = ${npi} AND pl.location_id = ${locationId})`));
}

/** Roles whose physician has one of the specialties the NUCC codes stand for. */
function specialtyMatch(values: TokenValue[]): Condition {
  const names = values
    .filter((value) => value.system === undefined || value.system === NUCC)
    .flatMap((value) => specialtiesOfTaxonomy(value.code));
  if (names.length === 0) return FALSE;
  return sql`pl.physician_npi IN (
    SELECT ps.physician_npi FROM physician_specialties ps JOIN specialties s ON s.id = ps.specialty_id
    WHERE s.name IN (${sql.join(names)}))`;
}

/** Roles whose designation gives one of the ProviderRoleCS codes (directory-codes.ts' rule, in SQL). */
function roleMatch(values: TokenValue[]): Condition {
  const codes = values.filter((value) => value.system === undefined || value.system === PROVIDER_ROLE_CS);
  return or(
    codes.flatMap((value) => {
      const pattern = roleCredentialPattern(value.code);
      if (!pattern) return [];
      const credentials = sql`upper(replace(p.designation, '.', ''))`;
      return [sql`(${credentials} ~ ${pattern.matches} AND NOT ${credentials} ~ ${pattern.notEarlier})`];
    }),
  );
}

/** The page's specialties (primary first) and weekly hours, in the search's own round trip. */
const ROLE_LISTS = sql`
  COALESCE((SELECT json_agg(s.name ORDER BY ps.is_primary DESC, s.name)
            FROM physician_specialties ps JOIN specialties s ON s.id = ps.specialty_id
            WHERE ps.physician_npi = page.npi), '[]') AS specialties,
  COALESCE((SELECT json_agg(json_build_object('weekday', r.weekday, 'start_time', r.start_time::text,
                                              'end_time', r.end_time::text) ORDER BY r.weekday, r.start_time)
            FROM calendars c JOIN calendar_weekly_rules r ON r.calendar_id = c.id
            WHERE c.provider_location_id = page.provider_location_id), '[]') AS "weeklyHours",
  COALESCE((SELECT json_agg(json_build_object('parameter', x.parameter, 'reference', x.reference))
            FROM provider_location_references x
            WHERE x.physician_npi = page.npi AND x.location_id = page.location_id), '[]') AS "references"`;

type RoleRowWithLists = RoleRow & Pick<PractitionerRoleSource, "specialties" | "weeklyHours" | "references">;

/**
 * Roles an import gave a network, service or endpoint reference among the values (migration 0112):
 * the ids given, or the references a chain's subquery matches.
 */
function referenceMatch(
  parameter: "network" | "service" | "endpoint",
  target: string,
  ids: string[] | Condition,
): Condition {
  if (Array.isArray(ids) && ids.length === 0) return FALSE;
  const references = Array.isArray(ids) ? sql.join(ids.map((id) => `${target}/${id}`)) : ids;
  return sql`EXISTS (SELECT 1 FROM provider_location_references x
    WHERE x.physician_npi = pl.physician_npi AND x.location_id = pl.location_id AND x.parameter = ${parameter}
      AND x.reference IN (${references}))`;
}

const REFERENCE_TARGETS = { network: "Organization", service: "HealthcareService", endpoint: "Endpoint" } as const;

const SEARCH: RowSearch<RoleRowWithLists> = {
  from: FROM,
  pageColumns: { columns: ROLE_LISTS, keyNames: ["npi", "location_id"] },
  key: [sql`pl.physician_npi`, sql`pl.location_id`],
  keyOf: (row) => [row.npi, row.location_id],
  // Stamped with its physician's and location's changes too (migration 0040), and indexed.
  lastUpdated: sql`pl.updated_at`,
  select: SELECT,
  filter(filter) {
    if (filter.type === "token") {
      if (filter.name === "_id") return idsMatch(filter.values);
      if (filter.name === "specialty") return specialtyMatch(filter.values);
      if (filter.name === "role") return roleMatch(filter.values);
      return FALSE;
    }
    if (filter.type === "reference") {
      if (filter.name === "practitioner") return referenceIn(sql`pl.physician_npi`, filter);
      if (filter.name === "location") return referenceIn(sql`pl.location_id`, filter);
      if (filter.name === "organization") return referenceIn(sql`l.facility_coid`, filter);
      if (filter.name === "network" || filter.name === "service" || filter.name === "endpoint") {
        const chained = filter.chain ? chainedReferences(filter) : null;
        if (filter.chain) return chained ? referenceMatch(filter.name, REFERENCE_TARGETS[filter.name], chained) : FALSE;
        const ids = filter.values.map((value) => value.id);
        return referenceMatch(filter.name, REFERENCE_TARGETS[filter.name], ids);
      }
    }
    return FALSE;
  },
};

/** The page's specialties (primary first) and weekly hours, two queries for the whole page. */
async function complete(db: Database, rows: RoleRow[]): Promise<PractitionerRole[]> {
  if (rows.length === 0) return [];
  const npis = [...new Set(rows.map((row) => row.npi))];
  const specialties = await db
    .selectFrom("physician_specialties as ps")
    .innerJoin("specialties as s", "s.id", "ps.specialty_id")
    .select(["ps.physician_npi", "s.name"])
    .where("ps.physician_npi", "in", npis)
    .orderBy("ps.physician_npi")
    .orderBy("ps.is_primary", "desc")
    .orderBy("s.name")
    .execute();
  const hours = await db
    .selectFrom("calendars as c")
    .innerJoin("calendar_weekly_rules as r", "r.calendar_id", "c.id")
    .select([
      "c.provider_location_id",
      "r.weekday",
      sql<string>`r.start_time::text`.as("start_time"),
      sql<string>`r.end_time::text`.as("end_time"),
    ])
    .where(
      "c.provider_location_id",
      "in",
      rows.map((row) => row.provider_location_id),
    )
    .orderBy("c.provider_location_id")
    .orderBy("r.weekday")
    .orderBy("r.start_time")
    .execute();
  const references = await db
    .selectFrom("provider_location_references")
    .select(["physician_npi", "location_id", "parameter", "reference"])
    .where("physician_npi", "in", npis)
    .execute();
  const referencesOf = group(
    references,
    (row) => `${row.physician_npi}-${row.location_id}`,
    ({ parameter, reference }) => ({ parameter, reference }),
  );
  const specialtiesOf = group(
    specialties,
    (row) => row.physician_npi,
    (row) => row.name,
  );
  const hoursOf = group(
    hours,
    (row) => row.provider_location_id,
    ({ weekday, start_time, end_time }) => ({
      weekday,
      start_time,
      end_time,
    }),
  );
  return rows.map(({ provider_location_id, ...row }) =>
    mapPractitionerRole({
      ...row,
      updated_at: new Date(row.updated_at),
      specialties: specialtiesOf.get(row.npi) ?? [],
      weeklyHours: hoursOf.get(provider_location_id) ?? [],
      references: referencesOf.get(`${row.npi}-${row.location_id}`) ?? [],
    }),
  );
}

function group<Row, Key, Value>(
  rows: Row[],
  keyOf: (row: Row) => Key,
  valueFor: (row: Row) => Value,
): Map<Key, Value[]> {
  const groups = new Map<Key, Value[]>();
  for (const row of rows) {
    const list = groups.get(keyOf(row)) ?? [];
    list.push(valueFor(row));
    groups.set(keyOf(row), list);
  }
  return groups;
}

async function select(db: Database, where: Condition, limit: number): Promise<PractitionerRole[]> {
  const { rows } = await sql<RoleRow>`SELECT ${SELECT} FROM ${FROM} WHERE ${where}
    ORDER BY pl.physician_npi, pl.location_id LIMIT ${limit}`.execute(db);
  return complete(db, rows);
}

const FROM_IMPORT = "What an imported role named (decision 143); the demo network's roles name none.";

const referencesAt = (values: { reference?: string }[] | undefined): string[] =>
  (values ?? []).flatMap((value) => (value.reference ? [value.reference] : []));

export const practitionerRoleResource: FhirResourceDefinition = {
  chains: true,
  type: "PractitionerRole",
  profile: PLAN_NET_PROFILE.PractitionerRole,
  documentation:
    "Each physician at each of their locations; the id is NPI-locationId. Specialties as NUCC codes, the role from the designation, accepting new patients (newpatients), the location's phone and the calendar's weekly hours (availableTime). Networks (network-reference), healthcare services and endpoints as an import gave them; the demo network's roles have none.",
  searchParams: [
    {
      name: "practitioner",
      type: "reference",
      targets: ["Practitioner"],
      definition: `${PLAN_NET_SEARCH}practitionerrole-practitioner`,
      documentation: "The Practitioner (NPI).",
    },
    {
      name: "location",
      type: "reference",
      targets: ["Location"],
      definition: `${PLAN_NET_SEARCH}practitionerrole-location`,
      documentation: "The Location.",
    },
    {
      name: "organization",
      type: "reference",
      targets: ["Organization"],
      definition: `${PLAN_NET_SEARCH}practitionerrole-organization`,
      documentation: "The facility (Organization) of the role's location.",
    },
    {
      name: "specialty",
      type: "token",
      definition: `${PLAN_NET_SEARCH}practitionerrole-specialty`,
      documentation: "A NUCC provider taxonomy code (system http://nucc.org/provider-taxonomy, or no system).",
    },
    {
      name: "role",
      type: "token",
      definition: `${PLAN_NET_SEARCH}practitionerrole-role`,
      documentation: "A Plan-Net ProviderRoleCS code (ph, de, po, oo, py, pt, ch, na, rx, au, pa, crnp).",
    },
    {
      name: "network",
      type: "reference",
      targets: ["Organization"],
      definition: `${PLAN_NET_SEARCH}practitionerrole-network`,
      documentation: FROM_IMPORT,
    },
    {
      name: "service",
      type: "reference",
      targets: ["HealthcareService"],
      definition: `${PLAN_NET_SEARCH}practitionerrole-service`,
      documentation: FROM_IMPORT,
    },
    {
      name: "endpoint",
      type: "reference",
      targets: ["Endpoint"],
      definition: `${PLAN_NET_SEARCH}practitionerrole-endpoint`,
      documentation: FROM_IMPORT,
    },
  ],
  includes: [
    { name: "PractitionerRole:practitioner", target: "Practitioner" },
    { name: "PractitionerRole:location", target: "Location" },
    { name: "PractitionerRole:organization", target: "Organization" },
    {
      name: "PractitionerRole:network",
      target: "Organization",
      references: (resource) =>
        referencesAt(
          ((resource as PractitionerRole).extension ?? [])
            .filter((extension) => extension.url === NETWORK_REFERENCE)
            .map((extension) => extension.valueReference ?? {}),
        ),
    },
    {
      name: "PractitionerRole:service",
      target: "HealthcareService",
      references: (resource) => referencesAt((resource as PractitionerRole).healthcareService),
    },
    {
      name: "PractitionerRole:endpoint",
      target: "Endpoint",
      references: (resource) => referencesAt((resource as PractitionerRole).endpoint),
    },
  ],
  revincludes: [],
  async read({ db }, id) {
    const parsed = parsePractitionerRoleId(id);
    if (!parsed) return undefined;
    const where = sql`pl.physician_npi = ${parsed.npi} AND pl.location_id = ${parsed.locationId}`;
    return (await select(db, where, 1))[0];
  },
  async readMany({ db }, ids) {
    const where = idsMatch(ids.map((code) => ({ system: undefined, code })));
    return select(db, where, ids.length);
  },
  async search({ db }, criteria) {
    const { rows, next } = await searchRows(db, SEARCH, criteria);
    return {
      resources: rows.map(({ provider_location_id: _id, ...row }) =>
        mapPractitionerRole({ ...row, updated_at: new Date(row.updated_at) }),
      ),
      next,
    };
  },
  async referringTo({ db }, parameter, targets, limit) {
    if (parameter === "network" || parameter === "service" || parameter === "endpoint") {
      return select(db, referenceMatch(parameter, REFERENCE_TARGETS[parameter], targets), limit);
    }
    const column =
      parameter === "practitioner"
        ? sql`pl.physician_npi`
        : parameter === "location"
          ? sql`pl.location_id`
          : sql`l.facility_coid`;
    return select(db, valuesIn(column, targets), limit);
  },
};
