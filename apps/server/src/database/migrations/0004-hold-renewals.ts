import { type Kysely, sql } from "kysely";

/**
 * How many times a hold was kept for another 15 minutes (POST /fadmaa/appointment/hold/renew,
 * docs/decisions.md 49). The renew call adds one while the count is under the contracts' maximum, in
 * the same UPDATE that moves the hold's expiry, so two renewals at once cannot pass the maximum.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE appointments ADD COLUMN hold_renewals integer NOT NULL DEFAULT 0 CHECK (hold_renewals >= 0)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE appointments DROP COLUMN hold_renewals`.execute(db);
}
