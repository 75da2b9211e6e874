import type { ContactPoint, Location, Organization } from "@medplum/fhirtypes";
import { ORG_TYPE_CS } from "./directory-codes.ts";
import { PLAN_NET_PROFILE } from "./plan-net-profiles.ts";

/** What a Location is built from: the locations row and its facility's title. */
export interface LocationSource {
  id: string;
  facility_coid: string;
  facility_title: string;
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  phone: string | null;
  website: string | null;
  latitude: number;
  longitude: number;
  updated_at: Date;
}

export function mapLocation(source: LocationSource): Location {
  const telecom: ContactPoint[] = [
    ...(source.phone ? [{ system: "phone" as const, value: source.phone, use: "work" as const }] : []),
    ...(source.website ? [{ system: "url" as const, value: source.website, use: "work" as const }] : []),
  ];
  return {
    resourceType: "Location",
    id: source.id,
    meta: { lastUpdated: source.updated_at.toISOString(), profile: [PLAN_NET_PROFILE.Location] },
    status: "active",
    name: source.name,
    ...(telecom.length > 0 ? { telecom } : {}),
    address: {
      use: "work",
      type: "physical",
      text: `${source.street}, ${source.city}, ${source.state} ${source.zip}`,
      line: [source.street],
      city: source.city,
      state: source.state,
      postalCode: source.zip,
      country: "USA",
    },
    position: { longitude: source.longitude, latitude: source.latitude },
    managingOrganization: { reference: `Organization/${source.facility_coid}`, display: source.facility_title },
  };
}

/** What an Organization is built from: a facilities row (the facility's COID is its id). */
export interface OrganizationSource {
  coid: string;
  title: string;
  city: string;
  state: string;
  updated_at: Date;
}

/** A facility as a Plan-Net Organization of type "fac": its address is the city and state we hold. */
export function mapOrganization(source: OrganizationSource): Organization {
  return {
    resourceType: "Organization",
    id: source.coid,
    meta: { lastUpdated: source.updated_at.toISOString(), profile: [PLAN_NET_PROFILE.Organization] },
    active: true,
    type: [{ coding: [{ system: ORG_TYPE_CS, code: "fac", display: "Facility" }], text: "Facility" }],
    name: source.title,
    address: [
      { use: "work", text: `${source.city}, ${source.state}`, city: source.city, state: source.state, country: "USA" },
    ],
  };
}
