import { API_BASE_PATH } from "@fad/contracts/api/envelope";
import { HOLDER_PATH, holderRequestSchema, holderResponseSchema } from "@fad/contracts/appointments/holder";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { BOOKING_RATE_LIMIT_DEFAULTS, type ServerConfig } from "../config/server-config.ts";
import { limitPerMinute } from "../http/rate-limits.ts";
import type { PatientKeyring } from "../patient-data/patient-encryption.ts";
import { holderTokenOf, newHolderToken, setHolderCookie } from "./holder-token.ts";

export interface HolderRouteOptions {
  keyring: PatientKeyring;
  config: Partial<Pick<ServerConfig, "rateLimits">>;
}

/**
 * POST /fadmaa/appointment/holder (docs/api.md "Become a holder", decision 90): the call before the
 * first hold. A request that carries a holder the server made (X-Fad-Holder or the cookie) is answered
 * that holder, so a reloaded page keeps its holds; any other gets a new one. The answer sets the cookie
 * and gives the token for the app to keep in memory where cookies do not travel. Limited like the hold
 * call (FAD_HOLD_RATE_LIMIT, counted apart).
 */
export async function holderRoutes(app: FastifyInstance, options: HolderRouteOptions): Promise<void> {
  const { keyring } = options;
  const limits = options.config.rateLimits ?? BOOKING_RATE_LIMIT_DEFAULTS;
  app.withTypeProvider<ZodTypeProvider>().post(
    `${API_BASE_PATH}${HOLDER_PATH}`,
    {
      schema: { body: holderRequestSchema, response: { 200: holderResponseSchema } },
      config: limitPerMinute(limits.holdPerMinute),
    },
    async (request, reply) => {
      const holderToken = holderTokenOf(request, keyring) ?? newHolderToken(keyring);
      setHolderCookie(request, reply, holderToken);
      return { status: { code: "200", details: "OK" }, result: { holderToken } };
    },
  );
}
