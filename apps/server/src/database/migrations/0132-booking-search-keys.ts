import { type Kysely, sql } from "kysely";

/**
 * The front desk's booking search (issue 33, decision 166). Patient data is encrypted, so what can be
 * searched is kept as keyed hashes (HMAC under a key derived from the patient-data key) of normalised
 * values: one row per name word, the phone's digits, the date of birth. `key_id` names the patient-data
 * key the hash was made under: after a key rotation the server writes the bookings' hashes again at its
 * start (patient-data/booking-search-keys.ts), as it does for bookings made before this table existed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE booking_search_keys (
      booking_id text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('name', 'phone', 'dob')),
      term_hash text NOT NULL,
      key_id text NOT NULL,
      PRIMARY KEY (booking_id, kind, term_hash)
    )
  `.execute(db);
  await sql`CREATE INDEX booking_search_keys_term ON booking_search_keys (term_hash, kind, booking_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE booking_search_keys`.execute(db);
}
