import { API_BASE_PATH } from "@fad/contracts/api/envelope";
import {
  BOOKED_APPOINTMENT_MESSAGES,
  BOOKED_APPOINTMENT_PATH,
  type BookingAccess,
  bookedAppointmentResponseSchema,
  bookingAccessSchema,
  CANCEL_APPOINTMENT_PATH,
  RESCHEDULE_APPOINTMENT_PATH,
  rescheduleAppointmentRequestSchema,
} from "@fad/contracts/appointments/booked-appointment";
import { RATE_LIMIT_STATUS, RATE_LIMIT_TEXTS } from "@fad/contracts/messages/rate-limit-texts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type BookedRow, describeBooking, findBookedRow } from "../booked-appointments/find-booked-appointment.ts";
import { tokenOpens } from "../booked-appointments/manage-token.ts";
import { auditContextOf } from "../booking/booking-audit.ts";
import { holderTokenOf } from "../booking/holder-token.ts";
import type { Clock } from "../clock.ts";
import type { Database } from "../database/create-database.ts";
import { sendError } from "../http/api-errors.ts";
import { clientKeyOf } from "../http/rate-limits.ts";
import { PatientDataError, type PatientKeyring } from "../patient-data/patient-encryption.ts";
import { type ChangeOutcome, cancelBooking, rescheduleBooking } from "./change-booking.ts";
import { ManageRateLimit, setRateLimitHeaders } from "./manage-rate-limit.ts";

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
    const counted = await limit.count(clientKeyOf(request, keyring), clock());
    setRateLimitHeaders(reply, counted);
    if (counted.exceeded) {
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

  /** The booking's answer, as the three calls give it. */
  async function answer(request: FastifyRequest, reply: FastifyReply, row: BookedRow) {
    try {
      const { appointment } = await describeBooking({ db, keyring, row, now: clock() });
      return { status: { code: "200", details: "OK" }, result: appointment };
    } catch (error) {
      if (!(error instanceof PatientDataError)) throw error;
      // Written under a key no longer configured: the operator's to fix (docs/operations.md).
      request.log.error({ err: error }, "a booking's patient record could not be read");
      return sendError(reply, 404, BOOKED_APPOINTMENT_MESSAGES.notFound);
    }
  }

  async function answerChange(request: FastifyRequest, reply: FastifyReply, outcome: ChangeOutcome) {
    switch (outcome.kind) {
      case "changed":
        return answer(request, reply, outcome.row);
      case "past":
        return sendError(reply, 422, BOOKED_APPOINTMENT_MESSAGES.past);
      case "cancelled":
        return sendError(reply, 409, BOOKED_APPOINTMENT_MESSAGES.cancelled);
      case "changed-elsewhere":
        return sendError(reply, 409, BOOKED_APPOINTMENT_MESSAGES.changedElsewhere);
      case "other-calendar":
        return sendError(reply, 422, BOOKED_APPOINTMENT_MESSAGES.otherCalendar);
      case "hold-lost":
      // Only the clinic's move, which takes no hold, meets "taken" (decision 197); a patient's hold lost its time.
      case "taken":
        return sendError(reply, 410, BOOKED_APPOINTMENT_MESSAGES.holdLost);
    }
  }

  const contextOf = (request: FastifyRequest, row: BookedRow, token: string) => ({
    db,
    keyring,
    now: clock(),
    opened: row,
    token,
    audit: auditContextOf({
      requestId: request.id,
      holderToken: holderTokenOf(request, keyring),
      clientAddress: request.ip,
      keyring,
    }),
  });

  typed.post(
    `${API_BASE_PATH}${BOOKED_APPOINTMENT_PATH}`,
    { schema: { body: bookingAccessSchema, response: { 200: bookedAppointmentResponseSchema } } },
    async (request, reply) => {
      const row = await open(request, reply, request.body);
      return row ? answer(request, reply, row) : reply;
    },
  );

  typed.post(
    `${API_BASE_PATH}${CANCEL_APPOINTMENT_PATH}`,
    { schema: { body: bookingAccessSchema, response: { 200: bookedAppointmentResponseSchema } } },
    async (request, reply) => {
      const row = await open(request, reply, request.body);
      if (!row) return reply;
      return answerChange(request, reply, await cancelBooking(contextOf(request, row, request.body.token)));
    },
  );

  typed.post(
    `${API_BASE_PATH}${RESCHEDULE_APPOINTMENT_PATH}`,
    { schema: { body: rescheduleAppointmentRequestSchema, response: { 200: bookedAppointmentResponseSchema } } },
    async (request, reply) => {
      const row = await open(request, reply, request.body);
      if (!row) return reply;
      const outcome = await rescheduleBooking({
        ...contextOf(request, row, request.body.token),
        holdId: request.body.holdId,
        slotId: request.body.appointmentId,
        holderToken: holderTokenOf(request, keyring),
      });
      return answerChange(request, reply, outcome);
    },
  );
}
