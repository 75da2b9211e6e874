import { API_BASE_PATH } from "@fad/contracts/api/envelope";
import {
  BOOKED_APPOINTMENT_MESSAGES,
  BOOKED_APPOINTMENT_PATH,
  type BookingAccess,
  bookedAppointmentResponseSchema,
  bookingAccessSchema,
} from "@fad/contracts/appointments/booked-appointment";
import { RATE_LIMIT_STATUS, RATE_LIMIT_TEXTS } from "@fad/contracts/messages/rate-limit-texts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Clock } from "../app.ts";
import { clientReference } from "../booking/booking-audit.ts";
import { PatientDataError, type PatientKeyring } from "../booking/patient-encryption.ts";
import type { Database } from "../database/create-database.ts";
import { sendError } from "../http/api-errors.ts";
import { type BookedRow, describeBooking, findBookedRow } from "./find-booked-appointment.ts";
import { ManageRateLimit } from "./manage-rate-limit.ts";
import { tokenOpens } from "./manage-token.ts";

export interface ManageRouteOptions {
  db: Database;
  clock: Clock;
  keyring: PatientKeyring;
  /** Manage calls per client address per minute, counted in the database (FAD_MANAGE_RATE_LIMIT). */
  managePerMinute: number;
}

/**
 * The booking to the holder of its token (docs/api.md "Manage a booking", docs/decisions.md 80). Every
 * call first counts against the client's limit in the database, then opens the booking: an unknown
 * reference and a wrong token answer the same 404.
 */
export async function manageRoutes(app: FastifyInstance, options: ManageRouteOptions): Promise<void> {
  const { db, clock, keyring } = options;
  const limit = new ManageRateLimit(db, options.managePerMinute);
  const typed = app.withTypeProvider<ZodTypeProvider>();

  /** The row the access opens, or null after the refusal was sent. */
  async function open(request: FastifyRequest, reply: FastifyReply, access: BookingAccess): Promise<BookedRow | null> {
    const wait = await limit.exceeded(clientReference(keyring, request.ip), clock());
    if (wait !== null) {
      reply.header("retry-after", String(wait));
      sendError(reply, RATE_LIMIT_STATUS, RATE_LIMIT_TEXTS.tooManyRequests);
      return null;
    }
    const row = await findBookedRow(db, access.bookingId);
    if (!tokenOpens(access.token, row?.manageTokenHash ?? null) || !row) {
      sendError(reply, 404, BOOKED_APPOINTMENT_MESSAGES.notFound);
      return null;
    }
    return row;
  }

  typed.post(
    `${API_BASE_PATH}${BOOKED_APPOINTMENT_PATH}`,
    { schema: { body: bookingAccessSchema, response: { 200: bookedAppointmentResponseSchema } } },
    async (request, reply) => {
      const row = await open(request, reply, request.body);
      if (!row) return reply;
      try {
        const { appointment } = await describeBooking({ db, keyring, row, now: clock() });
        return { status: { code: "200", details: "OK" }, result: appointment };
      } catch (error) {
        if (!(error instanceof PatientDataError)) throw error;
        // Written under a key no longer configured: the operator's to fix (docs/operations.md).
        request.log.error({ err: error }, "a booking's patient record could not be read");
        return sendError(reply, 404, BOOKED_APPOINTMENT_MESSAGES.notFound);
      }
    },
  );
}
