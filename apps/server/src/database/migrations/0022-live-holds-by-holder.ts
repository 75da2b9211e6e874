import { type Kysely, sql } from "kysely";

/**
 * Every hold releases the visitor's other live holds (hold-slot.ts) by their holder token, and nothing
 * indexed the token: each hold scanned every appointment ever made, so holds slowed as bookings grew
 * (issue 18's hold + book). Only live holds are looked up this way, so only they are indexed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX appointments_live_holds_by_holder_idx ON appointments (holder_token) WHERE status = 'held'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX appointments_live_holds_by_holder_idx`.execute(db);
}
