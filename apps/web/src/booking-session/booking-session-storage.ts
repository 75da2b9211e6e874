import { appTypeSchema } from "@fad/contracts/provider/app-type";
import { visitSchema } from "@fad/contracts/provider/visit";
import { BOOKING_DRAFT_IDLE_MINUTES, BOOKING_DRAFT_KEY } from "@fad/contracts/session/session-keys";
import { z } from "zod";
import type { BookingHold, BookingSession } from "./booking-session.ts";

/**
 * The booking in progress in this tab's session storage (decision 77), so a reload or a reopened tab
 * resumes it: the hold, step 1's answers and the patient draft. Tab-scoped (sessionStorage: another tab
 * or a closed browser sees nothing), with its own expiry: the live hold's, or without a hold
 * BOOKING_DRAFT_IDLE_MINUTES after the last change. Deleted at confirmation and at the hold's expiry;
 * an expired or unreadable record is deleted when read. Never the address, never a log.
 */

const text = (max: number) => z.string().max(max);

const heldSlotSchema = z.object({
  day: z.string().regex(/^\d{8}$/),
  startTime: z.string().regex(/^\d{2}:\d{2}$/),
  duration: z.number().int().positive(),
  twelveHourClockTime: text(20),
});

const holdSchema = z.object({
  holdId: text(100).min(1),
  appointmentId: text(200).min(1),
  slot: heldSlotSchema,
  calendarId: text(100),
  locationId: text(100),
  physicianUrlTitle: text(200),
  physicianNpi: text(20),
  appointmentTypeCode: text(40),
  origin: z.enum(["profile", "results"]),
  holdStartedAt: z.number(),
  holdExpiresAt: text(40),
  renewalsLeft: z.number().int().min(0).optional(),
  visit: visitSchema.optional(),
}) satisfies z.ZodType<BookingHold>;

const choiceSchema = z.object({
  currentPatient: z.enum(["Yes", "No"]).nullable(),
  appointmentType: appTypeSchema.nullable(),
  reasonForVisit: text(1000),
  locationId: text(100).nullable(),
});

const patientSchema = z.object({
  firstName: text(200),
  middleName: text(200),
  lastName: text(200),
  dateOfBirth: text(20),
  gender: z.enum(["Female", "Male", ""]),
  email: text(400),
  phoneNumber: text(20),
  parentOrGuardian: text(200),
  relationshipOfGuardian: text(200),
  insuranceId: text(200),
  policyId: text(200),
  emailConfirmation: z.boolean(),
  address1: text(200),
  address2: text(200),
  city: text(200),
  state: text(2),
  zip: text(10),
  referredByName: text(200),
  referredByPhone: text(20),
});

const storedBookingSchema = z.object({
  physicianUrlTitle: text(200),
  expiresAt: z.number(),
  hold: holdSchema.nullable(),
  choice: choiceSchema,
  patient: patientSchema,
});

export type StoredBooking = z.infer<typeof storedBookingSchema>;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the booking of this physician until the hold's expiry, or an idle while with no hold. */
export function saveStoredBooking(session: BookingSession, physicianUrlTitle: string, now = Date.now()): void {
  const hold = session.hold?.physicianUrlTitle === physicianUrlTitle ? session.hold : null;
  const expiresAt = hold ? Date.parse(hold.holdExpiresAt) : now + BOOKING_DRAFT_IDLE_MINUTES * 60_000;
  const record: StoredBooking = {
    physicianUrlTitle,
    expiresAt,
    hold,
    choice: session.choice,
    patient: session.patient,
  };
  try {
    storage()?.setItem(BOOKING_DRAFT_KEY, JSON.stringify(record));
  } catch {
    // storage full or blocked: the booking lasts only for this page, as before
  }
}

/** The stored booking, when there is one that has not expired; anything else is deleted. */
export function readStoredBooking(now = Date.now()): StoredBooking | null {
  const raw = (() => {
    try {
      return storage()?.getItem(BOOKING_DRAFT_KEY) ?? null;
    } catch {
      return null;
    }
  })();
  if (raw === null) return null;
  let parsed: StoredBooking | null = null;
  try {
    const result = storedBookingSchema.safeParse(JSON.parse(raw));
    parsed = result.success ? result.data : null;
  } catch {
    parsed = null;
  }
  const holdLive = parsed?.hold ? Date.parse(parsed.hold.holdExpiresAt) > now : true;
  if (!parsed || parsed.expiresAt <= now || !holdLive) {
    deleteStoredBooking();
    return null;
  }
  return parsed;
}

export function deleteStoredBooking(): void {
  try {
    storage()?.removeItem(BOOKING_DRAFT_KEY);
  } catch {
    // nothing stored that could be read
  }
}
