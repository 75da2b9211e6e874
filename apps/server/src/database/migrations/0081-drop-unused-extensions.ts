import { type Kysely, sql } from "kysely";

/**
 * cube and earthdistance were created by migration 0001 and never used (distances are computed from the
 * locations' coordinates in SQL and in the contracts). A database made before 0001 stopped creating them
 * drops them here; on a shared PostgreSQL the per-schema test databases share public's extensions, so
 * the drop holds 0001's advisory lock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(727001)`.execute(db);
  await sql`DROP EXTENSION IF EXISTS earthdistance`.execute(db);
  await sql`DROP EXTENSION IF EXISTS cube`.execute(db);
}

/** Nothing to restore: nothing used them. */
export async function down(): Promise<void> {}
