import { type Kysely, sql } from "kysely";

/**
 * The front desk's arrival mark on a booking (issue 33, decision 165): arrived or no-show, once the
 * appointment's time has started, with when and by whom. Only a booked row carries one; a no-show also
 * writes the EHR's SIU^S26 in the same transaction (decision 150's outbox).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE appointments
      ADD COLUMN arrival text CHECK (arrival IN ('arrived', 'no-show')),
      ADD COLUMN arrival_marked_at timestamptz,
      ADD COLUMN arrival_marked_by text,
      ADD CONSTRAINT appointments_arrival_booked CHECK (arrival IS NULL OR status = 'booked')
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE appointments
      DROP CONSTRAINT appointments_arrival_booked,
      DROP COLUMN arrival,
      DROP COLUMN arrival_marked_at,
      DROP COLUMN arrival_marked_by
  `.execute(db);
}
