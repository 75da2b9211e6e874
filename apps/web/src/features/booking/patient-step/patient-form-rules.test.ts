import { PATIENT_MESSAGES } from "@fad/contracts/patient/patient-messages";
import { describe, expect, it } from "vitest";
import { EMPTY_PATIENT_DRAFT, type PatientDraft } from "../../../booking-session/booking-session.ts";
import {
  canContinuePatientStep,
  checkPatientField,
  isMinorPatient,
  type PatientFormField,
  validatePatientDraft,
} from "./patient-form-rules.ts";

const TODAY = { year: 2026, month: 11, day: 23 };

const VALID_ADULT: PatientDraft = {
  ...EMPTY_PATIENT_DRAFT,
  firstName: "Ana",
  lastName: "O'Neil",
  dateOfBirth: "04/12/1980",
  gender: "Female",
  phoneNumber: "615-555-0100",
  address1: "100 Main St",
  city: "Nashville",
  state: "TN",
  zip: "37203",
};

describe("the patient form's checks", () => {
  it("passes a complete adult", () => {
    expect(validatePatientDraft(VALID_ADULT, TODAY)).toEqual({});
  });

  it.each<[PatientFormField, string, string]>([
    ["firstName", "", PATIENT_MESSAGES.firstNameRequired],
    ["firstName", "Ana2", PATIENT_MESSAGES.nameCharacters],
    ["lastName", "", PATIENT_MESSAGES.lastNameRequired],
    ["middleName", "J@", PATIENT_MESSAGES.nameCharacters],
    ["dateOfBirth", "", PATIENT_MESSAGES.dateOfBirthRequired],
    ["dateOfBirth", "02/30/1990", PATIENT_MESSAGES.dateOfBirthInvalid],
    ["dateOfBirth", "01/01/2027", PATIENT_MESSAGES.dateOfBirthInFuture],
    ["dateOfBirth", "12/31/1899", PATIENT_MESSAGES.dateOfBirthTooEarly],
    ["gender", "", PATIENT_MESSAGES.genderRequired],
    ["address1", "", "Please enter a valid street address."],
    [
      "address1",
      "100 Main St!",
      "Please enter a valid street address. Field may not include special characters other than # _ . or -",
    ],
    [
      "address2",
      "Apt $4",
      "Please enter a valid address line 2. Field may not include special characters other than # _ . or -",
    ],
    ["city", "Nash ville2", "Please enter a valid city."],
    ["state", "", PATIENT_MESSAGES.stateRequired],
    ["state", "XX", PATIENT_MESSAGES.stateRequired],
    ["zip", "3720", PATIENT_MESSAGES.zipInvalid],
    ["phoneNumber", "", PATIENT_MESSAGES.phoneRequired],
    ["phoneNumber", "615-555", PATIENT_MESSAGES.phoneInvalid],
    ["email", "ana@", PATIENT_MESSAGES.emailInvalid],
    ["policyId", "AB 12", "Please enter a valid policy number."],
    ["referredByName", "Dr. Who?", PATIENT_MESSAGES.nameCharacters],
    ["referredByPhone", "615", PATIENT_MESSAGES.phoneInvalid],
  ])("%s %j says %j", (field, value, message) => {
    const draft = { ...VALID_ADULT, [field]: value };
    expect(checkPatientField(field, draft, TODAY)?.message).toBe(message);
    expect(Object.keys(validatePatientDraft(draft, TODAY))).toEqual([field]);
  });

  it.each<[PatientFormField, string]>([
    ["middleName", ""],
    ["address2", ""],
    ["email", ""],
    ["insuranceId", ""],
    ["policyId", ""],
    ["referredByName", ""],
    ["referredByPhone", ""],
    ["email", "ana@example.com"],
    ["referredByPhone", "615-555-0199"],
  ])("%s %j passes (optional or valid)", (field, value) => {
    expect(checkPatientField(field, { ...VALID_ADULT, [field]: value }, TODAY)).toBeNull();
  });

  it("asks for the guardian only for a minor, counted in 365.25-day years", () => {
    const minor = { ...VALID_ADULT, dateOfBirth: "01/01/2015" };
    expect(isMinorPatient(minor.dateOfBirth, TODAY)).toBe(true);
    expect(Object.keys(validatePatientDraft(minor, TODAY))).toEqual(["parentOrGuardian", "relationshipOfGuardian"]);
    expect(checkPatientField("parentOrGuardian", VALID_ADULT, TODAY)).toBeNull();
    // 18 × 365.25 = 6574.5 days: on the 18th birthday 6574 days have passed (4 leap days), still a minor.
    expect(isMinorPatient("11/23/2008", TODAY)).toBe(true);
    expect(isMinorPatient("11/22/2008", TODAY)).toBe(false);
    // A date that is not valid makes no minor (it has its own error).
    expect(isMinorPatient("01/01/2030", TODAY)).toBe(false);
    expect(isMinorPatient("01/01/20", TODAY)).toBe(false);
  });

  it("gives the phone's screen-reader wording", () => {
    const found = checkPatientField("phoneNumber", { ...VALID_ADULT, phoneNumber: "615" }, TODAY);
    expect(found?.screenReaderText).toBe("Please enter a valid phone number formatted: ### dash ### dash ####");
  });
});

describe("Continue enablement", () => {
  it("is enabled for the present required fields, date of birth and email not among them (spec §4)", () => {
    expect(canContinuePatientStep(VALID_ADULT, TODAY)).toBe(true);
    expect(canContinuePatientStep({ ...VALID_ADULT, dateOfBirth: "", email: "" }, TODAY)).toBe(true);
  });

  it.each(["firstName", "lastName", "gender", "phoneNumber", "address1", "city", "state", "zip"] as const)(
    "is disabled without %s",
    (field) => {
      expect(canContinuePatientStep({ ...VALID_ADULT, [field]: "" }, TODAY)).toBe(false);
      expect(canContinuePatientStep({ ...VALID_ADULT, [field]: "   " }, TODAY)).toBe(false);
    },
  );

  it("needs both guardian fields for a minor", () => {
    const minor = { ...VALID_ADULT, dateOfBirth: "01/01/2015" };
    expect(canContinuePatientStep(minor, TODAY)).toBe(false);
    expect(canContinuePatientStep({ ...minor, parentOrGuardian: "Maria Lopez" }, TODAY)).toBe(false);
    expect(
      canContinuePatientStep({ ...minor, parentOrGuardian: "Maria Lopez", relationshipOfGuardian: "Mother" }, TODAY),
    ).toBe(true);
  });
});
