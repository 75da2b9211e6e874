import { NO_INSURANCE } from "../provider/insurance.ts";
import {
  type CalendarDate,
  compareCalendarDates,
  EARLIEST_DATE_OF_BIRTH,
  formatCalendarDate,
  parseDateOfBirth,
} from "./date-of-birth.ts";
import { FIELD_LIMITS } from "./field-limits.ts";
import {
  ADDRESS_PATTERN,
  CITY_PATTERN,
  checkInsuranceId,
  checkPolicyId,
  EMAIL_PATTERN,
  GENDERS,
  type Gender,
  NAME_PATTERN,
  ZIP_PATTERN,
} from "./patient-field-rules.ts";
import { normalizePhoneNumber } from "./phone-number.ts";
import { isUsStateId } from "./us-states.ts";

/**
 * Patient details a host hands the booking form (spec booking §3 "Texting case data" and "Portal
 * pre-fill"), already normalised: every value present is one the patient form accepts. A part that
 * fails its rule is left out, so the form shows it empty. Plain strings (the draft type lives in web);
 * the shape is a subset of the web's PatientDraft.
 */
export interface PatientPrefill {
  firstName?: string;
  lastName?: string;
  /** MM/DD/YYYY */
  dateOfBirth?: string;
  gender?: Gender;
  email?: string;
  /** ###-###-#### */
  phoneNumber?: string;
  address1?: string;
  address2?: string;
  city?: string;
  /** Two-letter id of a US state (or DC). */
  state?: string;
  zip?: string;
  /** Texting only: the insurer's name. */
  insuranceId?: string;
  /** Texting only. */
  policyId?: string;
}

/** Spec booking §3 "Portal pre-fill": the lengths values are cut to (city is cut shorter than the form's 25). */
export const PREFILL_LIMITS = {
  name: FIELD_LIMITS.name,
  email: FIELD_LIMITS.email,
  address1: FIELD_LIMITS.address1,
  address2: FIELD_LIMITS.address2,
  city: 20,
} as const;

/** Anything the host sent: strings, and numbers for phones and zips; everything else counts as absent. */
function text(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
}

/** "Cut to N, keep only if it matches": truncates, drops the white space the cut may leave, then checks. */
function cutAndMatch(value: unknown, max: number, pattern: RegExp): string {
  const cut = text(value).slice(0, max).trimEnd();
  return cut !== "" && pattern.test(cut) ? cut : "";
}

/** Letters, apostrophes, dot, space, hyphen; cut to 20. */
export function prefillName(value: unknown): string {
  return cutAndMatch(value, PREFILL_LIMITS.name, NAME_PATTERN);
}

/**
 * Kept only when valid and at most 100 characters. The spec's "cut to 100" is not applied to addresses:
 * a cut address can still be valid and name someone else's mailbox, where the confirmation would go.
 */
export function prefillEmail(value: unknown): string {
  const email = text(value);
  return email.length <= PREFILL_LIMITS.email && EMAIL_PATTERN.test(email) ? email : "";
}

/** 'male' / 'FEMALE' … become Male / Female; anything else (M, F, other words) is dropped. */
export function prefillGender(value: unknown): Gender | "" {
  const given = text(value).toLowerCase();
  return GENDERS.find((gender) => gender.toLowerCase() === given) ?? "";
}

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
/** ISO yyyy-mm-dd, optionally followed by a time (portals often send a date-time at midnight). */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/;

/**
 * A date of birth as MM/DD/YYYY, only when it is a real calendar day before `today` and not before
 * 01/01/1900 (the form would refuse that). Accepts M/D/YYYY and ISO yyyy-mm-dd.
 */
export function prefillDateOfBirth(value: unknown, today: CalendarDate): string {
  const given = text(value);
  const us = US_DATE.exec(given);
  const iso = us ? null : ISO_DATE.exec(given);
  const parts = us
    ? { month: us[1], day: us[2], year: us[3] }
    : iso
      ? { year: iso[1], month: iso[2], day: iso[3] }
      : null;
  if (!parts) return "";
  const candidate = formatCalendarDate({
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
  });
  const date = parseDateOfBirth(candidate);
  if (!date) return "";
  if (compareCalendarDates(date, EARLIEST_DATE_OF_BIRTH) < 0) return "";
  return compareCalendarDates(date, today) < 0 ? candidate : "";
}

/** Exactly ten digits once everything else is stripped, as ###-###-####; otherwise empty (spec §5). */
export function prefillPhoneNumber(value: unknown): string {
  return normalizePhoneNumber(text(value));
}

interface PrefillAddress {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
}

/** Host address normalisation (spec booking §3 "Portal pre-fill"); each invalid part becomes empty. */
export function prefillAddress(address: unknown): PrefillAddress {
  const record = asRecord(address);
  const state = text(record.state).toUpperCase();
  const zip = text(record.zip);
  return {
    address1: cutAndMatch(record.address1, PREFILL_LIMITS.address1, ADDRESS_PATTERN),
    // The spec only says "cut to 20"; the form holds address2 to address1's characters, so we do too.
    address2: cutAndMatch(record.address2, PREFILL_LIMITS.address2, ADDRESS_PATTERN),
    city: cutAndMatch(record.city, PREFILL_LIMITS.city, CITY_PATTERN),
    state: /^[A-Z]{2}$/.test(state) && isUsStateId(state) ? state : "",
    zip: ZIP_PATTERN.test(zip) ? zip : "",
  };
}

/**
 * Portal hosts (mho, mhonative): settings.patientUser and settings.address. Only the fields the spec
 * lists: dateOfBirth, email, firstName, gender, lastName, phoneNumber and the address.
 */
export function portalPrefill(patientUser: unknown, address: unknown, today: CalendarDate): PatientPrefill {
  const patient = asRecord(patientUser);
  return withoutEmpty({
    firstName: prefillName(patient.firstName),
    lastName: prefillName(patient.lastName),
    dateOfBirth: prefillDateOfBirth(patient.dateOfBirth, today),
    gender: prefillGender(patient.gender),
    email: prefillEmail(patient.email),
    phoneNumber: prefillPhoneNumber(patient.phoneNumber),
    ...prefillAddress(address),
  });
}

/**
 * The texting case (settings.texting.caseInfoResponse): names, date of birth, the two alternative
 * phones (the first valid one is the patient's phone), email, gender, address, insurance provider and
 * primary policy number, under the same rules as the portal. Field names are read as in the server's
 * demo preset, with a few spellings other senders use. The case id (carelinkCaseId) is not patient
 * data: the booking page keeps it as the caseID.
 */
export function textingPrefill(caseInfoResponse: unknown, today: CalendarDate): PatientPrefill {
  const data = asRecord(caseInfoResponse);
  const read = (...names: string[]) => names.map((name) => data[name]).find((value) => text(value) !== "");
  const phones = [
    read("phoneNumber1", "alternatePhoneNumber1", "altPhoneNumber1", "alternatePhone1"),
    read("phoneNumber2", "alternatePhoneNumber2", "altPhoneNumber2", "alternatePhone2"),
    read("phoneNumber"),
  ];
  // The address may come as one object or as flat fields beside the names.
  const address = data.address && typeof data.address === "object" ? data.address : data;
  const insuranceId = prefillInsurance(read("insuranceProvider", "insuranceId", "insuranceName"));
  return withoutEmpty({
    firstName: prefillName(read("firstName", "patientFirstName")),
    lastName: prefillName(read("lastName", "patientLastName")),
    dateOfBirth: prefillDateOfBirth(read("dateOfBirth", "dob", "birthDate"), today),
    gender: prefillGender(read("gender", "sex")),
    email: prefillEmail(read("email", "emailAddress")),
    phoneNumber: phones.map(prefillPhoneNumber).find((phone) => phone !== "") ?? "",
    ...prefillAddress(address),
    insuranceId,
    // A policy number belongs to a carrier: without one (or with No Insurance) the form has no policy.
    policyId:
      insuranceId && insuranceId !== NO_INSURANCE ? prefillPolicyId(read("primaryPolicyNumber", "policyId")) : "",
  });
}

/**
 * The insurer's name, kept whole when the form's carrier rule accepts it (a cut name would name
 * another insurer). It need not be on the insurance list: the form shows a pre-filled carrier anyway.
 */
export function prefillInsurance(value: unknown): string {
  const name = text(value);
  return name !== "" && checkInsuranceId(name) === null ? name : "";
}

/** Kept whole when the form's rule accepts it (at most 40 letters, digits, hyphens); a cut number is wrong. */
export function prefillPolicyId(value: unknown): string {
  const policy = text(value);
  return policy !== "" && checkPolicyId(policy) === null ? policy : "";
}

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function withoutEmpty(values: { [K in keyof PatientPrefill]: PatientPrefill[K] | "" }): PatientPrefill {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== "")) as PatientPrefill;
}
