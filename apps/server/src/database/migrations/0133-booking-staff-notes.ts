import { type Kysely, sql } from "kysely";

/**
 * The front desk's own marks on a booking (issue 33, decision 167): an internal note (it may hold health
 * information, so only encrypted with the patient-data key, bound to the booking) and "entered in the
 * EHR", each with when and by whom. Keyed by the booking id, so a booking moved to another time keeps them.
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE booking_staff_notes`.execute(db);
}
