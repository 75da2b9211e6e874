import { MAX_HOLD_RENEWALS, type RenewHoldRequest, type RenewHoldResult } from "@fad/contracts/appointments/renew-hold";
import { type RefObject, useEffect, useState } from "react";
import { renewFailureOf } from "../../../api/renew-hold.ts";
import type { BookingHold } from "../../../booking-session/booking-session.ts";
import { markHoldRenewalsUsed, renewStoredHold } from "../../../booking-session/booking-session-store.ts";
import { useDateText } from "../../../ui/i18n/use-date-text.ts";
import { useText } from "../../../ui/i18n/use-text.ts";

/** "Keep my time for another 15 minutes" in the warning (issue 9, WCAG 2.2.1; decision 49). */
export interface KeepTime {
  /** The hold has renewals left: the warning offers the button (else it says none are left). */
  offered: boolean;
  pending: boolean;
  /** The last try failed for a reason that may pass: the warning says so and the button stays. */
  failed: boolean;
  keep: () => void;
}

interface KeepTimeOptions {
  /** The timer's latest hold, renew call and announcer, read when an answer comes. */
  latest: RefObject<{
    hold: BookingHold | null;
    renew: (request: RenewHoldRequest) => Promise<RenewHoldResult>;
    announce: (text: string) => void;
  }>;
  hold: BookingHold | null;
  /** The hold was renewed: the warning closes. */
  onKept: () => void;
  /** The hold is gone on the server (expired, released, booked, not ours): the released flow now. */
  onHoldGone: (hold: BookingHold) => void;
}

/**
 * Keeping the time renews the hold on the server; the store then moves holdStartedAt to the renewal,
 * which restarts the timer's checks. An answer for a hold replaced or dropped meanwhile is ignored.
 */
export function useKeepTime({
  latest,
  hold,
  onKept,
  onHoldGone,
}: KeepTimeOptions): KeepTime & { forgetFailure: () => void } {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const t = useText();
  const dates = useDateText();
  const holdId = hold?.holdId ?? null;
  const holdStartedAt = hold?.holdStartedAt ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new hold (or a renewal) starts without the last try's failure
  useEffect(() => setFailed(false), [holdId, holdStartedAt]);

  const keep = () => {
    const current = latest.current.hold;
    if (!current || pending) return;
    setPending(true);
    setFailed(false);
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
        onKept();
        latest.current.announce(t("booking.timer.keptUntil", { time: dates.clockTime(result.holdExpiresAt) }));
      })
      .catch((error: unknown) => {
        if (latest.current.hold?.holdId !== current.holdId) return;
        const failure = renewFailureOf(error);
        if (failure === "limit-reached") markHoldRenewalsUsed(current.holdId);
        else if (failure === "hold-gone") onHoldGone(current);
        else setFailed(true);
      })
      .finally(() => setPending(false));
  };

  return {
    offered: (hold?.renewalsLeft ?? MAX_HOLD_RENEWALS) > 0,
    pending,
    failed,
    keep,
    forgetFailure: () => setFailed(false),
  };
}
