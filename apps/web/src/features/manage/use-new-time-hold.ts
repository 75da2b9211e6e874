import type { AvailableDay, TimeSlot } from "@fad/contracts/appointments/available-day";
import { useCallback, useEffect, useRef, useState } from "react";
import { holdRequestFor, holdSlot, isSlotGone } from "../../api/hold-slot.ts";
import { releaseHold } from "../../api/release-hold.ts";

/** A time the visitor holds for the move: the reschedule call names it. */
export interface HeldNewTime {
  holdId: string;
  appointmentId: string;
  day: string;
  startTime: string;
}

export type NewTimeFailure = { kind: "gone" } | { kind: "lost" } | { kind: "error"; error: unknown };

/**
 * The manage page's hold on the new time (decision 83): the chosen time is held with the ordinary hold
 * call before the move is asked, so no one takes it meanwhile. It is the page's own, not the booking
 * session's (a move is no booking). A hold the page no longer wants (another time chosen, Keep Current
 * Time, the page left or closed) is released on the server at once (decision 75); one turned into the
 * booking by the move is only forgotten.
 */
export function useNewTimeHold(options: { calendarId: string; appointmentTypeCode: string; source: string | null }) {
  const { calendarId, appointmentTypeCode, source } = options;
  const [held, setHeld] = useState<HeldNewTime | null>(null);
  const [holding, setHolding] = useState(false);
  const [failure, setFailure] = useState<NewTimeFailure | null>(null);
  const heldRef = useRef<HeldNewTime | null>(null);
  heldRef.current = held;

  const release = useCallback((leaving = false) => {
    const current = heldRef.current;
    heldRef.current = null;
    setHeld(null);
    if (!current) return;
    releaseHold({ holdId: current.holdId, appointmentId: current.appointmentId }, leaving).catch(() => {});
  }, []);

  // Leaving the page (a link, Back) or closing the tab gives the held time back.
  useEffect(() => {
    const onPageHide = () => release(true);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      release(true);
    };
  }, [release]);

  async function choose(slot: TimeSlot, day: AvailableDay): Promise<void> {
    setHolding(true);
    setFailure(null);
    try {
      const result = await holdSlot(holdRequestFor({ slot, day, calendarId, appointmentTypeCode, source }));
      // The hold call released the visitor's earlier hold on the server.
      const next = {
        holdId: result.holdId,
        appointmentId: slot.appointmentId,
        day: day.day,
        startTime: slot.startTime,
      };
      heldRef.current = next;
      setHeld(next);
    } catch (error) {
      // A refused hold leaves the earlier one in place on the server: give it back too.
      release();
      setFailure(isSlotGone(error) ? { kind: "gone" } : { kind: "error", error });
    } finally {
      setHolding(false);
    }
  }

  return {
    held,
    holding,
    failure,
    choose,
    /** Gives the held time back (Keep Current Time). */
    release: () => release(),
    /** The move booked the held time: nothing to give back. */
    forget() {
      heldRef.current = null;
      setHeld(null);
    },
    /** The move found the hold gone (410): it is no longer the visitor's. */
    lost() {
      heldRef.current = null;
      setHeld(null);
      setFailure({ kind: "lost" });
    },
  };
}

export type NewTimeHold = ReturnType<typeof useNewTimeHold>;
