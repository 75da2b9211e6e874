import { z } from "zod";
import { type CalendarDate, calendarDateAt, checkDateOfBirth, isMinor, parseDateOfBirth } from "./date-of-birth.ts";
import { FIELD_LIMITS } from "./field-limits.ts";
import {
  checkAddress1,
  checkAddress2,
  checkCity,
  checkConfirmationPreference,
  checkEmail,
  checkExternalId,
  checkFirstName,
  checkGender,
  checkInsuranceId,
  checkLastName,
  checkMiddleName,
  checkParentOrGuardian,
  checkPhoneNumber,
  checkPolicyId,
  checkReasonForVisit,
  checkReferredByName,
  checkReferredByPhone,
  checkRelationshipOfGuardian,
  checkState,
  checkZip,
  type FieldRule,
  type Gender,
} from "./patient-field-rules.ts";
import type { FieldProblem } from "./patient-messages.ts";

/**
 * The patient, address and referral parts of the book call (spec booking §7) as zod schemas built from
 * the field rules: a failing field's issue carries the spec's message, and its screen-reader text in
 * params. Every field accepts null or absence so a missing required field gets the spec's message too.
 */

export interface PatientSchemaOptions {
  /** Today's date, read at each validation: "not in the future" and "under 18" depend on it. */
  today: () => CalendarDate;
}

function addProblem(ctx: z.RefinementCtx, found: FieldProblem, path: (string | number)[] = []): void {
  ctx.addIssue({ code: "custom", message: found.message, params: { screenReaderText: found.screenReaderText }, path });
}

const maybeText = z.string().nullish();

/** A required field: the rule decides, the value stays as sent. */
function requiredField(rule: FieldRule) {
  return maybeText
    .superRefine((value, ctx) => {
      const found = rule(value ?? "");
      if (found) addProblem(ctx, found);
    })
    .transform((value) => value ?? "");
}

/** An optional field: blank or absent becomes null. */
function optionalField(rule: FieldRule) {
  return maybeText
    .superRefine((value, ctx) => {
      const found = rule(value ?? "");
      if (found) addProblem(ctx, found);
    })
    .transform((value) => (value == null || value.trim() === "" ? null : value));
}

export function createPatientSchema(options: PatientSchemaOptions) {
  return z
    .object({
      firstName: requiredField(checkFirstName),
      middleName: optionalField(checkMiddleName),
      lastName: requiredField(checkLastName),
      dateOfBirth: maybeText
        .superRefine((value, ctx) => {
          const found = checkDateOfBirth(value ?? "", options.today());
          if (found) addProblem(ctx, found);
        })
        .transform((value) => value ?? ""),
      gender: maybeText
        .superRefine((value, ctx) => {
          const found = checkGender(value ?? "");
          if (found) addProblem(ctx, found);
        })
        .transform((value) => value as Gender),
      email: optionalField(checkEmail),
      phoneNumber: requiredField(checkPhoneNumber),
      // Checked below: required only for a minor.
      parentOrGuardian: maybeText,
      relationshipOfGuardian: maybeText,
      insuranceId: optionalField(checkInsuranceId),
      policyId: optionalField(checkPolicyId),
      /** The reason for visit (its field name in the call). */
      reasonForReferral: requiredField(checkReasonForVisit),
      patientConfirmationPreference: z.enum(["Email"]).nullish(),
      secondaryInsuranceId: optionalField(checkInsuranceId),
      secondaryPolicyId: optionalField(checkPolicyId),
      externalEncounterId: optionalField(checkExternalId),
      externalPatientId: optionalField(checkExternalId),
    })
    .superRefine(
      (patient, ctx) => {
        // Other fields may have failed their own types: read only what is well typed.
        const email = typeof patient.email === "string" ? patient.email : "";
        const chosen = patient.patientConfirmationPreference === "Email" ? "Email" : null;
        const preference = checkConfirmationPreference(chosen, email);
        if (preference) addProblem(ctx, preference, ["patientConfirmationPreference"]);
        for (const [field, rule] of guardianRules(patient.dateOfBirth, options.today())) {
          const value = patient[field];
          const found = rule(typeof value === "string" ? value : "");
          if (found) addProblem(ctx, found, [field]);
        }
      },
      // Run even when another field failed, so the form hears about every field at once (but only on
      // an object: a missing patient is the object's own type error).
      { when: (payload) => typeof payload.value === "object" && payload.value !== null },
    )
    .transform((patient) => {
      const minor = isMinorOn(patient.dateOfBirth, options.today());
      return {
        ...patient,
        patientConfirmationPreference: patient.patientConfirmationPreference ?? null,
        // Spec §4: guardian fields are cleared when the patient is not a minor.
        parentOrGuardian: minor ? (patient.parentOrGuardian ?? null) : null,
        relationshipOfGuardian: minor ? (patient.relationshipOfGuardian ?? null) : null,
      };
    });
}

/** Only a valid birth date makes a minor: a wrong one gets its own message, not guardian ones as well. */
function isMinorOn(dateOfBirth: unknown, today: CalendarDate): boolean {
  if (typeof dateOfBirth !== "string" || checkDateOfBirth(dateOfBirth, today)) return false;
  const date = parseDateOfBirth(dateOfBirth);
  return date !== null && isMinor(date, today);
}

type GuardianField = "parentOrGuardian" | "relationshipOfGuardian";

/** Under 18 both guardian fields are required; otherwise a given value must still be well formed. */
function guardianRules(dateOfBirth: unknown, today: CalendarDate): [GuardianField, FieldRule][] {
  const required = isMinorOn(dateOfBirth, today);
  const rules: [GuardianField, FieldRule][] = [
    ["parentOrGuardian", checkParentOrGuardian],
    ["relationshipOfGuardian", checkRelationshipOfGuardian],
  ];
  return rules.map(([field, rule]) => [
    field,
    required ? rule : (value: string) => (value === "" ? null : rule(value)),
  ]);
}

export const addressSchema = z.object({
  address1: requiredField(checkAddress1),
  address2: optionalField(checkAddress2),
  city: requiredField(checkCity),
  state: requiredField(checkState),
  zip: requiredField(checkZip),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
});

/** The referral fields, which travel beside patient and address in the book call. */
export const referralFields = {
  referredByName: optionalField(checkReferredByName),
  referredByPhone: optionalField(checkReferredByPhone),
};

/** The texting flow's case identifier (ours: at most 100 characters of letters, digits, - and _). */
export const caseIdSchema = z
  .string()
  .max(FIELD_LIMITS.caseId)
  .regex(/^[A-Za-z0-9_-]*$/, "must be letters, digits, - or _")
  .nullish()
  .transform((value) => (value ? value : null));

/** The browser's default: the visitor's own calendar day. */
export function todayHere(): CalendarDate {
  return calendarDateAt(new Date());
}
