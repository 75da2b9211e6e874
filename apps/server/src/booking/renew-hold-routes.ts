import { API_BASE_PATH } from "@fad/contracts/api/envelope";
import {
  MAX_HOLD_RENEWALS,
  RENEW_HOLD_PATH,
  RENEW_HOLD_REFUSALS,
  renewHoldRequestSchema,
  renewHoldResponseSchema,
} from "@fad/contracts/appointments/renew-hold";
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
import { renewHold } from "./renew-hold.ts";

export interface RenewHoldRouteOptions {
  db: Database;
  clock: Clock;
  /** The server's keyring (app.ts loads it once), so renewals' client references match the holds'. */
  keyring: PatientKeyring;
  config: Partial<Pick<ServerConfig, "rateLimits">>;
}

/**
 * POST /fadmaa/appointment/hold/renew (docs/api.md, docs/decisions.md 49). It shares the hold call's
 * per-client limit (FAD_HOLD_RATE_LIMIT, counted apart): a visitor renews at most once every ten
 * minutes, so the hold's allowance is ample and needs no setting of its own. Each answer is written to
 * the booking audit log (booking-audit.ts) like the hold's and the book's.
 */
export async function renewHoldRoutes(app: FastifyInstance, options: RenewHoldRouteOptions): Promise<void> {
  const { db, clock } = options;
  const limits = options.config.rateLimits ?? BOOKING_RATE_LIMIT_DEFAULTS;
  const { keyring } = options;
  app.withTypeProvider<ZodTypeProvider>().post(
    `${API_BASE_PATH}${RENEW_HOLD_PATH}`,
    {
      schema: { body: renewHoldRequestSchema, response: { 200: renewHoldResponseSchema } },
      config: limitPerMinute(limits.holdPerMinute),
    },
    async (request, reply) => {
      const holderToken = holderTokenOf(request, keyring);
      const audit = auditContextOf({ requestId: request.id, holderToken, clientAddress: request.ip, keyring });
      const outcome = await renewHold({ db, request: request.body, holderToken, now: clock(), audit });
      switch (outcome.kind) {
        case "unknown-hold":
        case "not-holder":
        case "expired":
        case "released":
        case "booked":
        case "limit-reached": {
          const refusal = RENEW_HOLD_REFUSALS[outcome.kind];
          return sendError(reply, refusal.status, refusal.message);
        }
        case "renewed":
          return {
            status: { code: "200", details: "OK" },
            result: {
              holdId: request.body.holdId,
              holdExpiresAt: outcome.holdExpiresAt.toISOString(),
              renewals: outcome.renewals,
              renewalsLeft: Math.max(0, MAX_HOLD_RENEWALS - outcome.renewals),
            },
          };
      }
    },
  );
}
