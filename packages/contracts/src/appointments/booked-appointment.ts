import { z } from "zod";
import { envelopeSchema } from "../api/envelope.ts";
import { bookedTimeSchema } from "./book-appointment.ts";

/**
 * A booking the patient can come back to (ours, issue 20; docs/decisions.md 80): the book answer
 * carries a manage token, and the booking reference with that token opens the booking again, cancels it
 * or moves it. The token is 256 bits in base64url; the server keeps only its SHA-256.
 */
export const BOOKING_ID_PATTERN = /^FAD-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
export const MANAGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** POST /fadmaa/appointment/booked: the booking, to the holder of its token. */
export const BOOKED_APPOINTMENT_PATH = "/appointment/booked";
/** POST /fadmaa/appointment/cancel: cancel a booking not yet started. */
export const CANCEL_APPOINTMENT_PATH = "/appointment/cancel";
/** POST /fadmaa/appointment/reschedule: swap a booking for a time held on the same calendar and type. */
export const RESCHEDULE_APPOINTMENT_PATH = "/appointment/reschedule";

/**
 * The booking reference and its token. Sent in a body, never in a query string, so neither lands in a
 * request log line; the browser keeps the token in the address's fragment, which is never sent.
 */
export const bookingAccessSchema = z.object({
  bookingId: z.string().max(40).regex(BOOKING_ID_PATTERN, "is not a booking reference"),
  token: z.string().max(64).regex(MANAGE_TOKEN_PATTERN, "is not a manage token"),
});
export type BookingAccess = z.infer<typeof bookingAccessSchema>;

export const rescheduleAppointmentRequestSchema = bookingAccessSchema.extend({
  /** The hold on the new time (the hold call's holdId), made first by the same visitor. */
  holdId: z.string().min(1).max(100),
  /** The new time's slot id, as held. */
  appointmentId: z.string().min(1).max(200),
});
export type RescheduleAppointmentRequest = z.infer<typeof rescheduleAppointmentRequestSchema>;

export const BOOKED_APPOINTMENT_STATUSES = ["booked", "cancelled"] as const;

export const bookedAppointmentSchema = z.object({
  bookingId: z.string(),
  status: z.enum(BOOKED_APPOINTMENT_STATUSES),
  /** The appointment has started (on the server's clock): it can no longer be cancelled or moved. */
  past: z.boolean(),
  /** Whose appointment it is: the patient's name, and the parent or guardian who booked for a minor. */
  patient: z.object({
    firstName: z.string(),
    lastName: z.string(),
    parentOrGuardian: z.string().nullable(),
  }),
  physician: z.object({
    physicianNpi: z.string(),
    physicianFirstName: z.string(),
    physicianMiddleInitial: z.string().nullable(),
    physicianLastName: z.string(),
    physicianDesignation: z.string(),
    physicianPhotoUrl: z.string().nullable(),
    urlTitle: z.string(),
  }),
  location: z.object({
    id: z.string(),
    name: z.string(),
    street: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    phone: z.string().nullable(),
    relatedContactCenterPhoneNumber: z.string().nullable(),
    providerLocationId: z.number().int(),
    mhdCalendarId: z.string(),
    providerLocationCOID: z.string(),
    timeZone: z.string(),
  }),
  appointmentType: z.object({
    code: z.string(),
    friendlyName2: z.string(),
    /** A telehealth visit (friendlyName2 'telehealth', spec booking §2): no map, the video link comes by message. */
    telehealth: z.boolean(),
  }),
  reasonForVisit: z.string(),
  informationForConsumer: z.string(),
  minutes: z.number().int(),
  appointment: bookedTimeSchema,
  /** How many times the booking was moved to another time (0 as booked). */
  revision: z.number().int().min(0),
  /** An email confirmation was asked for (an address was given and Email chosen). */
  emailConfirmation: z.boolean(),
});
export type BookedAppointment = z.infer<typeof bookedAppointmentSchema>;

export const bookedAppointmentResponseSchema = envelopeSchema(bookedAppointmentSchema);
export type BookedAppointmentResponse = z.infer<typeof bookedAppointmentResponseSchema>;

/** The refusals (status.details) of the three calls. */
export const BOOKED_APPOINTMENT_MESSAGES = {
  /** An unknown reference and a wrong token answer alike (404), so neither can be told from the other. */
  notFound: "We could not find this appointment. Please check the link in your confirmation.",
  past: "This appointment has already started or passed, so it can no longer be changed online. Please call the location.",
  cancelled: "This appointment has been cancelled, so it can no longer be changed.",
  /**
   * Cancel or reschedule: another change of the same booking (another tab or device) came first and
   * moved it; this one changed nothing (409, issue 38).
   */
  changedElsewhere:
    "This appointment was just changed in another window or on another device, so your change was not made. Please reload the page to see the appointment as it is now.",
  /** Reschedule: the new time is not of the same physician, location and appointment type. */
  otherCalendar: "The new time must be with the same doctor, at the same location, for the same appointment type.",
  /** Reschedule: the hold on the new time is unknown, ran out or was released. */
  holdLost: "The new time is no longer held for you. Please choose a time again.",
} as const;
