import { type Kysely, sql } from "kysely";

/**
 * Bookings the patient can come back to (issue 20; docs/decisions.md 80 and 82):
 *
 * - `manage_token_hash`: SHA-256 (hex) of the booking's manage token; the token itself is never stored.
 * - Two more statuses. `cancelled`: the patient cancelled; the row keeps its booking and patient record,
 *   and the exclusion constraint no longer covers it, so the time is free at once. `rescheduled`: the
 *   booking moved to another row (the new time) in one transaction; the old row keeps the booking id for
 *   the audit trail, so the booking id is unique only among live and cancelled rows.
 * - `manage_rate_counts`: the manage calls' per-client counters, in the database so that every server
 *   process counts against one limit (a client reference, never an address).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE appointments ADD COLUMN manage_token_hash text`.execute(db);
  await sql`ALTER TABLE appointments ADD COLUMN changed_at timestamptz`.execute(db);
  await sql`ALTER TABLE appointments DROP CONSTRAINT appointments_status_check`.execute(db);
  await sql`
    ALTER TABLE appointments ADD CONSTRAINT appointments_status_check
      CHECK (status IN ('held', 'booked', 'released', 'expired', 'cancelled', 'rescheduled'))
  `.execute(db);
  await sql`ALTER TABLE appointments DROP CONSTRAINT appointments_booking_id_key`.execute(db);
  await sql`
    CREATE UNIQUE INDEX appointments_booking_id_idx ON appointments (booking_id)
      WHERE status IN ('booked', 'cancelled')
  `.execute(db);
  await sql`CREATE INDEX appointments_any_booking_idx ON appointments (booking_id) WHERE booking_id IS NOT NULL`.execute(
    db,
  );
  await sql`
    CREATE TABLE manage_rate_counts (
      client_ref text NOT NULL,
      window_start timestamptz NOT NULL,
      count integer NOT NULL CHECK (count > 0),
      PRIMARY KEY (client_ref, window_start)
    )
  `.execute(db);
  await sql`CREATE INDEX manage_rate_counts_window_idx ON manage_rate_counts (window_start)`.execute(db);
  await sql`ALTER TABLE booking_audit DROP CONSTRAINT booking_audit_action_check`.execute(db);
  await sql`
    ALTER TABLE booking_audit ADD CONSTRAINT booking_audit_action_check
      CHECK (action IN ('hold', 'renew', 'book', 'book-refused', 'release', 'cancel', 'reschedule'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM booking_audit WHERE action IN ('cancel', 'reschedule')`.execute(db);
  await sql`ALTER TABLE booking_audit DROP CONSTRAINT booking_audit_action_check`.execute(db);
  await sql`
    ALTER TABLE booking_audit ADD CONSTRAINT booking_audit_action_check
      CHECK (action IN ('hold', 'renew', 'book', 'book-refused', 'release'))
  `.execute(db);
  await sql`DROP TABLE manage_rate_counts`.execute(db);
  await sql`DROP INDEX appointments_any_booking_idx`.execute(db);
  await sql`DROP INDEX appointments_booking_id_idx`.execute(db);
  await sql`DELETE FROM appointments WHERE status IN ('cancelled', 'rescheduled')`.execute(db);
  await sql`ALTER TABLE appointments ADD CONSTRAINT appointments_booking_id_key UNIQUE (booking_id)`.execute(db);
  await sql`ALTER TABLE appointments DROP CONSTRAINT appointments_status_check`.execute(db);
  await sql`
    ALTER TABLE appointments ADD CONSTRAINT appointments_status_check
      CHECK (status IN ('held', 'booked', 'released', 'expired'))
  `.execute(db);
  await sql`ALTER TABLE appointments DROP COLUMN changed_at`.execute(db);
  await sql`ALTER TABLE appointments DROP COLUMN manage_token_hash`.execute(db);
}
