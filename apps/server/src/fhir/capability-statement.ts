import type { CapabilityStatement, CapabilityStatementRestSecurity, ResourceType } from "@medplum/fhirtypes";
import type { FhirResourceDefinition } from "./fhir-types.ts";
import { COMMON_PARAMS, type SearchParamDefinition } from "./search-parameters.ts";

/** An operation registered under /fhir by an extension (e.g. $bulk-publish), as the statement lists it. */
export interface FhirOperationDefinition {
  name: string;
  definition: string;
  documentation: string;
}

/** How a searchParam's documentation names its chains (R4's CapabilityStatement has no element for them). */
export const CHAINS_SAID = "Chains: ";

/**
 * The chains a reference parameter answers (`param.chainparam`, `param:Type.chainparam` when it names
 * several types): every parameter of each target type a chain can lead into (search-parameters.ts),
 * the parser's own rule, so the statement says exactly what is answered.
 */
export function chainsOf(
  resources: FhirResourceDefinition[],
  resource: FhirResourceDefinition,
  param: SearchParamDefinition,
): string[] {
  if (!resource.chains || param.type !== "reference") return [];
  const targets = param.targets ?? [];
  return targets.flatMap((type) => {
    const target = resources.find((candidate) => candidate.type === type);
    if (!target?.matchingKeys || target.systemOnly) return [];
    return [...COMMON_PARAMS, ...target.searchParams].map((chained) =>
      targets.length > 1 ? `${param.name}:${type}.${chained.name}` : `${param.name}.${chained.name}`,
    );
  });
}

/**
 * The CapabilityStatement, built from the registered types and operations alone, so it says exactly
 * what the routes answer: read and search-type for each type, its parameters (with what has no
 * source said in their documentation), its includes and revincludes, and nothing else.
 */
export function buildCapabilityStatement(options: {
  baseUrl: string;
  resources: FhirResourceDefinition[];
  operations: FhirOperationDefinition[];
  version: string;
  /** The SMART token endpoint (decision 152), named in the security's oauth-uris extension. */
  tokenUrl?: string;
}): CapabilityStatement {
  const served = new Set(options.resources.map((resource) => resource.type));
  const guarded = options.resources.filter((resource) => resource.systemOnly).map((resource) => resource.type);
  return {
    resourceType: "CapabilityStatement",
    status: "active",
    date: "2026-11-27",
    kind: "instance",
    name: "FindADoctorDirectory",
    title: "Find a Doctor: the provider directory as FHIR (Plan-Net)",
    publisher: "Find a Doctor",
    description:
      guarded.length === 0
        ? "The network's provider directory, public and read-only, shaped by the Da Vinci PDex Plan-Net 1.1.0 guide. No patient data. Unknown search parameters are ignored unless Prefer: handling=strict."
        : `The network's provider directory, public and read-only, shaped by the Da Vinci PDex Plan-Net 1.1.0 guide; and the bookings made online (${guarded.join(", ")}) for the network's EHRs, to SMART backend clients only. Unknown search parameters are ignored unless Prefer: handling=strict.`,
    software: { name: "Find a Doctor", version: options.version },
    implementation: { description: "Find a Doctor FHIR API", url: options.baseUrl },
    fhirVersion: "4.0.1",
    format: ["application/fhir+json", "json"],
    instantiates: ["http://hl7.org/fhir/us/davinci-pdex-plan-net/CapabilityStatement/plan-net"],
    rest: [
      {
        mode: "server",
        documentation:
          "Paging: Bundle next links carry an opaque _cursor (keyset on each type's id); _count up to 100, 20 by default.",
        security: securityOf(guarded, options.tokenUrl),
        resource: options.resources.map((resource) => ({
          type: resource.type as ResourceType,
          profile: resource.profile,
          supportedProfile: resource.supportedProfiles ?? [resource.profile],
          documentation: resource.systemOnly
            ? `${resource.documentation} Needs a SMART Backend Services access token granting system/${resource.type}.rs (or .read).`
            : resource.documentation,
          interaction: [{ code: "read" as const }, { code: "search-type" as const }],
          versioning: "no-version" as const,
          readHistory: false,
          updateCreate: false,
          conditionalCreate: false,
          conditionalRead: "not-supported" as const,
          conditionalUpdate: false,
          conditionalDelete: "not-supported" as const,
          // Every include the parser accepts; one whose target has no source adds nothing (said in docs/api.md).
          ...(resource.includes.length > 0 ? { searchInclude: resource.includes.map((include) => include.name) } : {}),
          ...(resource.revincludes.some((name) => served.has(name.split(":")[0] ?? ""))
            ? { searchRevInclude: resource.revincludes.filter((name) => served.has(name.split(":")[0] ?? "")) }
            : {}),
          searchParam: [...COMMON_PARAMS, ...resource.searchParams].map((param) => {
            const chains = chainsOf(options.resources, resource, param);
            return {
              name: param.name,
              definition: param.definition,
              type: param.type,
              documentation:
                chains.length > 0 ? `${param.documentation} ${CHAINS_SAID}${chains.join(", ")}.` : param.documentation,
            };
          }),
        })),
        ...(options.operations.length > 0
          ? {
              operation: options.operations.map((operation) => ({
                name: operation.name,
                definition: operation.definition,
                documentation: operation.documentation,
              })),
            }
          : {}),
      },
    ],
  };
}

/** SMART on FHIR's extension naming the OAuth endpoints (SMART App Launch: "Declaring support for OAuth2 endpoints"). */
export const OAUTH_URIS = "http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris";

function securityOf(guarded: string[], tokenUrl: string | undefined): CapabilityStatementRestSecurity {
  if (guarded.length === 0 || !tokenUrl) {
    return { cors: true, description: "Public: no authentication; the directory holds no patient data." };
  }
  return {
    cors: true,
    service: [
      {
        coding: [{ system: "http://terminology.hl7.org/CodeSystem/restful-security-service", code: "SMART-on-FHIR" }],
        text: "SMART Backend Services (client_credentials, private_key_jwt)",
      },
    ],
    description: `The directory types are public. ${guarded.join(" and ")} hold patient data: they need an access token from the token endpoint (SMART Backend Services; see .well-known/smart-configuration).`,
    extension: [{ url: OAUTH_URIS, extension: [{ url: "token", valueUri: tokenUrl }] }],
  };
}
