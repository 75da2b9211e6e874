import { type Kysely, sql } from "kysely";

/**
 * The front desk's own marks on a booking (issue 33, decision 167): an internal note (it may hold health
 * information, so only encrypted with the patient-data key, bound to the booking) and "entered in the
 * EHR", each with when and by whom. Keyed by the booking id, so a booking moved to another time keeps them.
 * And when each person last looked at a location's new and changed bookings (decision 168's badge).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE booking_staff_notes (
      booking_id text PRIMARY KEY,
      note_ciphertext bytea,
      note_at timestamptz,
      note_by text,
      note_by_name text,
      ehr_entered_at timestamptz,
      ehr_entered_by text,
      ehr_entered_by_name text
    )
  `.execute(db);
  await sql`
    CREATE TABLE staff_location_seen (
      subject text NOT NULL,
      location_id text NOT NULL,
      seen_at timestamptz NOT NULL,
      PRIMARY KEY (subject, location_id)
    )
  `.execute(db);
  await sql`CREATE INDEX appointments_booked_at_idx ON appointments (booked_at) WHERE booked_at IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX appointments_changed_at_idx ON appointments (changed_at) WHERE changed_at IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX appointments_changed_at_idx`.execute(db);
  await sql`DROP INDEX appointments_booked_at_idx`.execute(db);
  await sql`DROP TABLE staff_location_seen`.execute(db);
  await sql`DROP TABLE booking_staff_notes`.execute(db);
}
