import { API_BASE_PATH } from "@fad/contracts/api/envelope";
import {
  BOOK_APPOINTMENT_PATH,
  BOOK_APPOINTMENT_REFUSALS,
  bookAppointmentResponseSchema,
  createBookAppointmentRequestSchema,
} from "@fad/contracts/appointments/book-appointment";
import {
  HOLD_SLOT_PATH,
  HOLD_SLOT_REFUSALS,
  holdSlotRequestSchema,
  holdSlotResponseSchema,
  slotMismatchRefusal,
} from "@fad/contracts/appointments/hold-slot";
import { HOLD_LIMIT_STATUS, HOLDER_MESSAGES, NO_HOLDER_STATUS } from "@fad/contracts/appointments/holder";
import { calendarDateAt, LATEST_TIME_ZONE } from "@fad/contracts/patient/date-of-birth";
import { NEW_PATIENTS_NOT_TAKEN_REFUSAL } from "@fad/contracts/provider/new-patients";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Clock } from "../clock.ts";
import { HOLD_LIMIT_DEFAULTS } from "../config/hold-limit-defaults.ts";
import { BOOKING_RATE_LIMIT_DEFAULTS, type ServerConfig } from "../config/server-config.ts";
import type { Database } from "../database/create-database.ts";
import { sendError } from "../http/api-errors.ts";
import { limitPerMinute } from "../http/rate-limits.ts";
import type { PatientKeyring } from "../patient-data/patient-encryption.ts";
import { bookAppointment } from "./book-appointment.ts";
import { auditContextOf } from "./booking-audit.ts";
import { bookingLanguageOf } from "./booking-language.ts";
import { holdSlot } from "./hold-slot.ts";
import { holderTokenOf, setHolderCookie } from "./holder-token.ts";

export interface BookingRouteOptions {
  db: Database;
  clock: Clock;
  /** The server's keyring (app.ts loads it once): patient records and the audit's client references. */
  keyring: PatientKeyring;
  config: Partial<Pick<ServerConfig, "rateLimits" | "bookMinFillSeconds" | "holdLimits">>;
}

/** POST /fadmaa/appointment/hold and /book (docs/api.md), each behind its own rate limit. */
export async function bookingRoutes(app: FastifyInstance, options: BookingRouteOptions): Promise<void> {
  const limits = options.config.rateLimits ?? BOOKING_RATE_LIMIT_DEFAULTS;
  holdSlotRoute(app, options, limits.holdPerMinute);
  bookAppointmentRoute(app, options, limits.bookPerMinute);
}

/** POST /fadmaa/appointment/hold: the visitor's holder holds a slot, or is told why not. */
function holdSlotRoute(app: FastifyInstance, options: BookingRouteOptions, perMinute: number): void {
  const { db, clock, keyring } = options;
  app.withTypeProvider<ZodTypeProvider>().post(
    `${API_BASE_PATH}${HOLD_SLOT_PATH}`,
    {
      schema: { body: holdSlotRequestSchema, response: { 200: holdSlotResponseSchema } },
      config: limitPerMinute(perMinute),
    },
    async (request, reply) => {
      const holderToken = holderTokenOf(request, keyring);
      const audit = auditContextOf({
        requestId: request.id,
        holderToken,
        clientAddress: request.ip,
        keyring,
      });
      const outcome = await holdSlot({
        db,
        request: request.body,
        holderToken,
        now: clock(),
        audit,
        limits: options.config.holdLimits ?? HOLD_LIMIT_DEFAULTS,
      });
      switch (outcome.kind) {
        case "no-holder":
          return sendError(reply, NO_HOLDER_STATUS, HOLDER_MESSAGES.noHolder);
        case "limit-reached":
          return sendError(reply, HOLD_LIMIT_STATUS, HOLDER_MESSAGES.tooManyHolds);
        case "new-patients-not-taken":
          return sendError(reply, NEW_PATIENTS_NOT_TAKEN_REFUSAL.status, NEW_PATIENTS_NOT_TAKEN_REFUSAL.message);
        case "unknown-slot":
        case "taken": {
          const refusal = HOLD_SLOT_REFUSALS[outcome.kind];
          return sendError(reply, refusal.status, refusal.message);
        }
        case "mismatch": {
          const refusal = slotMismatchRefusal(outcome.field, outcome.expected);
          return sendError(reply, refusal.status, refusal.message);
        }
        case "held":
          // The holder the hold was made for (header or cookie) stays the page's cookie too.
          if (holderToken !== null) setHolderCookie(request, reply, holderToken);
          return {
            status: { code: "200", details: "OK" },
            result: {
              holdId: outcome.holdId,
              holdExpiresAt: outcome.holdExpiresAt.toISOString(),
              appointmentTypeId: outcome.appointmentTypeId,
            },
          };
      }
    },
  );
}

/** POST /fadmaa/appointment/book: the held slot booked with the patient's details, or refused. */
function bookAppointmentRoute(app: FastifyInstance, options: BookingRouteOptions, perMinute: number): void {
  const { db, clock, keyring } = options;
  // The birth-date rules read today at each request from the app's clock, on the latest calendar day
  // anywhere, so no visitor's "today" is refused as the future.
  const bookBodySchema = createBookAppointmentRequestSchema({
    today: () => calendarDateAt(clock(), LATEST_TIME_ZONE),
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    `${API_BASE_PATH}${BOOK_APPOINTMENT_PATH}`,
    {
      schema: { body: bookBodySchema, response: { 200: bookAppointmentResponseSchema } },
      config: limitPerMinute(perMinute),
    },
    async (request, reply) => {
      const audit = auditContextOf({
        requestId: request.id,
        holderToken: holderTokenOf(request, keyring),
        clientAddress: request.ip,
        keyring,
      });
      const outcome = await bookAppointment({
        db,
        request: request.body,
        language: bookingLanguageOf(request),
        keyring,
        now: clock(),
        audit,
        ...(options.config.bookMinFillSeconds === undefined
          ? {}
          : { minFillSeconds: options.config.bookMinFillSeconds }),
      });
      switch (outcome.kind) {
        case "unknown-hold":
        case "wrong-physician":
        case "expired":
        case "released":
        case "booked-otherwise":
        case "refused": {
          const refusal = BOOK_APPOINTMENT_REFUSALS[outcome.kind];
          return sendError(reply, refusal.status, refusal.message);
        }
        case "new-patients-not-taken":
          return sendError(reply, NEW_PATIENTS_NOT_TAKEN_REFUSAL.status, NEW_PATIENTS_NOT_TAKEN_REFUSAL.message);
        case "booked":
          return { status: { code: "200", details: "OK" }, result: outcome.result };
      }
    },
  );
}
