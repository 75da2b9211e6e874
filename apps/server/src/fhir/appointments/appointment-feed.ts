import { sql } from "kysely";
import type { Database } from "../../database/create-database.ts";

/** The feed's publication lock: hashtextextended of a name of its own, as hold-limits.ts keys its locks. */
export const FEED_LOCK_NAME = "fad appointment feed publication";

/**
 * Publishes the booking changes that can no longer be overtaken (migration 0120, decision 152): rows
 * whose writing transaction is older than every transaction still running (its xid below the
 * snapshot's xmin) get one stamp, a millisecond above every earlier publication's, and sequence
 * numbers. Publications take turns on a transaction lock, so a stamp is visible only after every lower
 * one: a client polling `_lastUpdated=gt<the last stamp it saw>` sees every change once, in order.
 *
 * Runs before each Appointment read and search. A change stays unpublished while any older write transaction is open: on PGlite never (one
 * connection), on PostgreSQL for milliseconds, or for as long as a long one (a directory import) runs.
 *
 * A read first asks, in one statement and without the lock, whether anything is due; most polls find
 * nothing and go on at once. Before, every poll took the lock, so concurrent pollers queued one behind
 * another (p95 394–695 ms at 16 pollers over 1M bookings, decision 205). Skipping is safe: a publication
 * under way holds its rows' updates uncommitted, so this read still sees them as due and waits for it.
 */
export async function publishFeedChanges(db: Database): Promise<number> {
  const { rows: pending } = await sql<{ due: boolean }>`
    SELECT EXISTS (
      SELECT 1 FROM appointments
      WHERE feed_xid IS NOT NULL AND feed_xid < pg_snapshot_xmin(pg_current_snapshot())
    ) AS due
  `.execute(db);
  if (!pending[0]?.due) return 0;
  return db.transaction().execute(async (trx) => {
    // Waits for a publication under way (milliseconds): what it publishes is then seen by this request.
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${FEED_LOCK_NAME}, 0))`.execute(trx);
    // Taken before the update, in its own statement: transactions ended by now stay ended.
    const { rows: horizon } = await sql<{ xmin: string }>`
      SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin
    `.execute(trx);
    const result = await sql`
      WITH due AS (
        SELECT id FROM appointments
        WHERE feed_xid IS NOT NULL AND feed_xid < ${horizon[0]?.xmin ?? "0"}::xid8
        -- A row some transaction is changing right now is published after that change, not waited for.
        FOR UPDATE SKIP LOCKED
      ), stamp AS (
        SELECT greatest(
          date_trunc('milliseconds', clock_timestamp()),
          (SELECT max(feed_updated_at) FROM appointments WHERE feed_seq IS NOT NULL) + interval '1 millisecond'
        ) AS at
      )
      UPDATE appointments a
      SET feed_xid = NULL, feed_updated_at = stamp.at, feed_seq = nextval('appointment_feed_seq')
      FROM due, stamp
      WHERE a.id = due.id
    `.execute(trx);
    return Number(result.numAffectedRows ?? 0);
  });
}
