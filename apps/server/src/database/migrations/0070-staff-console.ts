import { type Kysely, sql } from "kysely";

/**
 * The staff console (issue 33; docs/decisions.md 160-163).
 *
 * staff_sign_ins: a sign-in under way between the redirect to the identity provider and its callback:
 * the PKCE verifier and the nonce, keyed by a hash of the state the browser's cookie carries; single use
 * and short-lived.
 *
 * staff_sessions: a signed-in person, keyed by the SHA-256 of the session cookie's token (the token
 * itself is never stored), with the roles and locations the provider's claims gave at sign-in, the CSRF
 * token, the idle and absolute ends, and when it was ended (sign-out, idle, lifetime).
 *
 * staff_audit: every view of patient data, every change and every sign-in/out by a staff member: who
 * (the provider's subject and the name it gave), when, which booking or location and day, from where
 * (keyed hash of the client address, as booking_audit) and the request id. A cancellation's reason is
 * free text a person typed, so it is kept encrypted with the patient-data key (detail_ciphertext).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE staff_sign_ins (
      state_hash text PRIMARY KEY,
      code_verifier text NOT NULL,
      nonce text NOT NULL,
      redirect_uri text NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`
    CREATE TABLE staff_sessions (
      token_hash text PRIMARY KEY,
      subject text NOT NULL,
      name text NOT NULL,
      roles text NOT NULL,
      locations text NOT NULL,
      csrf_token text NOT NULL,
      id_token text,
      created_at timestamptz NOT NULL,
      last_seen_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      ended_at timestamptz,
      ended_why text
    )
  `.execute(db);
  await sql`
    CREATE TABLE staff_audit (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      occurred_at timestamptz NOT NULL,
      subject text NOT NULL,
      staff_name text NOT NULL,
      action text NOT NULL,
      outcome text NOT NULL,
      booking_id text,
      location_id text,
      day text,
      request_id text NOT NULL,
      client_ref text NOT NULL,
      detail_ciphertext bytea
    )
  `.execute(db);
  await sql`CREATE INDEX staff_audit_booking_idx ON staff_audit (booking_id, occurred_at)`.execute(db);
  await sql`CREATE INDEX staff_audit_time_idx ON staff_audit (occurred_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE staff_audit`.execute(db);
  await sql`DROP TABLE staff_sessions`.execute(db);
  await sql`DROP TABLE staff_sign_ins`.execute(db);
}
