import type { FastifyRequest } from "fastify";
import type { Clock } from "../../clock.ts";
import type { Database } from "../../database/create-database.ts";
import { FhirError } from "../../http/fhir-errors.ts";
import { readAccessToken } from "../../identity/smart-backend/access-tokens.ts";
import type { SystemClient } from "../fhir-types.ts";
import { type FeedInteraction, neededScope } from "./system-scopes.ts";

/**
 * How the FHIR base knows a backend client (decision 152): the bearer access token issued by the
 * SMART token endpoint (decision 151), looked up in the database so any process accepts it. The
 * answers follow RFC 6750 §3, as SMART asks: no token or one that is unknown or expired is 401 with a
 * `WWW-Authenticate: Bearer` challenge; a live token without the scope is 403 `insufficient_scope`.
 */
export interface SystemAccess {
  /** The client of the request's bearer token; a FhirError 401 when there is no live one. */
  authenticate(request: FastifyRequest): Promise<SystemClient>;
  /** The token endpoint, which the CapabilityStatement names. */
  tokenUrl: string;
}

const REALM = 'realm="fhir"';

export function systemAccess(options: { db: Database; clock: Clock; tokenUrl: string }): SystemAccess {
  return {
    tokenUrl: options.tokenUrl,
    async authenticate(request) {
      const header = request.headers.authorization;
      if (header === undefined || header === "") {
        throw new FhirError(
          401,
          "login",
          "This resource needs a SMART Backend Services access token (Authorization: Bearer)",
          undefined,
          { "www-authenticate": `Bearer ${REALM}` },
        );
      }
      const match = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/i.exec(header);
      const client = match?.[1] ? await readAccessToken(options.db, match[1], options.clock()) : null;
      if (!client) {
        throw new FhirError(
          401,
          "login",
          "The access token is unknown or has expired: ask the token endpoint for another",
          undefined,
          {
            "www-authenticate": `Bearer ${REALM}, error="invalid_token"`,
          },
        );
      }
      return client;
    },
  };
}

/** The 403 of a live token without the scope a type's interaction needs. */
export function insufficientScope(type: string, interaction: FeedInteraction): FhirError {
  const scope = neededScope(type, interaction);
  return new FhirError(403, "forbidden", `This client's access token does not grant ${scope}`, undefined, {
    "www-authenticate": `Bearer ${REALM}, error="insufficient_scope", scope="${scope}"`,
  });
}
