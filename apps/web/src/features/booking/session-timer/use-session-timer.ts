import { useEffect, useRef, useState } from "react";
import type { BookingHold, HoldOrigin } from "../../../booking-session/booking-session-store.ts";
import { modalAfterCheck, msUntilNextCheck, type SessionTimerModal, sessionTimerPhase } from "./session-timer-rules.ts";

export interface SessionTimerOptions {
  /** The current hold; a new hold (another holdId or start time) restarts the timer. */
  hold: BookingHold | null;
  /** The address carries a urlTitle query: checks count only then, and without it open modals close. */
  hasUrlTitle: boolean;
  /** The time ran out: the page clears the hold, goes back to step 1 and reloads the slots. */
  onExpired: (hold: BookingHold) => void;
}

export interface SessionTimer {
  modal: SessionTimerModal;
  /** Where the expired hold began: its notice offers Back to Doctor Profile or Back to Results. */
  expiredOrigin: HoldOrigin | null;
  /** The visitor has seen the time run out (spec's timeExpired action). */
  timeExpired: boolean;
  closeWarning: () => void;
  /** Back to Times: closes the expired notice and flags timeExpired. */
  closeExpired: () => void;
}

/**
 * The session timer of spec booking §4: it starts with a hold, checks every 5 minutes (counted from the
 * hold) while the address carries urlTitle, shows the five-minute warning and then the expired notice,
 * and stops at expiry. Date.now() and setTimeout only, so fake clocks drive it in tests.
 * Issue 9 ("keep my time") will restart it with a later holdStartedAt, which this already handles.
 */
export function useSessionTimer({ hold, hasUrlTitle, onExpired }: SessionTimerOptions): SessionTimer {
  const [modal, setModal] = useState<SessionTimerModal>("none");
  const [expiredOrigin, setExpiredOrigin] = useState<HoldOrigin | null>(null);
  const [timeExpired, setTimeExpired] = useState(false);

  const latest = useRef({ hold, hasUrlTitle, onExpired });
  latest.current = { hold, hasUrlTitle, onExpired };

  const holdId = hold?.holdId ?? null;
  const holdStartedAt = hold?.holdStartedAt ?? null;

  useEffect(() => {
    if (holdId === null || holdStartedAt === null) {
      // No hold left to warn about (released, booked, or another type chosen): the warning goes too.
      setModal((current) => (current === "warning" ? "none" : current));
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      timer = setTimeout(check, msUntilNextCheck(holdStartedAt, Date.now()));
    };
    const check = () => {
      const { hold: current, hasUrlTitle: onBookingAddress, onExpired: expire } = latest.current;
      if (!onBookingAddress || !current) {
        schedule();
        return;
      }
      const phase = sessionTimerPhase(Date.now() - holdStartedAt);
      setModal((shown) => modalAfterCheck(shown, phase));
      if (phase === "expired") {
        setExpiredOrigin(current.origin);
        expire(current);
        return; // the timer stops
      }
      schedule();
    };
    schedule();
    return () => clearTimeout(timer);
  }, [holdId, holdStartedAt]);

  // Browser back to an address without urlTitle closes whichever modal is open.
  useEffect(() => {
    if (hasUrlTitle || modal === "none") return;
    if (modal === "expired") setTimeExpired(true);
    setModal("none");
  }, [hasUrlTitle, modal]);

  return {
    modal,
    expiredOrigin,
    timeExpired,
    closeWarning: () => setModal((shown) => (shown === "warning" ? "none" : shown)),
    closeExpired: () => {
      setModal("none");
      setTimeExpired(true);
    },
  };
}
