import { useSearchParams } from "react-router";
import type { BookingHold } from "../../booking-session/booking-session.ts";
import { clearHold, deleteStoredBookingAtExpiry, reloadSlots } from "../../booking-session/booking-session-store.ts";
import { type SessionTimer, useSessionTimer } from "./session-timer/use-session-timer.ts";
import type { useWizardHistory } from "./wizard/use-wizard-history.ts";

/**
 * The booking page's session timer: its checks count while the address carries urlTitle, and when the
 * time runs out the hold is cleared and forgotten, step 1 comes back and the times load again.
 */
export function useBookingSessionTimer(
  hold: BookingHold | null,
  wizard: Pick<ReturnType<typeof useWizardHistory>, "replaceWith">,
): SessionTimer {
  const [search] = useSearchParams();
  return useSessionTimer({
    hold,
    hasUrlTitle: search.has("urlTitle"),
    onExpired: () => {
      clearHold();
      deleteStoredBookingAtExpiry();
      wizard.replaceWith(1);
      reloadSlots();
    },
  });
}
