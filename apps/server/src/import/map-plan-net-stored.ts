import { arrayOf, isObject, type Json, PLAN_NET } from "./fhir-values.ts";
import type { ProblemList } from "./import-problems.ts";

/**
 * The Plan-Net types our directory tables have no place for, kept as the elements the import takes of
 * them (decision 143) and served at /fhir from there: an Organization that is no facility (a network, a
 * payer), HealthcareService, InsurancePlan, Endpoint, OrganizationAffiliation.
 */
export const STORED_TYPES = [
  "Organization",
  "HealthcareService",
  "InsurancePlan",
  "Endpoint",
  "OrganizationAffiliation",
] as const;
export type StoredType = (typeof STORED_TYPES)[number];

type Kind = "array" | "object" | "string" | "boolean";

/** The elements taken of each type, with the JSON kind each must have (else left out with a warning). */
const ELEMENTS: Record<StoredType, Record<string, Kind>> = {
  Organization: {
    identifier: "array",
    active: "boolean",
    type: "array",
    name: "string",
    alias: "array",
    telecom: "array",
    address: "array",
    partOf: "object",
    contact: "array",
    endpoint: "array",
    extension: "array",
  },
  HealthcareService: {
    identifier: "array",
    active: "boolean",
    providedBy: "object",
    category: "array",
    type: "array",
    specialty: "array",
    location: "array",
    name: "string",
    comment: "string",
    extraDetails: "string",
    telecom: "array",
    coverageArea: "array",
    serviceProvisionCode: "array",
    eligibility: "array",
    program: "array",
    characteristic: "array",
    communication: "array",
    referralMethod: "array",
    appointmentRequired: "boolean",
    availableTime: "array",
    notAvailable: "array",
    availabilityExceptions: "string",
    endpoint: "array",
    extension: "array",
  },
  InsurancePlan: {
    identifier: "array",
    status: "string",
    type: "array",
    name: "string",
    alias: "array",
    period: "object",
    ownedBy: "object",
    administeredBy: "object",
    coverageArea: "array",
    contact: "array",
    endpoint: "array",
    network: "array",
    coverage: "array",
    plan: "array",
  },
  Endpoint: {
    identifier: "array",
    status: "string",
    connectionType: "object",
    name: "string",
    managingOrganization: "object",
    contact: "array",
    period: "object",
    payloadType: "array",
    payloadMimeType: "array",
    address: "string",
    header: "array",
    extension: "array",
  },
  OrganizationAffiliation: {
    identifier: "array",
    active: "boolean",
    period: "object",
    organization: "object",
    participatingOrganization: "object",
    network: "array",
    code: "array",
    specialty: "array",
    location: "array",
    healthcareService: "array",
    telecom: "array",
    endpoint: "array",
  },
};

/** The guide's extensions kept on each type (others are left out: we could not say they are valid). */
const EXTENSIONS: Record<StoredType, string[]> = {
  Organization: [`${PLAN_NET}location-reference`, `${PLAN_NET}org-description`],
  HealthcareService: [`${PLAN_NET}newpatients`, `${PLAN_NET}delivery-method`],
  InsurancePlan: [],
  Endpoint: [`${PLAN_NET}endpoint-usecase`],
  OrganizationAffiliation: [],
};

function kindOf(value: unknown): Kind | null {
  if (Array.isArray(value)) return "array";
  if (isObject(value)) return "object";
  if (typeof value === "string") return "string";
  if (typeof value === "boolean") return "boolean";
  return null;
}

/**
 * The elements of one resource the import keeps (pure). Identifier values written as numbers become
 * their decimal text (decision 131; `warnNumbers` false where the caller already warned of them).
 */
export function storedBody(resource: Json, type: StoredType, problems: ProblemList, warnNumbers = true): Json {
  const body: Json = {};
  for (const [element, kind] of Object.entries(ELEMENTS[type])) {
    const value = resource[element];
    if (value === undefined || value === null) continue;
    if (kindOf(value) !== kind) {
      problems.warning(element, `is not ${kind === "array" ? "an array" : `a ${kind}`}; left out`);
      continue;
    }
    if (element === "extension") {
      const kept = arrayOf(value).filter((entry) => isObject(entry) && EXTENSIONS[type].includes(entry.url as string));
      if (kept.length > 0) body.extension = kept;
      continue;
    }
    if (element === "identifier") {
      body.identifier = arrayOf(value).map((entry, index) => {
        if (!isObject(entry) || typeof entry.value !== "number") return entry;
        if (warnNumbers) {
          problems.warning(
            `identifier[${index}].value`,
            `is the number ${entry.value} where FHIR requires a string; taken as "${entry.value}"`,
          );
        }
        return { ...entry, value: String(entry.value) };
      });
      continue;
    }
    body[element] = value;
  }
  return body;
}

/** Every reference ("Type/id") in a body, wherever it is. */
export function referencesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referencesIn);
  if (!isObject(value)) return [];
  const own = typeof value.reference === "string" ? [value.reference] : [];
  return [...own, ...Object.entries(value).flatMap(([key, inner]) => (key === "reference" ? [] : referencesIn(inner)))];
}

/** The body with each reference replaced as `replace` says (pure; the body is not changed). */
export function withReferences(value: unknown, replace: (reference: string) => string): unknown {
  if (Array.isArray(value)) return value.map((entry) => withReferences(entry, replace));
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) =>
      key === "reference" && typeof inner === "string" ? [key, replace(inner)] : [key, withReferences(inner, replace)],
    ),
  );
}
