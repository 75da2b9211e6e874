import { BOOKED_APPOINTMENT_MESSAGES } from "@fad/contracts/appointments/booked-appointment";
import { BOOKED_TEXTS } from "@fad/contracts/appointments/booked-appointment-texts";
import { HOLD_ERROR_TEXTS } from "@fad/contracts/messages/availability-texts";
import { CONFIRMATION_TEXTS } from "@fad/contracts/messages/confirmation-texts";
import { NO_APPOINTMENT_TEXTS } from "../../ui/booked-appointment/no-appointment.tsx";
import { MESSAGES } from "../../ui/messages.ts";

/**
 * The manage page's texts (decision 83). The booking's own wording (confirmation number, patient,
 * cancelled) is the confirmation's and the emails', from packages/contracts; the spec has no manage
 * page, so the rest is worded here.
 */
export const MANAGE_MESSAGES = {
  ...BOOKED_TEXTS,
  ...BOOKED_APPOINTMENT_MESSAGES,
  title: MESSAGES.pages.manage,
  /** The booking's time, as the confirmation says it. */
  scheduledFor: (date: string, time: string) => `Your appointment is scheduled for ${date} at ${time}.`,
  bookingIdLabel: BOOKED_TEXTS.confirmationNumber,
  reschedule: "Reschedule",
  cancelAppointment: "Cancel Appointment",
  /** The past booking (the server's clock): what to do instead. */
  pastTitle: "This appointment can no longer be changed online",
  /** Cancel's confirmation step. */
  cancelDialog: {
    title: "Cancel this appointment?",
    body: (who: string, physician: string, date: string, time: string) =>
      `The appointment for ${who} with Dr. ${physician} on ${date} at ${time} will be cancelled, and the time offered to other patients.`,
    keep: "Keep Appointment",
    confirm: "Cancel Appointment",
  },
  cancelling: "Cancelling your appointment…",
  cancellationEmail: "A cancellation email is on its way to the address you gave.",
  bookAgain: "Book Another Appointment",
  /** Reschedule: the calendar of the same doctor, location and type. */
  chooseNewTime: "Choose a New Time",
  chooseNewTimeHint: (physician: string, type: string) =>
    `Times with Dr. ${physician} for your ${type} appointment, at the same location. The time you choose is held for you while you confirm.`,
  closeReschedule: "Keep Current Time",
  holding: "Holding the time for you…",
  newTimeHeld: (date: string, time: string) => `New time held for you: ${date} at ${time}.`,
  confirmNewTime: "Confirm New Time",
  moving: "Moving your appointment…",
  rescheduled: (date: string, time: string) => `Your appointment was moved to ${date} at ${time}.`,
  rescheduledEmail: "An email with the new time and calendar file is on its way.",
  /** A time taken by someone else meanwhile (the hold-error modal's spec title). */
  slotGone: `${HOLD_ERROR_TEXTS.title}. Please choose another time.`,
  loading: "Loading your appointment.",
  thingsToKnow: CONFIRMATION_TEXTS.thingsToKnow,
  tryAgain: BOOKED_TEXTS.tryAgain,
  none: {
    /** The page's own name (as the route table's title). */
    title: MESSAGES.pages.manage,
    ...NO_APPOINTMENT_TEXTS,
  },
} as const;
