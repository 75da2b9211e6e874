import { sql } from "kysely";
import type { Database } from "../database/create-database.ts";

/**
 * Rebuilds the directory's search tables from the source tables and moves the generation on, so every
 * server process reloads its term snapshot within seconds. Run after the directory changes (the seed
 * does); searches meanwhile see the previous, consistent picture.
 */
export async function refreshDirectorySearch(db: Database): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // physician_search first: the terms' facility lists are read from it.
    await sql`REFRESH MATERIALIZED VIEW physician_search`.execute(trx);
    await sql`REFRESH MATERIALIZED VIEW provider_location_search`.execute(trx);
    await sql`REFRESH MATERIALIZED VIEW physician_insurance_search`.execute(trx);
    await sql`REFRESH MATERIALIZED VIEW directory_terms`.execute(trx);
    await sql`REFRESH MATERIALIZED VIEW physician_details_docs`.execute(trx);
    await sql`UPDATE directory_search_state SET generation = generation + 1, refreshed_at = now()`.execute(trx);
  });
  for (const view of [
    "physician_search",
    "provider_location_search",
    "physician_insurance_search",
    "directory_terms",
    "physician_details_docs",
  ]) {
    await sql`ANALYZE ${sql.table(view)}`.execute(db);
  }
}
