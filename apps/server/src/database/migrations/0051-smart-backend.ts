import { type Kysely, sql } from "kysely";

/**
 * SMART Backend Services (issue 34; docs/decisions.md 151): the client assertions' `jti`s, each
 * accepted once until its assertion expires, and the short-lived access tokens issued, kept as
 * hashes. In the database so every server process refuses the same replay and accepts the same token.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE smart_assertion_jti (
      client_id text NOT NULL,
      jti text NOT NULL CHECK (length(jti) <= 200),
      expires_at timestamptz NOT NULL,
      PRIMARY KEY (client_id, jti)
    )
  `.execute(db);
  await sql`CREATE INDEX smart_assertion_jti_expiry_idx ON smart_assertion_jti (expires_at)`.execute(db);
  await sql`
    CREATE TABLE smart_access_tokens (
      token_hash text PRIMARY KEY,
      client_id text NOT NULL,
      scope text NOT NULL,
      issued_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX smart_access_tokens_expiry_idx ON smart_access_tokens (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE smart_access_tokens`.execute(db);
  await sql`DROP TABLE smart_assertion_jti`.execute(db);
}
