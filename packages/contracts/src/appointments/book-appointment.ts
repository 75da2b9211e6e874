import { z } from "zod";
import { envelopeSchema } from "../api/envelope.ts";
import {
  addressSchema,
  caseIdSchema,
  createPatientSchema,
  type PatientSchemaOptions,
  referralFields,
  todayHere,
} from "../patient/patient-schemas.ts";
import { BOOKING_REFUSED_MESSAGE, HONEYPOT_MAX_LENGTH } from "./booking-bot-checks.ts";
import { type CallRefusal, HOLD_GONE_MESSAGES, TIME_GONE_STATUS } from "./hold-refusals.ts";
import { HOUR_MINUTE_PATTERN, providerLocationIdSchema, YYYYMMDD_PATTERN } from "./hold-slot.ts";

/** POST /fadmaa/appointment/book: turn a live hold into a booking (spec booking §4 "Booking", §7). */
export const BOOK_APPOINTMENT_PATH = "/appointment/book";

/**
 * The book call's body. Patient, address and referral fields carry the spec's rules and messages;
 * `today` decides "not in the future" and "under 18" (the server passes its clock).
 */
export function createBookAppointmentRequestSchema(options: PatientSchemaOptions) {
  return z.object({
    appointmentId: z.string().min(1).max(200),
    appointmentTypeId: z.string().min(1).max(40),
    /** Sent as null by the spec's browser. */
    bookingType: z.string().max(40).nullish(),
    /** From the texting page configuration; kept with the patient record, not checked. */
    dateTimeOfAppointment: z.string().max(100).nullish(),
    holdId: z.string().min(1).max(100),
    patient: createPatientSchema(options),
    providerLocationId: providerLocationIdSchema,
    caseID: caseIdSchema,
    ...referralFields,
    source: z.string().max(40).nullish(),
    siteType: z.string().max(100).nullish(),
    address: addressSchema,
    /** The physician's NPI; when given it must be the physician of the held calendar. */
    npi: z
      .string()
      .regex(/^\d{10}$/, "must be 10 digits")
      .nullish(),
    /**
     * Ours: the patient form's honeypot (booking-bot-checks.ts HONEYPOT_FIELD), which people leave
     * empty because they never see it; the server refuses a book that carries anything in it.
     */
    website: z.string().max(HONEYPOT_MAX_LENGTH).nullish(),
  });
}

export const bookAppointmentRequestSchema = createBookAppointmentRequestSchema({ today: todayHere });
/** What the browser sends. */
export type BookAppointmentRequest = z.input<typeof bookAppointmentRequestSchema>;
/** What the server reads after the rules ran (blank optional fields are null). */
export type BookAppointmentInput = z.output<typeof bookAppointmentRequestSchema>;

/** A booked time as the confirmation and manage pages show it (the book answer and the booked call). */
export const bookedTimeSchema = z.object({
  calendarId: z.string(),
  appointmentTypeId: z.string(),
  /** Local day at the location, yyyymmdd. */
  day: z.string().regex(YYYYMMDD_PATTERN),
  /** Local start at the location, HH:mm. */
  startTime: z.string().regex(HOUR_MINUTE_PATTERN),
  /** The location's IANA time zone. */
  timeZone: z.string(),
  /** ISO 8601 instants. */
  start: z.string(),
  end: z.string(),
});

export const bookAppointmentResultSchema = z.object({
  bookingId: z.string(),
  /**
   * Ours (issue 20): the token that opens this booking again (booked-appointment.ts). The browser keeps it
   * only in the confirmation address's fragment; the server stores only its hash.
   */
  manageToken: z.string(),
  /** The calendar's text for this appointment type ("Things to Know Before You Visit"). */
  informationForConsumer: z.string(),
  /** The appointment's length, for the calendar file. */
  minutes: z.number().int(),
  /** Ours: what the confirmation screen shows, so it needs no other call. */
  appointment: bookedTimeSchema,
});
export type BookAppointmentResult = z.infer<typeof bookAppointmentResultSchema>;

export const bookAppointmentResponseSchema = envelopeSchema(bookAppointmentResultSchema);
export type BookAppointmentResponse = z.infer<typeof bookAppointmentResponseSchema>;

/** The book call's refusals (docs/api.md "Book an appointment"), by the booking's outcome. */
export const BOOK_APPOINTMENT_REFUSALS = {
  "unknown-hold": { status: TIME_GONE_STATUS.unknown, message: HOLD_GONE_MESSAGES.unknownHold },
  "wrong-physician": { status: 400, message: "body.npi: is not the physician of the held appointment's calendar" },
  expired: { status: TIME_GONE_STATUS.released, message: HOLD_GONE_MESSAGES.expired },
  released: { status: TIME_GONE_STATUS.released, message: HOLD_GONE_MESSAGES.released },
  "booked-otherwise": { status: TIME_GONE_STATUS.taken, message: HOLD_GONE_MESSAGES.booked },
  // Which bot check failed is the audit log's to know, not the caller's (decision 47).
  refused: { status: 422, message: BOOKING_REFUSED_MESSAGE },
} as const satisfies Record<string, CallRefusal>;
