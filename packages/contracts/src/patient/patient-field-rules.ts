import { FIELD_LIMITS } from "./field-limits.ts";
import { type FieldProblem, problem } from "./patient-messages.ts";
import { PHONE_NUMBER_MAX_LENGTH, PHONE_NUMBER_PATTERN } from "./phone-number.ts";
import { isUsStateId } from "./us-states.ts";

/**
 * One check per field of spec booking §5, each answering the first problem or null. Fields that are
 * optional treat an empty value as absent. "Letters" are any script's letters (ours: the spec's
 * examples are English, real names are not all).
 */
export type FieldRule = (value: string) => FieldProblem | null;

/** Letters, curly or straight apostrophe, dot, space, hyphen (names, guardian, referring doctor). */
export const NAME_PATTERN = /^[\p{L}\p{M}'’. -]*$/u;
/** Letters, digits, #, _, dot, space, hyphen. */
export const ADDRESS_PATTERN = /^[\p{L}\p{M}0-9#_. -]*$/u;
/** Letter groups (with dots) joined by one space, hyphen, slash or apostrophe. */
export const CITY_PATTERN = /^[\p{L}\p{M}.]+(?:[ \-/'’][\p{L}\p{M}.]+)*$/u;
export const ZIP_PATTERN = /^\d{5}$/;
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const POLICY_ID_PATTERN = /^[A-Za-z0-9-]*$/;
/** Letters, digits, newline, curly and straight apostrophes, ? . & , space, hyphen (a carriage return too: text areas send CRLF). */
export const REASON_FOR_VISIT_PATTERN = /^[\p{L}\p{M}0-9\r\n'’?.&, -]*$/u;
/** Ours: the carrier is a listed insurer name, so the name set plus digits. */
export const INSURANCE_PATTERN = /^[\p{L}\p{M}0-9'’. -]*$/u;
/** Ours: portal identifiers. */
export const EXTERNAL_ID_PATTERN = /^[A-Za-z0-9._-]*$/;

export const GENDERS = ["Female", "Male"] as const;
export type Gender = (typeof GENDERS)[number];
/** Spec §3: the preference is sent as 'Email' or null. */
export const EMAIL_CONFIRMATION_PREFERENCE = "Email";

interface TextRuleOptions {
  /** The message for an empty value; absent makes the field optional. */
  required?: FieldProblem;
  max: number;
  tooLong?: FieldProblem;
  pattern: RegExp;
  badCharacters: FieldProblem;
}

function textRule(options: TextRuleOptions): FieldRule {
  return (value) => {
    if (value.trim() === "") return options.required ?? null;
    if (value.length > options.max) return options.tooLong ?? problem({ key: "tooLong", maximum: options.max });
    if (!options.pattern.test(value)) return options.badCharacters;
    return null;
  };
}

const nameCharacters = problem({ key: "nameCharacters" }, "generalCharacters");

function nameRule(max: number, required?: FieldProblem): FieldRule {
  return textRule({
    ...(required ? { required } : {}),
    max,
    pattern: NAME_PATTERN,
    badCharacters: nameCharacters,
  });
}

export const checkFirstName = nameRule(FIELD_LIMITS.name, problem({ key: "firstNameRequired" }));
export const checkLastName = nameRule(FIELD_LIMITS.name, problem({ key: "lastNameRequired" }));
export const checkMiddleName = nameRule(FIELD_LIMITS.name);
/** Required only for a minor: the caller decides (see isMinor); these checks always require a value. */
export const checkParentOrGuardian = nameRule(
  FIELD_LIMITS.guardian,
  problem({ key: "invalid", field: "parentOrGuardian" }),
);
export const checkRelationshipOfGuardian = nameRule(
  FIELD_LIMITS.guardian,
  problem({ key: "invalid", field: "relationshipOfGuardian" }),
);
export const checkReferredByName = nameRule(FIELD_LIMITS.referringDoctor);

function addressRule(max: number, required: boolean, field: "address1" | "address2"): FieldRule {
  const invalid = problem({ key: "addressCharacters", field }, "addressCharacters");
  return textRule({
    ...(required ? { required: problem({ key: "invalid", field }) } : {}),
    max,
    pattern: ADDRESS_PATTERN,
    badCharacters: invalid,
  });
}

export const checkAddress1 = addressRule(FIELD_LIMITS.address1, true, "address1");
export const checkAddress2 = addressRule(FIELD_LIMITS.address2, false, "address2");

export const checkCity = textRule({
  required: problem({ key: "invalid", field: "city" }),
  max: FIELD_LIMITS.city,
  pattern: CITY_PATTERN,
  badCharacters: problem({ key: "invalid", field: "city" }, "generalCharacters"),
});

export const checkState: FieldRule = (value) => (isUsStateId(value) ? null : problem({ key: "stateRequired" }));

export const checkZip: FieldRule = (value) => (ZIP_PATTERN.test(value) ? null : problem({ key: "zipInvalid" }));

export const checkGender: FieldRule = (value) =>
  (GENDERS as readonly string[]).includes(value) ? null : problem({ key: "genderRequired" });

const phoneInvalid = problem({ key: "phoneInvalid" }, "phoneInvalid");

export const checkPhoneNumber: FieldRule = (value) => {
  if (value.trim() === "") return problem({ key: "phoneRequired" }, "phoneRequired");
  if (value.length > PHONE_NUMBER_MAX_LENGTH || !PHONE_NUMBER_PATTERN.test(value)) return phoneInvalid;
  return null;
};

/** Referring doctor phone: optional, the same format as the patient's. */
export const checkReferredByPhone: FieldRule = (value) => (value === "" ? null : checkPhoneNumber(value));

/** Optional (most readings of the spec); when given, at most 100 characters of the standard pattern. */
export const checkEmail = textRule({
  max: FIELD_LIMITS.email,
  pattern: EMAIL_PATTERN,
  badCharacters: problem({ key: "emailInvalid" }),
});

export const checkInsuranceId = textRule({
  max: FIELD_LIMITS.insuranceId,
  pattern: INSURANCE_PATTERN,
  badCharacters: problem({ key: "invalid", field: "insuranceId" }),
});

export const checkPolicyId = textRule({
  max: FIELD_LIMITS.policyId,
  pattern: POLICY_ID_PATTERN,
  badCharacters: problem({ key: "invalid", field: "policyId" }),
});

export const checkExternalId = textRule({
  max: FIELD_LIMITS.externalId,
  pattern: EXTERNAL_ID_PATTERN,
  badCharacters: problem({ key: "invalid", field: "externalId" }),
});

export const checkReasonForVisit = textRule({
  required: problem({ key: "invalid", field: "reasonForVisit" }),
  max: FIELD_LIMITS.reasonForVisit,
  tooLong: problem({ key: "reasonTooLong" }),
  pattern: REASON_FOR_VISIT_PATTERN,
  badCharacters: problem({ key: "reasonCharacters" }, "reasonCharacters"),
});

/** The seen-within-3-years answer of step 1. */
export function checkCurrentPatientAnswer(value: "Yes" | "No" | null | undefined): FieldProblem | null {
  return value === "Yes" || value === "No" ? null : problem({ key: "currentPatientRequired" });
}

/** 'Email' needs an email address: emptying the email turns the preference off (spec §4). */
export function checkConfirmationPreference(preference: string | null, email: string): FieldProblem | null {
  if (preference === null) return null;
  if (preference !== EMAIL_CONFIRMATION_PREFERENCE) return problem({ key: "invalid", field: "confirmationPreference" });
  return email.trim() === "" ? problem({ key: "confirmationPreferenceNeedsEmail" }) : null;
}
