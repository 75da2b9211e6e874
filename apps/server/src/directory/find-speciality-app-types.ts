import { compareAppTypes } from "@fad/contracts/provider/app-type";
import type { SpecialtyEntry } from "@fad/contracts/provider/speciality-app-types";
import type { Database } from "../database/create-database.ts";
import { compareText, directorySnapshot } from "./directory-index.ts";

/**
 * The specialty entries (spec discovery §3, §9): specialties practised at the given facilities (any
 * facility when none is given), alphabetical, each with its appointment types by friendlyName2; the
 * texting-only type is never listed here. Answered from the directory snapshot.
 */
export async function findSpecialityAppTypes(options: {
  db: Database;
  facilityCoids?: string[] | undefined;
}): Promise<SpecialtyEntry[]> {
  const snapshot = await directorySnapshot(options.db);
  const coids = options.facilityCoids ?? [];
  return snapshot.specialties
    .filter((specialty) => coids.length === 0 || coids.some((coid) => specialty.coids.has(coid)))
    .sort((a, b) => compareText(a.name.toLowerCase(), b.name.toLowerCase()) || a.id - b.id)
    .map((specialty) => ({
      speciality: { id: specialty.id, name: specialty.name },
      appTypes: [...specialty.appTypes].sort((a, b) => compareAppTypes(a, b) || compareText(a.code, b.code)),
    }));
}
