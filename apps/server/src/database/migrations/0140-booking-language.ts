import { type Kysely, sql } from "kysely";

/**
 * The patient's language on the booking (issue 36, decision 177): the language the booking page was in
 * when the patient booked, 'en' or 'es'. Every later email (confirmation, new time, cancellation, staff's
 * cancellation too), its calendar file and the manage link read it; a reschedule carries it to the new
 * row. Holds and every row before this migration are 'en', the language the app spoke until now.
 * A constant default adds the column without rewriting the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE appointments
      ADD COLUMN patient_language text NOT NULL DEFAULT 'en'
        CONSTRAINT appointments_patient_language CHECK (patient_language IN ('en', 'es'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE appointments DROP COLUMN patient_language`.execute(db);
}
