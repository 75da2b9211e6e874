import type { AppType } from "@fad/contracts/provider/app-type";
import { type BookingHold, EMPTY_PATIENT_DRAFT, type PatientDraft } from "../booking-session/booking-session.ts";

/** Tests only: one booking's data (its type, hold, patient and the book call's answer), shared by the review and confirmation tests. */

export const APPOINTMENT_TYPE: AppType = {
  code: "NEWPT",
  friendlyName2: "New Patient Visit",
  abbreviation: "NP",
  mhdAppointmentTypeName: "New Patient",
  patientType: "New",
};

export const HOLD: BookingHold = {
  holdId: "HOLD-1",
  appointmentId: "slot-20261124-0930",
  slot: { day: "20261124", startTime: "09:30", duration: 30, twelveHourClockTime: "9:30a" },
  calendarId: "CAL-000001",
  locationId: "LOC-000001",
  physicianUrlTitle: "jane-doe",
  physicianNpi: "1234567890",
  appointmentTypeCode: "NEWPT",
  origin: "profile",
  // Five minutes before the tests' frozen now: a person's pace, past the book's minimum fill time.
  holdStartedAt: Date.parse("2026-11-23T14:55:00Z"),
  holdExpiresAt: "2026-11-23T15:15:00.000Z",
};

export const ADULT: PatientDraft = {
  ...EMPTY_PATIENT_DRAFT,
  firstName: "Ana",
  middleName: "María",
  lastName: "Lopez",
  dateOfBirth: "04/12/1980",
  gender: "Female",
  email: "ana@example.com",
  emailConfirmation: true,
  phoneNumber: "615-555-0100",
  address1: "100 Main St",
  address2: "Apt 4",
  city: "Nashville",
  state: "TN",
  zip: "37203",
  insuranceId: "Aetna",
  policyId: "AB-123",
  referredByName: "Dr. Smith",
  referredByPhone: "615-555-0111",
};

export const BOOK_RESULT = {
  bookingId: "FAD-7K2M-9QXD-R4TB",
  manageToken: "T0k3n_-abcdefghijklmnopqrstuvwxyz0123456789",
  informationForConsumer: "Bring your insurance card.\nArrive 15 minutes early.",
  minutes: 30,
  appointment: {
    calendarId: "CAL-000001",
    appointmentTypeId: "NEWPT",
    day: "20261124",
    startTime: "09:30",
    timeZone: "America/Chicago",
    start: "2026-11-24T15:30:00.000Z",
    end: "2026-11-24T16:00:00.000Z",
  },
};
