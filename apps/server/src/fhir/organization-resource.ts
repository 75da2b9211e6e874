import type { Organization, Resource } from "@medplum/fhirtypes";
import { sql } from "kysely";
import type { Database } from "../database/create-database.ts";
import { ORG_TYPE_CS } from "./directory-codes.ts";
import type { FhirResourceDefinition } from "./fhir-types.ts";
import { mapOrganization } from "./map-location.ts";
import { mapStored } from "./map-stored.ts";
import { PLAN_NET_PROFILE, PLAN_NET_SEARCH } from "./plan-net-profiles.ts";
import { matchingKeys, type RowSearch, searchRows } from "./search-page.ts";
import { type Condition, codeIn, FALSE, or, stringMatch, valuesIn } from "./sql-filters.ts";
import {
  conceptParam,
  coverageAreaExtensionParam,
  referenceParam,
  type StoredColumns,
  type StoredParam,
  storedFilter,
  storedIncludes,
} from "./stored-resources.ts";

/**
 * The Organizations served: every facility (type fac; id its COID, address its city and state) and the
 * Organizations an import kept whole because they are no facility (decision 143): networks (type ntwk,
 * the plannet-Network profile), payers and the others, as the import gave them.
 */
const FROM = sql`(
  SELECT f.coid AS id, f.title AS name, f.city, f.state, f.updated_at, NULL::jsonb AS body FROM facilities f
  UNION ALL
  SELECT r.id, r.body->>'name', r.body#>>'{address,0,city}', r.body#>>'{address,0,state}', r.updated_at, r.body
  FROM plan_net_resources r WHERE r.type = 'Organization'
) o`;

const SELECT = sql`o.id, o.name, o.city, o.state, o.updated_at, o.body`;

interface OrganizationRow {
  id: string;
  name: string;
  city: string | null;
  state: string | null;
  updated_at: Date | string;
  body: Record<string, unknown> | string | null;
}

const COLUMNS: StoredColumns = {
  body: sql`o.body`,
  name: sql`o.name`,
  address: [sql`o.city`, sql`o.state`, sql`(o.body#>>'{address,0,postalCode}')`],
};

/** The parameters a kept Organization answers; a facility has none of these elements. */
const STORED_PARAMS: StoredParam[] = [
  referenceParam(
    "organization",
    "partof",
    "partOf",
    false,
    ["Organization"],
    "The parent Organization (a network's payer).",
  ),
  referenceParam("organization", "endpoint", "endpoint", true, ["Endpoint"], "An Endpoint of the Organization."),
  coverageAreaExtensionParam(),
];

const TYPE = conceptParam("organization", "type", "type", true, "");
const NAME: StoredParam = { name: "name", type: "string", columns: "name", definition: "", documentation: "" };

const SEARCH: RowSearch<OrganizationRow> = {
  from: FROM,
  key: [sql`o.id`],
  keyOf: (row) => [row.id],
  lastUpdated: sql`o.updated_at`,
  select: SELECT,
  filter(filter) {
    if (filter.type === "token") {
      if (filter.name === "_id") return codeIn(sql`o.id`, filter.values);
      // Every facility is of type fac; a kept Organization has its own types.
      if (filter.name === "type") {
        return or([
          sql`(o.body IS NULL AND ${codeIn(sql`'fac'`, filter.values, ORG_TYPE_CS)})`,
          storedFilter([TYPE], COLUMNS, filter) ?? FALSE,
        ]);
      }
      return FALSE;
    }
    if (filter.type === "string") {
      if (filter.name === "name") return storedFilter([NAME], COLUMNS, filter) ?? FALSE;
      if (filter.name === "address") return stringMatch(COLUMNS.address, filter);
    }
    return storedFilter(STORED_PARAMS, COLUMNS, filter) ?? FALSE;
  },
};

const map = (row: OrganizationRow): Resource =>
  row.body === null
    ? mapOrganization({
        coid: row.id,
        title: row.name,
        city: row.city ?? "",
        state: row.state ?? "",
        updated_at: new Date(row.updated_at),
      })
    : mapStored({
        type: "Organization",
        id: row.id,
        body: typeof row.body === "string" ? JSON.parse(row.body) : row.body,
        updated_at: new Date(row.updated_at),
      });

async function select(db: Database, where: Condition, limit: number): Promise<Organization[]> {
  const { rows } =
    await sql<OrganizationRow>`SELECT ${SELECT} FROM ${FROM} WHERE ${where} ORDER BY o.id LIMIT ${limit}`.execute(db);
  return rows.map(map) as Organization[];
}

export const organizationResource: FhirResourceDefinition = {
  chains: true,
  matchingKeys: (filter) => matchingKeys(SEARCH, filter),
  type: "Organization",
  profile: PLAN_NET_PROFILE.Organization,
  supportedProfiles: [PLAN_NET_PROFILE.Organization, PLAN_NET_PROFILE.Network],
  documentation:
    "Each facility of the network (type fac; the id is its COID, the address its city and state), and the Organizations an imported Plan-Net directory has that are no facility, kept as it gave them: networks (type ntwk, plannet-Network), payers and others. The demo network has no networks or payers as Organizations (decision 143).",
  searchParams: [
    {
      name: "name",
      type: "string",
      definition: `${PLAN_NET_SEARCH}organization-name`,
      documentation: "Name or an alias starts with the value (case and accents ignored); :exact and :contains.",
    },
    {
      name: "address",
      type: "string",
      definition: `${PLAN_NET_SEARCH}organization-address`,
      documentation: "City, state or ZIP code starts with the value (case and accents ignored).",
    },
    {
      name: "type",
      type: "token",
      definition: `${PLAN_NET_SEARCH}organization-type`,
      documentation: "OrgTypeCS: a facility is fac; a network ntwk; a kept Organization its own types.",
    },
    ...STORED_PARAMS.map(({ name, type, definition, documentation, targets }) => ({
      name,
      type,
      definition,
      documentation: `${documentation} Facilities carry none, so match none.`,
      ...(targets ? { targets } : {}),
    })),
  ],
  includes: storedIncludes("Organization", STORED_PARAMS),
  revincludes: [
    "PractitionerRole:organization",
    "PractitionerRole:network",
    "Endpoint:organization",
    "HealthcareService:organization",
    "InsurancePlan:administered-by",
    "InsurancePlan:owned-by",
    "OrganizationAffiliation:primary-organization",
    "OrganizationAffiliation:participating-organization",
  ],
  async read({ db }, id) {
    return (await select(db, sql`o.id = ${id}`, 1))[0];
  },
  readMany: ({ db }, ids) =>
    ids.length === 0 ? Promise.resolve([]) : select(db, valuesIn(sql`o.id`, ids), ids.length),
  async search({ db }, criteria) {
    const { rows, next } = await searchRows(db, SEARCH, criteria);
    return { resources: rows.map(map), next };
  },
};
