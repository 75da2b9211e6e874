import type { FhirResourceDefinition } from "./fhir-types.ts";
import { locationResource } from "./location-resource.ts";
import { organizationResource } from "./organization-resource.ts";
import { practitionerResource } from "./practitioner-resource.ts";
import { practitionerRoleResource } from "./practitioner-role-resource.ts";
import { scheduleResource } from "./schedule-resource.ts";
import { slotResource } from "./slot-resource.ts";
import {
  endpointResource,
  healthcareServiceResource,
  insurancePlanResource,
  organizationAffiliationResource,
} from "./stored-types.ts";

/**
 * The directory's Plan-Net types served at /fhir. Networks (Organizations of type ntwk), HealthcareService,
 * InsurancePlan, Endpoint and OrganizationAffiliation are what an import kept of them (decision 143).
 */
export const DIRECTORY_RESOURCES: FhirResourceDefinition[] = [
  practitionerResource,
  practitionerRoleResource,
  locationResource,
  organizationResource,
  healthcareServiceResource,
  insurancePlanResource,
  endpointResource,
  organizationAffiliationResource,
  // SMART Scheduling Links' open times (decision 141).
  scheduleResource,
  slotResource,
];
