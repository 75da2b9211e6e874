import { ALLIED_HEALTH_SPECIALTIES } from "./specialties-allied-health.ts";
import { MEDICAL_SPECIALTIES } from "./specialties-medical.ts";
import { PRIMARY_CARE_SPECIALTIES } from "./specialties-primary-care.ts";
import { SURGICAL_SPECIALTIES } from "./specialties-surgical.ts";
import type { SpecialtyEntry } from "./specialty-entry.ts";

export type { SpecialtyEntry } from "./specialty-entry.ts";

/**
 * Alphabetical by code point (not locale rules, which vary with the ICU build), so specialty ids
 * (positions + 1) are the same on every machine.
 */
export const SPECIALTY_CATALOG: readonly SpecialtyEntry[] = [
  ...PRIMARY_CARE_SPECIALTIES,
  ...MEDICAL_SPECIALTIES,
  ...SURGICAL_SPECIALTIES,
  ...ALLIED_HEALTH_SPECIALTIES,
].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

export function specialtyNamed(name: string): SpecialtyEntry {
  const found = SPECIALTY_CATALOG.find((entry) => entry.name === name);
  if (!found) throw new Error(`Unknown specialty ${name}`);
  return found;
}
