import type { PatientType } from "../provider/app-type.ts";
import type { Visit } from "../provider/visit.ts";

/**
 * Ours (issue 39, problem 2; decision 129): the visit said before the time. The spec asks "Have you
 * seen the doctor within the last 3 years" on booking step 1 only; these texts ask it beside the times
 * of the cards and the profile, and name the type the times are for. One place, for the catalogs.
 */
export const VISIT_TEXTS = {
  /** The choice's name, beside the times. */
  legend: "Your visit",
  options: {
    new: "New patient",
    returning: "Returning patient (seen within the last 3 years)",
  } satisfies Record<Visit, string>,
  /** The profile's choice of the visit's type, when the calendar offers that visit more than one. */
  typeLabel: "Reason for visit",
} as const;

const PATIENTS_OF: Record<PatientType, string> = {
  New: "new patients",
  Current: "returning patients",
  "New/Current": "new and returning patients",
};

/** The line above a card's or the profile's times: which type (and so which patients) they are for. */
export function timesForText(type: { friendlyName2: string; patientType: PatientType }): string {
  return `Times for ${type.friendlyName2} (${PATIENTS_OF[type.patientType]})`;
}
