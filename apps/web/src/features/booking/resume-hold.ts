import { holdSlot, isSlotGone } from "../../api/hold-slot.ts";
import type { BookingHold } from "../../booking-session/booking-session.ts";
import { clearHold, getBookingSession, setHoldNotice, startHold } from "../../booking-session/booking-session-store.ts";

/**
 * The tab left with a live hold gives it back at once (decision 75: keepalive on pagehide), and a
 * reload, a reopened tab or a page shown again from the back-forward cache holds the same time again
 * (decision 77): the same slot id, so appt_id still names it. A time someone else took meanwhile is
 * said so on step 1, and the page shows the times again.
 */
export async function holdStoredTimeAgain(source: string | null): Promise<void> {
  const stored = getBookingSession().hold;
  if (!stored || holdingAgain === stored.holdId) return;
  holdingAgain = stored.holdId;
  try {
    const result = await holdSlot({
      appointmentId: stored.appointmentId,
      appointmentTypeId: stored.appointmentTypeCode,
      calendarId: stored.calendarId,
      startTime: stored.slot.startTime,
      duration: stored.slot.duration,
      date: stored.slot.day,
      providerLocationId: stored.calendarId,
      source,
    });
    if (getBookingSession().hold?.holdId !== stored.holdId) return;
    const renewed: BookingHold = {
      ...stored,
      holdId: result.holdId,
      holdStartedAt: Date.now(),
      holdExpiresAt: result.holdExpiresAt,
    };
    delete renewed.renewalsLeft;
    startHold(renewed);
  } catch (error) {
    if (getBookingSession().hold?.holdId !== stored.holdId) return;
    clearHold();
    setHoldNotice(
      isSlotGone(error)
        ? { kind: "resumedTimeTaken", startTime: stored.slot.startTime }
        : { kind: "resumedTimeFailed" },
    );
  } finally {
    holdingAgain = null;
  }
}

/** The stored hold being held again: a second ask for it (StrictMode's second mount) waits for none. */
let holdingAgain: string | null = null;
