import { createBookAppointmentRequestSchema } from "@fad/contracts/appointments/book-appointment";
import { NO_INSURANCE } from "@fad/contracts/provider/insurance";
import { describe, expect, it } from "vitest";
import { EMPTY_PATIENT_DRAFT, type PatientDraft } from "../../../booking-session/booking-session.ts";
import { toBookingAddress, toBookingPatient, toBookingReferral } from "./booking-patient.ts";

const TODAY = { year: 2026, month: 11, day: 23 };

const ADULT: PatientDraft = {
  ...EMPTY_PATIENT_DRAFT,
  firstName: "Ana ",
  lastName: "O'Neil",
  dateOfBirth: "04/12/1980",
  gender: "Female",
  phoneNumber: "615-555-0100",
  address1: "100 Main St",
  city: "Nashville",
  state: "TN",
  zip: "37203",
};

const schema = createBookAppointmentRequestSchema({ today: () => TODAY });

function bookBody(draft: PatientDraft, reason = "Annual check") {
  return {
    appointmentId: "slot-1",
    appointmentTypeId: "NEW",
    holdId: "hold-1",
    providerLocationId: "CAL-000001",
    patient: toBookingPatient(draft, reason, TODAY),
    address: toBookingAddress(draft),
    ...toBookingReferral(draft),
  };
}

describe("the book call's patient, address and referral", () => {
  it("sends blank optional fields as null and the reason as reasonForReferral", () => {
    expect(toBookingPatient(ADULT, "Annual check", TODAY)).toEqual({
      firstName: "Ana",
      middleName: null,
      lastName: "O'Neil",
      dateOfBirth: "04/12/1980",
      gender: "Female",
      email: null,
      phoneNumber: "615-555-0100",
      parentOrGuardian: null,
      relationshipOfGuardian: null,
      insuranceId: null,
      policyId: null,
      reasonForReferral: "Annual check",
      patientConfirmationPreference: null,
      secondaryInsuranceId: null,
      secondaryPolicyId: null,
      externalEncounterId: null,
      externalPatientId: null,
    });
    expect(toBookingAddress({ ...ADULT, address2: "  " })).toEqual({
      address1: "100 Main St",
      address2: null,
      city: "Nashville",
      state: "TN",
      zip: "37203",
      latitude: null,
      longitude: null,
    });
    expect(toBookingReferral(ADULT)).toEqual({ referredByName: null, referredByPhone: null });
    expect(toBookingReferral({ ...ADULT, referredByName: "Dr. Smith", referredByPhone: "615-555-0199" })).toEqual({
      referredByName: "Dr. Smith",
      referredByPhone: "615-555-0199",
    });
  });

  it.each([
    [true, "ana@example.com", "Email"],
    [false, "ana@example.com", null],
    [true, "", null],
    [true, "   ", null],
  ])("emailConfirmation %s with email %j sends preference %j", (emailConfirmation, email, expected) => {
    expect(toBookingPatient({ ...ADULT, emailConfirmation, email }, "x", TODAY).patientConfirmationPreference).toBe(
      expected,
    );
  });

  it("keeps the guardian for a minor and drops it for an adult", () => {
    const guardian = { parentOrGuardian: "Maria Lopez", relationshipOfGuardian: "Mother" };
    const minor = toBookingPatient({ ...ADULT, dateOfBirth: "01/01/2015", ...guardian }, "x", TODAY);
    expect(minor).toMatchObject(guardian);
    const adult = toBookingPatient({ ...ADULT, ...guardian }, "x", TODAY);
    expect(adult).toMatchObject({ parentOrGuardian: null, relationshipOfGuardian: null });
  });

  it("sends the carrier by name, 'No Insurance' included, with its policy id", () => {
    expect(toBookingPatient({ ...ADULT, insuranceId: NO_INSURANCE }, "x", TODAY).insuranceId).toBe(NO_INSURANCE);
    const insured = toBookingPatient({ ...ADULT, insuranceId: "Aetna", policyId: "AB-12" }, "x", TODAY);
    expect(insured).toMatchObject({ insuranceId: "Aetna", policyId: "AB-12" });
  });

  it("builds a body the book call's own schema accepts", () => {
    const full: PatientDraft = {
      ...ADULT,
      middleName: "J.",
      dateOfBirth: "01/01/2015",
      parentOrGuardian: "Maria Lopez",
      relationshipOfGuardian: "Mother",
      email: "ana@example.com",
      emailConfirmation: true,
      insuranceId: "Blue Cross Blue Shield",
      policyId: "XYZ-123",
      address2: "Apt 4",
      referredByName: "Dr. Smith",
      referredByPhone: "615-555-0199",
    };
    expect(schema.safeParse(bookBody(full)).success).toBe(true);
    expect(schema.safeParse(bookBody(ADULT)).success).toBe(true);
  });
});
