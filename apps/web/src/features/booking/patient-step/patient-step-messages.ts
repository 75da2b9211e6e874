import { EMAIL_TERMS_TEXTS, PATIENT_FORM_TEXTS } from "@fad/contracts/messages/patient-form-texts";
import type { PatientFormField } from "./patient-form-rules.ts";

/** The patient step's texts: the spec's from packages/contracts, the app's own wording for the rest. */
export const PATIENT_STEP_MESSAGES = {
  ...PATIENT_FORM_TEXTS,
  emailTerms: EMAIL_TERMS_TEXTS,
  /** The form's name for assistive technology. */
  formLabel: PATIENT_FORM_TEXTS.stepTitle,
  labels: {
    firstName: "First Name",
    middleName: "Middle Name",
    lastName: "Last Name",
    dateOfBirth: "Date of Birth",
    gender: "Gender",
    parentOrGuardian: "Parent or Guardian Name",
    relationshipOfGuardian: "Relationship to Patient",
    address1: "Street Address",
    address2: "Apartment, Suite or Unit",
    city: "City",
    state: "State",
    zip: "Zip Code",
    phoneNumber: "Phone Number",
    email: "Email",
    insuranceId: "Insurance Carrier",
    policyId: "Policy ID",
    referredByName: "Referring Doctor's Name",
    referredByPhone: "Referring Doctor's Phone",
  } satisfies Record<PatientFormField, string>,
  /** Shown after optional fields' labels (required ones carry the page's '*'). */
  optional: "(optional)",
  hints: {
    dateOfBirth: "MM/DD/YYYY",
    phoneNumber: "###-###-####",
    phoneNumberSpoken: "### dash ### dash ####",
  },
  guardianIntro: "The patient is under 18. Please name a parent or guardian.",
  emailConfirmation: "Email me my confirmation",
  emailConfirmationHint: "Enter an email address to receive your confirmation by email.",
  statePlaceholder: "Select a state",
  insurancePlaceholder: "Select an insurance carrier",
  insuranceLoading: "Loading insurance carriers…",
  /** What the policy field says when there is no carrier to hold a policy with. */
  policyIdHint: "Choose an insurance carrier to enter a policy ID.",
  /** Read aloud when a field's error appears as the visitor leaves it. */
  fieldProblemAnnouncement: (label: string, problem: string) => `${label}: ${problem}`,
  analyticsTitle: "Patient form validation error",
  analyticsCategory: "Book appointment form",
} as const;
