import { bookAppointmentRequestSchema } from "@fad/contracts/appointments/book-appointment";
import { describe, expect, it } from "vitest";
import { EMPTY_APPOINTMENT_CHOICE } from "../../../booking-session/booking-session.ts";
import { ADULT, APPOINTMENT_TYPE, HOLD } from "../../../testing/booking-fixtures.ts";
import { toBookAppointmentRequest } from "./booking-request.ts";

describe("the book call's body", () => {
  it("carries the held slot, type and calendar, the patient, address, referral and page values", () => {
    const request = toBookAppointmentRequest({
      hold: HOLD,
      choice: {
        ...EMPTY_APPOINTMENT_CHOICE,
        currentPatient: "No",
        appointmentType: APPOINTMENT_TYPE,
        reasonForVisit: "Yearly checkup",
      },
      patient: ADULT,
      caseId: "CASE-42",
      physician: { physicianNpi: "1234567890" },
      source: "texting",
      siteType: "hospitalOperations",
      dateTimeOfAppointment: "11/24/2026 09:30",
    });
    expect(request).toEqual({
      appointmentId: "slot-20261124-0930",
      appointmentTypeId: "NEWPT",
      bookingType: null,
      dateTimeOfAppointment: "11/24/2026 09:30",
      holdId: "HOLD-1",
      patient: {
        firstName: "Ana",
        middleName: "María",
        lastName: "Lopez",
        dateOfBirth: "04/12/1980",
        gender: "Female",
        email: "ana@example.com",
        phoneNumber: "615-555-0100",
        parentOrGuardian: null,
        relationshipOfGuardian: null,
        insuranceId: "Aetna",
        policyId: "AB-123",
        reasonForReferral: "Yearly checkup",
        patientConfirmationPreference: "Email",
        secondaryInsuranceId: null,
        secondaryPolicyId: null,
        externalEncounterId: null,
        externalPatientId: null,
      },
      providerLocationId: "CAL-000001",
      caseID: "CASE-42",
      referredByName: "Dr. Smith",
      referredByPhone: "615-555-0111",
      source: "texting",
      siteType: "hospitalOperations",
      address: {
        address1: "100 Main St",
        address2: "Apt 4",
        city: "Nashville",
        state: "TN",
        zip: "37203",
        latitude: null,
        longitude: null,
      },
      npi: "1234567890",
    });
  });

  it("carries the honeypot as website only when something filled it (decision 47)", () => {
    const parts = {
      hold: HOLD,
      choice: { ...EMPTY_APPOINTMENT_CHOICE, appointmentType: APPOINTMENT_TYPE, reasonForVisit: "x" },
      patient: ADULT,
      caseId: null,
      physician: { physicianNpi: "1234567890" },
      source: null,
      siteType: null,
      dateTimeOfAppointment: null,
    };
    expect(toBookAppointmentRequest({ ...parts, honeypot: "" })).not.toHaveProperty("website");
    const filled = toBookAppointmentRequest({ ...parts, honeypot: "https://spam.example" });
    expect(filled.website).toBe("https://spam.example");
    // The contract takes it (the server then refuses the booking).
    expect(bookAppointmentRequestSchema.safeParse(filled).success).toBe(true);
  });

  it("names the type the hold names, even when the visitor's choice differs (the calendar's default)", () => {
    const request = toBookAppointmentRequest({
      hold: { ...HOLD, appointmentTypeCode: "DEFAULT" },
      choice: { ...EMPTY_APPOINTMENT_CHOICE, appointmentType: APPOINTMENT_TYPE, reasonForVisit: "x" },
      patient: ADULT,
      caseId: null,
      physician: { physicianNpi: "1234567890" },
      source: null,
      siteType: null,
      dateTimeOfAppointment: null,
    });
    expect(request.appointmentTypeId).toBe("DEFAULT");
    expect(request.caseID).toBeNull();
  });
});
