import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkAddress1,
  checkAddress2,
  checkCity,
  checkConfirmationPreference,
  checkCurrentPatientAnswer,
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
} from "./patient-field-rules.ts";
import { reasonCounterText } from "./patient-messages.ts";
import { US_STATES } from "./us-states.ts";

const messageOf = (rule: FieldRule, value: string) => rule(value)?.message ?? null;
const spokenOf = (rule: FieldRule, value: string) => rule(value)?.screenReaderText ?? null;

const NAME_CHARACTERS = "Field may not include special characters other than ' . or -";
const GENERAL_SPOKEN = "may not include special characters other than slash dot or hyphen";
const ADDRESS_SPOKEN = "may not include special characters other than hash underscore dot or hyphen";
const REASON_SPOKEN = "may not include special characters other than apostrophe question mark dot ampersand or hyphen";

describe("first and last name", () => {
  it("are required with the spec's messages", () => {
    expect(messageOf(checkFirstName, "")).toBe("Please enter a legal first name.");
    expect(messageOf(checkFirstName, "  ")).toBe("Please enter a legal first name.");
    expect(messageOf(checkLastName, "")).toBe("Please enter a legal last name.");
  });

  it("allow letters, both apostrophes, dot, space and hyphen", () => {
    for (const name of ["Mary", "O'Brien", "O’Neil", "St. John", "Anne-Marie", "José", "Zoë", "Nguyễn"]) {
      expect(messageOf(checkFirstName, name), name).toBeNull();
      expect(messageOf(checkLastName, name), name).toBeNull();
    }
  });

  it("refuse other characters, with the spoken general text", () => {
    for (const name of ["Mary1", "Mary!", "Mary_Ann", "a/b", "<script>", "Mary,Ann"]) {
      expect(messageOf(checkFirstName, name), name).toBe(NAME_CHARACTERS);
      expect(spokenOf(checkLastName, name), name).toBe(GENERAL_SPOKEN);
    }
  });

  it("are at most 20 characters", () => {
    expect(messageOf(checkFirstName, "A".repeat(20))).toBeNull();
    expect(messageOf(checkFirstName, "A".repeat(21))).toBe("This field may not be greater than 20 characters.");
    expect(messageOf(checkLastName, "B".repeat(21))).toBe("This field may not be greater than 20 characters.");
  });

  it("accept any string of allowed characters of length 1 to 20 that is not blank", () => {
    const allowed = fc.constantFrom(..."abcXYZéñ'’. -".split(""));
    fc.assert(
      fc.property(fc.array(allowed, { minLength: 1, maxLength: 20 }), (characters) => {
        const value = characters.join("");
        expect(messageOf(checkFirstName, value)).toBe(value.trim() === "" ? "Please enter a legal first name." : null);
      }),
    );
  });
});

describe("middle name, guardian, referring doctor", () => {
  it("middle name is optional, with the name rules", () => {
    expect(messageOf(checkMiddleName, "")).toBeNull();
    expect(messageOf(checkMiddleName, "Q.")).toBeNull();
    expect(messageOf(checkMiddleName, "Q2")).toBe(NAME_CHARACTERS);
  });

  it("guardian name and relationship: required when checked, at most 60, the name set", () => {
    expect(messageOf(checkParentOrGuardian, "")).toBe("Please enter a valid parent or guardian name.");
    expect(messageOf(checkRelationshipOfGuardian, "")).toBe("Please enter a valid relationship to the patient.");
    expect(messageOf(checkParentOrGuardian, "A".repeat(60))).toBeNull();
    expect(messageOf(checkParentOrGuardian, "A".repeat(61))).toBe("This field may not be greater than 60 characters.");
    expect(messageOf(checkRelationshipOfGuardian, "Step-mother")).toBeNull();
    expect(messageOf(checkRelationshipOfGuardian, "Mother #1")).toBe(NAME_CHARACTERS);
  });

  it("referring doctor: optional, at most 20, letters apostrophes dot space hyphen", () => {
    expect(messageOf(checkReferredByName, "")).toBeNull();
    expect(messageOf(checkReferredByName, "Dr. O'Hara")).toBeNull();
    expect(messageOf(checkReferredByName, "Dr. Who 2")).toBe(NAME_CHARACTERS);
    expect(messageOf(checkReferredByName, "A".repeat(21))).toBe("This field may not be greater than 20 characters.");
  });
});

describe("address", () => {
  it("address1 is required, at most 60, letters digits # _ . space hyphen", () => {
    expect(messageOf(checkAddress1, "")).toBe("Please enter a valid street address.");
    expect(messageOf(checkAddress1, "1200 Main St. #4_B-2")).toBeNull();
    expect(messageOf(checkAddress1, "1".repeat(60))).toBeNull();
    expect(messageOf(checkAddress1, "1".repeat(61))).toBe("This field may not be greater than 60 characters.");
    expect(messageOf(checkAddress1, "12 Main St, Apt 4")).toBe(
      "Please enter a valid street address. Field may not include special characters other than # _ . or -",
    );
    expect(spokenOf(checkAddress1, "12 Main St, Apt 4")).toBe(ADDRESS_SPOKEN);
  });

  it("address2 is optional, at most 20, the same set", () => {
    expect(messageOf(checkAddress2, "")).toBeNull();
    expect(messageOf(checkAddress2, "Suite 200")).toBeNull();
    expect(messageOf(checkAddress2, "S".repeat(21))).toBe("This field may not be greater than 20 characters.");
    expect(messageOf(checkAddress2, "Apt (4)")).toBe(
      "Please enter a valid address line 2. Field may not include special characters other than # _ . or -",
    );
    expect(spokenOf(checkAddress2, "Apt (4)")).toBe(ADDRESS_SPOKEN);
  });

  it("city: letter groups with dots, joined by space, hyphen, slash or apostrophe; at most 25", () => {
    for (const city of ["Nashville", "St. Louis", "Winston-Salem", "Coeur d'Alene", "Sedro/Woolley", "Cañon City"]) {
      expect(messageOf(checkCity, city), city).toBeNull();
    }
    expect(messageOf(checkCity, "")).toBe("Please enter a valid city.");
    for (const city of ["Nashville 2", " Nashville", "New  York", "Nash-", "-Nash", "A&B"]) {
      expect(messageOf(checkCity, city), city).toBe("Please enter a valid city.");
      expect(spokenOf(checkCity, city), city).toBe(GENERAL_SPOKEN);
    }
    expect(messageOf(checkCity, "C".repeat(25))).toBeNull();
    expect(messageOf(checkCity, "C".repeat(26))).toBe("This field may not be greater than 25 characters.");
  });

  it("state: one of the 50 states and DC", () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((state) => state.id)).size).toBe(51);
    expect(US_STATES.find((state) => state.id === "DC")?.value).toBe("District of Columbia");
    for (const state of US_STATES) expect(messageOf(checkState, state.id)).toBeNull();
    for (const value of ["", "tn", "XX", "PR", "Tennessee"])
      expect(messageOf(checkState, value), value).toBe("Please select a state.");
  });

  it("zip: exactly 5 digits", () => {
    expect(messageOf(checkZip, "37203")).toBeNull();
    for (const value of ["", "3720", "372031", "37203-1234", "3720a"]) {
      expect(messageOf(checkZip, value), value).toBe("Please enter a valid zip code.");
    }
  });
});

describe("gender", () => {
  it("is Female or Male", () => {
    expect(messageOf(checkGender, "Female")).toBeNull();
    expect(messageOf(checkGender, "Male")).toBeNull();
    for (const value of ["", "female", "Other"]) expect(messageOf(checkGender, value)).toBe("Please select a gender.");
  });
});

describe("phone numbers", () => {
  it("the patient's phone is required as ###-###-####, with both wordings", () => {
    expect(messageOf(checkPhoneNumber, "615-555-0134")).toBeNull();
    expect(messageOf(checkPhoneNumber, "")).toBe("Please enter a phone number formatted: ###-###-####");
    expect(spokenOf(checkPhoneNumber, "")).toBe("Please enter a phone number formatted: ### dash ### dash ####");
    for (const value of ["6155550134", "(615) 555-0134", "615-555-01345", "615-5550-134"]) {
      expect(messageOf(checkPhoneNumber, value), value).toBe(
        "Please enter a valid phone number formatted: ###-###-####",
      );
      expect(spokenOf(checkPhoneNumber, value), value).toBe(
        "Please enter a valid phone number formatted: ### dash ### dash ####",
      );
    }
  });

  it("the referring doctor's phone is optional, the same format", () => {
    expect(messageOf(checkReferredByPhone, "")).toBeNull();
    expect(messageOf(checkReferredByPhone, "615-555-0100")).toBeNull();
    expect(messageOf(checkReferredByPhone, "555-0100")).toBe(
      "Please enter a valid phone number formatted: ###-###-####",
    );
  });
});

describe("email", () => {
  it("is optional, at most 100, the standard pattern", () => {
    expect(messageOf(checkEmail, "")).toBeNull();
    expect(messageOf(checkEmail, "pat.doe+fad@mail.example.org")).toBeNull();
    for (const value of ["pat", "pat@", "pat@example", "pat doe@example.org", "@example.org", "pat@@example.org"]) {
      expect(messageOf(checkEmail, value), value).toBe("Please enter a valid email address formatted name@example.com");
    }
    const long = `${"a".repeat(88)}@example.org`;
    expect(long).toHaveLength(100);
    expect(messageOf(checkEmail, long)).toBeNull();
    expect(messageOf(checkEmail, `a${long}`)).toBe("This field may not be greater than 100 characters.");
  });
});

describe("insurance", () => {
  it("carrier: optional, includes No Insurance and every listed name, at most 60", () => {
    for (const value of ["", "No Insurance", "Blue Cross Blue Shield", "UnitedHealthcare"]) {
      expect(messageOf(checkInsuranceId, value), value).toBeNull();
    }
    expect(messageOf(checkInsuranceId, "Acme; DROP")).toBe("Please enter a valid insurance carrier.");
    expect(messageOf(checkInsuranceId, "I".repeat(61))).toBe("This field may not be greater than 60 characters.");
  });

  it("policy: optional, at most 40, letters digits hyphen", () => {
    expect(messageOf(checkPolicyId, "")).toBeNull();
    expect(messageOf(checkPolicyId, "XJH-12345678")).toBeNull();
    expect(messageOf(checkPolicyId, "XJH 1234")).toBe("Please enter a valid policy number.");
    expect(messageOf(checkPolicyId, "P".repeat(40))).toBeNull();
    expect(messageOf(checkPolicyId, "P".repeat(41))).toBe("This field may not be greater than 40 characters.");
  });

  it("portal identifiers: optional letters digits . _ -", () => {
    expect(messageOf(checkExternalId, "")).toBeNull();
    expect(messageOf(checkExternalId, "ENC-2026.11_4")).toBeNull();
    expect(messageOf(checkExternalId, "ENC 4")).toBe("Please enter a valid identifier.");
  });
});

describe("reason for visit", () => {
  it("is required, at most 250, letters digits newline apostrophes ? . & , space hyphen", () => {
    expect(messageOf(checkReasonForVisit, "")).toBe("Please enter a valid reason for visit.");
    expect(
      messageOf(checkReasonForVisit, "Knee pain, 3 weeks.\nIs it the meniscus? Dad’s & mom's idea - yes"),
    ).toBeNull();
    expect(messageOf(checkReasonForVisit, "Windows line\r\nbreak")).toBeNull();
    for (const value of ["Pain (left knee)", "50% worse", "see: notes", "a/b", "<b>"]) {
      expect(messageOf(checkReasonForVisit, value), value).toBe(
        "Please enter a valid reason for visit. Field may not include special characters other than ' ? . & or -",
      );
      expect(spokenOf(checkReasonForVisit, value), value).toBe(REASON_SPOKEN);
    }
    expect(messageOf(checkReasonForVisit, "r".repeat(250))).toBeNull();
    expect(messageOf(checkReasonForVisit, "r".repeat(251))).toBe(
      "Please reduce your Reason for Visit to 250 characters or less",
    );
    expect(reasonCounterText(12)).toBe("12 of 250 max characters entered");
  });
});

describe("step answers", () => {
  it("the current-patient answer is Yes or No", () => {
    expect(checkCurrentPatientAnswer("Yes")).toBeNull();
    expect(checkCurrentPatientAnswer("No")).toBeNull();
    expect(checkCurrentPatientAnswer(null)?.message).toBe("Please select Yes or No");
  });

  it("an email confirmation needs an email", () => {
    expect(checkConfirmationPreference(null, "")).toBeNull();
    expect(checkConfirmationPreference("Email", "pat@example.org")).toBeNull();
    expect(checkConfirmationPreference("Email", "")?.message).toBe(
      "Please enter an email address to receive an email confirmation.",
    );
    expect(checkConfirmationPreference("Text", "pat@example.org")?.message).toBe(
      "Please enter a valid confirmation preference.",
    );
  });
});
