import { SESSION_TIMER_LIMITS } from "@fad/contracts/messages/booking-wizard-texts";

/** What a check of the session timer finds (spec booking §4 "Session timer"). */
export type SessionTimerPhase = "running" | "warning" | "expired";

/**
 * The rule of one check: over 9 and under 11 minutes since the hold → the five-minute warning; 14
 * minutes or more → expired; any other time nothing changes. Checks fall every 5 minutes, so in
 * practice the warning comes at 10 minutes and expiry at 15 (the 15-minute hold of spec §9).
 */
export function sessionTimerPhase(elapsedMs: number): SessionTimerPhase {
  if (elapsedMs >= SESSION_TIMER_LIMITS.expiredFromMs) return "expired";
  if (elapsedMs > SESSION_TIMER_LIMITS.warningAfterMs && elapsedMs < SESSION_TIMER_LIMITS.warningBeforeMs) {
    return "warning";
  }
  return "running";
}

/**
 * How long until the next check. Checks are counted from the hold (5, 10, 15 minutes after it), not
 * from when the booking page opened: a hold placed on the profile or a results card keeps its own
 * cadence when the booking page opens a minute later.
 */
export function msUntilNextCheck(holdStartedAt: number, now: number): number {
  const every = SESSION_TIMER_LIMITS.checkEveryMs;
  const elapsed = Math.max(0, now - holdStartedAt);
  return every - (elapsed % every);
}

/** What the visitor sees of the timer: no modal, the warning, or the expired notice. */
export type SessionTimerModal = "none" | "warning" | "expired";

/**
 * The modal after a check: the warning replaces nothing but itself; expiry hides the warning and shows
 * the expired notice; a running timer leaves an open modal as it is (the visitor closes it).
 */
export function modalAfterCheck(current: SessionTimerModal, phase: SessionTimerPhase): SessionTimerModal {
  if (phase === "expired") return "expired";
  if (phase === "warning" && current === "none") return "warning";
  return current;
}
