import { z } from "zod";
import { envelopeSchema } from "../api/envelope.ts";

/**
 * The staff console's calls (issue 33, docs/decisions.md 160-163): the clinic's own people, signed in
 * through the network's identity provider, reading and changing the bookings of the locations they serve.
 */

export const STAFF_PATHS = {
  /** The console's page (its own entry of the web build: patient pages never load it). */
  page: "/staff",
  signIn: "/staff/sign-in",
  callback: "/staff/sign-in/callback",
  signOut: "/fadmaa/staff/sign-out",
  session: "/fadmaa/staff/session",
  dayBookings: "/fadmaa/staff/bookings/day",
  /** The same day as a CSV file. */
  dayCsv: "/fadmaa/staff/bookings/day.csv",
  booking: (bookingId: string) => `/fadmaa/staff/bookings/${encodeURIComponent(bookingId)}`,
  cancel: (bookingId: string) => `/fadmaa/staff/bookings/${encodeURIComponent(bookingId)}/cancel`,
  arrival: (bookingId: string) => `/fadmaa/staff/bookings/${encodeURIComponent(bookingId)}/arrival`,
  /** The internal note and "entered in the EHR" (decision 167). */
  note: (bookingId: string) => `/fadmaa/staff/bookings/${encodeURIComponent(bookingId)}/note`,
  ehrEntered: (bookingId: string) => `/fadmaa/staff/bookings/${encodeURIComponent(bookingId)}/ehr-entered`,
  /** The open times a booking can be moved to on one day, and the move itself (decision 197). */
  openTimes: (bookingId: string, day: string) =>
    `/fadmaa/staff/bookings/${encodeURIComponent(bookingId)}/open-times?day=${encodeURIComponent(day)}`,
  reschedule: (bookingId: string) => `/fadmaa/staff/bookings/${encodeURIComponent(bookingId)}/reschedule`,
} as const;

/**
 * The console's address that opens one booking (`/staff?booking=FAD-…`): the staff email per booking links
 * to it (decision 195). A confirmation number only, never patient data; the console takes it out of the
 * address once read and opens the booking after sign-in (an audited view).
 */
export const STAFF_BOOKING_LINK_PARAM = "booking";

/** The header every change carries with the session's CSRF token (decision 161). */
export const STAFF_CSRF_HEADER = "x-fad-csrf";

/** What a person may do, from the identity provider's claims through the documented mapping (decision 162). */
export const STAFF_ROLES = ["front-desk", "scheduling-admin", "auditor"] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const STAFF_ROLE_NAMES: Record<StaffRole, string> = {
  "front-desk": "Front desk",
  "scheduling-admin": "Scheduling administrator",
  auditor: "Auditor",
};

export const staffSessionSchema = z.object({
  name: z.string(),
  roles: z.array(staffRoleSchema),
  locations: z.array(z.object({ id: z.string(), name: z.string(), timeZone: z.string() })),
  csrfToken: z.string(),
  idleMinutes: z.number().int(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;
export const staffSessionResponseSchema = envelopeSchema(staffSessionSchema);

/** YYYY-MM-DD, a calendar day in the location's own time zone. */
/** A day that exists in the calendar (2026-02-30 does not), as YYYY-MM-DD: the database is never asked for another. */
export const staffDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a day as YYYY-MM-DD")
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
  }, "must be a day of the calendar");

export const dayBookingsQuerySchema = z.object({
  locationId: z.string().trim().min(1).max(40),
  day: staffDaySchema,
  /** One doctor's bookings of the day only (the per-doctor view, decision 196): ten digits. */
  physicianNpi: z
    .string()
    .regex(/^\d{10}$/, "must be an NPI of ten digits")
    .optional(),
});

export const staffBookingStatusSchema = z.enum(["booked", "cancelled"]);

export const dayBookingSchema = z.object({
  bookingId: z.string(),
  status: staffBookingStatusSchema,
  start: z.string(),
  end: z.string(),
  /** Wall-clock start in the location's zone, e.g. "9:20 AM". */
  startTime: z.string(),
  patientName: z.string(),
  physicianName: z.string(),
  appointmentType: z.string(),
  /** The front desk's mark once the time has started (decision 165); null until then. */
  arrival: z.enum(["arrived", "no-show"]).nullable(),
  /** The front desk marked it entered in the EHR (decision 167). */
  ehrEntered: z.boolean(),
});
export type DayBooking = z.infer<typeof dayBookingSchema>;

/** How the console, the CSV and the day sheet name a booking's state. */
export function bookingStatusLabel(booking: Pick<DayBooking, "status" | "arrival">): string {
  if (booking.status === "cancelled") return "Cancelled";
  if (booking.arrival === "arrived") return "Arrived";
  if (booking.arrival === "no-show") return "No-show";
  return "Booked";
}

export const dayBookingsSchema = z.object({
  location: z.object({ id: z.string(), name: z.string(), timeZone: z.string() }),
  day: staffDaySchema,
  bookings: z.array(dayBookingSchema),
});
export type DayBookings = z.infer<typeof dayBookingsSchema>;
export const dayBookingsResponseSchema = envelopeSchema(dayBookingsSchema);

export const staffBookingDetailSchema = dayBookingSchema.extend({
  day: z.string(),
  /** The same day as YYYY-MM-DD at the location: where the move form starts (decision 197). */
  calendarDay: staffDaySchema,
  locationId: z.string(),
  locationName: z.string(),
  past: z.boolean(),
  patient: z.object({
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    email: z.string().nullable(),
    parentOrGuardian: z.string().nullable(),
    /** The language they booked in (decision 177): the desk calls and writes in it. */
    language: z.enum(["en", "es"]),
  }),
  reasonForVisit: z.string(),
  minutes: z.number().int(),
  /** The front desk's internal note (decision 167): who wrote it last and when (ISO). */
  note: z.object({ text: z.string(), byName: z.string(), at: z.string() }).nullable(),
  /** "Entered in the EHR": who marked it and when (ISO). */
  ehrEntry: z.object({ byName: z.string(), at: z.string() }).nullable(),
});
export type StaffBookingDetail = z.infer<typeof staffBookingDetailSchema>;
export const staffBookingDetailResponseSchema = envelopeSchema(staffBookingDetailSchema);

/** A cancellation's reason: required, short, kept encrypted with the audit row (decision 163). */
export const STAFF_CANCEL_REASON_MAX = 300;
export const staffCancelRequestSchema = z.object({
  reason: z.string().trim().min(3, "reason must be at least 3 characters").max(STAFF_CANCEL_REASON_MAX),
});
export type StaffCancelRequest = z.infer<typeof staffCancelRequestSchema>;

/** The day whose open times the desk asks for, to move a booking to one (decision 197). */
export const staffOpenTimesQuerySchema = z.object({ day: staffDaySchema });

/** One open time of the booking's calendar and type: the slot id to move to, and its local start. */
export const staffOpenTimeSchema = z.object({
  slotId: z.string(),
  /** ISO instant of the start. */
  start: z.string(),
  /** Wall-clock start in the location's zone, e.g. "9:20 AM". */
  startTime: z.string(),
  minutes: z.number().int(),
});
export type StaffOpenTime = z.infer<typeof staffOpenTimeSchema>;
export const staffOpenTimesSchema = z.object({ day: staffDaySchema, times: z.array(staffOpenTimeSchema) });
export type StaffOpenTimes = z.infer<typeof staffOpenTimesSchema>;
export const staffOpenTimesResponseSchema = envelopeSchema(staffOpenTimesSchema);

/** A move's reason: optional, short, kept encrypted with the audit row as a cancellation's is. */
export const STAFF_RESCHEDULE_REASON_MAX = STAFF_CANCEL_REASON_MAX;
export const staffRescheduleRequestSchema = z.object({
  /** An open time's slotId, as the open times gave it. */
  slotId: z.string().trim().min(1).max(200),
  reason: z.string().trim().max(STAFF_RESCHEDULE_REASON_MAX).optional(),
});
export type StaffRescheduleRequest = z.infer<typeof staffRescheduleRequestSchema>;

/** The console's words for moving a booking (decision 197). */
export const STAFF_RESCHEDULE_TEXTS = {
  heading: "Move to another time",
  explanation:
    "The open times of this doctor's calendar for this appointment type. The patient is emailed the new time and the EHR is told.",
  dayLabel: "Day",
  showTimes: "Show open times",
  loading: "Loading the open times…",
  timesLegend: (day: string) => `Open times on ${day}`,
  timesFound: (count: number, day: string) =>
    count === 0 ? `No open times on ${day}.` : `${count} open ${count === 1 ? "time" : "times"} on ${day}.`,
  reasonLabel: "Reason for moving (optional, kept in the audit)",
  move: "Move the appointment",
  chooseTime: "Choose one of the open times.",
  moved: (when: string) => `The appointment is moved to ${when}. The patient is sent the new time.`,
} as const;

/** An internal note: at most this long; an empty note removes it (decision 167). */
export const STAFF_NOTE_MAX = 1000;
export const staffNoteRequestSchema = z.object({ note: z.string().trim().max(STAFF_NOTE_MAX) });
export type StaffNoteRequest = z.infer<typeof staffNoteRequestSchema>;

/** "Entered in the EHR" set or taken back (decision 167). */
export const staffEhrEnteredRequestSchema = z.object({ entered: z.boolean() });

/** Arrived or no-show, once the appointment's time has started (decision 165). */
export const staffArrivalRequestSchema = z.object({ arrival: z.enum(["arrived", "no-show"]) });
export type StaffArrivalRequest = z.infer<typeof staffArrivalRequestSchema>;

export const staffSignOutResponseSchema = envelopeSchema(
  z.object({
    /** The provider's end-session address when it has one: the console goes there next. */
    endSessionUrl: z.string().nullable(),
  }),
);

export const STAFF_MESSAGES = {
  signedOut: "Your session has ended: sign in again.",
  forbiddenRole: "Your role does not allow this.",
  badCsrf: "This change did not come from the console's own page: reload it and try again.",
  bookingNotFound: "No booking with that confirmation number at your locations.",
  locationNotFound: "No such location among the ones you serve.",
  past: "The appointment has started or passed and can no longer be cancelled here.",
  alreadyCancelled: "The booking is already cancelled.",
  pastMove: "The appointment has started or passed and can no longer be moved here.",
  cancelledMove: "The booking is cancelled: a cancelled booking cannot be moved.",
  movedElsewhere: "The booking was changed meanwhile: open it again to see its time.",
  timeTaken: "That time was taken meanwhile: the booking was not moved. Choose another time.",
  timeNotOpen: "That time is not an open time of this doctor's calendar for this appointment type.",
  notStarted: "The appointment's time has not started yet: arrival can be marked from its start.",
  arrivalMarked: "This booking's arrival is already marked, or it is no longer booked.",
  unreadable: "This booking's patient record cannot be read (the operator must configure its key).",
} as const;

/** A booking's language as the console names it. */
export const PATIENT_LANGUAGE_NAMES = { en: "English", es: "Spanish (booked on the Spanish site)" } as const;
