import { type Kysely, sql } from "kysely";

/**
 * The email outbox (issue 20; docs/decisions.md 81): a booking's, cancellation's or move's email is a
 * row written in the transaction that makes the change, so no change exists without its email and no
 * email without its change. The sender (mail/outbox-sender.ts) claims due rows with a lease, delivers
 * them and marks them sent; a crash leaves the lease to run out and the row is sent again with the same
 * Message-ID.
 *
 * The recipient and the manage token are patient data and a secret: they are stored only inside
 * `envelope_ciphertext`, encrypted with the patient-data key as the booking's record is. The rest of
 * the message is rendered at send time from the appointment row it names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE email_outbox (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('confirmation', 'cancellation', 'rescheduled')),
      booking_id text NOT NULL,
      appointment_id uuid NOT NULL,
      message_id text NOT NULL UNIQUE,
      envelope_ciphertext bytea NOT NULL,
      created_at timestamptz NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
      attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
      next_attempt_at timestamptz NOT NULL,
      lease_until timestamptz,
      sent_at timestamptz,
      last_error text CHECK (length(last_error) <= 200)
    )
  `.execute(db);
  await sql`CREATE INDEX email_outbox_due_idx ON email_outbox (next_attempt_at) WHERE status = 'pending'`.execute(db);
  await sql`CREATE INDEX email_outbox_booking_idx ON email_outbox (booking_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE email_outbox`.execute(db);
}
