import { type Kysely, sql } from "kysely";

/**
 * The front desk's email per booking (issue 33, decision 195): each location may have a staff address,
 * and a new, cancelled or moved booking there writes one more outbox row of a staff kind, in the same
 * transaction as the change. The address is the clinic's, not a patient's, so it is a plain column; it is
 * filled by the demo generator (and by an import or a database update for a real network). A location
 * without one gets no staff email. The notice names no patient (mail/staff-notice-email.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE locations
      ADD COLUMN staff_email text
        CONSTRAINT locations_staff_email CHECK (staff_email ~ '^[^@\\s]+@[^@\\s]+$' AND length(staff_email) <= 254)
  `.execute(db);
  await sql`ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_kind_check`.execute(db);
  await sql`
    ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_kind_check CHECK (kind IN
      ('confirmation', 'cancellation', 'rescheduled', 'staff-booked', 'staff-cancelled', 'staff-rescheduled'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM email_outbox WHERE kind LIKE 'staff-%'`.execute(db);
  await sql`ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_kind_check`.execute(db);
  await sql`
    ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_kind_check
      CHECK (kind IN ('confirmation', 'cancellation', 'rescheduled'))
  `.execute(db);
  await sql`ALTER TABLE locations DROP COLUMN staff_email`.execute(db);
}
