import { releaseHold } from "../api/release-hold.ts";
import { clearHold, getBookingSession } from "./booking-session-store.ts";

/**
 * The page no longer wants its hold (a type the held time is not offered for, another location, the
 * booking left): it leaves the session and is released on the server at once, so the time is offered
 * to everyone again (decision 75). `leaving`: the page is going away, the call must outlive it. A failed
 * release changes nothing the visitor sees: the hold then ends with its 15 minutes, as before.
 */
export function dropHold(options: { leaving?: boolean } = {}): void {
  const { hold } = getBookingSession();
  if (!hold) return;
  clearHold();
  releaseHold({ holdId: hold.holdId, appointmentId: hold.appointmentId }, options.leaving ?? false).catch(() => {});
}
