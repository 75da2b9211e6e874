import type { FhirResourceDefinition } from "./fhir-types.ts";
import { PLAN_NET_SEARCH } from "./plan-net-profiles.ts";
import { conceptParam, referenceParam, type StoredParam, storedResource } from "./stored-resources.ts";

/**
 * The Plan-Net types kept whole by an import (decision 143), served from plan_net_resources with every
 * SHALL parameter, _include and _revinclude of their requirements files (shared/interop/plan-net-ig). The
 * demo network has no source for them (decision 143): there they answer empty searches.
 */
const FROM_IMPORT =
  "Kept as an import of a Plan-Net directory gave it (its Organization references are our ids); the demo network has none.";

const HEALTHCARE_SERVICE_PARAMS: StoredParam[] = [
  referenceParam("healthcareservice", "location", "location", true, ["Location"], "A Location where it is offered."),
  referenceParam("healthcareservice", "coverage-area", "coverageArea", true, ["Location"], "A Location it covers."),
  referenceParam(
    "healthcareservice",
    "organization",
    "providedBy",
    false,
    ["Organization"],
    "The Organization providing it.",
  ),
  referenceParam("healthcareservice", "endpoint", "endpoint", true, ["Endpoint"], "An Endpoint of the service."),
  {
    name: "name",
    type: "string",
    columns: "name",
    definition: `${PLAN_NET_SEARCH}healthcareservice-name`,
    documentation: "Name starts with the value (case and accents ignored); :exact and :contains.",
  },
  conceptParam("healthcareservice", "service-category", "category", true, "A HealthcareServiceCategoryCS code."),
  conceptParam("healthcareservice", "service-type", "type", true, "A service type code."),
  conceptParam("healthcareservice", "specialty", "specialty", true, "A NUCC provider taxonomy code."),
];

export const healthcareServiceResource: FhirResourceDefinition = storedResource({
  type: "HealthcareService",
  documentation: `The services of the network's organizations. ${FROM_IMPORT}`,
  params: HEALTHCARE_SERVICE_PARAMS,
  revincludes: ["PractitionerRole:service", "OrganizationAffiliation:service"],
});

const INSURANCE_PLAN_PARAMS: StoredParam[] = [
  referenceParam(
    "insuranceplan",
    "administered-by",
    "administeredBy",
    false,
    ["Organization"],
    "The administering Organization.",
  ),
  referenceParam(
    "insuranceplan",
    "owned-by",
    "ownedBy",
    false,
    ["Organization"],
    "The owning Organization (the payer).",
  ),
  referenceParam("insuranceplan", "coverage-area", "coverageArea", true, ["Location"], "A Location it covers."),
  {
    name: "name",
    type: "string",
    columns: "name",
    definition: `${PLAN_NET_SEARCH}insuranceplan-name`,
    documentation: "Name or an alias starts with the value (case and accents ignored); :exact and :contains.",
  },
  {
    name: "plan-type",
    type: "token",
    definition: `${PLAN_NET_SEARCH}insuranceplan-plan-type`,
    documentation: "A plan's type (InsurancePlanTypeCS).",
    contain: (value) =>
      value.system === null
        ? null
        : {
            plan: [
              {
                type: {
                  coding: [
                    value.system === undefined ? { code: value.code } : { system: value.system, code: value.code },
                  ],
                },
              },
            ],
          },
  },
  {
    name: "identifier",
    type: "token",
    definition: `${PLAN_NET_SEARCH}insuranceplan-identifier`,
    documentation: "An identifier's value (system|value, or the value alone).",
    contain: (value) =>
      value.system === null
        ? null
        : {
            identifier: [
              value.system === undefined ? { value: value.code } : { system: value.system, value: value.code },
            ],
          },
  },
  conceptParam("insuranceplan", "type", "type", true, "The product type (InsuranceProductTypeCS)."),
];

export const insurancePlanResource: FhirResourceDefinition = storedResource({
  type: "InsurancePlan",
  documentation: `The insurance products whose networks the directory lists. ${FROM_IMPORT}`,
  params: INSURANCE_PLAN_PARAMS,
  revincludes: [],
});

const ENDPOINT_PARAMS: StoredParam[] = [
  referenceParam(
    "endpoint",
    "organization",
    "managingOrganization",
    false,
    ["Organization"],
    "The managing Organization.",
  ),
];

export const endpointResource: FhirResourceDefinition = storedResource({
  type: "Endpoint",
  documentation: `The electronic addresses (Direct, FHIR) of the network's organizations. ${FROM_IMPORT}`,
  params: ENDPOINT_PARAMS,
  revincludes: [],
});

const AFFILIATION_PARAMS: StoredParam[] = [
  referenceParam(
    "organizationaffiliation",
    "primary-organization",
    "organization",
    false,
    ["Organization"],
    "The primary Organization.",
  ),
  referenceParam(
    "organizationaffiliation",
    "participating-organization",
    "participatingOrganization",
    false,
    ["Organization"],
    "The participating Organization.",
  ),
  referenceParam(
    "organizationaffiliation",
    "location",
    "location",
    true,
    ["Location"],
    "A Location of the affiliation.",
  ),
  referenceParam(
    "organizationaffiliation",
    "service",
    "healthcareService",
    true,
    ["HealthcareService"],
    "A HealthcareService.",
  ),
  referenceParam(
    "organizationaffiliation",
    "network",
    "network",
    true,
    ["Organization"],
    "A network (Organization of type ntwk).",
  ),
  referenceParam("organizationaffiliation", "endpoint", "endpoint", true, ["Endpoint"], "An Endpoint."),
  conceptParam("organizationaffiliation", "role", "code", true, "An OrganizationAffiliationRoleCS code."),
  conceptParam("organizationaffiliation", "specialty", "specialty", true, "A NUCC provider taxonomy code."),
];

export const organizationAffiliationResource: FhirResourceDefinition = storedResource({
  type: "OrganizationAffiliation",
  documentation: `How organizations take part in networks and in one another's services. ${FROM_IMPORT}`,
  params: AFFILIATION_PARAMS,
  revincludes: [],
});
