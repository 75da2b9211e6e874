import { useEffect, useRef } from "react";
import { releaseHold } from "../../api/release-hold.ts";
import {
  getBookingSession,
  keepBookingStored,
  markBookingPageOpened,
  setCaseId,
  setHoldNotice,
  updateAppointmentChoice,
} from "../../booking-session/booking-session-store.ts";
import { dropHold } from "../../booking-session/drop-hold.ts";
import { bookingOpening } from "./booking-rules.ts";
import { holdStoredTimeAgain } from "./resume-hold.ts";

/** Booking pages mounted: a leave is real only when none is left once React is done (StrictMode mounts twice). */
let openBookingPages = 0;

/**
 * What opening the booking page does to the session (spec booking §4): the reason for visit is cleared,
 * unless the booking was read back from this tab's storage (a reload) or the page was reached by the
 * browser's Back or Forward (issue 19, problem 4): the answers are then the visitor's own;
 * a different physician (or a hold of another one) releases the hold and resets step 1's answers; a hold
 * brought from a card or the profile names the location (which then changes only through Change
 * Location) and its type is the one preselected; the texting flow's case id comes from its configuration.
 */
function openBookingSession(urlTitle: string, caseId: string | null, resumed: boolean): void {
  const { hold, choice } = getBookingSession();
  const lastOpenedUrlTitle = markBookingPageOpened(urlTitle);
  const opening = bookingOpening({ urlTitle, lastOpenedUrlTitle, hold, choice, resumed });
  if (opening.physicianChanged) {
    dropHold();
    setHoldNotice(null);
  }
  if (Object.keys(opening.choice).length > 0) updateAppointmentChoice(opening.choice);
  setCaseId(caseId);
}

/**
 * The booking page's life in the session (decisions 75, 77): opening it keeps its session in the tab's
 * storage and holds a resumed time again; the tab going away releases the live hold at once (keepalive)
 * while keeping it stored, so a reload holds the same time again; leaving the booking page for another
 * page of the app releases the hold and stops storing.
 */
export function useBookingLifecycle(
  urlTitle: string,
  caseId: string | null,
  source: string | null,
  /** Opened by the browser's Back or Forward: the page comes back as it was left, its reason kept. */
  returned: boolean,
): void {
  const cameBack = useRef(returned);
  const latestSource = useRef(source);
  latestSource.current = source;

  useEffect(() => {
    openBookingPages += 1;
    const resumed = keepBookingStored(urlTitle);
    openBookingSession(urlTitle, caseId, resumed || cameBack.current);
    if (resumed) void holdStoredTimeAgain(latestSource.current);
    return () => {
      openBookingPages -= 1;
      const leftWith = getBookingSession().hold;
      setTimeout(() => {
        if (openBookingPages > 0) return;
        keepBookingStored(null);
        // Only the hold the page left with: one made since (another page's) is not this page's to drop.
        if (leftWith !== null && getBookingSession().hold === leftWith) dropHold();
      }, 0);
    };
  }, [urlTitle, caseId]);

  useEffect(() => {
    const onPageHide = () => {
      const { hold } = getBookingSession();
      if (hold) releaseHold({ holdId: hold.holdId, appointmentId: hold.appointmentId }, true).catch(() => {});
    };
    // Shown again from the back-forward cache: the time was released on pagehide, so hold it again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void holdStoredTimeAgain(latestSource.current);
    };
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("pageshow", onPageShow);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("pageshow", onPageShow);
    };
  }, []);
}
