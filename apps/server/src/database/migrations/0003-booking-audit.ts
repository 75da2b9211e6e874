import { type Kysely, sql } from "kysely";

/**
 * The booking audit log (issue 9 "Security", HIPAA audit controls; docs/decisions.md 48 and
 * docs/operations.md "Booking audit log"): one row per hold made and per book answered, saying who
 * (the holder cookie's and client address's references, the request id), what (the appointment,
 * calendar, physician and slot) and when. It holds no patient field: no name, date of birth, phone,
 * email, address, reason or case id; the patient record stays encrypted in appointments only.
 *
 * No foreign key to appointments: the log must outlive whatever retention prunes appointments, and a
 * refused book may name no appointment at all.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE booking_audit (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      occurred_at timestamptz NOT NULL,
      action text NOT NULL CHECK (action IN ('hold', 'renew', 'book', 'book-refused')),
      outcome text NOT NULL CHECK (outcome ~ '^[a-z-]{1,40}$'),
      request_id text NOT NULL CHECK (length(request_id) <= 100),
      appointment_id uuid,
      booking_id text,
      calendar_id text,
      npi text,
      slot_start timestamptz,
      holder_ref text,
      client_ref text
    )
  `.execute(db);
  await sql`CREATE INDEX booking_audit_occurred_at_idx ON booking_audit (occurred_at)`.execute(db);
  await sql`CREATE INDEX booking_audit_appointment_idx ON booking_audit (appointment_id)`.execute(db);
  await sql`CREATE INDEX booking_audit_booking_idx ON booking_audit (booking_id) WHERE booking_id IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE booking_audit`.execute(db);
}
