import { createHash, randomBytes } from "node:crypto";
import type { Database } from "../../database/create-database.ts";

/**
 * Access tokens for backend clients: 256 random bits, five minutes, kept only as a SHA-256 hash with
 * the client and the granted scopes, so any process can check a token and a database read leaks none.
 */
export const ACCESS_TOKEN_SECONDS = 5 * 60;

export async function issueAccessToken(
  db: Database,
  grant: { clientId: string; scopes: string[]; now: Date },
): Promise<{ token: string; expiresIn: number }> {
  const token = randomBytes(32).toString("base64url");
  await db.deleteFrom("smart_access_tokens").where("expires_at", "<", grant.now).execute();
  await db
    .insertInto("smart_access_tokens")
    .values({
      token_hash: hashOf(token),
      client_id: grant.clientId,
      scope: grant.scopes.join(" "),
      issued_at: grant.now,
      expires_at: new Date(grant.now.getTime() + ACCESS_TOKEN_SECONDS * 1000),
    })
    .execute();
  return { token, expiresIn: ACCESS_TOKEN_SECONDS };
}

/** The client and scopes of a live token, or null (unknown or expired). For the FHIR feed's reads. */
export async function readAccessToken(
  db: Database,
  token: string,
  now: Date,
): Promise<{ clientId: string; scopes: string[] } | null> {
  const row = await db
    .selectFrom("smart_access_tokens")
    .select(["client_id", "scope", "expires_at"])
    .where("token_hash", "=", hashOf(token))
    .executeTakeFirst();
  if (!row || new Date(row.expires_at).getTime() <= now.getTime()) return null;
  return { clientId: row.client_id, scopes: row.scope.split(" ").filter(Boolean) };
}

function hashOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
