import { type Kysely, sql } from "kysely";

/**
 * Holds that cannot be hoarded, and rate limits every process shares (docs/decisions.md 90, 91):
 * - `appointments.holder_client_ref`: the keyed hash of the client address that made the hold (never
 *   the address), so the hold call counts a client's live holds on a calendar in the database;
 * - indexes for the hold call's counts: live holds by client, and holds made by client and by holder
 *   (the audit's hold rows) in the last day;
 * - `rate_limit_counts`: every rate-limited call's per-client counter, one row per call, client and
 *   minute (the manage calls' `manage_rate_counts` folded into it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE appointments ADD COLUMN holder_client_ref text`.execute(db);
  await sql`
    CREATE INDEX appointments_live_holds_by_client_idx ON appointments (holder_client_ref, calendar_id)
    WHERE status = 'held'
  `.execute(db);
  await sql`
    CREATE INDEX booking_audit_holds_by_client_idx ON booking_audit (client_ref, occurred_at)
    WHERE action = 'hold'
  `.execute(db);
  await sql`
    CREATE INDEX booking_audit_holds_by_holder_idx ON booking_audit (holder_ref, occurred_at)
    WHERE action = 'hold'
  `.execute(db);
  await sql`
    CREATE TABLE rate_limit_counts (
      bucket text NOT NULL,
      client_ref text NOT NULL,
      window_start timestamptz NOT NULL,
      count integer NOT NULL CHECK (count > 0),
      PRIMARY KEY (bucket, client_ref, window_start)
    )
  `.execute(db);
  await sql`CREATE INDEX rate_limit_counts_window_idx ON rate_limit_counts (window_start)`.execute(db);
  await sql`DROP TABLE manage_rate_counts`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE manage_rate_counts (
      client_ref text NOT NULL,
      window_start timestamptz NOT NULL,
      count integer NOT NULL CHECK (count > 0),
      PRIMARY KEY (client_ref, window_start)
    )
  `.execute(db);
  await sql`CREATE INDEX manage_rate_counts_window_idx ON manage_rate_counts (window_start)`.execute(db);
  await sql`DROP TABLE rate_limit_counts`.execute(db);
  await sql`DROP INDEX booking_audit_holds_by_holder_idx`.execute(db);
  await sql`DROP INDEX booking_audit_holds_by_client_idx`.execute(db);
  await sql`DROP INDEX appointments_live_holds_by_client_idx`.execute(db);
  await sql`ALTER TABLE appointments DROP COLUMN holder_client_ref`.execute(db);
}
