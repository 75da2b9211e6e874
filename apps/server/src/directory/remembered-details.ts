import type { Database } from "../database/create-database.ts";
import { loadPhysicianDetails, type PhysicianDetails } from "./load-physician-details.ts";
import { RecentAnswers } from "./recent-answers.ts";

/**
 * Physicians' profile sections change only when the directory is reloaded, and the same profiles are
 * asked for again and again (a results page, then its profiles), so they are kept for a minute per
 * database; only those not in memory are read, in one statement. A cache only: availability, which
 * changes with every booking, is never kept here.
 */
const DETAILS_MEMORY_MS = 60_000;
const DETAILS_LIMIT = 20_000;
const memories = new WeakMap<
  Database,
  { byNpi: RecentAnswers<PhysicianDetails>; npiByUrlTitle: RecentAnswers<string> }
>();

export async function rememberedDetails(options: {
  db: Database;
  by: { npis: string[] } | { urlTitle: string };
  now?: number;
}): Promise<PhysicianDetails[]> {
  const { db, by } = options;
  const now = options.now ?? Date.now();
  let memory = memories.get(db);
  if (!memory) {
    memory = {
      byNpi: new RecentAnswers(DETAILS_LIMIT, DETAILS_MEMORY_MS),
      npiByUrlTitle: new RecentAnswers(DETAILS_LIMIT, DETAILS_MEMORY_MS),
    };
    memories.set(db, memory);
  }
  if ("urlTitle" in by) {
    const npi = memory.npiByUrlTitle.get(by.urlTitle, now);
    const known = npi ? memory.byNpi.get(npi, now) : undefined;
    if (known) return [known];
    const found = await loadPhysicianDetails({ db, by });
    for (const physician of found) {
      memory.byNpi.set(physician.npi, physician, now);
      memory.npiByUrlTitle.set(by.urlTitle, physician.npi, now);
    }
    return found;
  }
  const known = new Map<string, PhysicianDetails>();
  const missing: string[] = [];
  for (const npi of by.npis) {
    const physician = memory.byNpi.get(npi, now);
    if (physician) known.set(npi, physician);
    else missing.push(npi);
  }
  if (missing.length > 0) {
    for (const physician of await loadPhysicianDetails({ db, by: { npis: missing } })) {
      known.set(physician.npi, physician);
      memory.byNpi.set(physician.npi, physician, now);
    }
  }
  return by.npis.flatMap((npi) => known.get(npi) ?? []);
}
