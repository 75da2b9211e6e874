import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { CalendarDate } from "./date-of-birth.ts";
import { addressSchema, caseIdSchema, createPatientSchema, referralFields } from "./patient-schemas.ts";

const today: CalendarDate = { year: 2026, month: 11, day: 22 };
const patientSchema = createPatientSchema({ today: () => today });

const adult = {
  firstName: "Pat",
  middleName: null,
  lastName: "Doe",
  dateOfBirth: "07/04/1976",
  gender: "Female",
  email: "",
  phoneNumber: "615-555-0134",
  parentOrGuardian: null,
  relationshipOfGuardian: null,
  insuranceId: "No Insurance",
  policyId: null,
  reasonForReferral: "Knee pain",
  patientConfirmationPreference: null,
  secondaryInsuranceId: null,
  secondaryPolicyId: null,
  externalEncounterId: null,
  externalPatientId: null,
};

function issuesOf(schema: z.ZodType, value: unknown): Record<string, { message: string; spoken: unknown }> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [
      issue.path.join("."),
      {
        message: issue.message,
        spoken: (issue as { params?: { screenReaderText?: string } }).params?.screenReaderText,
      },
    ]),
  );
}

describe("createPatientSchema", () => {
  it("accepts a complete adult and turns blank optional fields into null", () => {
    const parsed = patientSchema.parse(adult);
    expect(parsed.email).toBeNull();
    expect(parsed.insuranceId).toBe("No Insurance");
    expect(parsed.patientConfirmationPreference).toBeNull();
  });

  it("names every failing field with the spec's message and spoken text, all at once", () => {
    const issues = issuesOf(patientSchema, {
      ...adult,
      firstName: "",
      lastName: "D0e",
      dateOfBirth: "12/01/2026",
      gender: "",
      phoneNumber: "6155550134",
      email: "pat@",
      reasonForReferral: "",
    });
    expect(issues).toEqual({
      firstName: { message: "Please enter a legal first name.", spoken: "Please enter a legal first name." },
      lastName: {
        message: "Field may not include special characters other than ' . or -",
        spoken: "may not include special characters other than slash dot or hyphen",
      },
      dateOfBirth: {
        message: "Date of Birth can't be in the future.",
        spoken: "Date of Birth can't be in the future.",
      },
      gender: { message: "Please select a gender.", spoken: "Please select a gender." },
      phoneNumber: {
        message: "Please enter a valid phone number formatted: ###-###-####",
        spoken: "Please enter a valid phone number formatted: ### dash ### dash ####",
      },
      email: {
        message: "Please enter a valid email address formatted name@example.com",
        spoken: "Please enter a valid email address formatted name@example.com",
      },
      reasonForReferral: {
        message: "Please enter a valid reason for visit.",
        spoken: "Please enter a valid reason for visit.",
      },
    });
  });

  it("gives missing required fields the spec's required messages", () => {
    const issues = issuesOf(patientSchema, {});
    expect(issues.firstName?.message).toBe("Please enter a legal first name.");
    expect(issues.lastName?.message).toBe("Please enter a legal last name.");
    expect(issues.dateOfBirth?.message).toBe("Please enter a date of birth formatted: MM/DD/YYYY.");
    expect(issues.phoneNumber?.message).toBe("Please enter a phone number formatted: ###-###-####");
    expect(issues.parentOrGuardian).toBeUndefined();
  });

  it("answers a type error, not a crash, for a patient or a field of the wrong type", () => {
    for (const value of [undefined, null, "Pat", 7, []]) {
      const result = patientSchema.safeParse(value);
      expect(result.success).toBe(false);
    }
    for (const field of Object.keys(adult)) {
      for (const value of [false, 7, {}, ["x"]]) {
        expect(
          patientSchema.safeParse({ ...adult, [field]: value }).success,
          `${field}: ${JSON.stringify(value)}`,
        ).toBe(false);
      }
    }
  });

  it("requires the guardian fields under 18 and keeps them; clears them for an adult", () => {
    const minor = { ...adult, dateOfBirth: "01/15/2015" };
    const issues = issuesOf(patientSchema, minor);
    expect(issues.parentOrGuardian?.message).toBe("Please enter a valid parent or guardian name.");
    expect(issues.relationshipOfGuardian?.message).toBe("Please enter a valid relationship to the patient.");
    const withGuardian = patientSchema.parse({
      ...minor,
      parentOrGuardian: "Sam Doe",
      relationshipOfGuardian: "Father",
    });
    expect(withGuardian).toMatchObject({ parentOrGuardian: "Sam Doe", relationshipOfGuardian: "Father" });
    const adultWithGuardian = patientSchema.parse({
      ...adult,
      parentOrGuardian: "Sam Doe",
      relationshipOfGuardian: "Father",
    });
    expect(adultWithGuardian).toMatchObject({ parentOrGuardian: null, relationshipOfGuardian: null });
    expect(issuesOf(patientSchema, { ...adult, parentOrGuardian: "Sam 2" }).parentOrGuardian?.message).toBe(
      "Field may not include special characters other than ' . or -",
    );
  });

  it("reads today at each validation: a birth date in the future becomes valid when the day comes", () => {
    let current: CalendarDate = { year: 2026, month: 11, day: 22 };
    const schema = createPatientSchema({ today: () => current });
    const born = { ...adult, dateOfBirth: "11/23/2026", parentOrGuardian: "Sam Doe", relationshipOfGuardian: "Father" };
    expect(schema.safeParse(born).success).toBe(false);
    current = { year: 2026, month: 11, day: 23 };
    expect(schema.safeParse(born).success).toBe(true);
  });

  it("accepts only 'Email' or null as the confirmation preference, and 'Email' only with an email", () => {
    expect(
      issuesOf(patientSchema, { ...adult, patientConfirmationPreference: "Email" }).patientConfirmationPreference
        ?.message,
    ).toBe("Please enter an email address to receive an email confirmation.");
    expect(
      patientSchema.safeParse({ ...adult, email: "pat@example.org", patientConfirmationPreference: "Email" }).success,
    ).toBe(true);
    expect(patientSchema.safeParse({ ...adult, patientConfirmationPreference: "Text" }).success).toBe(false);
  });
});

describe("addressSchema, referral fields and caseID", () => {
  it("checks every address field with its message", () => {
    expect(
      issuesOf(addressSchema, { address1: "", address2: "(4)", city: "1", state: "ZZ", zip: "372", latitude: 91 }),
    ).toMatchObject({
      address1: { message: "Please enter a valid street address." },
      address2: {
        message: `Please enter a valid address line 2. ${"Field may not include special characters other than # _ . or -"}`,
      },
      city: { message: "Please enter a valid city." },
      state: { message: "Please select a state." },
      zip: { message: "Please enter a valid zip code." },
      latitude: {},
    });
    expect(
      addressSchema.parse({
        address1: "1 Main St",
        city: "Nashville",
        state: "TN",
        zip: "37203",
        latitude: 36.1,
        longitude: -86.8,
      }),
    ).toMatchObject({ address2: null, state: "TN" });
  });

  it("checks the referring doctor's name and phone", () => {
    const referral = z.object(referralFields);
    expect(referral.parse({ referredByName: "", referredByPhone: null })).toEqual({
      referredByName: null,
      referredByPhone: null,
    });
    expect(issuesOf(referral, { referredByName: "Dr. #1", referredByPhone: "555" })).toMatchObject({
      referredByName: { message: "Field may not include special characters other than ' . or -" },
      referredByPhone: { message: "Please enter a valid phone number formatted: ###-###-####" },
    });
  });

  it("takes a case identifier of letters, digits, - and _", () => {
    expect(caseIdSchema.parse("CASE-12_3")).toBe("CASE-12_3");
    expect(caseIdSchema.parse("")).toBeNull();
    expect(caseIdSchema.safeParse("CASE 1").success).toBe(false);
  });
});
