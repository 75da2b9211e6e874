import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { type CryptoKey, exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import { SMART_TOKEN_PATH } from "../../../config/smart-clients.ts";

/** Tests only: a SMART backend client with its own key pair, as a network would register one. */
export interface BackendClient {
  clientId: string;
  alg: "RS384" | "ES384";
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK & { kty: "RSA" | "EC"; kid: string };
  scopes: string[];
}

export const TEST_TOKEN_URL = `https://find.example.org${SMART_TOKEN_PATH}`;

export async function backendClient(
  clientId: string,
  alg: "RS384" | "ES384",
  scopes: string[],
): Promise<BackendClient> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  const kid = `${clientId}-key`;
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg } as BackendClient["publicJwk"];
  return { clientId, alg, kid, privateKey, publicJwk, scopes };
}

/** The client as FAD_SMART_CLIENTS lists it (an inline key set). */
export function registration(client: BackendClient) {
  return { clientId: client.clientId, jwks: { keys: [client.publicJwk] }, scopes: client.scopes };
}

/** The client's signed assertion (SMART Backend Services), good for four minutes of `now`. */
export function clientAssertion(client: BackendClient, now: Date, audience = TEST_TOKEN_URL): Promise<string> {
  return new SignJWT({ jti: randomUUID() })
    .setProtectedHeader({ alg: client.alg, kid: client.kid, typ: "JWT" })
    .setIssuer(client.clientId)
    .setSubject(client.clientId)
    .setAudience(audience)
    .setExpirationTime(Math.floor(now.getTime() / 1000) + 240)
    .sign(client.privateKey);
}

/** An access token from the app's token endpoint for the scope asked (the client's own assertion). */
export async function accessToken(
  app: FastifyInstance,
  client: BackendClient,
  scope: string,
  now: Date,
): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: SMART_TOKEN_PATH,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({
      grant_type: "client_credentials",
      client_assertion_type: "urn:ietf:params:oauth:client-assertion-type:jwt-bearer",
      client_assertion: await clientAssertion(client, now),
      scope,
    }).toString(),
  });
  if (response.statusCode !== 200) throw new Error(`token refused: ${response.body}`);
  return response.json().access_token as string;
}
