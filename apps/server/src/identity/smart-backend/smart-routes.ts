import type { FastifyInstance, FastifyReply } from "fastify";
import type { Clock } from "../../clock.ts";
import { SMART_TOKEN_PATH, type SmartClient } from "../../config/smart-clients.ts";
import type { Database } from "../../database/create-database.ts";
import { issueAccessToken } from "./access-tokens.ts";
import { ASSERTION_ALGORITHMS, registerClients, verifyClientAssertion } from "./client-assertion.ts";

export { SMART_TOKEN_PATH } from "../../config/smart-clients.ts";
/** Where the SMART configuration lives, under the FHIR base (shared with issue 35). */
export const SMART_CONFIGURATION_PATH = "/fhir/.well-known/smart-configuration";
const JWT_BEARER = "urn:ietf:params:oauth:client-assertion-type:jwt-bearer";
/** Form bodies are small; an assertion is a few kilobytes at most. */
const FORM_LIMIT_BYTES = 16 * 1024;

export interface SmartConfig {
  clients: SmartClient[];
  /** The token endpoint's absolute URL: what `aud` must name (FAD_PUBLIC_URL + SMART_TOKEN_PATH). */
  tokenUrl: string;
}

/**
 * SMART Backend Services (docs/decisions.md 151): `POST /fhir/auth/token` (client_credentials with a
 * private_key_jwt assertion) and `GET /fhir/.well-known/smart-configuration`. Refusals answer as OAuth
 * 2.0 §5.2 says: 400 with `error` and `error_description`, never a 500, and nothing is remembered for them.
 */
export async function smartRoutes(app: FastifyInstance, options: { db: Database; clock: Clock; smart: SmartConfig }) {
  const { db, clock, smart } = options;
  const clients = registerClients(smart.clients);
  // Encapsulated in this plugin: the token endpoint takes the form body OAuth prescribes.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: FORM_LIMIT_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(SMART_CONFIGURATION_PATH, async (_request, reply) => {
    reply.header("cache-control", "public, max-age=3600");
    return {
      token_endpoint: smart.tokenUrl,
      grant_types_supported: ["client_credentials"],
      token_endpoint_auth_methods_supported: ["private_key_jwt"],
      token_endpoint_auth_signing_alg_values_supported: [...ASSERTION_ALGORITHMS],
      scopes_supported: [...new Set(smart.clients.flatMap((client) => client.scopes))],
      // The feed reads v1's system/Type.read and v2's system/Type.rs alike (fhir/appointments/system-scopes.ts).
      capabilities: ["client-confidential-asymmetric", "permission-v1", "permission-v2"],
    };
  });

  app.post(SMART_TOKEN_PATH, async (request, reply) => {
    const form = formOf(request.headers["content-type"], request.body);
    if (!form) return oauthError(reply, "invalid_request", "the body must be application/x-www-form-urlencoded");
    if (form.grant_type !== "client_credentials") {
      return oauthError(reply, "unsupported_grant_type", "grant_type must be client_credentials");
    }
    if (form.client_assertion_type !== JWT_BEARER) {
      return oauthError(reply, "invalid_request", `client_assertion_type must be ${JWT_BEARER}`);
    }
    if (!form.client_assertion) return oauthError(reply, "invalid_request", "client_assertion is missing");
    const requested = (form.scope ?? "").split(" ").filter(Boolean);
    if (requested.length === 0) return oauthError(reply, "invalid_scope", "scope is missing");
    const now = clock();
    const verified = await verifyClientAssertion({
      db,
      assertion: form.client_assertion,
      clients,
      tokenUrl: smart.tokenUrl,
      now,
    });
    if ("error" in verified) {
      request.log.info({ refusal: verified.description }, "SMART token refused");
      return oauthError(reply, verified.error, verified.description);
    }
    // OAuth lets the server grant less than asked; nothing at all is a refusal.
    const granted = requested.filter((scope) => verified.client.scopes.includes(scope));
    if (granted.length === 0)
      return oauthError(reply, "invalid_scope", "none of the requested scopes is granted to this client");
    const { token, expiresIn } = await issueAccessToken(db, {
      clientId: verified.client.clientId,
      scopes: granted,
      now,
    });
    request.log.info({ clientId: verified.client.clientId, scope: granted.join(" ") }, "SMART token issued");
    noStore(reply);
    return { access_token: token, token_type: "bearer", expires_in: expiresIn, scope: granted.join(" ") };
  });
}

/** The form's fields, only from a form body (a JSON body's values need not be strings). */
function formOf(contentType: string | undefined, body: unknown): Record<string, string> | null {
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(contentType ?? "")) return null;
  if (!body || typeof body !== "object" || Array.isArray(body)) return null;
  const fields = Object.entries(body as Record<string, unknown>);
  return Object.fromEntries(fields.filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

function noStore(reply: FastifyReply): void {
  reply.header("cache-control", "no-store").header("pragma", "no-cache");
}

function oauthError(reply: FastifyReply, error: string, description: string) {
  noStore(reply);
  return reply.code(400).send({ error, error_description: description });
}
