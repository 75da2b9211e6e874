import { describe, expect, it } from "vitest";
import type { CalendarDate } from "./date-of-birth.ts";
import {
  portalPrefill,
  prefillAddress,
  prefillDateOfBirth,
  prefillEmail,
  prefillGender,
  prefillInsurance,
  prefillName,
  prefillPhoneNumber,
  prefillPolicyId,
  textingPrefill,
} from "./prefill.ts";

const TODAY: CalendarDate = { year: 2026, month: 11, day: 23 };
const LONG_EMAIL_LOCAL = "a".repeat(95);

describe("names: kept only when they match the name pattern, cut to 20", () => {
  it.each([
    ["Alex", "Alex"],
    ["  Alex  ", "Alex"],
    ["O'Neil-Smith", "O'Neil-Smith"],
    ["O’Neil Jr.", "O’Neil Jr."],
    ["José", "José"],
    ["Maximiliana-Alexandrina", "Maximiliana-Alexandr"],
    // The cut leaves no trailing space.
    ["Anna Maria Francesca Rossi", "Anna Maria Francesca"],
    ["Alex2", ""],
    ["R2-D2", ""],
    ["Alex <script>", ""],
    ["Ann_Lee", ""],
    ["", ""],
    ["   ", ""],
    [42, ""],
    [null, ""],
    [undefined, ""],
    [{ first: "Alex" }, ""],
  ])("%j → %j", (given, kept) => {
    expect(prefillName(given)).toBe(kept);
  });
});

describe("email: kept only when valid and at most 100 characters, never cut", () => {
  it.each([
    ["alex.rivera@example.com", "alex.rivera@example.com"],
    [" alex@example.org ", "alex@example.org"],
    ["first+tag@mail.example.co.uk", "first+tag@mail.example.co.uk"],
    ["alex@", ""],
    ["alex@example", ""],
    ["alex example@example.com", ""],
    ["not an email", ""],
    ["", ""],
    [7, ""],
    // 95 + "@example.com" = 107 characters: cut to 100 it ends "@exampl" and is no longer valid.
    [`${LONG_EMAIL_LOCAL}@example.com`, ""],
    // 88 + "@example.com" = 100 characters: kept whole.
    [`${"b".repeat(88)}@example.com`, `${"b".repeat(88)}@example.com`],
    // 90 + "@ex.museum.org" = 104: cut it would end "@ex.museum", another valid mailbox; dropped instead.
    [`${"c".repeat(90)}@ex.museum.org`, ""],
  ])("%j → %j", (given, kept) => {
    expect(prefillEmail(given)).toBe(kept);
  });
});

describe("gender: only Male or Female, whatever the case", () => {
  it.each([
    ["Male", "Male"],
    ["female", "Female"],
    ["FEMALE", "Female"],
    [" male ", "Male"],
    ["M", ""],
    ["F", ""],
    ["Other", ""],
    ["", ""],
    [null, ""],
  ])("%j → %j", (given, kept) => {
    expect(prefillGender(given)).toBe(kept);
  });
});

describe("date of birth: only a real day in the past, as MM/DD/YYYY", () => {
  it.each([
    ["04/12/1986", "04/12/1986"],
    ["4/2/1986", "04/02/1986"],
    ["1986-04-12", "04/12/1986"],
    ["1986-04-12T00:00:00", "04/12/1986"],
    ["1986-04-12T00:00:00.000Z", "04/12/1986"],
    ["01/01/1900", "01/01/1900"],
    ["11/22/2026", "11/22/2026"],
    // Today is not in the past; tomorrow and later are in the future.
    ["11/23/2026", ""],
    ["11/24/2026", ""],
    ["2031-01-01", ""],
    ["12/31/1899", ""],
    ["02/30/1990", ""],
    ["13/01/1990", ""],
    ["1990-02-29", ""],
    ["02/29/2000", "02/29/2000"],
    ["04/12/86", ""],
    ["12-04-1986", ""],
    ["April 12, 1986", ""],
    ["", ""],
    [19860412, ""],
    [null, ""],
  ])("%j → %j", (given, kept) => {
    expect(prefillDateOfBirth(given, TODAY)).toBe(kept);
  });
});

describe("phone: ten digits once non-digits are stripped, as ###-###-####", () => {
  it.each([
    ["615-555-0123", "615-555-0123"],
    ["(615) 555-0123", "615-555-0123"],
    ["6155550123", "615-555-0123"],
    [6155550123, "615-555-0123"],
    ["615.555.012", ""],
    ["+1 615 555 0123", ""],
    ["", ""],
    [null, ""],
  ])("%j → %j", (given, kept) => {
    expect(prefillPhoneNumber(given)).toBe(kept);
  });
});

describe("host address: each invalid part becomes empty", () => {
  const valid = { address1: "2300 Patterson St", address2: "Apt 4", city: "Nashville", state: "TN", zip: "37203" };

  it("keeps a valid address as given", () => {
    expect(prefillAddress(valid)).toEqual(valid);
  });

  it.each([
    ["2300 Patterson St.", "2300 Patterson St."],
    ["Unit #5_b - Rear", "Unit #5_b - Rear"],
    ["Calle Niño 4", "Calle Niño 4"],
    // 71 characters: cut to 60, ending in "Road" (the cut's trailing space is dropped).
    [`1234567890 ${"Long Road ".repeat(6)}`, `1234567890 ${"Long Road ".repeat(5).trimEnd()}`],
    ["12 Main St, Suite 4", ""],
    ["P/O Box 7", ""],
    ["", ""],
  ])("address1 %j → %j (letters, digits, # _ . space, hyphen; cut to 60)", (address1, kept) => {
    expect(prefillAddress({ ...valid, address1 }).address1).toBe(kept);
  });

  it.each([
    ["Suite 200", "Suite 200"],
    ["Building C, Floor 12", ""],
    ["Building C Floor 12 Rear", "Building C Floor 12"],
    ["", ""],
  ])("address2 %j → %j (cut to 20)", (address2, kept) => {
    expect(prefillAddress({ ...valid, address2 }).address2).toBe(kept);
  });

  it.each([
    ["Nashville", "Nashville"],
    ["St. Louis", "St. Louis"],
    ["Winston-Salem", "Winston-Salem"],
    ["Coeur d'Alene", "Coeur d'Alene"],
    ["Dover/Foxcroft", "Dover/Foxcroft"],
    ["Rancho Santa Margarita", "Rancho Santa Margari"],
    ["Nashville 2", ""],
    ["-Nashville", ""],
    ["Nashville, TN", ""],
    ["", ""],
  ])("city %j → %j (letters with . - / ' and spaces; cut to 20)", (city, kept) => {
    expect(prefillAddress({ ...valid, city }).city).toBe(kept);
  });

  it.each([
    ["TN", "TN"],
    ["tn", "TN"],
    [" dc ", "DC"],
    ["Tennessee", ""],
    ["T", ""],
    ["XX", ""],
    ["T1", ""],
    ["", ""],
  ])("state %j → %j (exactly 2 letters, upper-cased, a US state id)", (state, kept) => {
    expect(prefillAddress({ ...valid, state }).state).toBe(kept);
  });

  it.each([
    ["37203", "37203"],
    [37203, "37203"],
    ["3720", ""],
    ["372031", ""],
    ["37203-1234", ""],
    ["3720A", ""],
    ["", ""],
  ])("zip %j → %j (exactly 5 digits)", (zip, kept) => {
    expect(prefillAddress({ ...valid, zip }).zip).toBe(kept);
  });

  it("reads a missing or malformed address as empty", () => {
    const empty = { address1: "", address2: "", city: "", state: "", zip: "" };
    expect(prefillAddress(undefined)).toEqual(empty);
    expect(prefillAddress("2300 Patterson St")).toEqual(empty);
    expect(prefillAddress([valid])).toEqual(empty);
  });
});

describe("insurance provider and policy number (texting): kept whole when the form accepts them", () => {
  it.each([
    ["Aetna", "Aetna"],
    ["Blue Cross Blue Shield", "Blue Cross Blue Shield"],
    ["No Insurance", "No Insurance"],
    ["Aetna <b>", ""],
    ["A".repeat(61), ""],
    ["", ""],
  ])("insurance %j → %j", (given, kept) => {
    expect(prefillInsurance(given)).toBe(kept);
  });

  it.each([
    ["AET-1234567", "AET-1234567"],
    ["W123 456", ""],
    ["9".repeat(41), ""],
    ["", ""],
  ])("policy %j → %j", (given, kept) => {
    expect(prefillPolicyId(given)).toBe(kept);
  });
});

describe("portalPrefill", () => {
  it("pre-fills the listed fields of a valid portal profile", () => {
    expect(
      portalPrefill(
        {
          firstName: "Alex",
          lastName: "Rivera",
          dateOfBirth: "04/12/1986",
          gender: "female",
          email: "alex.rivera@example.com",
          phoneNumber: "(615) 555-0123",
          middleName: "Quinn",
          preferredFacility: { displayName: "Centennial Medical Center" },
        },
        { address1: "2300 Patterson St", address2: "", city: "Nashville", state: "tn", zip: "37203" },
        TODAY,
      ),
    ).toEqual({
      firstName: "Alex",
      lastName: "Rivera",
      dateOfBirth: "04/12/1986",
      gender: "Female",
      email: "alex.rivera@example.com",
      phoneNumber: "615-555-0123",
      address1: "2300 Patterson St",
      city: "Nashville",
      state: "TN",
      zip: "37203",
    });
  });

  it("leaves out every invalid part and keeps the rest", () => {
    expect(
      portalPrefill(
        {
          firstName: "Alex",
          lastName: "Rivera3",
          dateOfBirth: "01/01/2999",
          gender: "X",
          email: "alex@",
          phoneNumber: "555-0123",
        },
        { address1: "2300 Patterson St", address2: "Apt 4", city: "Nashville", state: "Tennessee", zip: "3720" },
        TODAY,
      ),
    ).toEqual({ firstName: "Alex", address1: "2300 Patterson St", address2: "Apt 4", city: "Nashville" });
  });

  it("gives nothing for missing or malformed settings", () => {
    expect(portalPrefill(undefined, undefined, TODAY)).toEqual({});
    expect(portalPrefill("Alex", 7, TODAY)).toEqual({});
  });

  it("never reads insurance from a portal profile (the spec lists none)", () => {
    expect(portalPrefill({ insuranceProvider: "Aetna", policyId: "A-1" }, {}, TODAY)).toEqual({});
  });
});

describe("textingPrefill", () => {
  const DEMO_CASE = {
    firstName: "Sam",
    lastName: "Taylor",
    dateOfBirth: "09/30/1979",
    phoneNumber1: "615-555-0188",
    phoneNumber2: "615-555-0199",
    email: "sam.taylor@example.com",
    gender: "Male",
    address: { address1: "100 Main St", address2: "", city: "Nashville", state: "TN", zip: "37201" },
    insuranceProvider: "Aetna",
    primaryPolicyNumber: "AET-1234567",
  };

  it("pre-fills the case's patient, address and insurance", () => {
    expect(textingPrefill(DEMO_CASE, TODAY)).toEqual({
      firstName: "Sam",
      lastName: "Taylor",
      dateOfBirth: "09/30/1979",
      gender: "Male",
      email: "sam.taylor@example.com",
      phoneNumber: "615-555-0188",
      address1: "100 Main St",
      city: "Nashville",
      state: "TN",
      zip: "37201",
      insuranceId: "Aetna",
      policyId: "AET-1234567",
    });
  });

  it.each([
    [{ phoneNumber1: "615-555-0188", phoneNumber2: "615-555-0199" }, "615-555-0188"],
    [{ phoneNumber1: "555-0188", phoneNumber2: "(615) 555-0199" }, "615-555-0199"],
    [{ phoneNumber1: "", phoneNumber2: "6155550199" }, "615-555-0199"],
    [{ alternatePhoneNumber1: "615 555 0177" }, "615-555-0177"],
    [{ phoneNumber: "615-555-0166" }, "615-555-0166"],
    [{ phoneNumber1: "12", phoneNumber2: "34" }, undefined],
  ])("the phone is the first valid of the alternatives: %j → %j", (phones, phoneNumber) => {
    expect(textingPrefill(phones, TODAY).phoneNumber).toBe(phoneNumber);
  });

  it("applies the portal's rules to every part", () => {
    expect(
      textingPrefill(
        {
          ...DEMO_CASE,
          firstName: "S4m",
          dateOfBirth: "2030-01-01",
          gender: "m",
          email: "sam@@example.com",
          address: { address1: "100 Main St; Rear", city: "Nashville", state: "Tennessee", zip: "37201" },
        },
        TODAY,
      ),
    ).toEqual({
      lastName: "Taylor",
      phoneNumber: "615-555-0188",
      city: "Nashville",
      zip: "37201",
      insuranceId: "Aetna",
      policyId: "AET-1234567",
    });
  });

  it("drops a policy number without a carrier, or with No Insurance", () => {
    expect(textingPrefill({ primaryPolicyNumber: "AET-1" }, TODAY)).toEqual({});
    expect(textingPrefill({ insuranceProvider: "No Insurance", primaryPolicyNumber: "AET-1" }, TODAY)).toEqual({
      insuranceId: "No Insurance",
    });
    expect(textingPrefill({ insuranceProvider: "Aetna!", primaryPolicyNumber: "AET-1" }, TODAY)).toEqual({});
  });

  it("reads a few other spellings and a flat address", () => {
    expect(
      textingPrefill(
        {
          patientFirstName: "Sam",
          patientLastName: "Taylor",
          dob: "1979-09-30",
          sex: "FEMALE",
          emailAddress: "sam@example.com",
          address1: "100 Main St",
          city: "Nashville",
          state: "tn",
          zip: "37201",
          insuranceId: "Cigna",
          policyId: "C-9",
        },
        TODAY,
      ),
    ).toEqual({
      firstName: "Sam",
      lastName: "Taylor",
      dateOfBirth: "09/30/1979",
      gender: "Female",
      email: "sam@example.com",
      address1: "100 Main St",
      city: "Nashville",
      state: "TN",
      zip: "37201",
      insuranceId: "Cigna",
      policyId: "C-9",
    });
  });

  it("gives nothing for a missing case", () => {
    expect(textingPrefill(null, TODAY)).toEqual({});
    expect(textingPrefill([], TODAY)).toEqual({});
  });
});
