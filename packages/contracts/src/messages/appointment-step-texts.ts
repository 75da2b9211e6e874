/**
 * Booking step 1, Appointment Information, as the spec gives it (booking §2 "Step 1", "Modals and other
 * UI" telehealth notice, §4 "Patient type and appointment type", §8). The reason counter and limit
 * message live with the field rules (patient/patient-messages.ts); the calendar's texts in
 * availability-texts.ts; the app's own wording stays in the step's feature folder.
 */
export const APPOINTMENT_STEP_TEXTS = {
  stepTitle: "Appointment Information",
  sections: {
    location: "Appointment Location",
    appointmentType: "Appointment Type",
    reasonForVisit: "Describe Reason for Visit",
    appointmentTime: "Select an Appointment Time",
  },
  currentPatientQuestion: "Have you seen the doctor within the last 3 years",
  answers: { Yes: "Yes", No: "No" },
  /** The dropdown's first entry, and its only other one when the list is empty. */
  selectBelow: "Select Below",
  noItems: "No Items",
  back: "Back",
  continue: "Continue",
  findAnotherDoctor: "find another doctor",
} as const;

/** Spec §4: the patient types the answers stand for. */
export const PATIENT_TYPE_LABELS = {
  Yes: "Current Patient (visited within 3 years)",
  No: "New Patient",
} as const;

/** Spec §2 "Modals and other UI": shown once per session for a telehealth type. */
export const TELEHEALTH_NOTICE_TEXTS = {
  title: "You have selected a virtual appointment.",
  body: "Depending on your healthcare needs, your provider will confirm that a telehealth visit is appropriate.",
  okay: "Okay",
  /** The friendlyName2 that marks a virtual type (compared without case). */
  friendlyName2: "telehealth",
} as const;

/**
 * Spec §4/§8: the dropdown is replaced by a call prompt when the doctor takes no patients of the
 * answer's kind online. The spec gives its sense, not its words; the phone number follows it.
 */
export function notAcceptingPatientsText(answer: "Yes" | "No"): string {
  return `${notAcceptingPatientsSentence(answer === "Yes" ? "existing" : "new")} Please call to make your appointment:`;
}

/** The spec's sentence itself, which the hold and book calls' refusal repeats (provider/new-patients.ts). */
export function notAcceptingPatientsSentence(kind: "existing" | "new"): string {
  return `This doctor is not currently accepting ${kind} patients through online appointment scheduling.`;
}
