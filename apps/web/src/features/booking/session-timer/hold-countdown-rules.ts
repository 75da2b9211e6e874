import { HOLD_MINUTES } from "@fad/contracts/appointments/hold-slot";
import { SESSION_TIMER_LIMITS } from "@fad/contracts/messages/booking-wizard-texts";

const MINUTE_MS = 60_000;
const HOLD_MS = HOLD_MINUTES * MINUTE_MS;

/**
 * What the hold's countdown shows (issue 19): whole minutes left of the hold, counted on the same clock
 * and from the same moment as the session timer's modals (holdStartedAt, the hold or its latest renewal),
 * so the countdown says 5 when the five-minute warning opens and reaches 0 as the time is released. A
 * part of a minute counts as a minute: it never says 0 while the time is still held.
 */
export function holdMinutesLeft(holdStartedAt: number, now: number): number {
  const left = HOLD_MS - Math.max(0, now - holdStartedAt);
  return left <= 0 ? 0 : Math.ceil(left / MINUTE_MS);
}

/** How long until the minutes shown change: the countdown renders once a minute, never every second. */
export function msUntilNextMinute(holdStartedAt: number, now: number): number {
  const left = HOLD_MS - Math.max(0, now - holdStartedAt);
  if (left <= 0) return MINUTE_MS;
  return left % MINUTE_MS || MINUTE_MS;
}

/** The minutes the spec's warning names ('Please complete booking within 5 minutes'). */
export const WARNING_MINUTES_LEFT = HOLD_MINUTES - (SESSION_TIMER_LIMITS.checkEveryMs * 2) / MINUTE_MS;

/**
 * From the five-minute warning's moment (the session timer's check 10 minutes after the hold) until the
 * release: the countdown then says so once, politely.
 */
export function isInWarning(holdStartedAt: number, now: number): boolean {
  const left = holdMinutesLeft(holdStartedAt, now);
  return left > 0 && left <= WARNING_MINUTES_LEFT;
}
