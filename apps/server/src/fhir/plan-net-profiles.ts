/** The Plan-Net 1.1.0 profiles served resources claim (meta.profile) and are tested against. */
const BASE = "http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/";

export const PLAN_NET_PROFILE = {
  Practitioner: `${BASE}plannet-Practitioner`,
  PractitionerRole: `${BASE}plannet-PractitionerRole`,
  Location: `${BASE}plannet-Location`,
  Organization: `${BASE}plannet-Organization`,
  Network: `${BASE}plannet-Network`,
  HealthcareService: `${BASE}plannet-HealthcareService`,
  InsurancePlan: `${BASE}plannet-InsurancePlan`,
  Endpoint: `${BASE}plannet-Endpoint`,
  OrganizationAffiliation: `${BASE}plannet-OrganizationAffiliation`,
} as const;

/** The guide's SearchParameter canonical URLs. */
export const PLAN_NET_SEARCH = "http://hl7.org/fhir/us/davinci-pdex-plan-net/SearchParameter/";
