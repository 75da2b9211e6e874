import { notAcceptingPatientsSentence } from "../messages/appointment-step-texts.ts";
import type { PatientType } from "./app-type.ts";

/**
 * Spec booking §4, §6 and discovery §2 "Badges": a location that does not accept new patients offers
 * new patients nothing online (issue 39, decision 125). A type for new patients only (patientType New)
 * is neither listed, shown as times, held nor booked there; Current and New/Current types stay, for the
 * patients the location does take.
 */
export function typeTakenAt(patientType: PatientType, acceptsNewPatients: boolean): boolean {
  return acceptsNewPatients || patientType !== "New";
}

/**
 * Step 1's rule for the answer given: a new patient (No) is offered nothing at a location that does
 * not take new patients, even a New/Current type (the location takes it only from returning patients).
 */
export function answerTakenAt(answer: "Yes" | "No", acceptsNewPatients: boolean): boolean {
  return answer === "Yes" || acceptsNewPatients;
}

/** The hold and book calls' refusal of a new-patient type at such a location. */
export const NEW_PATIENTS_NOT_TAKEN_REFUSAL = {
  status: 403,
  message: `${notAcceptingPatientsSentence("new")} This location does not take new patients online; please call it to make your appointment.`,
} as const;
