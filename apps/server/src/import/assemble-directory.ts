import { createHash } from "node:crypto";
import type { WeeklyHours } from "./fhir-values.ts";
import type { ImportMapping } from "./import-mapping.ts";
import { type ImportProblem, ProblemList, type SourcePosition } from "./import-problems.ts";
import type {
  MappedHealthcareService,
  MappedInsurancePlan,
  MappedLocation,
  MappedOrganization,
  MappedPractitioner,
  MappedPractitionerRole,
  MappedResource,
} from "./map-plan-net.ts";
import { referencesIn, type StoredType, withReferences } from "./map-plan-net-stored.ts";
import { specialtyNameOf, type TaxonomyEntry } from "./nucc-taxonomy.ts";

/** What the database already says that the assembly needs: the appointment types per specialty. */
export interface Catalogue {
  /** Specialty name → the appointment type codes it offers (specialty_appointment_types). */
  specialtyTypes: ReadonlyMap<string, readonly string[]>;
  /** Every appointment type code the database holds. */
  typeCodes: ReadonlySet<string>;
  telehealthTypeCode: string;
}

export interface FacilityTarget {
  coid: string;
  market: string;
  title: string;
  city: string;
  state: string;
  source_id: string;
}

export interface LocationTarget {
  id: string;
  facility_coid: string;
  /** What its url_title is made from when it is new (the writer keeps an existing one). */
  slugText: string;
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  phone: string | null;
  latitude: number;
  longitude: number;
  time_zone: string;
  source_id: string;
}

export interface PlanTarget {
  source_id: string;
  insurer: string;
  plan_name: string;
}

export interface PracticeTarget {
  location_id: string;
  sort_order: number;
  accepts_new_patients: boolean;
  source_id: string;
  /** Weekly hours and offered types; a calendar only when both are non-empty. */
  hours: WeeklyHours[];
  typeCodes: string[];
}

export interface PhysicianTarget {
  npi: string;
  source_id: string;
  slugText: string;
  first_name: string;
  middle_initial: string | null;
  last_name: string;
  designation: string;
  gender: "Male" | "Female";
  languages: string[];
  telehealth_provider: boolean;
  mhd_participant: boolean;
  /** Specialty names, the primary first. */
  specialties: string[];
  credentials: MappedPractitioner["credentials"];
  affiliations: { location_id: string; location_name: string }[];
  practices: PracticeTarget[];
  /** Digest of everything above: equal digests, nothing to write. */
  hash: string;
}

export interface AssembledDirectory {
  facilities: FacilityTarget[];
  locations: LocationTarget[];
  plans: PlanTarget[];
  /** Location id → the source ids of the plans accepted there. */
  locationPlans: Map<string, string[]>;
  physicians: PhysicianTarget[];
  /** Specialty names the catalogue lacks, with the types each gets. */
  newSpecialties: { name: string; typeCodes: string[] }[];
  /** The resources kept whole (decision 143), their Organization references resolved to our ids. */
  stored: StoredTarget[];
  /** The roles' network, healthcare service and endpoint references, per provider location. */
  roleReferences: RoleReferenceTarget[];
}

export interface StoredTarget {
  type: StoredType;
  id: string;
  body: Record<string, unknown>;
}

export interface RoleReferenceTarget {
  physician_npi: string;
  location_id: string;
  parameter: "network" | "service" | "endpoint";
  reference: string;
}

/** The types a kept resource may refer to, each checked to be in the import. */
const REFERABLE = new Set([
  "Organization",
  "Location",
  "HealthcareService",
  "InsurancePlan",
  "Endpoint",
  "OrganizationAffiliation",
  "Practitioner",
  "PractitionerRole",
]);

/** "https://x/fhir/Location/a" and "Location/a" → "Location/a"; null when it names no type and id. */
function relativeReference(reference: string): string | null {
  const parts = reference.split("/");
  const id = parts.at(-1);
  const type = parts.at(-2);
  return type && id && /^[A-Z][A-Za-z]+$/.test(type) ? `${type}/${id}` : null;
}

export interface MappedInput {
  resource: MappedResource;
  position: SourcePosition;
}

/**
 * Joins the mapped resources into our rows: references resolved (a reference to a resource the import
 * lacks rejects the line that makes it), one clinician per NPI (two different records for one NPI
 * reject both), NUCC codes to our specialties (a code NUCC does not have rejects the role). Pure: the
 * same input, mapping, taxonomy and catalogue give the same rows and problems.
 */
export function assembleDirectory(
  inputs: readonly MappedInput[],
  mapping: ImportMapping,
  taxonomy: ReadonlyMap<string, TaxonomyEntry>,
  catalogue: Catalogue,
): { directory: AssembledDirectory; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const reject = (position: SourcePosition, field: string, reason: string) =>
    problems.push({ severity: "error", ...position, field, reason });

  const byKey = new Map<string, MappedInput>();
  for (const input of inputs) {
    const key = `${input.resource.resourceType}/${input.resource.id}`;
    const earlier = byKey.get(key);
    if (earlier) {
      if (JSON.stringify(earlier.resource) === JSON.stringify(input.resource)) continue;
      reject(input.position, "id", `${key} appears twice with different content (also ${where(earlier.position)})`);
      reject(earlier.position, "id", `${key} appears twice with different content (also ${where(input.position)})`);
      continue;
    }
    byKey.set(key, input);
  }
  const ofType = <T extends MappedResource>(type: T["resourceType"]) =>
    [...byKey.values()].filter((input): input is MappedInput & { resource: T } => input.resource.resourceType === type);
  const rejectedKeys = new Set(
    problems.map((problem) => {
      const found = [...byKey.entries()].find(([, input]) => sameLine(input.position, problem));
      return found?.[0];
    }),
  );
  const present = (key: string) => byKey.has(key) && !rejectedKeys.has(key);

  // One clinician per NPI.
  const practitioners = new Map<string, MappedInput & { resource: MappedPractitioner }>();
  const conflicting = new Set<string>();
  for (const input of ofType<MappedPractitioner>("Practitioner")) {
    const earlier = practitioners.get(input.resource.npi);
    if (earlier) {
      const reason = `NPI ${input.resource.npi} is also ${earlier.resource.resourceType}/${earlier.resource.id} (${where(earlier.position)}): two records for one clinician`;
      reject(input.position, "identifier", reason);
      reject(
        earlier.position,
        "identifier",
        `NPI ${input.resource.npi} is also Practitioner/${input.resource.id} (${where(input.position)}): two records for one clinician`,
      );
      conflicting.add(input.resource.npi);
      continue;
    }
    practitioners.set(input.resource.npi, input);
  }
  for (const npi of conflicting) {
    const earlier = practitioners.get(npi);
    if (earlier) rejectedKeys.add(`Practitioner/${earlier.resource.id}`);
    practitioners.delete(npi);
  }
  for (const input of ofType<MappedPractitioner>("Practitioner")) {
    if (conflicting.has(input.resource.npi)) rejectedKeys.add(`Practitioner/${input.resource.id}`);
  }

  const practitionersByKey = new Map(
    [...practitioners.values()].map((input) => [`Practitioner/${input.resource.id}`, input]),
  );
  const organizations = new Map(
    ofType<MappedOrganization>("Organization").map((input) => [`Organization/${input.resource.id}`, input]),
  );

  // Facilities: the organizations managing the imported locations.
  const facilities = new Map<string, FacilityTarget>();
  const locations = new Map<string, LocationTarget>();
  const coidOwners = new Map<string, string>();
  /** "Organization/<source id>" → the COID it is served under, for the organizations made facilities. */
  const facilityIds = new Map<string, string>();
  for (const input of ofType<MappedLocation>("Location")) {
    const location = input.resource;
    if (!location.organization) {
      reject(input.position, "managingOrganization", "is missing: a location belongs to a facility (an Organization)");
      continue;
    }
    const organization = organizations.get(location.organization);
    if (!organization || !present(location.organization)) {
      reject(input.position, "managingOrganization", `${location.organization} is not in this import`);
      continue;
    }
    const org = organization.resource;
    if (!org.coid) {
      reject(
        organization.position,
        "identifier",
        "has no value usable as a facility COID (1-10 letters and digits); give one under coids in the mapping file",
      );
      continue;
    }
    const owner = coidOwners.get(org.coid);
    if (owner && owner !== org.id) {
      reject(organization.position, "identifier", `COID ${org.coid} is also Organization/${owner}'s`);
      continue;
    }
    coidOwners.set(org.coid, org.id);
    facilityIds.set(`Organization/${org.id}`, org.coid);
    if (!facilities.has(org.coid)) {
      const state = org.state ?? location.state;
      facilities.set(org.coid, {
        coid: org.coid,
        market: mapping.market ?? state,
        title: org.name,
        city: org.city ?? location.city,
        state,
        source_id: org.id,
      });
    }
    const cityState = `${location.city} ${location.state}`;
    locations.set(`Location/${location.id}`, {
      id: location.id,
      facility_coid: org.coid,
      slugText: location.name.includes(location.city)
        ? `${location.name} ${location.state}`
        : `${location.name} ${cityState}`,
      name: location.name,
      street: location.street,
      city: location.city,
      state: location.state,
      zip: location.zip,
      phone: location.phone,
      latitude: location.latitude,
      longitude: location.longitude,
      time_zone: mapping.timeZones[location.state] as string,
      source_id: location.id,
    });
  }

  const services = new Map(
    ofType<MappedHealthcareService>("HealthcareService").map((input) => [
      `HealthcareService/${input.resource.id}`,
      input,
    ]),
  );
  const newSpecialties = new Map<string, string[]>();
  const typesOf = (specialty: string): string[] => {
    const listed = mapping.appointmentTypes[specialty] ?? catalogue.specialtyTypes.get(specialty);
    if (listed) return [...listed];
    if (!newSpecialties.has(specialty)) newSpecialties.set(specialty, [...mapping.newSpecialtyAppointmentTypes]);
    return [...mapping.newSpecialtyAppointmentTypes];
  };

  // Roles, resolved; a role with a bad reference or code is rejected whole.
  const rolesByPractitioner = new Map<string, { role: MappedPractitionerRole; specialties: string[] }[]>();
  for (const input of ofType<MappedPractitionerRole>("PractitionerRole")) {
    const role = input.resource;
    const roleProblems = new ProblemList();
    const practitionerInput = practitionersByKey.get(role.practitioner) ?? null;
    if (!byKey.has(role.practitioner)) roleProblems.error("practitioner", `${role.practitioner} is not in this import`);
    else if (!practitionerInput) roleProblems.error("practitioner", `${role.practitioner} was rejected (see its line)`);
    role.locations.forEach((reference, index) => {
      if (!byKey.has(reference)) roleProblems.error(`location[${index}]`, `${reference} is not in this import`);
      else if (!locations.has(reference))
        roleProblems.error(`location[${index}]`, `${reference} was rejected (see its line)`);
    });
    if (role.organization && !byKey.has(role.organization)) {
      roleProblems.error("organization", `${role.organization} is not in this import`);
    }
    role.healthcareServices.forEach((reference, index) => {
      if (!byKey.has(reference))
        roleProblems.error(`healthcareService[${index}]`, `${reference} is not in this import`);
    });
    const specialties: string[] = [];
    role.specialtyCodes.forEach((code, index) => {
      const entry = taxonomy.get(code);
      if (!entry) {
        roleProblems.error(`specialty[${index}]`, `${code} is not a NUCC provider taxonomy code`);
        return;
      }
      const name = mapping.specialties[code] ?? specialtyNameOf(entry);
      if (!specialties.includes(name)) specialties.push(name);
    });
    if (roleProblems.hasErrors) {
      problems.push(...roleProblems.at(input.position));
      continue;
    }
    if (!practitionerInput) continue;
    const list = rolesByPractitioner.get(practitionerInput.resource.npi) ?? [];
    list.push({ role, specialties });
    rolesByPractitioner.set(practitionerInput.resource.npi, list);
  }

  const physicians: PhysicianTarget[] = [];
  for (const [npi, input] of practitioners) {
    const practitioner = input.resource;
    const roles = rolesByPractitioner.get(npi) ?? [];
    if (roles.length === 0) {
      problems.push({
        severity: "warning",
        ...input.position,
        field: "(resource)",
        reason: "no PractitionerRole names this clinician: imported without specialty or location",
      });
    }
    const specialties = [...new Set(roles.flatMap((entry) => entry.specialties))];
    const telehealth = mapping.telehealthProvider;
    const typeCodes = [...new Set(specialties.flatMap(typesOf))]
      .filter((code) => telehealth || code !== catalogue.telehealthTypeCode)
      .sort();
    const practices: PracticeTarget[] = [];
    const affiliations: PhysicianTarget["affiliations"] = [];
    for (const { role } of roles) {
      const organization = role.organization ? organizations.get(role.organization)?.resource : undefined;
      if (organization && !affiliations.some((entry) => entry.location_name === organization.name)) {
        affiliations.push({ location_id: organization.coid ?? organization.id, location_name: organization.name });
      }
      const serviceAccepting = role.healthcareServices
        .map((reference) => services.get(reference)?.resource.acceptingNewPatients ?? null)
        .find((value) => value !== null);
      for (const reference of role.locations) {
        const location = locations.get(reference) as LocationTarget;
        const mappedLocation = byKey.get(reference)?.resource as MappedLocation;
        const accepting =
          role.acceptingNewPatients ??
          mappedLocation.acceptingNewPatients ??
          serviceAccepting ??
          mapping.acceptingNewPatientsDefault;
        const existing = practices.find((practice) => practice.location_id === location.id);
        if (existing) {
          existing.hours = mergeHours([...existing.hours, ...role.hours]);
          existing.accepts_new_patients ||= accepting;
          continue;
        }
        practices.push({
          location_id: location.id,
          sort_order: practices.length,
          accepts_new_patients: accepting,
          source_id: role.id,
          hours: role.hours,
          typeCodes: role.hours.length > 0 ? typeCodes : [],
        });
      }
    }
    const body = {
      npi,
      source_id: practitioner.id,
      slugText: `${practitioner.firstName} ${practitioner.middleInitial ?? ""} ${practitioner.lastName} ${practitioner.designation}`,
      first_name: practitioner.firstName,
      middle_initial: practitioner.middleInitial,
      last_name: practitioner.lastName,
      designation: practitioner.designation,
      gender: practitioner.gender,
      languages: practitioner.languages,
      telehealth_provider: telehealth,
      mhd_participant: practices.some((practice) => practice.hours.length > 0 && practice.typeCodes.length > 0),
      specialties,
      credentials: practitioner.credentials,
      affiliations,
      practices,
    };
    // The locations a clinician practises at are part of their digest: a moved location is a change.
    const practiceLocations = practices.map((practice) => locations.get(`Location/${practice.location_id}`));
    physicians.push({ ...body, hash: digest({ body, practiceLocations }) });
  }

  // Insurance: a location accepts the plans of the networks its clinicians' roles belong to.
  const plans: PlanTarget[] = [];
  const plansByNetwork = new Map<string, string[]>();
  for (const input of ofType<MappedInsurancePlan>("InsurancePlan")) {
    const plan = input.resource;
    const owner = plan.ownedBy ? organizations.get(plan.ownedBy)?.resource.name : undefined;
    const insurer = owner ?? plan.ownerName;
    if (!insurer) {
      reject(input.position, "ownedBy", "names no insurer (an Organization in this import, or a display name)");
      continue;
    }
    plans.push({ source_id: plan.id, insurer, plan_name: plan.name });
    for (const network of plan.networks) {
      const list = plansByNetwork.get(network) ?? [];
      list.push(plan.id);
      plansByNetwork.set(network, list);
    }
  }
  const locationPlans = new Map<string, string[]>();
  for (const roles of rolesByPractitioner.values()) {
    for (const { role } of roles) {
      const planIds = role.networks.flatMap((network) => plansByNetwork.get(network) ?? []);
      if (planIds.length === 0) continue;
      for (const reference of role.locations) {
        const id = locations.get(reference)?.id;
        if (!id) continue;
        locationPlans.set(id, [...new Set([...(locationPlans.get(id) ?? []), ...planIds])].sort());
      }
    }
  }

  // The resources kept whole: every reference in this import, an Organization made a facility named by
  // its COID (the id it is served under); an Organization that is no facility kept as it came.
  const stored: StoredTarget[] = [];
  for (const input of byKey.values()) {
    const resource = input.resource;
    const type = resource.resourceType;
    if (rejectedKeys.has(`${type}/${resource.id}`)) continue;
    if (
      type === "Practitioner" ||
      type === "PractitionerRole" ||
      type === "Location" ||
      (type === "Organization" && facilityIds.has(`Organization/${resource.id}`))
    ) {
      continue;
    }
    if (type === "Organization" && coidOwners.has(resource.id)) {
      reject(input.position, "id", `${resource.id} is also a facility's COID: the two would share one Organization id`);
      continue;
    }
    let bad = false;
    for (const reference of referencesIn(resource.body)) {
      const relative = relativeReference(reference);
      if (relative && REFERABLE.has(relative.split("/")[0] as string) && !byKey.has(relative)) {
        reject(input.position, "reference", `${reference} is not in this import`);
        bad = true;
      }
    }
    if (bad) continue;
    const body = withReferences(resource.body, (reference) => {
      const relative = relativeReference(reference);
      if (!relative) return reference;
      const coid = facilityIds.get(relative);
      return coid ? `Organization/${coid}` : relative;
    }) as Record<string, unknown>;
    stored.push({ type, id: resource.id, body });
  }
  stored.sort((a, b) => a.type.localeCompare(b.type) || a.id.localeCompare(b.id));

  // The roles' references a provider location has no column for (PractitionerRole network, service, endpoint).
  const roleReferences = new Map<string, RoleReferenceTarget>();
  for (const [npi, roles] of rolesByPractitioner) {
    for (const { role } of roles) {
      const named = [
        ...role.networks.map((reference) => ["network", facilityOrganization(reference)] as const),
        ...role.healthcareServices.map((reference) => ["service", reference] as const),
        ...role.endpoints.map((reference) => ["endpoint", reference] as const),
      ];
      for (const locationReference of role.locations) {
        const location = locations.get(locationReference);
        if (!location) continue;
        for (const [parameter, reference] of named) {
          if (!byKey.has(reference) && !coidOwners.has(reference.split("/")[1] ?? "")) continue;
          const key = `${npi}\u0000${location.id}\u0000${parameter}\u0000${reference}`;
          roleReferences.set(key, { physician_npi: npi, location_id: location.id, parameter, reference });
        }
      }
    }
  }
  function facilityOrganization(reference: string): string {
    const coid = facilityIds.get(reference);
    return coid ? `Organization/${coid}` : reference;
  }

  return {
    directory: {
      facilities: [...facilities.values()],
      locations: [...locations.values()],
      plans,
      locationPlans,
      physicians,
      newSpecialties: [...newSpecialties.entries()].map(([name, typeCodes]) => ({ name, typeCodes })),
      stored,
      roleReferences: [...roleReferences.values()],
    },
    problems,
  };
}

function mergeHours(hours: WeeklyHours[]): WeeklyHours[] {
  const sorted = [...hours].sort((a, b) => a.weekday - b.weekday || a.start_time.localeCompare(b.start_time));
  const merged: WeeklyHours[] = [];
  for (const rule of sorted) {
    const last = merged.at(-1);
    if (last && last.weekday === rule.weekday && rule.start_time <= last.end_time) {
      if (rule.end_time > last.end_time) last.end_time = rule.end_time;
    } else merged.push({ ...rule });
  }
  return merged;
}

function where(position: SourcePosition): string {
  return `${position.file}:${position.line}`;
}

function sameLine(position: SourcePosition, problem: ImportProblem): boolean {
  return position.file === problem.file && position.line === problem.line;
}

function digest(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("base64url");
}
