import { BOOKING_WIZARD_TEXTS, SCHEDULING_ERROR_TITLE } from "@fad/contracts/messages/booking-wizard-texts";

/**
 * The booking page's own wording, where the spec gives none. Spec texts come from
 * packages/contracts/src/messages/booking-wizard-texts.ts.
 */
export const WIZARD_MESSAGES = {
  ...BOOKING_WIZARD_TEXTS,
  pageTitle: BOOKING_WIZARD_TEXTS.bookAppointmentCrumb,
  loading: "Loading.",
  progressLabel: "Booking progress",
  /** Read after a completed step's number: the step can be opened again. */
  completedStep: "completed",
  /** The mobile flow's step names (spec booking §2 "Mobile flow"). */
  mobileStepTitles: ["Questions", "Appointment Details", "Patient Information", "Review and Confirm"],
  mobileHeaderLabel: "Booking steps",
  warningOk: "OK",
  /** The hold's countdown beside the step (issue 19): shown always, said once at the warning. */
  holdCountdown: {
    minutesLeft: (minutes: number) =>
      minutes === 1 ? "Your time is held for 1 more minute" : `Your time is held for ${minutes} more minutes`,
    warning: (minutes: number) => `${minutes} minutes left: please complete your booking before your time is released.`,
  },
  schedulingError: {
    title: SCHEDULING_ERROR_TITLE,
    // Spec discovery §2 "Other pages", word for word (its lower-case "please" included).
    body: "We are unable to process your request for online appointment scheduling.",
    callWithPhone: "please call support center at",
    afterPhone: "to proceed further.",
    callWithoutPhone: "please call support center to proceed further.",
  },
} as const;
