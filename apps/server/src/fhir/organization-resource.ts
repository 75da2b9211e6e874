import type { Organization } from "@medplum/fhirtypes";
import { sql } from "kysely";
import type { Database } from "../database/create-database.ts";
import { ORG_TYPE_CS } from "./directory-codes.ts";
import type { FhirResourceDefinition } from "./fhir-types.ts";
import { mapOrganization, type OrganizationSource } from "./map-location.ts";
import { PLAN_NET_PROFILE, PLAN_NET_SEARCH } from "./plan-net-profiles.ts";
import { type RowSearch, searchRows } from "./search-page.ts";
import { codeIn, FALSE, stringMatch, valuesIn } from "./sql-filters.ts";

const SELECT = sql`f.coid, f.title, f.city, f.state, f.updated_at`;

const SEARCH: RowSearch<OrganizationSource> = {
  from: sql`facilities f`,
  key: [sql`f.coid`],
  keyOf: (row) => [row.coid],
  lastUpdated: sql`f.updated_at`,
  select: SELECT,
  filter(filter) {
    if (filter.type === "token") {
      if (filter.name === "_id") return codeIn(sql`f.coid`, filter.values);
      // Every Organization we serve is a facility.
      if (filter.name === "type") return codeIn(sql`'fac'`, filter.values, ORG_TYPE_CS);
      return FALSE;
    }
    if (filter.type === "string") {
      if (filter.name === "name") return stringMatch([sql`f.title`], filter);
      if (filter.name === "address") return stringMatch([sql`f.city`, sql`f.state`], filter);
    }
    // partof, endpoint and coverage-area have no source.
    return FALSE;
  },
};

const map = (row: OrganizationSource) => mapOrganization({ ...row, updated_at: new Date(row.updated_at) });

async function byIds(db: Database, ids: string[]): Promise<Organization[]> {
  if (ids.length === 0) return [];
  const { rows } =
    await sql<OrganizationSource>`SELECT ${SELECT} FROM facilities f WHERE ${valuesIn(sql`f.coid`, ids)}`.execute(db);
  return rows.map(map);
}

const NO_SOURCE = "No organization of ours carries this reference, so it matches none.";

export const organizationResource: FhirResourceDefinition = {
  type: "Organization",
  profile: PLAN_NET_PROFILE.Organization,
  documentation:
    "Each facility of the network (type fac); the id is its COID, the address its city and state. Networks (plannet-Network), payers, parent organizations and endpoints have no source in the directory and are not served.",
  searchParams: [
    {
      name: "name",
      type: "string",
      definition: `${PLAN_NET_SEARCH}organization-name`,
      documentation: "Name starts with the value (case-insensitive); :exact and :contains.",
    },
    {
      name: "address",
      type: "string",
      definition: `${PLAN_NET_SEARCH}organization-address`,
      documentation: "City or state starts with the value (case-insensitive).",
    },
    {
      name: "type",
      type: "token",
      definition: `${PLAN_NET_SEARCH}organization-type`,
      documentation: "OrgTypeCS: every Organization served is fac.",
    },
    {
      name: "partof",
      type: "reference",
      targets: ["Organization"],
      definition: `${PLAN_NET_SEARCH}organization-partof`,
      documentation: NO_SOURCE,
    },
    {
      name: "endpoint",
      type: "reference",
      targets: ["Endpoint"],
      definition: `${PLAN_NET_SEARCH}organization-endpoint`,
      documentation: NO_SOURCE,
    },
    {
      name: "coverage-area",
      type: "reference",
      targets: ["Location"],
      definition: `${PLAN_NET_SEARCH}organization-coverage-area`,
      documentation: NO_SOURCE,
    },
  ],
  includes: [
    { name: "Organization:partof", target: "Organization" },
    { name: "Organization:endpoint", target: "Endpoint" },
    { name: "Organization:coverage-area", target: "Location" },
  ],
  revincludes: ["PractitionerRole:organization"],
  async read({ db }, id) {
    return (await byIds(db, [id]))[0];
  },
  readMany: ({ db }, ids) => byIds(db, ids),
  async search({ db }, criteria) {
    const { rows, next } = await searchRows(db, SEARCH, criteria);
    return { resources: rows.map(map), next };
  },
};
