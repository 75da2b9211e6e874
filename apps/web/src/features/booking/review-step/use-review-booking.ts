import { APP_ROUTES } from "@fad/contracts/routes/app-routes";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useBookAppointment } from "../../../api/book-appointment.ts";
import { isSlotGone } from "../../../api/hold-slot.ts";
import { ApiError } from "../../../api/request-envelope.ts";
import { useAppSettings } from "../../../app/app-settings.tsx";
import {
  clearHold,
  confirmBooking,
  getBookingSession,
  reloadSlots,
} from "../../../booking-session/booking-session-store.ts";
import { sendAnalyticsEvent } from "../../../ui/analytics.ts";
import { showSnackbar } from "../../../ui/snackbar.tsx";
import { useBookingContext } from "../booking-context.tsx";
import { toBookAppointmentRequest } from "./booking-request.ts";
import { REVIEW_STEP_MESSAGES as TEXT } from "./review-step-messages.ts";

export interface BookingFailure {
  /** The server's sentence for the visitor, or null when it has none to give (field problems, outages). */
  serverMessage: string | null;
  /** The hold is released, expired or spent: a new time must be chosen. */
  holdLost: boolean;
}

/**
 * The server's details are shown only where they are written for the visitor: the hold answers (404,
 * 409, 410, docs/api.md "Book an appointment"). A 400 names body fields, a 429 or 5xx says nothing the
 * visitor can act on: the template alone speaks then.
 */
function serverMessageFor(error: unknown): string | null {
  return isSlotGone(error) && error instanceof ApiError ? error.details : null;
}

/**
 * Book (spec booking §4 "Booking"): one call at a time; success stores the confirmation, shows
 * 'Confirmed!' and opens the confirmation route; failure opens the error modal, shows the network
 * error banner and 'Error!', and reports to analytics (never the patient's data).
 */
export function useReviewBooking(onChooseTime: (() => void) | undefined, onEdit: () => void) {
  const context = useBookingContext();
  const { settings, configuration } = useAppSettings();
  const navigate = useNavigate();
  const { mutateAsync, isPending } = useBookAppointment();
  // A second click before React re-renders the disabled button must not send a second call.
  const inFlight = useRef(false);
  const [failure, setFailure] = useState<BookingFailure | null>(null);
  const [networkError, setNetworkError] = useState(false);

  async function book() {
    const session = getBookingSession();
    if (!session.hold || inFlight.current) return;
    inFlight.current = true;
    setNetworkError(false);
    try {
      const result = await mutateAsync(
        toBookAppointmentRequest({
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
        }),
      );
      confirmBooking({
        result,
        physician: context.physician,
        location: context.location,
        appointmentType: session.choice.appointmentType,
        reasonForVisit: session.choice.reasonForVisit,
        origin: context.origin,
        texting: context.texting,
      });
      showSnackbar(TEXT.snackbar.confirmed, "success");
      navigate(context.texting ? APP_ROUTES.textingConfirmation : APP_ROUTES.confirmation);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      setFailure({ serverMessage: serverMessageFor(error), holdLost: isSlotGone(error) });
      setNetworkError(true);
      sendAnalyticsEvent(
        status === 0 ? TEXT.bookingError.analyticsCallError : TEXT.bookingError.analyticsNon200,
        TEXT.analyticsCategory,
        { status },
      );
      showSnackbar(TEXT.snackbar.error, "error");
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

  return { book, booking: isPending, failure, networkError, acknowledgeFailure };
}
