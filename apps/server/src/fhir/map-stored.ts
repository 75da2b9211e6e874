import type { Resource } from "@medplum/fhirtypes";
import { PLAN_NET_PROFILE } from "./plan-net-profiles.ts";

/** The types kept whole by an import (migration 0112, decision 143). */
export type StoredType =
  | "Organization"
  | "HealthcareService"
  | "InsurancePlan"
  | "Endpoint"
  | "OrganizationAffiliation";

/** What a kept resource is built from: its plan_net_resources row. */
export interface StoredSource {
  type: StoredType;
  id: string;
  /** The elements the import took of it, references already our ids. */
  body: Record<string, unknown>;
  updated_at: Date;
}

export const NETWORK_TYPE_CODE = "ntwk";
export const LOCATION_REFERENCE_URL =
  "http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/location-reference";

/** An Organization whose type is the Plan-Net network code claims the Network profile. */
export function isNetwork(body: Record<string, unknown>): boolean {
  const types = Array.isArray(body.type) ? body.type : [];
  return types.some(
    (concept) =>
      Array.isArray((concept as { coding?: unknown }).coding) &&
      ((concept as { coding: { code?: unknown }[] }).coding ?? []).some((coding) => coding.code === NETWORK_TYPE_CODE),
  );
}

export function profileOf(source: Pick<StoredSource, "type" | "body">): string {
  if (source.type === "Organization") {
    return isNetwork(source.body) ? PLAN_NET_PROFILE.Network : PLAN_NET_PROFILE.Organization;
  }
  return PLAN_NET_PROFILE[source.type];
}

/**
 * A kept resource as served (pure): its type, id, when it last changed and the profile it claims, then
 * the elements the import took, in the order FHIR lists them.
 */
export function mapStored(source: StoredSource): Resource {
  return {
    resourceType: source.type,
    id: source.id,
    meta: { lastUpdated: source.updated_at.toISOString(), profile: [profileOf(source)] },
    ...source.body,
  } as Resource;
}
