import { shownDesignation } from "@fad/contracts/provider/designations";
import {
  acceptingNewPatients,
  arrayOf,
  codingsOf,
  coercedString,
  extensionsNamed,
  isObject,
  type Json,
  NETWORK_REFERENCE_URL,
  NPI_SYSTEM,
  NUCC_SYSTEM,
  objectsOf,
  phoneOf,
  referenceTo,
  text,
  usPhone,
  type WeeklyHours,
  weeklyHoursOf,
} from "./fhir-values.ts";
import type { ImportMapping } from "./import-mapping.ts";
import type { ProblemList } from "./import-problems.ts";
import { storedBody } from "./map-plan-net-stored.ts";

/**
 * Plan-Net resources mapped one at a time to what our rows need, without looking at any other
 * resource: references stay references ("Location/abc") until the whole import is read and they are
 * resolved (assemble-directory.ts). Pure: the same resource and mapping give the same result.
 */
export interface MappedPractitioner {
  resourceType: "Practitioner";
  id: string;
  npi: string;
  firstName: string;
  middleInitial: string | null;
  lastName: string;
  /** The spec's designations only (decision 109), from the name's suffixes; "" when none is listed. */
  designation: string;
  gender: "Male" | "Female";
  languages: string[];
  credentials: { organization_or_school: string; type: string; year_received: number | null }[];
}

export interface MappedPractitionerRole {
  resourceType: "PractitionerRole";
  id: string;
  practitioner: string;
  organization: string | null;
  locations: string[];
  healthcareServices: string[];
  networks: string[];
  endpoints: string[];
  specialtyCodes: string[];
  acceptingNewPatients: boolean | null;
  phone: string | null;
  hours: WeeklyHours[];
}

export interface MappedLocation {
  resourceType: "Location";
  id: string;
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  phone: string | null;
  latitude: number;
  longitude: number;
  organization: string | null;
  acceptingNewPatients: boolean | null;
  hours: WeeklyHours[];
}

export interface MappedOrganization {
  resourceType: "Organization";
  id: string;
  name: string;
  /** The COID the facility gets: the mapping file's, else the NPI, else the first identifier (decision 132). */
  coid: string | null;
  city: string | null;
  state: string | null;
  /** What is kept of it when it is no facility (a network, a payer): served as it is (decision 143). */
  body: Json;
}

export interface MappedHealthcareService {
  resourceType: "HealthcareService";
  id: string;
  locations: string[];
  acceptingNewPatients: boolean | null;
  body: Json;
}

/** A type kept whole (decision 143): what the import takes of it. */
export interface MappedEndpoint {
  resourceType: "Endpoint";
  id: string;
  body: Json;
}

export interface MappedOrganizationAffiliation {
  resourceType: "OrganizationAffiliation";
  id: string;
  body: Json;
}

export interface MappedInsurancePlan {
  resourceType: "InsurancePlan";
  id: string;
  name: string;
  /** The insurer: the owning organization's reference and its display name. */
  ownedBy: string | null;
  ownerName: string | null;
  networks: string[];
  body: Json;
}

export type MappedResource =
  | MappedPractitioner
  | MappedPractitionerRole
  | MappedLocation
  | MappedOrganization
  | MappedHealthcareService
  | MappedInsurancePlan
  | MappedEndpoint
  | MappedOrganizationAffiliation;

/** Plan-Net types the import reads; "Network" (not a FHIR type: a network is an Organization) is skipped with a count. */
export const MAPPED_TYPES = [
  "Practitioner",
  "PractitionerRole",
  "Location",
  "Organization",
  "HealthcareService",
  "InsurancePlan",
  "Endpoint",
  "OrganizationAffiliation",
] as const;
export const SKIPPED_TYPES = ["Network"] as const;

const FHIR_ID = /^[A-Za-z0-9\-.]{1,64}$/;

/**
 * One resource to its mapped form, or null with errors in `problems` (the line is rejected). Unknown
 * resource types are errors; the Plan-Net types we have no table for are the caller's to skip.
 */
export function mapPlanNetResource(
  resource: unknown,
  mapping: ImportMapping,
  problems: ProblemList,
): MappedResource | null {
  if (!isObject(resource)) {
    problems.error("(resource)", "is not a JSON object");
    return null;
  }
  const id = text(resource.id);
  if (!id || !FHIR_ID.test(id)) {
    problems.error("id", "is missing or not a FHIR id (1-64 letters, digits, '-' and '.')");
    return null;
  }
  let mapped: MappedResource | null;
  switch (resource.resourceType) {
    case "Practitioner":
      mapped = mapPractitioner(resource, id, problems);
      break;
    case "PractitionerRole":
      mapped = mapPractitionerRole(resource, id, mapping, problems);
      break;
    case "Location":
      mapped = mapLocation(resource, id, mapping, problems);
      break;
    case "Organization":
      mapped = mapOrganization(resource, id, mapping, problems);
      break;
    case "HealthcareService":
      mapped = mapHealthcareService(resource, id, problems);
      break;
    case "InsurancePlan":
      mapped = mapInsurancePlan(resource, id, problems);
      break;
    case "Endpoint":
      mapped = mapEndpoint(resource, id, problems);
      break;
    case "OrganizationAffiliation":
      mapped = mapOrganizationAffiliation(resource, id, problems);
      break;
    default:
      problems.error(
        "resourceType",
        `${JSON.stringify(resource.resourceType ?? null)} is not a Plan-Net directory resource this import reads (${MAPPED_TYPES.join(", ")})`,
      );
      return null;
  }
  return problems.hasErrors ? null : mapped;
}

export function mapPractitioner(resource: Json, id: string, problems: ProblemList): MappedPractitioner | null {
  let npi: string | null = null;
  objectsOf(resource.identifier).forEach((identifier, index) => {
    if (identifier.system === NPI_SYSTEM && npi === null) {
      npi = coercedString(identifier.value, `identifier[${index}].value`, problems);
    }
  });
  if (!npi) {
    problems.error("identifier", `has no NPI (system ${NPI_SYSTEM})`);
  } else if (!/^[0-9]{10}$/.test(npi)) {
    problems.error("identifier.value", "the NPI must be 10 digits");
  }
  const name = objectsOf(resource.name).find((entry) => entry.use === "official") ?? objectsOf(resource.name)[0];
  const given = arrayOf(name?.given)
    .map(text)
    .filter((part): part is string => part !== null);
  const firstName = given[0] ?? null;
  const lastName = text(name?.family);
  if (!firstName) problems.error("name.given", "is missing");
  if (!lastName) problems.error("name.family", "is missing");
  const gender = resource.gender === "male" ? "Male" : resource.gender === "female" ? "Female" : null;
  if (!gender) {
    // The directory's gender filter and profile know two values (spec discovery §3); see decision 131.
    problems.error(
      "gender",
      `${JSON.stringify(resource.gender ?? null)} cannot be stored: the directory holds male or female`,
    );
  }
  const suffixes = arrayOf(name?.suffix)
    .map(text)
    .filter((part): part is string => part !== null);
  const designation = shownDesignation(suffixes.join(", "));
  const languages: string[] = [];
  for (const communication of objectsOf(resource.communication)) {
    const language = text(codingsOf(communication)[0]?.display) ?? text(communication.text);
    if (language && !languages.includes(language)) languages.push(language);
  }
  // English first, as the language filter lists it (spec discovery §2).
  languages.sort((a, b) => Number(b === "English") - Number(a === "English"));
  const credentials = objectsOf(resource.qualification).map((qualification, index) => {
    objectsOf(qualification.identifier).forEach((identifier, position) => {
      coercedString(identifier.value, `qualification[${index}].identifier[${position}].value`, problems);
    });
    const code = qualification.code;
    const type = (isObject(code) ? text(code.text) : null) ?? text(codingsOf(code)[0]?.display) ?? "Qualification";
    const issuer = isObject(qualification.issuer) ? text(qualification.issuer.display) : null;
    const start = isObject(qualification.period) ? text(qualification.period.start) : null;
    const year = start && /^[0-9]{4}/.test(start) ? Number(start.slice(0, 4)) : null;
    return {
      organization_or_school: issuer ?? "",
      type,
      year_received: year !== null && year >= 1900 && year <= 2100 ? year : null,
    };
  });
  if (!npi || !firstName || !lastName || !gender) return null;
  return {
    resourceType: "Practitioner",
    id,
    npi,
    firstName,
    middleInitial: given[1] ? given[1].slice(0, 1).toUpperCase() : null,
    lastName,
    designation,
    gender,
    languages: languages.length > 0 ? languages : ["English"],
    credentials,
  };
}

function references(value: unknown, type: string, field: string, problems: ProblemList): string[] {
  const found: string[] = [];
  arrayOf(value).forEach((entry, index) => {
    const reference = referenceTo(entry, type);
    if (reference) found.push(reference);
    else problems.error(`${field}[${index}]`, `is not a reference to a ${type}`);
  });
  return found;
}

export function mapPractitionerRole(
  resource: Json,
  id: string,
  mapping: ImportMapping,
  problems: ProblemList,
): MappedPractitionerRole | null {
  const practitioner = referenceTo(resource.practitioner, "Practitioner");
  if (!practitioner) problems.error("practitioner", "is not a reference to a Practitioner");
  const specialtyCodes: string[] = [];
  objectsOf(resource.specialty).forEach((concept, index) => {
    const coding = codingsOf(concept).find((entry) => entry.system === NUCC_SYSTEM);
    const code = text(coding?.code);
    if (code) specialtyCodes.push(code);
    else problems.warning(`specialty[${index}]`, "has no NUCC taxonomy code; left out");
  });
  if (specialtyCodes.length === 0)
    problems.error("specialty", "has no NUCC taxonomy code: the clinician would have no specialty");
  const networks = extensionsNamed(resource, NETWORK_REFERENCE_URL)
    .map((extension) => referenceTo(extension.valueReference, "Organization"))
    .filter((reference): reference is string => reference !== null);
  const hours = mapping.calendars.fromAvailableTime
    ? weeklyHoursOf(resource.availableTime, "availableTime", mapping.calendars.allDayHours, problems)
    : [];
  if (!practitioner) return null;
  return {
    resourceType: "PractitionerRole",
    id,
    practitioner,
    organization: referenceTo(resource.organization, "Organization"),
    locations: references(resource.location, "Location", "location", problems),
    healthcareServices: references(resource.healthcareService, "HealthcareService", "healthcareService", problems),
    networks,
    endpoints: references(resource.endpoint, "Endpoint", "endpoint", problems),
    specialtyCodes: [...new Set(specialtyCodes)],
    acceptingNewPatients: acceptingNewPatients(resource),
    phone: usPhone(phoneOf(resource.telecom)),
    hours,
  };
}

export function mapLocation(
  resource: Json,
  id: string,
  mapping: ImportMapping,
  problems: ProblemList,
): MappedLocation | null {
  const name = text(resource.name);
  if (!name) problems.error("name", "is missing");
  const address = isObject(resource.address) ? resource.address : {};
  const street = arrayOf(address.line).map(text).filter(Boolean).join(", ");
  const city = text(address.city);
  const state = text(address.state)?.toUpperCase() ?? null;
  const zip = (text(address.postalCode) ?? "").replace(/[^0-9]/g, "").slice(0, 5);
  // Real directories have places known by name and town only (a pharmacy counter in a store).
  if (!street) problems.warning("address.line", "is missing: the location is shown by its city");
  if (!city) problems.error("address.city", "is missing");
  if (!state || !/^[A-Z]{2}$/.test(state)) problems.error("address.state", "must be a two-letter state");
  else if (!mapping.timeZones[state]) problems.error("address.state", `${state} has no time zone in the mapping file`);
  if (zip.length !== 5) problems.error("address.postalCode", "must start with a 5-digit ZIP code");
  const position = isObject(resource.position) ? resource.position : {};
  const latitude = position.latitude;
  const longitude = position.longitude;
  const validPosition =
    typeof latitude === "number" &&
    typeof longitude === "number" &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180;
  // Distance search and the map need a point; a geocoder is not part of the import (decision 130).
  if (!validPosition) problems.error("position", "latitude and longitude are required (distance search needs them)");
  const hours = weeklyHoursOf(resource.hoursOfOperation, "hoursOfOperation", mapping.calendars.allDayHours, problems);
  if (!name || !city || !state || zip.length !== 5 || !validPosition) return null;
  return {
    resourceType: "Location",
    id,
    name,
    street,
    city: titleCase(city),
    state,
    zip,
    phone: usPhone(phoneOf(resource.telecom)),
    latitude,
    longitude,
    organization: referenceTo(resource.managingOrganization, "Organization"),
    acceptingNewPatients: acceptingNewPatients(resource),
    hours,
  };
}

export function mapOrganization(
  resource: Json,
  id: string,
  mapping: ImportMapping,
  problems: ProblemList,
): MappedOrganization | null {
  const name = text(resource.name);
  if (!name) problems.error("name", "is missing");
  let npi: string | null = null;
  let first: string | null = null;
  objectsOf(resource.identifier).forEach((identifier, index) => {
    const value = coercedString(identifier.value, `identifier[${index}].value`, problems);
    if (identifier.system === NPI_SYSTEM && value && !npi) npi = value;
    if (value && !first) first = value;
  });
  const fromMapping = mapping.coids[`Organization/${id}`] ?? (npi ? mapping.coids[npi] : undefined);
  const candidate = fromMapping ?? npi ?? first;
  const coid = candidate && /^[A-Za-z0-9]{1,10}$/.test(candidate) ? candidate : null;
  const address = objectsOf(resource.address)[0] ?? {};
  const city = text(address.city);
  const state = text(address.state)?.toUpperCase() ?? null;
  if (!name) return null;
  return {
    resourceType: "Organization",
    id,
    name,
    coid,
    city: city ? titleCase(city) : null,
    state: state && /^[A-Z]{2}$/.test(state) ? state : null,
    // Its identifiers' numbers were warned of above.
    body: storedBody(resource, "Organization", problems, false),
  };
}

export function mapHealthcareService(
  resource: Json,
  id: string,
  problems: ProblemList,
): MappedHealthcareService | null {
  const body = storedBody(resource, "HealthcareService", problems);
  // Plan-Net: a service has one category (HealthcareServiceCategoryCS).
  if (!Array.isArray(body.category) || body.category.length === 0) {
    problems.error("category", "is missing: a Plan-Net HealthcareService has a category");
    return null;
  }
  return {
    resourceType: "HealthcareService",
    id,
    locations: arrayOf(resource.location)
      .map((entry) => referenceTo(entry, "Location"))
      .filter((reference): reference is string => reference !== null),
    acceptingNewPatients: acceptingNewPatients(resource),
    body,
  };
}

export function mapEndpoint(resource: Json, id: string, problems: ProblemList): MappedEndpoint | null {
  const body = storedBody(resource, "Endpoint", problems);
  // Plan-Net's mandatory elements: without them the endpoint cannot be used.
  if (!isObject(body.connectionType)) problems.error("connectionType", "is missing");
  if (!Array.isArray(body.payloadType) || body.payloadType.length === 0) problems.error("payloadType", "is missing");
  if (!text(body.address)) problems.error("address", "is missing");
  if (problems.hasErrors) return null;
  return { resourceType: "Endpoint", id, body };
}

export function mapOrganizationAffiliation(
  resource: Json,
  id: string,
  problems: ProblemList,
): MappedOrganizationAffiliation | null {
  const body = storedBody(resource, "OrganizationAffiliation", problems);
  if (!isObject(body.organization) && !isObject(body.participatingOrganization)) {
    problems.error("organization", "names neither an organization nor a participating organization");
    return null;
  }
  return { resourceType: "OrganizationAffiliation", id, body };
}

export function mapInsurancePlan(resource: Json, id: string, problems: ProblemList): MappedInsurancePlan | null {
  const name = text(resource.name);
  if (!name) problems.error("name", "is missing");
  const ownedBy = isObject(resource.ownedBy) ? resource.ownedBy : {};
  if (!name) return null;
  return {
    resourceType: "InsurancePlan",
    id,
    name,
    ownedBy: referenceTo(ownedBy, "Organization"),
    ownerName: text(ownedBy.display),
    networks: arrayOf(resource.network)
      .map((entry) => referenceTo(entry, "Organization"))
      .filter((reference): reference is string => reference !== null),
    body: storedBody(resource, "InsurancePlan", problems),
  };
}

/** "NORTH HAVEN" → "North Haven": the NPPES-derived sources shout; cards and the type-ahead do not. */
export function titleCase(value: string): string {
  if (value !== value.toUpperCase()) return value;
  return value
    .toLowerCase()
    .replace(/(^|[\s\-'/])([a-z])/g, (_match, before: string, letter: string) => before + letter.toUpperCase());
}
