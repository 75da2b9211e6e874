import type { Location } from "@medplum/fhirtypes";
import { sql } from "kysely";
import type { Database } from "../database/create-database.ts";
import type { FhirResourceDefinition } from "./fhir-types.ts";
import { type LocationSource, mapLocation } from "./map-location.ts";
import { PLAN_NET_PROFILE, PLAN_NET_SEARCH } from "./plan-net-profiles.ts";
import { matchingKeys, type RowSearch, searchRows } from "./search-page.ts";
import { codeIn, FALSE, referenceIn, stringMatch, valuesIn } from "./sql-filters.ts";

const SELECT = sql`l.id, l.facility_coid, f.title AS facility_title, l.name, l.street, l.city, l.state, l.zip,
  l.phone, l.website, l.latitude, l.longitude, l.updated_at`;

const SEARCH: RowSearch<LocationSource> = {
  from: sql`locations l JOIN facilities f ON f.coid = l.facility_coid`,
  key: [sql`l.id`],
  keyOf: (row) => [row.id],
  lastUpdated: sql`l.updated_at`,
  select: SELECT,
  filter(filter) {
    if (filter.type === "token") {
      // _id; `type` has no source (our locations carry no type), so it matches none.
      return filter.name === "_id" ? codeIn(sql`l.id`, filter.values) : FALSE;
    }
    if (filter.type === "reference") {
      // organization: the facility; partof and endpoint have no source and match none.
      return filter.name === "organization" ? referenceIn(sql`l.facility_coid`, filter) : FALSE;
    }
    if (filter.type !== "string") return FALSE;
    switch (filter.name) {
      case "address-city":
        return stringMatch([sql`l.city`], filter);
      case "address-state":
        return stringMatch([sql`l.state`], filter);
      case "address-postalcode":
        return stringMatch([sql`l.zip`], filter);
      case "address":
        return stringMatch([sql`l.street`, sql`l.city`, sql`l.state`, sql`l.zip`], filter);
      default:
        return FALSE;
    }
  },
};

const map = (row: LocationSource) => mapLocation({ ...row, updated_at: new Date(row.updated_at) });

async function byIds(db: Database, ids: string[]): Promise<Location[]> {
  if (ids.length === 0) return [];
  const { rows } =
    await sql<LocationSource>`SELECT ${SELECT} FROM ${SEARCH.from} WHERE ${valuesIn(sql`l.id`, ids)}`.execute(db);
  return rows.map(map);
}

const NO_SOURCE = "No location of ours carries this reference, so it matches none.";

export const locationResource: FhirResourceDefinition = {
  chains: true,
  matchingKeys: (filter) => matchingKeys(SEARCH, filter),
  type: "Location",
  profile: PLAN_NET_PROFILE.Location,
  documentation:
    "Each practice location; managingOrganization is its facility. Location type, hours of operation, accessibility and endpoints have no source in the directory.",
  searchParams: [
    {
      name: "address-city",
      type: "string",
      definition: `${PLAN_NET_SEARCH}location-address-city`,
      documentation: "City starts with the value (case-insensitive).",
    },
    {
      name: "address-state",
      type: "string",
      definition: `${PLAN_NET_SEARCH}location-address-state`,
      documentation: "Two-letter state (case-insensitive).",
    },
    {
      name: "address-postalcode",
      type: "string",
      definition: `${PLAN_NET_SEARCH}location-address-postalcode`,
      documentation: "ZIP code starts with the value.",
    },
    {
      name: "address",
      type: "string",
      definition: `${PLAN_NET_SEARCH}location-address`,
      documentation: "Street, city, state or ZIP starts with the value (case-insensitive).",
    },
    {
      name: "organization",
      type: "reference",
      targets: ["Organization"],
      definition: `${PLAN_NET_SEARCH}location-organization`,
      documentation: "The facility (Organization) managing the location.",
    },
    {
      name: "partof",
      type: "reference",
      targets: ["Location"],
      definition: `${PLAN_NET_SEARCH}location-partof`,
      documentation: NO_SOURCE,
    },
    {
      name: "endpoint",
      type: "reference",
      targets: ["Endpoint"],
      definition: `${PLAN_NET_SEARCH}location-endpoint`,
      documentation: NO_SOURCE,
    },
    {
      name: "type",
      type: "token",
      definition: `${PLAN_NET_SEARCH}location-type`,
      documentation: "Our locations carry no type, so this matches none.",
    },
  ],
  includes: [
    { name: "Location:organization", target: "Organization" },
    { name: "Location:partof", target: "Location" },
    { name: "Location:endpoint", target: "Endpoint" },
  ],
  revincludes: [
    "PractitionerRole:location",
    "HealthcareService:location",
    "InsurancePlan:coverage-area",
    "OrganizationAffiliation:location",
  ],
  async read({ db }, id) {
    return (await byIds(db, [id]))[0];
  },
  readMany: ({ db }, ids) => byIds(db, ids),
  async search({ db }, criteria) {
    const { rows, next } = await searchRows(db, SEARCH, criteria);
    return { resources: rows.map(map), next };
  },
};
