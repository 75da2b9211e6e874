import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "../database/create-database.ts";

/** Test helpers of the import tests (not used by the server). */

/** The shared, read-only Plan-Net data (../shared/interop, from the repository root). */
export const PLAN_NET_DIR = path.resolve(
  fileURLToPath(import.meta.url),
  "../../../../../../shared/interop/plan-net-ri",
);
export const NPPES_DIR = path.resolve(PLAN_NET_DIR, "../nppes");

type Resource = Record<string, unknown> & { id: string; resourceType: string };

function linesOf(type: string): Resource[] {
  return readFileSync(path.join(PLAN_NET_DIR, `nppes-data-${type}.ndjson`), "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Resource);
}

const refId = (value: unknown) => String((value as { reference?: string } | undefined)?.reference ?? "").split("/")[1];

/**
 * A small consistent piece of the shared data: the first `roles` PractitionerRoles with their
 * Practitioners, Locations, Organizations and HealthcareServices, and every InsurancePlan with the
 * organizations they name. Fast to import; a test changes its copies, never the shared files.
 */
export type PlanNetFiles = Record<
  "Practitioner" | "PractitionerRole" | "Location" | "Organization" | "HealthcareService" | "InsurancePlan",
  Resource[]
>;

export function planNetSubset(roles: number): PlanNetFiles {
  const practitionerRoles = linesOf("PractitionerRole").slice(0, roles);
  const practitionerIds = new Set(practitionerRoles.map((role) => refId(role.practitioner)));
  const locationIds = new Set(practitionerRoles.flatMap((role) => (role.location as unknown[]).map(refId)));
  const serviceIds = new Set(
    practitionerRoles.flatMap((role) => ((role.healthcareService as unknown[]) ?? []).map(refId)),
  );
  const locations = linesOf("Location").filter((location) => locationIds.has(location.id));
  const plans = linesOf("InsurancePlan");
  const organizationIds = new Set([
    ...practitionerRoles.map((role) => refId(role.organization)),
    ...locations.map((location) => refId(location.managingOrganization)),
    ...plans.flatMap((plan) => [refId(plan.ownedBy), ...((plan.network as unknown[]) ?? []).map(refId)]),
  ]);
  return {
    Practitioner: linesOf("Practitioner").filter((practitioner) => practitionerIds.has(practitioner.id)),
    PractitionerRole: practitionerRoles,
    Location: locations,
    Organization: linesOf("Organization").filter((organization) => organizationIds.has(organization.id)),
    HealthcareService: linesOf("HealthcareService").filter((service) => serviceIds.has(service.id)),
    InsurancePlan: plans,
  };
}

/** Writes resources as NDJSON files (one per type, or as given) into a new temporary folder. */
export function writeNdjsonFolder(files: Record<string, unknown[]>, raw: Record<string, string> = {}): string {
  const folder = mkdtempSync(path.join(tmpdir(), "fad-import-"));
  for (const [name, resources] of Object.entries(files)) {
    writeFileSync(
      path.join(folder, `${name}.ndjson`),
      `${resources.map((resource) => JSON.stringify(resource)).join("\n")}\n`,
    );
  }
  for (const [name, text] of Object.entries(raw)) writeFileSync(path.join(folder, name), text);
  return folder;
}

/**
 * Everything an import could change, counted and digested: "the database unchanged" in a test is this
 * snapshot equal before and after.
 */
export async function directoryFingerprint(db: Database): Promise<Record<string, string>> {
  const tables = [
    "physicians",
    "physician_specialties",
    "credentials",
    "affiliations",
    "facilities",
    "locations",
    "provider_locations",
    "calendars",
    "calendar_weekly_rules",
    "calendar_appointment_types",
    "specialties",
    "insurers",
    "insurance_plans",
    "location_insurance_plans",
    "directory_search_state",
    "scheduling_state",
  ] as const;
  const fingerprint: Record<string, string> = {};
  for (const table of tables) {
    const rows = await db.selectFrom(table).selectAll().execute();
    fingerprint[table] = JSON.stringify(rows.map((row) => JSON.stringify(row)).sort());
  }
  return fingerprint;
}
