import { type Kysely, sql } from "kysely";

/**
 * The booking audit log records releases too (DELETE /fadmaa/appointment/hold, docs/decisions.md 75):
 * the action check gains 'release'. Constraint name as PostgreSQL gave the column check of 0003.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE booking_audit DROP CONSTRAINT booking_audit_action_check`.execute(db);
  await sql`
    ALTER TABLE booking_audit ADD CONSTRAINT booking_audit_action_check
      CHECK (action IN ('hold', 'renew', 'book', 'book-refused', 'release'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM booking_audit WHERE action = 'release'`.execute(db);
  await sql`ALTER TABLE booking_audit DROP CONSTRAINT booking_audit_action_check`.execute(db);
  await sql`
    ALTER TABLE booking_audit ADD CONSTRAINT booking_audit_action_check
      CHECK (action IN ('hold', 'renew', 'book', 'book-refused'))
  `.execute(db);
}
