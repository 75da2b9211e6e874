import { type CalendarDate, checkDateOfBirth, isMinor, parseDateOfBirth } from "@fad/contracts/patient/date-of-birth";
import {
  checkAddress1,
  checkAddress2,
  checkCity,
  checkEmail,
  checkFirstName,
  checkGender,
  checkInsuranceId,
  checkLastName,
  checkMiddleName,
  checkParentOrGuardian,
  checkPhoneNumber,
  checkPolicyId,
  checkReferredByName,
  checkReferredByPhone,
  checkRelationshipOfGuardian,
  checkState,
  checkZip,
  type FieldRule,
} from "@fad/contracts/patient/patient-field-rules";
import type { FieldProblem } from "@fad/contracts/patient/patient-messages";
import type { PatientDraft } from "../../../booking-session/booking-session.ts";

/**
 * The patient form's checks (spec booking §4 "Patient form", §5): the contracts' field rules (the
 * same ones the book call's schema runs on the server), applied to the draft as the form shows it.
 */

/** The draft's text fields in form order: the first failing one gets focus (spec §4). */
export const PATIENT_FORM_FIELDS = [
  "firstName",
  "middleName",
  "lastName",
  "dateOfBirth",
  "gender",
  "parentOrGuardian",
  "relationshipOfGuardian",
  "address1",
  "address2",
  "city",
  "state",
  "zip",
  "phoneNumber",
  "email",
  "insuranceId",
  "policyId",
  "referredByName",
  "referredByPhone",
] as const satisfies readonly (keyof PatientDraft)[];

export type PatientFormField = (typeof PATIENT_FORM_FIELDS)[number];
export type PatientFormErrors = Partial<Record<PatientFormField, FieldProblem>>;

const GUARDIAN_FIELDS = ["parentOrGuardian", "relationshipOfGuardian"] as const;

const RULES: Record<Exclude<PatientFormField, "dateOfBirth">, FieldRule> = {
  firstName: checkFirstName,
  middleName: checkMiddleName,
  lastName: checkLastName,
  gender: checkGender,
  parentOrGuardian: checkParentOrGuardian,
  relationshipOfGuardian: checkRelationshipOfGuardian,
  address1: checkAddress1,
  address2: checkAddress2,
  city: checkCity,
  state: checkState,
  zip: checkZip,
  phoneNumber: checkPhoneNumber,
  email: checkEmail,
  insuranceId: checkInsuranceId,
  policyId: checkPolicyId,
  referredByName: checkReferredByName,
  referredByPhone: checkReferredByPhone,
};

/** The patient-age flag: a valid date of birth under 18 (365.25-day years). A wrong date is no minor. */
export function isMinorPatient(dateOfBirth: string, today: CalendarDate): boolean {
  if (checkDateOfBirth(dateOfBirth, today)) return false;
  const date = parseDateOfBirth(dateOfBirth);
  return date !== null && isMinor(date, today);
}

/** One field's problem, or null. Guardian fields are checked only for a minor (they are hidden otherwise). */
export function checkPatientField(
  field: PatientFormField,
  draft: PatientDraft,
  today: CalendarDate,
): FieldProblem | null {
  if (field === "dateOfBirth") return checkDateOfBirth(draft.dateOfBirth, today);
  if (isGuardianField(field) && !isMinorPatient(draft.dateOfBirth, today)) return null;
  return RULES[field](draft[field]);
}

/** Every failing field, in form order (Continue). */
export function validatePatientDraft(draft: PatientDraft, today: CalendarDate): PatientFormErrors {
  const errors: PatientFormErrors = {};
  for (const field of PATIENT_FORM_FIELDS) {
    const found = checkPatientField(field, draft, today);
    if (found) errors[field] = found;
  }
  return errors;
}

const PRESENT_FOR_CONTINUE = [
  "firstName",
  "lastName",
  "gender",
  "phoneNumber",
  "address1",
  "city",
  "state",
  "zip",
] as const satisfies readonly (keyof PatientDraft)[];

/**
 * Spec §4: Continue is enabled once firstName, lastName, gender, phoneNumber, address1, city, state
 * and zip are present, plus the guardian fields for a minor. Present, not valid: Continue then says
 * what is wrong.
 */
export function canContinuePatientStep(draft: PatientDraft, today: CalendarDate): boolean {
  const needed: (keyof PatientDraft)[] = [...PRESENT_FOR_CONTINUE];
  if (isMinorPatient(draft.dateOfBirth, today)) needed.push(...GUARDIAN_FIELDS);
  return needed.every((field) => String(draft[field]).trim() !== "");
}

export function isGuardianField(field: PatientFormField): field is (typeof GUARDIAN_FIELDS)[number] {
  return (GUARDIAN_FIELDS as readonly string[]).includes(field);
}
