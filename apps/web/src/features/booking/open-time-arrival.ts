import type { Physician } from "@fad/contracts/provider/search-providers";
import { holdRequestOf, OPEN_TIME_PARAMS, readOpenTime } from "@fad/contracts/routes/open-time-link";
import { toTwelveHourClockTime } from "@fad/contracts/scheduling/twelve-hour-clock";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { holdSlot, isSlotGone } from "../../api/hold-slot.ts";
import {
  getBookingSession,
  setHoldNotice,
  startHold,
  updateAppointmentChoice,
} from "../../booking-session/booking-session-store.ts";
import { useHydrated } from "../../ui/use-hydrated.ts";
import { useLiveLocation } from "./wizard/use-live-location.ts";

/**
 * A published open time's deep link (SMART Scheduling Links, decision 141) opens the booking flow with
 * the time named: on arrival the page holds it as if it had been chosen on the profile, and the address
 * then names the hold (appt_id) instead of the link's parameters. A time someone took meanwhile is said
 * so kindly on step 1, whose calendar offers the times still free. Once per page: a reload after it finds
 * the hold in the session, as any hold.
 */
export function useOpenTimeOnArrival(physician: Physician, urlTitle: string, source: string | null): void {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const liveLocation = useLiveLocation();
  useEffect(() => {
    if (!hydrated) return;
    const address = liveLocation();
    const link = readOpenTime(address.search);
    // Once per link and page load, even if the page is mounted again meanwhile (a second hold of the
    // same time by the same visitor would be refused as taken).
    if (!link || link.urlTitle !== urlTitle || arrivals.has(address.search)) return;
    arrivals.add(address.search);
    const location = physician.providerLocations.find((candidate) => candidate.mhdCalendarId === link.calendarId);
    const twelveHourClockTime = toTwelveHourClockTime(link.startTime);
    /** The address without the link's parameters, naming the hold when there is one. */
    const settle = (appointmentId: string | null) => {
      const now = liveLocation();
      const query = new URLSearchParams(now.search);
      for (const name of Object.values(OPEN_TIME_PARAMS)) query.delete(name);
      if (appointmentId) query.set("appt_id", appointmentId);
      navigate({ pathname: now.pathname, search: `?${query.toString()}` }, { replace: true, state: now.state });
    };
    if (getBookingSession().hold?.appointmentId === link.appointmentId) {
      settle(link.appointmentId);
      return;
    }
    if (!location) {
      setHoldNotice({ kind: "openTimeTaken", startTime: link.startTime });
      settle(null);
      return;
    }
    holdSlot(holdRequestOf(link, source))
      .then((result) => {
        updateAppointmentChoice({ locationId: location.id });
        startHold({
          holdId: result.holdId,
          appointmentId: link.appointmentId,
          slot: { day: link.day, startTime: link.startTime, duration: link.durationMinutes, twelveHourClockTime },
          calendarId: link.calendarId,
          locationId: location.id,
          physicianUrlTitle: urlTitle,
          physicianNpi: physician.physicianNpi,
          appointmentTypeCode: result.appointmentTypeId,
          origin: "profile",
          holdStartedAt: Date.now(),
          holdExpiresAt: result.holdExpiresAt,
        });
        settle(link.appointmentId);
      })
      .catch((error: unknown) => {
        setHoldNotice(
          isSlotGone(error) ? { kind: "openTimeTaken", startTime: link.startTime } : { kind: "resumedTimeFailed" },
        );
        settle(null);
      });
  }, [hydrated, liveLocation, navigate, physician, urlTitle, source]);
}

/** The deep links already acted on in this page load (by their query). */
const arrivals = new Set<string>();
