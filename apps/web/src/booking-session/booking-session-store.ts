import type { BookAppointmentResult } from "@fad/contracts/appointments/book-appointment";
import type { Gender } from "@fad/contracts/patient/patient-field-rules";
import type { AppType } from "@fad/contracts/provider/app-type";
import type { Physician, ProviderLocation } from "@fad/contracts/provider/search-providers";
import { useSyncExternalStore } from "react";

/** Where the hold was started: the booking's Back and time-expired buttons go back there (spec booking §4). */
export type HoldOrigin = "profile" | "results";

/** The held time slot, as the calendar showed it. */
export interface HeldSlot {
  /** yyyymmdd, local to the location. */
  day: string;
  /** HH:mm, 24-hour. */
  startTime: string;
  /** Minutes. */
  duration: number;
  /** e.g. "9:00a". */
  twelveHourClockTime: string;
}

export interface BookingHold {
  holdId: string;
  appointmentId: string;
  slot: HeldSlot;
  calendarId: string;
  locationId: string;
  physicianUrlTitle: string;
  physicianNpi: string;
  /** The code of the type held (the server names it: the calendar's default when none was asked). */
  appointmentTypeCode: string;
  origin: HoldOrigin;
  /**
   * Epoch milliseconds: the session timer counts from here (spec booking §4 "Session timer"): the hold,
   * or its latest renewal ("Keep my time", decision 49), so the warning comes 10 minutes after either.
   */
  holdStartedAt: number;
  /** ISO 8601, from the hold answer (or the latest renewal's). */
  holdExpiresAt: string;
  /** Renewals the server still allows (absent: none used yet, so MAX_HOLD_RENEWALS). */
  renewalsLeft?: number;
}

/** Spec booking §4: Yes is 'Current Patient (visited within 3 years)', No is 'New Patient'. */
export type CurrentPatientAnswer = "Yes" | "No";

/** Step 1's answers (spec booking §2 Step 1, §4 "Patient type and appointment type"). */
export interface AppointmentChoice {
  currentPatient: CurrentPatientAnswer | null;
  /** null is 'Select Below'. */
  appointmentType: AppType | null;
  reasonForVisit: string;
}

/**
 * The patient form's draft (spec booking §3 Patient, Address, Referral), as typed. The minor flag is
 * not stored: it follows from the date of birth (isMinor in contracts).
 */
export interface PatientDraft {
  firstName: string;
  middleName: string;
  lastName: string;
  /** MM/DD/YYYY as typed. */
  dateOfBirth: string;
  gender: Gender | "";
  email: string;
  /** ###-###-#### as typed. */
  phoneNumber: string;
  parentOrGuardian: string;
  relationshipOfGuardian: string;
  /** The insurer's name ('No Insurance' included); "" when none chosen. */
  insuranceId: string;
  policyId: string;
  /** The email confirmation preference (sent as 'Email' or null). */
  emailConfirmation: boolean;
  address1: string;
  address2: string;
  city: string;
  /** Two-letter id. */
  state: string;
  zip: string;
  referredByName: string;
  referredByPhone: string;
}

export const EMPTY_PATIENT_DRAFT: PatientDraft = {
  firstName: "",
  middleName: "",
  lastName: "",
  dateOfBirth: "",
  gender: "",
  email: "",
  phoneNumber: "",
  parentOrGuardian: "",
  relationshipOfGuardian: "",
  insuranceId: "",
  policyId: "",
  emailConfirmation: false,
  address1: "",
  address2: "",
  city: "",
  state: "",
  zip: "",
  referredByName: "",
  referredByPhone: "",
};

export const EMPTY_APPOINTMENT_CHOICE: AppointmentChoice = {
  currentPatient: null,
  appointmentType: null,
  reasonForVisit: "",
};

/** What the confirmation screen shows after a booking (spec booking §2 "Confirmation screen"). */
export interface BookingConfirmation {
  result: BookAppointmentResult;
  physician: Physician;
  location: ProviderLocation;
  appointmentType: AppType | null;
  reasonForVisit: string;
  origin: HoldOrigin;
  texting: boolean;
}

export interface BookingSession {
  hold: BookingHold | null;
  choice: AppointmentChoice;
  patient: PatientDraft;
  /** The texting case id (caseID of the book call), from the texting configuration. */
  caseId: string | null;
  confirmation: BookingConfirmation | null;
  /**
   * The patient form's hidden honeypot (decision 47), sent with the book call: people never see it, so
   * it stays "" unless a bot filled it. Not patient data.
   */
  honeypot: string;
  /**
   * Bumped whenever step 1's slots must be fetched again (time expired, Refresh after a lost hold):
   * the calendar takes it as its reloadVersion and asks again in place, its times and focus kept.
   */
  slotsVersion: number;
}

const EMPTY_SESSION: BookingSession = {
  hold: null,
  choice: EMPTY_APPOINTMENT_CHOICE,
  patient: EMPTY_PATIENT_DRAFT,
  caseId: null,
  confirmation: null,
  honeypot: "",
  slotsVersion: 0,
};

/**
 * The booking session, in memory only: never written to storage, the address (except appt_id) or a
 * log. A module store read through useSyncExternalStore, so every screen sees one session.
 */
let session: BookingSession = EMPTY_SESSION;
const listeners = new Set<() => void>();

function update(next: BookingSession): void {
  session = next;
  for (const listener of listeners) listener();
}

export function getBookingSession(): BookingSession {
  return session;
}

export function subscribeToBookingSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A new hold replaces the old one (and so restarts the session timer). */
export function startHold(hold: BookingHold): void {
  update({ ...session, hold });
}

/**
 * The server kept the hold for longer (decision 49): the timer counts again from renewedAt. A renewal
 * answering after its hold was replaced or dropped changes nothing.
 */
export function renewStoredHold(
  holdId: string,
  renewal: { renewedAt: number; holdExpiresAt: string; renewalsLeft: number },
): void {
  if (session.hold?.holdId !== holdId) return;
  const { renewedAt, holdExpiresAt, renewalsLeft } = renewal;
  update({ ...session, hold: { ...session.hold, holdStartedAt: renewedAt, holdExpiresAt, renewalsLeft } });
}

/** The server refused to keep the hold longer: it stays until its expiry, with no renewal offered. */
export function markHoldRenewalsUsed(holdId: string): void {
  if (session.hold?.holdId !== holdId || session.hold.renewalsLeft === 0) return;
  update({ ...session, hold: { ...session.hold, renewalsLeft: 0 } });
}

/** Clears holdId, appointmentId and the held slot (hold failure, expiry, type or location change). */
export function clearHold(): void {
  if (session.hold) update({ ...session, hold: null });
}

/** Step 1's answers change; the caller applies the spec's resets (e.g. a new answer resets the type). */
export function updateAppointmentChoice(change: Partial<AppointmentChoice>): void {
  update({ ...session, choice: { ...session.choice, ...change } });
}

export function updatePatientDraft(change: Partial<PatientDraft>): void {
  update({ ...session, patient: { ...session.patient, ...change } });
}

export function setHoneypot(honeypot: string): void {
  if (session.honeypot !== honeypot) update({ ...session, honeypot });
}

export function setCaseId(caseId: string | null): void {
  if (session.caseId !== caseId) update({ ...session, caseId });
}

/** Step 1's calendar fetches its slots again. */
export function reloadSlots(): void {
  update({ ...session, slotsVersion: session.slotsVersion + 1 });
}

/** The booking succeeded: the hold is spent, the confirmation has what it shows. */
export function confirmBooking(confirmation: BookingConfirmation): void {
  update({ ...session, hold: null, confirmation });
}

/** Leaving the confirmation screen clears holdId, bookingId and appointmentId (spec booking §2). */
export function leaveConfirmation(): void {
  if (session.hold || session.confirmation) update({ ...session, hold: null, confirmation: null });
}

/** Back to an empty session (tests, and a new visit). */
export function resetBookingSession(): void {
  update(EMPTY_SESSION);
}

export function useBookingSession(): BookingSession {
  return useSyncExternalStore(subscribeToBookingSession, getBookingSession, getBookingSession);
}
