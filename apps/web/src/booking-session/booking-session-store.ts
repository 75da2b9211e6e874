import { useSyncExternalStore } from "react";
import {
  type AppointmentChoice,
  type BookingConfirmation,
  type BookingHold,
  type BookingSession,
  EMPTY_APPOINTMENT_CHOICE,
  EMPTY_PATIENT_DRAFT,
  type HeldTimeConflict,
  type HoldNotice,
  type PatientDraft,
} from "./booking-session.ts";
import { deleteStoredBooking, readStoredBooking, saveStoredBooking } from "./booking-session-storage.ts";

const EMPTY_SESSION: BookingSession = {
  hold: null,
  choice: EMPTY_APPOINTMENT_CHOICE,
  patient: EMPTY_PATIENT_DRAFT,
  caseId: null,
  confirmation: null,
  honeypot: "",
  slotsVersion: 0,
  holdNotice: null,
  heldTimeConflict: null,
};

/**
 * The booking session: a module store read through useSyncExternalStore, so every screen sees one
 * session. While the booking page is open it is also kept in this tab's session storage
 * (booking-session-storage.ts, decision 77) so a reload resumes it; never the address (except appt_id,
 * the hold's slot id) or a log. A stored booking that has not expired is read back when the app starts.
 */
let session: BookingSession = EMPTY_SESSION;
const listeners = new Set<() => void>();
/** The physician whose booking page is open (its session is kept in storage), else null. */
let storedFor: string | null = null;
/** The physician of a booking read back from storage at start, until the booking page takes it. */
let restoredFor: string | null = null;

function update(next: BookingSession): void {
  session = next;
  if (storedFor !== null) saveStoredBooking(session, storedFor);
  for (const listener of listeners) listener();
}

/**
 * The physician whose booking page opened last in this page's life (not reset with the session: a new
 * booking of the same physician keeps step 1's answers): opening another one starts them afresh.
 */
let lastOpenedUrlTitle: string | null = null;

/** Notes that the booking page of this physician opened; gives the one opened before, or null. */
export function markBookingPageOpened(urlTitle: string): string | null {
  const previous = lastOpenedUrlTitle;
  lastOpenedUrlTitle = urlTitle;
  return previous;
}

/** At start: the tab's stored booking, when one has not expired (a reload, a reopened tab). */
export function restoreStoredBooking(now = Date.now()): void {
  const stored = readStoredBooking(now);
  if (!stored) return;
  restoredFor = stored.physicianUrlTitle;
  session = { ...session, hold: stored.hold, choice: stored.choice, patient: stored.patient };
  for (const listener of listeners) listener();
}

/**
 * The booking page of a physician opens (or closes: null): from now on its session is kept in storage.
 * Answers whether the session was read back from storage for this physician (a reload): its answers
 * are then the visitor's, not an earlier visit's.
 */
export function keepBookingStored(urlTitle: string | null): boolean {
  const resumed = urlTitle !== null && restoredFor === urlTitle;
  if (urlTitle === null || !resumed) restoredFor = null;
  storedFor = urlTitle;
  if (urlTitle !== null) saveStoredBooking(session, urlTitle);
  return resumed;
}

/** The hold ran out: the stored booking is deleted (decision 77); the page keeps what it shows. */
export function deleteStoredBookingAtExpiry(): void {
  deleteStoredBooking();
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
  update({ ...session, hold, holdNotice: null, heldTimeConflict: null });
}

/** Step 1 says the held time is not offered for the type chosen, and keeps it (null: nothing to say). */
export function setHeldTimeConflict(heldTimeConflict: HeldTimeConflict | null): void {
  if (session.heldTimeConflict !== heldTimeConflict) update({ ...session, heldTimeConflict });
}

/** Step 1 says why the held time went away (null: nothing to say). */
export function setHoldNotice(holdNotice: HoldNotice | null): void {
  if (session.holdNotice !== holdNotice) update({ ...session, holdNotice });
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
  if (session.hold) update({ ...session, hold: null, heldTimeConflict: null });
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
  storedFor = null;
  deleteStoredBooking();
  update({ ...session, hold: null, confirmation });
}

/** Leaving the confirmation screen clears holdId, bookingId and appointmentId (spec booking §2). */
export function leaveConfirmation(): void {
  if (session.hold || session.confirmation) update({ ...session, hold: null, confirmation: null });
}

/** Back to an empty session (tests, and a new visit). */
export function resetBookingSession(): void {
  storedFor = null;
  restoredFor = null;
  deleteStoredBooking();
  update(EMPTY_SESSION);
}

/** A server render (and the hydration of its HTML) shows no session: storage is the browser's own. */
const serverSession = (): BookingSession => EMPTY_SESSION;

export function useBookingSession(): BookingSession {
  return useSyncExternalStore(subscribeToBookingSession, getBookingSession, serverSession);
}
