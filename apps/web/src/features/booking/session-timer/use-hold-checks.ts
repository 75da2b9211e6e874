import { useEffect, useRef } from "react";
import type { BookingHold } from "../../../booking-session/booking-session.ts";
import { msUntilNextCheck } from "./session-timer-rules.ts";

export interface HoldCheckHandlers {
  /** At each 5-minute mark of the hold; false stops the checks (the time ran out). */
  check: (holdStartedAt: number) => boolean;
  /** The hold went (released, booked, or another type chosen). */
  onNoHold: () => void;
}

/**
 * The session timer's checks (spec booking §4): they start with a hold and start again with a new one
 * (another holdId, or holdStartedAt moved by a renewal). The handlers are read at each call.
 */
export function useHoldChecks(hold: BookingHold | null, handlers: HoldCheckHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  const holdId = hold?.holdId ?? null;
  const holdStartedAt = hold?.holdStartedAt ?? null;

  useEffect(() => {
    if (holdId === null || holdStartedAt === null) {
      latest.current.onNoHold();
      return;
    }
    return scheduleHoldChecks(holdStartedAt, () => latest.current.check(holdStartedAt));
  }, [holdId, holdStartedAt]);
}

/**
 * Runs `check` at each 5-minute mark counted from the hold's start until it answers false; returns the
 * cancel. Date.now() and setTimeout only, so the app's clock (a fake one in tests) drives it.
 */
export function scheduleHoldChecks(holdStartedAt: number, check: () => boolean): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    timer = setTimeout(run, msUntilNextCheck(holdStartedAt, Date.now()));
  };
  const run = () => {
    if (check()) schedule();
  };
  schedule();
  return () => clearTimeout(timer);
}
