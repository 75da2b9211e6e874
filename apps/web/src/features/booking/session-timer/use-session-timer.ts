import { MAX_HOLD_RENEWALS, type RenewHoldRequest, type RenewHoldResult } from "@fad/contracts/appointments/renew-hold";
import { SESSION_TIMER_TEXTS } from "@fad/contracts/messages/booking-wizard-texts";
import { useEffect, useRef, useState } from "react";
import { renewFailureOf, renewHold } from "../../../api/renew-hold.ts";
import type { BookingHold, HoldOrigin } from "../../../booking-session/booking-session.ts";
import { markHoldRenewalsUsed, renewStoredHold } from "../../../booking-session/booking-session-store.ts";
import { showSnackbar } from "../../../ui/snackbar.tsx";
import { modalAfterCheck, msUntilNextCheck, type SessionTimerModal, sessionTimerPhase } from "./session-timer-rules.ts";

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

/** "Keep my time for another 15 minutes" in the warning (issue 9, WCAG 2.2.1; decision 49). */
export interface KeepTime {
  /** The hold has renewals left: the warning offers the button (else it says none are left). */
  offered: boolean;
  pending: boolean;
  /** The last try failed for a reason that may pass: the warning says so and the button stays. */
  failed: boolean;
  keep: () => void;
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
  const [keepPending, setKeepPending] = useState(false);
  const [keepFailed, setKeepFailed] = useState(false);

  const latest = useRef({ hold, hasUrlTitle, onExpired, renew, announce });
  latest.current = { hold, hasUrlTitle, onExpired, renew, announce };

  const holdId = hold?.holdId ?? null;
  const holdStartedAt = hold?.holdStartedAt ?? null;

  useEffect(() => {
    setKeepFailed(false);
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

  /** The hold is gone on the server (expired, released, booked, not ours): the released flow now. */
  const releaseNow = (current: BookingHold) => {
    setModal("expired");
    setExpiredOrigin(current.origin);
    latest.current.onExpired(current);
  };

  const keep = () => {
    const current = latest.current.hold;
    if (!current || keepPending) return;
    setKeepPending(true);
    setKeepFailed(false);
    latest.current
      .renew({ holdId: current.holdId, appointmentId: current.appointmentId })
      .then((result) => {
        // An answer for a hold replaced or dropped meanwhile says nothing about the current one.
        if (latest.current.hold?.holdId !== current.holdId) return;
        renewStoredHold(current.holdId, {
          renewedAt: Date.now(),
          holdExpiresAt: result.holdExpiresAt,
          renewalsLeft: result.renewalsLeft,
        });
        setModal((shown) => (shown === "warning" ? "none" : shown));
        latest.current.announce(SESSION_TIMER_TEXTS.warning.keptUntil(clockTime(result.holdExpiresAt)));
      })
      .catch((error: unknown) => {
        if (latest.current.hold?.holdId !== current.holdId) return;
        const failure = renewFailureOf(error);
        if (failure === "limit-reached") markHoldRenewalsUsed(current.holdId);
        else if (failure === "hold-gone") releaseNow(current);
        else setKeepFailed(true);
      })
      .finally(() => setKeepPending(false));
  };

  return {
    modal,
    expiredOrigin,
    timeExpired,
    closeWarning: () => {
      setKeepFailed(false);
      setModal((shown) => (shown === "warning" ? "none" : shown));
    },
    closeExpired: () => {
      setModal("none");
      setTimeExpired(true);
    },
    keepTime: {
      offered: (hold?.renewalsLeft ?? MAX_HOLD_RENEWALS) > 0,
      pending: keepPending,
      failed: keepFailed,
      keep,
    },
  };
}

/** "3:45 PM": the hold's new release time on the visitor's clock. */
function clockTime(iso: string): string {
  return new Date(iso).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });
}
