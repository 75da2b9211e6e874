import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  errors,
  type JWTVerifyGetKey,
  jwtVerify,
} from "jose";
import { sql } from "kysely";
import type { SmartClient } from "../../config/smart-clients.ts";
import type { Database } from "../../database/create-database.ts";

/**
 * A backend client's signed assertion (SMART App Launch 2.x, Backend Services; RFC 7523): a JWT
 * signed with the client's private key, RS384 or ES384, naming the client as `iss` and `sub`, our
 * token URL as `aud`, a `jti` never used before and an `exp` at most five minutes ahead.
 */
export const ASSERTION_ALGORITHMS = ["RS384", "ES384"] as const;
export const MAX_ASSERTION_LIFETIME_SECONDS = 5 * 60;

export type AssertionRefusal = { error: "invalid_client"; description: string };

export interface RegisteredClient {
  client: SmartClient;
  keys: JWTVerifyGetKey;
}

/** Each client with its key set: inline, or fetched from its JWKS URL (cached by jose, refreshed on an unknown kid). */
export function registerClients(clients: SmartClient[]): Map<string, RegisteredClient> {
  return new Map(
    clients.map((client) => [
      client.clientId,
      {
        client,
        keys: client.jwks
          ? createLocalJWKSet(client.jwks as Parameters<typeof createLocalJWKSet>[0])
          : createRemoteJWKSet(new URL(client.jwksUrl as string), { timeoutDuration: 5_000, cooldownDuration: 30_000 }),
      },
    ]),
  );
}

/** The client the assertion authenticates, or why it does not. Remembers its jti (in the database) when it does. */
export async function verifyClientAssertion(options: {
  db: Database;
  assertion: string;
  clients: Map<string, RegisteredClient>;
  tokenUrl: string;
  now: Date;
}): Promise<{ client: SmartClient } | AssertionRefusal> {
  const { db, assertion, clients, tokenUrl, now } = options;
  const refuse = (description: string): AssertionRefusal => ({ error: "invalid_client", description });
  let header: ReturnType<typeof decodeProtectedHeader>;
  let unverified: ReturnType<typeof decodeJwt>;
  try {
    header = decodeProtectedHeader(assertion);
    unverified = decodeJwt(assertion);
  } catch {
    return refuse("client_assertion is not a JWT");
  }
  if (!(ASSERTION_ALGORITHMS as readonly string[]).includes(String(header.alg))) {
    return refuse("client_assertion must be signed with RS384 or ES384");
  }
  if (typeof header.kid !== "string" || header.kid === "") return refuse("client_assertion has no kid");
  const registered = typeof unverified.iss === "string" ? clients.get(unverified.iss) : undefined;
  if (!registered) return refuse("unknown client");
  const clientId = registered.client.clientId;
  let payload: Awaited<ReturnType<typeof jwtVerify>>["payload"];
  try {
    ({ payload } = await jwtVerify(assertion, registered.keys, {
      algorithms: [...ASSERTION_ALGORITHMS],
      issuer: clientId,
      subject: clientId,
      audience: tokenUrl,
      currentDate: now,
      requiredClaims: ["iss", "sub", "aud", "exp", "jti"],
    }));
  } catch (error) {
    return refuse(describeVerifyFailure(error));
  }
  const exp = payload.exp as number;
  if (exp - now.getTime() / 1000 > MAX_ASSERTION_LIFETIME_SECONDS) {
    return refuse("client_assertion exp is more than 5 minutes ahead");
  }
  const jti = payload.jti;
  if (typeof jti !== "string" || jti === "" || jti.length > 200)
    return refuse("client_assertion jti is missing or too long");
  if (!(await rememberJti(db, { clientId, jti, expiresAt: new Date(exp * 1000), now }))) {
    return refuse("client_assertion jti was already used");
  }
  return { client: registered.client };
}

/**
 * Accepts a jti once: the insert wins for one request only, whichever process it reaches. Rows are kept
 * until their assertion expires (a replay after that fails on exp), then dropped here.
 */
async function rememberJti(
  db: Database,
  entry: { clientId: string; jti: string; expiresAt: Date; now: Date },
): Promise<boolean> {
  await db.deleteFrom("smart_assertion_jti").where("expires_at", "<", entry.now).execute();
  const { rows } = await sql<{ jti: string }>`
    INSERT INTO smart_assertion_jti (client_id, jti, expires_at)
    VALUES (${entry.clientId}, ${entry.jti}, ${entry.expiresAt})
    ON CONFLICT DO NOTHING
    RETURNING jti
  `.execute(db);
  return rows.length === 1;
}

function describeVerifyFailure(error: unknown): string {
  if (error instanceof errors.JWTExpired) return "client_assertion has expired";
  if (error instanceof errors.JWTClaimValidationFailed) return `client_assertion ${error.claim} claim is not accepted`;
  if (error instanceof errors.JWKSNoMatchingKey) return "no key of the client matches the assertion's kid";
  if (error instanceof errors.JWSSignatureVerificationFailed) return "client_assertion signature does not verify";
  if (error instanceof errors.JOSEAlgNotAllowed) return "client_assertion must be signed with RS384 or ES384";
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JOSEError) return "client keys could not be used";
  return "client_assertion could not be verified";
}
