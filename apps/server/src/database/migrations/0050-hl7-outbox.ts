import { type Kysely, sql } from "kysely";

/**
 * The HL7 v2 outbox (issue 34; docs/decisions.md 150): every booking, reschedule and cancellation writes
 * its SIU message (S12, S13, S15) as a row in the transaction that makes the change, so the clinic's
 * EHR never learns of a change that did not happen nor misses one that did. The sender
 * (hl7/hl7-sender.ts) delivers the rows over MLLP in order per booking, waits for each ACK, retries
 * with backoff, and after its last attempt marks a row dead.
 *
 * The message names the patient (PID): it is stored only in `message_ciphertext`, encrypted with the
 * patient-data key as the booking's record is (authenticated with the booking id). `control_id` is
 * MSH-10, fixed when the row is written: a copy sent again after a crash carries the same id, so the
 * receiving engine can recognise it.
 *
 * Also an index on the email outbox's given-up rows, which the health check now counts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE hl7_outbox (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      event text NOT NULL CHECK (event IN ('S12', 'S13', 'S14', 'S15', 'S26')),
      booking_id text NOT NULL,
      appointment_id uuid NOT NULL,
      control_id text NOT NULL UNIQUE CHECK (length(control_id) <= 20),
      message_ciphertext bytea NOT NULL,
      created_at timestamptz NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'dead')),
      attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
      next_attempt_at timestamptz NOT NULL,
      lease_until timestamptz,
      sent_at timestamptz,
      ack_code text CHECK (length(ack_code) <= 2),
      last_error text CHECK (length(last_error) <= 200)
    )
  `.execute(db);
  // The sender's claim: due rows, and for each the booking's earlier rows still pending (order).
  await sql`CREATE INDEX hl7_outbox_due_idx ON hl7_outbox (next_attempt_at) WHERE status = 'pending'`.execute(db);
  await sql`CREATE INDEX hl7_outbox_pending_booking_idx ON hl7_outbox (booking_id, id) WHERE status = 'pending'`.execute(
    db,
  );
  await sql`CREATE INDEX hl7_outbox_dead_idx ON hl7_outbox (id) WHERE status = 'dead'`.execute(db);
  await sql`CREATE INDEX email_outbox_failed_idx ON email_outbox (id) WHERE status = 'failed'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX email_outbox_failed_idx`.execute(db);
  await sql`DROP TABLE hl7_outbox`.execute(db);
}
