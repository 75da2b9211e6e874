import { MIN_BOOKING_FILL_SECONDS } from "@fad/contracts/appointments/booking-bot-checks";
import { BOOKING_ERROR_TEXTS } from "@fad/contracts/messages/confirmation-texts";
import { confirmationAddress } from "@fad/contracts/routes/booking-links";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useBookAppointment } from "../../../api/book-appointment.ts";
import { isSlotGone } from "../../../api/hold-slot.ts";
import { ApiError } from "../../../api/request-envelope.ts";
import { retryWhileBusy } from "../../../api/server-busy.ts";
import { rateLimitMessageFor, visitorSentenceOf } from "../../../api/user-message.ts";
import {
  clearHold,
  confirmBooking,
  getBookingSession,
  reloadSlots,
} from "../../../booking-session/booking-session-store.ts";
import { useAppSettings } from "../../../settings/app-settings.tsx";
import { sendAnalyticsEvent } from "../../../ui/analytics.ts";
import { useText } from "../../../ui/i18n/use-text.ts";
import { showSnackbar } from "../../../ui/snackbar.tsx";
import { useBookingContext } from "../booking-context.tsx";
import { toBookAppointmentRequest } from "./booking-request.ts";

export interface BookingFailure {
  /** The server's sentence for the visitor, or null when it has none to give (field problems, outages). */
  serverMessage: string | null;
  /** The hold is released, expired or spent: a new time must be chosen. */
  holdLost: boolean;
}

/**
 * The server's details are shown only where they are written for the visitor: the hold answers (404,
 * 409, 410, docs/api.md "Book an appointment"). A 429 shows the contracts' rate-limit text (wait, then
 * Confirm again); a refusal written for the visitor (a new-patient type where new patients are not
 * taken, decision 125) shows its sentence. A 400 names body fields and a 5xx says nothing the visitor can act on: the template
 * alone speaks then.
 */
function serverMessageFor(error: unknown): string | null {
  const written = rateLimitMessageFor(error) ?? visitorSentenceOf(error);
  if (written) return written;
  return (isSlotGone(error) || isBookingRefused(error)) && error instanceof ApiError ? error.details : null;
}

/**
 * A 422 is a bot check's refusal (decision 47): its sentence asks the visitor to confirm again, which
 * works for a person who was only quicker than the minimum, since the hold is kept.
 */
function isBookingRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status === 422;
}

/** Beyond the minimum itself: the server's hold time is a little earlier than the browser's. */
const FILL_MARGIN_MS = 250;

/**
 * How long to hold back a book so it reaches the server no sooner than the minimum after its hold
 * (decision 47). A person quicker than that (a pre-filled texting form) waits a moment behind the
 * loader instead of meeting the bot check's refusal; a script calling the API is still refused.
 */
export function minimumFillWaitMs(holdStartedAt: number, now: number): number {
  return Math.max(0, MIN_BOOKING_FILL_SECONDS * 1000 + FILL_MARGIN_MS - (now - holdStartedAt));
}

/**
 * Book (spec booking §4 "Booking"): one call at a time; success stores the confirmation, shows
 * 'Confirmed!' and opens the confirmation route; failure opens the error modal, shows the network
 * error banner and 'Error!', and reports to analytics (never the patient's data).
 */
/** The analytics events' category (the analytics team's name, in English whatever the page's language). */
const ANALYTICS_CATEGORY = "Book appointment";

export function useReviewBooking(onChooseTime: (() => void) | undefined, onEdit: () => void) {
  const context = useBookingContext();
  const t = useText();
  const { settings, configuration } = useAppSettings();
  const navigate = useNavigate();
  const { mutateAsync, isPending } = useBookAppointment();
  // A second click before React re-renders the disabled button must not send a second call.
  const inFlight = useRef(false);
  const [failure, setFailure] = useState<BookingFailure | null>(null);
  const [pausing, setPausing] = useState(false);
  /** The server shed the book at a rush and the page waits to send it again (decision 209). */
  const [busy, setBusy] = useState(false);
  const [networkError, setNetworkError] = useState(false);
  /** The failed call's error, for the banner's words (a rate-limit refusal has its own). */
  const [callError, setCallError] = useState<unknown>(null);

  async function book() {
    const session = getBookingSession();
    if (!session.hold || inFlight.current) return;
    inFlight.current = true;
    setNetworkError(false);
    setCallError(null);
    try {
      const wait = minimumFillWaitMs(session.hold.holdStartedAt, Date.now());
      if (wait > 0) {
        setPausing(true);
        await new Promise((resolve) => setTimeout(resolve, wait));
        setPausing(false);
      }
      const request = toBookAppointmentRequest({
        hold: session.hold,
        choice: session.choice,
        patient: session.patient,
        caseId: session.caseId,
        physician: context.physician,
        source: context.source,
        siteType: context.siteType,
        dateTimeOfAppointment: context.texting
          ? (settings.dateTimeOfAppointment ?? configuration?.dateTimeOfAppointment ?? null)
          : null,
        honeypot: session.honeypot,
      });
      // Shed at a rush: the same booking is sent again after Retry-After; the hold and form are kept.
      const result = await retryWhileBusy(() => mutateAsync(request), { onWaiting: setBusy });
      confirmBooking({
        result,
        physician: context.physician,
        location: context.location,
        appointmentType: session.choice.appointmentType,
        reasonForVisit: session.choice.reasonForVisit,
        origin: context.origin,
        texting: context.texting,
      });
      showSnackbar(t("booking.review.confirmed"), "success");
      // The address carries the booking and its token, so the confirmation survives a reload (decision 80).
      navigate(confirmationAddress({ bookingId: result.bookingId, token: result.manageToken }, context.texting));
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      setFailure({ serverMessage: serverMessageFor(error), holdLost: isSlotGone(error) });
      setNetworkError(true);
      setCallError(error);
      sendAnalyticsEvent(
        status === 0 ? BOOKING_ERROR_TEXTS.analyticsCallError : BOOKING_ERROR_TEXTS.analyticsNon200,
        ANALYTICS_CATEGORY,
        { status },
      );
      showSnackbar(t("booking.review.error"), "error");
    } finally {
      inFlight.current = false;
    }
  }

  /**
   * Okay: a lost hold sends the visitor back to choose a time (the patient draft is kept). The page's
   * onChooseTime clears the hold and reloads the slots itself; without one this step does, then edits.
   */
  function acknowledgeFailure() {
    const holdLost = failure?.holdLost ?? false;
    setFailure(null);
    if (!holdLost) return;
    if (onChooseTime) return onChooseTime();
    clearHold();
    reloadSlots();
    onEdit();
  }

  return { book, booking: isPending || pausing || busy, busy, failure, networkError, callError, acknowledgeFailure };
}
