import type { PractitionerRole, PractitionerRoleAvailableTime } from "@medplum/fhirtypes";
import {
  ACCEPTING_PATIENTS_CS,
  NUCC,
  PROVIDER_ROLE_CS,
  providerRoleOf,
  SPECIALTY_TAXONOMY,
} from "./directory-codes.ts";
import { PLAN_NET_PROFILE } from "./plan-net-profiles.ts";

/**
 * What a PractitionerRole is built from: one provider_locations row (a physician practising at a
 * location), with its physician's specialties and its calendar's weekly hours.
 */
export interface PractitionerRoleSource {
  npi: string;
  location_id: string;
  first_name: string;
  last_name: string;
  designation: string;
  location_name: string;
  facility_coid: string;
  facility_title: string;
  phone: string | null;
  accepts_new_patients: boolean;
  updated_at: Date;
  /** Primary first. */
  specialties: string[];
  /** 0 Sunday … 6 Saturday; local 'HH:MM:SS'. */
  weeklyHours: { weekday: number; start_time: string; end_time: string }[];
  /** The network, healthcare service and endpoint references an import gave the role (decision 143). */
  references?: { parameter: "network" | "service" | "endpoint"; reference: string }[];
}

export const NETWORK_REFERENCE = "http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/network-reference";

/** A role's id: the NPI and the location id (FHIR ids allow letters, digits, '-' and '.'). */
export function practitionerRoleId(npi: string, locationId: string): string {
  return `${npi}-${locationId}`;
}

/** The NPI and location id of a role id, or null when it is not one (the NPI is 10 digits). */
export function parsePractitionerRoleId(id: string): { npi: string; locationId: string } | null {
  const match = /^([0-9]{10})-(.+)$/.exec(id);
  return match ? { npi: match[1] as string, locationId: match[2] as string } : null;
}

const DAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

export function mapPractitionerRole(source: PractitionerRoleSource): PractitionerRole {
  const role = providerRoleOf(source.designation);
  const availableTime = weeklyAvailableTimes(source.weeklyHours);
  const referencesOf = (parameter: string) =>
    (source.references ?? [])
      .filter((entry) => entry.parameter === parameter)
      .map((entry) => entry.reference)
      .sort();
  const networks = referencesOf("network");
  const services = referencesOf("service");
  const endpoints = referencesOf("endpoint");
  return {
    resourceType: "PractitionerRole",
    id: practitionerRoleId(source.npi, source.location_id),
    meta: { lastUpdated: source.updated_at.toISOString(), profile: [PLAN_NET_PROFILE.PractitionerRole] },
    extension: [
      {
        url: "http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/newpatients",
        extension: [
          {
            url: "acceptingPatients",
            valueCodeableConcept: {
              coding: [
                source.accepts_new_patients
                  ? { system: ACCEPTING_PATIENTS_CS, code: "newpt", display: "Accepting" }
                  : { system: ACCEPTING_PATIENTS_CS, code: "nopt", display: "Not Accepting" },
              ],
            },
          },
        ],
      },
      ...networks.map((reference) => ({ url: NETWORK_REFERENCE, valueReference: { reference } })),
    ],
    active: true,
    practitioner: {
      reference: `Practitioner/${source.npi}`,
      display: `${source.first_name} ${source.last_name}`,
    },
    organization: { reference: `Organization/${source.facility_coid}`, display: source.facility_title },
    ...(role ? { code: [{ coding: [{ system: PROVIDER_ROLE_CS, ...role }], text: role.display }] } : {}),
    ...(source.specialties.length > 0 ? { specialty: source.specialties.map(specialtyConcept) } : {}),
    location: [{ reference: `Location/${source.location_id}`, display: source.location_name }],
    ...(source.phone ? { telecom: [{ system: "phone", value: source.phone, use: "work" }] } : {}),
    ...(services.length > 0 ? { healthcareService: services.map((reference) => ({ reference })) } : {}),
    ...(availableTime.length > 0 ? { availableTime } : {}),
    ...(endpoints.length > 0 ? { endpoint: endpoints.map((reference) => ({ reference })) } : {}),
  };
}

export function specialtyConcept(name: string) {
  const code = SPECIALTY_TAXONOMY[name];
  return code ? { coding: [{ system: NUCC, code, display: name }], text: name } : { text: name };
}

/** Weekly hours grouped by identical start and end, days in week order. */
export function weeklyAvailableTimes(rules: PractitionerRoleSource["weeklyHours"]): PractitionerRoleAvailableTime[] {
  const byHours = new Map<string, Set<number>>();
  for (const rule of rules) {
    const key = `${rule.start_time}|${rule.end_time}`;
    const days = byHours.get(key) ?? new Set<number>();
    days.add(rule.weekday);
    byHours.set(key, days);
  }
  return [...byHours.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, days]) => {
      const [start = "", end = ""] = key.split("|");
      return {
        daysOfWeek: [...days].sort((a, b) => a - b).map((day) => DAYS[day] as (typeof DAYS)[number]),
        availableStartTime: start.slice(0, 8),
        availableEndTime: end.slice(0, 8),
      };
    });
}
