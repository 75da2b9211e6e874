import type { RenewHoldRequest, RenewHoldResult } from "@fad/contracts/appointments/renew-hold";
import { useEffect, useRef, useState } from "react";
import { renewHold } from "../../../api/renew-hold.ts";
import type { BookingHold, HoldOrigin } from "../../../booking-session/booking-session.ts";
import { showSnackbar } from "../../../ui/snackbar.tsx";
import { modalAfterCheck, type SessionTimerModal, sessionTimerPhase } from "./session-timer-rules.ts";
import { useHoldChecks } from "./use-hold-checks.ts";
import { type KeepTime, useKeepTime } from "./use-keep-time.ts";

export interface SessionTimerOptions {
  /** The current hold; a new hold (another holdId or start time) restarts the timer. */
  hold: BookingHold | null;
  /** The address carries a urlTitle query: checks count only then, and without it open modals close. */
  hasUrlTitle: boolean;
  /** The time ran out: the page clears the hold, goes back to step 1 and reloads the slots. */
  onExpired: (hold: BookingHold) => void;
  /** The renew call (tests pass their own; the app's is POST /fadmaa/appointment/hold/renew). */
  renew?: (request: RenewHoldRequest) => Promise<RenewHoldResult>;
  /** Says the new time politely (the app's snackbar, a live region). */
  announce?: (text: string) => void;
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
  keepTime: KeepTime;
}

/**
 * The session timer of spec booking §4: it starts with a hold, checks every 5 minutes (counted from the
 * hold) while the address carries urlTitle, shows the five-minute warning and then the expired notice,
 * and stops at expiry. Date.now() and setTimeout only, so fake clocks drive it in tests.
 * Keeping the time renews the hold on the server; the store then moves holdStartedAt to the renewal,
 * which restarts the checks: the warning again 10 minutes later, the release at 15.
 */
export function useSessionTimer({
  hold,
  hasUrlTitle,
  onExpired,
  renew = renewHold,
  announce = showSnackbar,
}: SessionTimerOptions): SessionTimer {
  const [modal, setModal] = useState<SessionTimerModal>("none");
  const [expiredOrigin, setExpiredOrigin] = useState<HoldOrigin | null>(null);
  const [timeExpired, setTimeExpired] = useState(false);

  const latest = useRef({ hold, hasUrlTitle, onExpired, renew, announce });
  latest.current = { hold, hasUrlTitle, onExpired, renew, announce };

  useHoldChecks(hold, {
    // No hold left to warn about (released, booked, or another type chosen): the warning goes too.
    onNoHold: () => setModal((current) => (current === "warning" ? "none" : current)),
    check: (holdStartedAt) => {
      const { hold: current, hasUrlTitle: onBookingAddress, onExpired: expire } = latest.current;
      if (!onBookingAddress || !current) return true;
      const phase = sessionTimerPhase(Date.now() - holdStartedAt);
      setModal((shown) => modalAfterCheck(shown, phase));
      if (phase !== "expired") return true;
      setExpiredOrigin(current.origin);
      expire(current);
      return false; // the timer stops
    },
  });

  // Browser back to an address without urlTitle closes whichever modal is open.
  useEffect(() => {
    if (hasUrlTitle || modal === "none") return;
    if (modal === "expired") setTimeExpired(true);
    setModal("none");
  }, [hasUrlTitle, modal]);

  const closeWarning = () => setModal((shown) => (shown === "warning" ? "none" : shown));
  const { forgetFailure, ...keepTime } = useKeepTime({
    latest,
    hold,
    onKept: closeWarning,
    // The hold is gone on the server (expired, released, booked, not ours): the released flow now.
    onHoldGone: (current) => {
      setModal("expired");
      setExpiredOrigin(current.origin);
      latest.current.onExpired(current);
    },
  });

  return {
    modal,
    expiredOrigin,
    timeExpired,
    closeWarning: () => {
      forgetFailure();
      closeWarning();
    },
    closeExpired: () => {
      setModal("none");
      setTimeExpired(true);
    },
    keepTime,
  };
}
