import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import type { BookingHold } from "../../booking-session/booking-session.ts";
import { useHydrated } from "../../ui/use-hydrated.ts";
import { useLiveLocation } from "./wizard/use-live-location.ts";

/**
 * appt_id always names the live hold (spec booking §2 Routes; issue 19, problem 3): set to the held
 * slot's id, removed when there is none (a released, expired or lost hold, or an address from another
 * tab). Rewritten in place: no history entry, and the entry's state (the wizard step) is kept. Done a
 * task later on the latest address, so a step change made together with the hold's (Okay after a lost
 * hold) is kept; not while hydrating (the server's render knows no hold), nor once booked (the page is
 * on its way to the confirmation).
 */
export function useHeldAppointmentIdInAddress(hold: BookingHold | null, booked: boolean): void {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const wanted = hold?.appointmentId ?? null;
  const shown = new URLSearchParams(location.search).get("appt_id");
  const liveLocation = useLiveLocation();
  const latest = useRef({ liveLocation, wanted, booked });
  latest.current = { liveLocation, wanted, booked };
  const differs = hydrated && !booked && shown !== wanted;
  useEffect(() => {
    if (!differs) return;
    const timer = setTimeout(() => {
      const now = latest.current;
      const address = now.liveLocation();
      const query = new URLSearchParams(address.search);
      if (now.booked || query.get("appt_id") === now.wanted) return;
      if (now.wanted) query.set("appt_id", now.wanted);
      else query.delete("appt_id");
      navigate({ pathname: address.pathname, search: `?${query.toString()}` }, { replace: true, state: address.state });
    }, 0);
    return () => clearTimeout(timer);
  }, [differs, navigate]);
}
