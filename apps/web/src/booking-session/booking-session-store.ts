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
  /** null when the calendar's default type was held (results carousel). */
  appointmentTypeCode: string | null;
  origin: HoldOrigin;
  /** Epoch milliseconds: the session timer counts from here (spec booking §4 "Session timer"). */
  holdStartedAt: number;
  /** ISO 8601, from the hold answer. */
  holdExpiresAt: string;
}

export interface BookingSession {
  hold: BookingHold | null;
}

/**
 * The booking session, in memory only: never written to storage, the address (except appt_id) or a
 * log. A module store read through useSyncExternalStore, so every screen sees one session. The booking
 * issue extends it (patient draft, booking id).
 */
let session: BookingSession = { hold: null };
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

/** Clears holdId, appointmentId and the held slot (hold failure, expiry, leaving the confirmation). */
export function clearHold(): void {
  if (session.hold) update({ ...session, hold: null });
}

/** Back to an empty session (tests, and a new visit). */
export function resetBookingSession(): void {
  update({ hold: null });
}

export function useBookingSession(): BookingSession {
  return useSyncExternalStore(subscribeToBookingSession, getBookingSession, getBookingSession);
}
