import { PHYSICIAN_TEXTS } from "./physician-texts.ts";

/**
 * Texts of the results page's parts, word for word from spec discovery §2 "Results listing", §4 and §9:
 * the count line, the filter panel, Sort By, the empty state. The page frame (heading, breadcrumbs) lives
 * in search-texts.ts; the badges' wording in physician-texts.ts.
 */
export const RESULT_COUNT_TEXTS = {
  /** "Displaying 11 - 20 of 42 result(s)". */
  displaying: (first: number, last: number, total: number) => `Displaying ${first} - ${last} of ${total} result(s)`,
  none: "Showing 0 results",
} as const;

export const FILTER_TEXTS = {
  keywordPlaceholder: "Doctor, Clinic, Condition",
  keywordPrompt: "Start typing to select a result from the dropdown",
  male: "Male",
  female: "Female",
  /** The filters carry the badges' words (physician-texts.ts). */
  newPatientOnlineBooking: PHYSICIAN_TEXTS.newPatientOnlineBooking,
  telemedicineAvailable: PHYSICIAN_TEXTS.telemedicineAvailable,
  allFacility: "All Facility",
  clear: "Clear",
  apply: "Apply",
  /** The patient-type and appointment-type lists start with this entry (spec §4). */
  selectBelow: "Select Below",
  currentPatient: "Current Patient (visited within 3 years)",
  newPatient: "New Patient",
} as const;

/** Spec §9: languages default to English, which is listed first. */
export const DEFAULT_LANGUAGE = "English";

export const SORT_TEXTS = {
  label: "Sort By",
  /** Spec §2 writes this entry "Select below" (lower-case b), unlike the patient-type lists. */
  selectBelow: "Select below",
  ascending: "A - Z",
  descending: "Z - A",
  distance: "Distance",
  firstAvailable: "FirstAvailable",
} as const;

export const EMPTY_RESULTS_TEXTS = {
  message: "No doctors match your search. Please remove or reset filters to see more doctors",
  /** The spec names the tips (remove location, keyword search, gender, Accepts New Patients); the wording of the last two follows the landing's first two. */
  tipRemoveGender: "Try removing gender",
  tipRemoveAcceptsNewPatients: "Try removing Accepts New Patients",
} as const;

/** Spec §9: the pagination window shows up to 5 page numbers. */
export const PAGINATION_WINDOW = 5;
