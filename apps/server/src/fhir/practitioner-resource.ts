import type { Practitioner } from "@medplum/fhirtypes";
import { sql } from "kysely";
import type { Database } from "../database/create-database.ts";
import { NPI_SYSTEM } from "./directory-codes.ts";
import type { FhirResourceDefinition } from "./fhir-types.ts";
import { mapPractitioner, type PractitionerSource } from "./map-practitioner.ts";
import { PLAN_NET_PROFILE, PLAN_NET_SEARCH } from "./plan-net-profiles.ts";
import { matchingKeys, type RowSearch, searchRows } from "./search-page.ts";
import type { SearchCriteria } from "./search-parameters.ts";
import { codeIn, FALSE, stringMatch, valuesIn } from "./sql-filters.ts";

type PractitionerRow = Omit<PractitionerSource, "credentials">;

/** The page's credentials, per physician, in the search's own round trip. */
const CREDENTIALS = sql`COALESCE((
  SELECT json_agg(json_build_object('organization_or_school', c.organization_or_school, 'type', c.type,
                                    'year_received', c.year_received) ORDER BY c.id)
  FROM credentials c WHERE c.physician_npi = page.npi), '[]') AS credentials`;

const SEARCH: RowSearch<PractitionerRow & Pick<PractitionerSource, "credentials">> = {
  from: sql`physicians p`,
  key: [sql`p.npi`],
  keyOf: (row) => [row.npi],
  lastUpdated: sql`p.updated_at`,
  select: sql`p.npi, p.first_name, p.middle_initial, p.last_name, p.designation, p.gender, p.languages, p.updated_at`,
  pageColumns: { columns: CREDENTIALS, keyNames: ["npi"] },
  filter(filter) {
    switch (filter.name) {
      case "_id":
        return filter.type === "token" ? codeIn(sql`p.npi`, filter.values) : FALSE;
      case "identifier":
        return filter.type === "token" ? codeIn(sql`p.npi`, filter.values, NPI_SYSTEM) : FALSE;
      case "name":
        return filter.type === "string" ? stringMatch([sql`p.last_name`, sql`p.first_name`], filter) : FALSE;
      case "family":
        return filter.type === "string" ? stringMatch([sql`p.last_name`], filter) : FALSE;
      case "given":
        return filter.type === "string" ? stringMatch([sql`p.first_name`], filter) : FALSE;
      default:
        return FALSE;
    }
  },
};

/** The credentials of the page's physicians, read in one query. */
async function withCredentials(db: Database, rows: PractitionerRow[]): Promise<Practitioner[]> {
  if (rows.length === 0) return [];
  const credentials = await db
    .selectFrom("credentials")
    .select(["physician_npi", "organization_or_school", "type", "year_received"])
    .where(
      "physician_npi",
      "in",
      rows.map((row) => row.npi),
    )
    .orderBy("physician_npi")
    .orderBy("id")
    .execute();
  const byNpi = new Map<string, PractitionerSource["credentials"]>();
  for (const { physician_npi, ...credential } of credentials) {
    const list = byNpi.get(physician_npi) ?? [];
    list.push(credential);
    byNpi.set(physician_npi, list);
  }
  return rows.map((row) =>
    mapPractitioner({ ...row, updated_at: new Date(row.updated_at), credentials: byNpi.get(row.npi) ?? [] }),
  );
}

async function byIds(db: Database, ids: string[]): Promise<Practitioner[]> {
  if (ids.length === 0) return [];
  const { rows } =
    await sql<PractitionerRow>`SELECT ${SEARCH.select} FROM physicians p WHERE ${valuesIn(sql`p.npi`, ids)}`.execute(
      db,
    );
  return withCredentials(db, rows);
}

export const practitionerResource: FhirResourceDefinition = {
  matchingKeys: (filter) => matchingKeys(SEARCH, filter),
  type: "Practitioner",
  profile: PLAN_NET_PROFILE.Practitioner,
  documentation:
    "Each physician of the directory; the id is the NPI. Names, gender, languages (BCP-47 where known), degrees and credentials as qualifications.",
  searchParams: [
    {
      name: "name",
      type: "string",
      definition: `${PLAN_NET_SEARCH}practitioner-name`,
      documentation: "Family or given name starts with the value (case-insensitive); :exact and :contains.",
    },
    {
      name: "family",
      type: "string",
      definition: `${PLAN_NET_SEARCH}practitioner-family-name`,
      documentation: "Family name starts with the value (case-insensitive); :exact and :contains.",
    },
    {
      name: "given",
      type: "string",
      definition: `${PLAN_NET_SEARCH}practitioner-given-name`,
      documentation: "Given name starts with the value (case-insensitive); :exact and :contains.",
    },
    {
      name: "identifier",
      type: "token",
      definition: "http://hl7.org/fhir/SearchParameter/Practitioner-identifier",
      documentation: "The NPI (system http://hl7.org/fhir/sid/us-npi, or no system).",
    },
  ],
  includes: [],
  revincludes: ["PractitionerRole:practitioner"],
  async read({ db }, id) {
    return (await byIds(db, [id]))[0];
  },
  readMany: ({ db }, ids) => byIds(db, ids),
  async search({ db }, criteria: SearchCriteria) {
    const { rows, next } = await searchRows<PractitionerRow & Pick<PractitionerSource, "credentials">>(
      db,
      SEARCH,
      criteria,
    );
    return { resources: rows.map((row) => mapPractitioner({ ...row, updated_at: new Date(row.updated_at) })), next };
  },
};
