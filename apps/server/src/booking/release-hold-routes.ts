import { API_BASE_PATH } from "@fad/contracts/api/envelope";
import {
  RELEASE_HOLD_MESSAGES,
  RELEASE_HOLD_PATH,
  releaseHoldRequestSchema,
  releaseHoldResponseSchema,
} from "@fad/contracts/appointments/release-hold";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Clock } from "../clock.ts";
import { BOOKING_RATE_LIMIT_DEFAULTS, type ServerConfig } from "../config/server-config.ts";
import type { Database } from "../database/create-database.ts";
import { sendError } from "../http/api-errors.ts";
import { limitPerMinute } from "../http/rate-limits.ts";
import type { PatientKeyring } from "../patient-data/patient-encryption.ts";
import { auditContextOf } from "./booking-audit.ts";
import { holderTokenOf } from "./holder-token.ts";
import { releaseHold } from "./release-hold.ts";

export interface ReleaseHoldRouteOptions {
  db: Database;
  clock: Clock;
  keyring: PatientKeyring;
  config: Partial<Pick<ServerConfig, "rateLimits">>;
}

/**
 * DELETE /fadmaa/appointment/hold (docs/api.md "Release a hold", docs/decisions.md 75). Limited like
 * the hold call (FAD_HOLD_RATE_LIMIT, counted apart): a visitor releases at most what they held.
 */
export async function releaseHoldRoutes(app: FastifyInstance, options: ReleaseHoldRouteOptions): Promise<void> {
  const { db, clock, keyring } = options;
  const limits = options.config.rateLimits ?? BOOKING_RATE_LIMIT_DEFAULTS;
  app.withTypeProvider<ZodTypeProvider>().delete(
    `${API_BASE_PATH}${RELEASE_HOLD_PATH}`,
    {
      schema: { body: releaseHoldRequestSchema, response: { 200: releaseHoldResponseSchema } },
      config: limitPerMinute(limits.holdPerMinute),
    },
    async (request, reply) => {
      const holderToken = holderTokenOf(request, keyring);
      const audit = auditContextOf({ requestId: request.id, holderToken, clientAddress: request.ip, keyring });
      const outcome = await releaseHold({ db, request: request.body, holderToken, now: clock(), audit });
      switch (outcome.kind) {
        case "unknown-hold":
          return sendError(reply, 404, RELEASE_HOLD_MESSAGES.unknownHold);
        case "not-holder":
          return sendError(reply, 403, RELEASE_HOLD_MESSAGES.notHolder);
        case "booked":
          return sendError(reply, 409, RELEASE_HOLD_MESSAGES.booked);
        case "released":
        case "not-held":
          return {
            status: { code: "200", details: "OK" },
            result: { holdId: request.body.holdId, outcome: outcome.kind },
          };
      }
    },
  );
}
