import {
  HELD_EHR_MESSAGE_PATHS,
  HELD_EHR_MESSAGE_TEXTS,
  heldEhrMessageParamsSchema,
  heldEhrMessagesQuerySchema,
  heldEhrMessagesResponseSchema,
  sentAgainResponseSchema,
} from "@fad/contracts/staff/held-ehr-messages";
import { STAFF_MESSAGES } from "@fad/contracts/staff/staff-console";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Clock } from "../../clock.ts";
import type { Database } from "../../database/create-database.ts";
import { sendError } from "../../http/api-errors.ts";
import type { PatientKeyring } from "../../patient-data/patient-encryption.ts";
import { findOwnLocation } from "../front-desk-bookings.ts";
import { recordStaffAudit } from "../staff-audit.ts";
import { requireStaff } from "../staff-guard.ts";
import type { SessionLimits } from "../staff-sessions.ts";
import { findHeldEhrMessages, sendHeldEhrMessageAgain } from "./held-ehr-messages.ts";

const OK = { code: "200", details: "OK" } as const;

/**
 * The front desk's view of its location's messages to the EHR that are held (decision 181), and sending
 * one again. The list holds no patient data (confirmation numbers, times, doctors, the engine's codes);
 * sending again is a change: CSRF, the booking's location among the session's, audited.
 */
export function heldEhrMessageRoutes(
  app: FastifyInstance,
  options: { db: Database; clock: Clock; keyring: PatientKeyring; limits: SessionLimits },
): void {
  const { db, clock, keyring, limits } = options;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    HELD_EHR_MESSAGE_PATHS.held,
    { schema: { querystring: heldEhrMessagesQuerySchema } },
    async (request, reply) => {
      const now = clock();
      const session = await requireStaff(request, reply, { db, now, limits, role: "front-desk", change: false });
      if (!session) return reply;
      const { locationId } = request.query;
      const location = await findOwnLocation(db, session.locations, locationId);
      if (!location) return sendError(reply, 404, STAFF_MESSAGES.locationNotFound);
      const messages = await findHeldEhrMessages(db, { locationId: location.id, timeZone: location.timeZone });
      return heldEhrMessagesResponseSchema.parse({ status: OK, result: { messages } });
    },
  );

  typed.post(
    "/fadmaa/staff/ehr-messages/:messageId/send-again",
    { schema: { params: heldEhrMessageParamsSchema } },
    async (request, reply) => {
      const now = clock();
      const session = await requireStaff(request, reply, { db, now, limits, role: "front-desk", change: true });
      if (!session) return reply;
      const { messageId } = request.params;
      const audit = { request, keyring, now, actor: session };
      const outcome = await sendHeldEhrMessageAgain(db, { messageId, locationIds: session.locations, now });
      if (outcome.kind === "not-held") {
        await recordStaffAudit(db, audit, { action: "send-ehr-message-again", outcome: `not-held ${messageId}` });
        return sendError(reply, 404, HELD_EHR_MESSAGE_TEXTS.notHeld);
      }
      const entry = {
        action: "send-ehr-message-again" as const,
        bookingId: outcome.bookingId,
        locationId: outcome.locationId,
      };
      if (outcome.kind === "superseded") {
        await recordStaffAudit(db, audit, { ...entry, outcome: `superseded ${messageId}` });
        return sendError(reply, 409, HELD_EHR_MESSAGE_TEXTS.superseded);
      }
      await recordStaffAudit(db, audit, { ...entry, outcome: `queued ${messageId}` });
      return sentAgainResponseSchema.parse({ status: OK, result: { messageId } });
    },
  );
}
