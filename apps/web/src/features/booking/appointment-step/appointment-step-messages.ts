import { HOLD_MINUTES } from "@fad/contracts/appointments/hold-slot";
import {
  APPOINTMENT_STEP_TEXTS,
  notAcceptingPatientsText,
  TELEHEALTH_NOTICE_TEXTS,
} from "@fad/contracts/messages/appointment-step-texts";
import { AVAILABILITY_TEXTS } from "@fad/contracts/messages/availability-texts";

/** Step 1's texts: the spec's from packages/contracts, the app's own wording for the rest. */
export const APPOINTMENT_STEP_MESSAGES = {
  ...APPOINTMENT_STEP_TEXTS,
  telehealth: TELEHEALTH_NOTICE_TEXTS,
  notAccepting: notAcceptingPatientsText,
  completeAppointmentType: AVAILABILITY_TEXTS.completeAppointmentType,
  /** The spec names a timer notice without its words. */
  timerNotice: `Once you select a time, it will be held for ${HOLD_MINUTES} minutes while you complete your booking.`,
  /** The link's sentence around the spec's 'find another doctor'. */
  findAnotherDoctorBefore: "Not the right time or place? You can also ",
  findAnotherDoctorAfter: ".",
  /** The held time, shown because the calendar no longer lists a held time (the server hides it). */
  selectedTime: (day: string, time: string) => `Your selected time: ${day} at ${time}`,
  /** Tells why the dropdown cannot be used yet. */
  appointmentTypeHint: "Answer the question above to choose an appointment type.",
  callLocation: "Call the location:",
  loadingTypes: "Loading appointment types…",
  holding: "Holding your appointment time…",
  /** The step's name for assistive technology. */
  formLabel: APPOINTMENT_STEP_TEXTS.stepTitle,
} as const;
