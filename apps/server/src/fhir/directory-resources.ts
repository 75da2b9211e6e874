import type { FhirResourceDefinition } from "./fhir-types.ts";
import { locationResource } from "./location-resource.ts";
import { organizationResource } from "./organization-resource.ts";
import { practitionerResource } from "./practitioner-resource.ts";
import { practitionerRoleResource } from "./practitioner-role-resource.ts";
import { scheduleResource } from "./schedule-resource.ts";
import { slotResource } from "./slot-resource.ts";

/**
 * The directory's Plan-Net types served at /fhir. HealthcareService, InsurancePlan, Endpoint,
 * OrganizationAffiliation and Network have no source in our tables (decision 140) and are not served.
 */
export const DIRECTORY_RESOURCES: FhirResourceDefinition[] = [
  practitionerResource,
  practitionerRoleResource,
  locationResource,
  organizationResource,
  // SMART Scheduling Links' open times (decision 141).
  scheduleResource,
  slotResource,
];
