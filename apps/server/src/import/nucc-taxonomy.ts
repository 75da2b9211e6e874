import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";

export interface TaxonomyEntry {
  code: string;
  classification: string;
  specialization: string;
  displayName: string;
}

/**
 * The NUCC provider taxonomy (nucc-provider-taxonomy.csv, the code set NPPES and Plan-Net specialties
 * use): a code not in it is an error of the source, not a specialty to invent.
 */
export function loadNuccTaxonomy(
  file = new URL("./nucc-provider-taxonomy.csv", import.meta.url),
): ReadonlyMap<string, TaxonomyEntry> {
  const rows = parse(readFileSync(file), { columns: true, bom: true, skip_empty_lines: true }) as Record<
    string,
    string
  >[];
  const entries = new Map<string, TaxonomyEntry>();
  for (const row of rows) {
    const code = row.Code?.trim();
    if (!code) continue;
    entries.set(code, {
      code,
      classification: row.Classification?.trim() ?? "",
      specialization: row.Specialization?.trim() ?? "",
      displayName: row["Display Name"]?.trim() || row.Classification?.trim() || code,
    });
  }
  return entries;
}

/**
 * The specialty an unmapped code becomes: its NUCC display name without the trailing "Physician"
 * ("Nurse Practitioner", "Adult Health Nurse Practitioner", "Critical Care Medicine (Internal Medicine)").
 */
export function specialtyNameOf(entry: TaxonomyEntry): string {
  return entry.displayName.replace(/\s+Physician$/, "").trim();
}
