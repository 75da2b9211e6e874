import { describe, expect, it } from "vitest";
import { feedSystems } from "./feed-systems.ts";
import { type AppointmentSource, mapAppointment } from "./map-appointment.ts";
import { mapPatient, type PatientSource } from "./map-patient.ts";
import { r4Issues } from "./testing/r4-issues.ts";

const SYSTEMS = feedSystems("https://find.example.org/");

const BOOKED: AppointmentSource = {
  bookingId: "B7K2M9",
  status: "booked",
  start: new Date("2027-03-14T15:30:00Z"),
  end: new Date("2027-03-14T16:00:00Z"),
  bookedAt: new Date("2027-03-01T10:02:03.456Z"),
  lastUpdated: new Date("2027-03-01T10:02:04.001Z"),
  appointmentType: { code: "NEWPT", name: "New Patient Visit" },
  physician: { npi: "1234567893", name: "Ada Lovelace, MD" },
  location: { id: "LOC-00001", name: "Midtown Clinic" },
};

const PATIENT: PatientSource = {
  bookingId: "B7K2M9",
  lastUpdated: new Date("2027-03-01T10:02:04.001Z"),
  firstName: "Zebulonia",
  middleName: " Q ",
  lastName: "Quasarwright",
  dateOfBirth: "03/14/1961",
  gender: "Female",
  phoneNumber: "615-555-0177",
  email: " zq@example.org ",
  address: { address1: "7717 Marmalade Lane", address2: null, city: "Nashville", state: "TN", zip: "37203" },
  language: "es",
};

describe("the feed's mappers", () => {
  it("map a booking to a valid R4 Appointment: its id the booking id, its participants by reference", () => {
    const appointment = mapAppointment(BOOKED, SYSTEMS);
    expect(r4Issues(appointment)).toEqual([]);
    expect(appointment).toMatchObject({
      id: "B7K2M9",
      status: "booked",
      meta: { lastUpdated: "2027-03-01T10:02:04.001Z" },
      identifier: [{ system: "https://find.example.org/fhir/sid/booking-id", value: "B7K2M9" }],
      start: "2027-03-14T15:30:00.000Z",
      end: "2027-03-14T16:00:00.000Z",
      minutesDuration: 30,
      created: "2027-03-01T10:02:03.456Z",
      appointmentType: {
        coding: [{ system: "https://find.example.org/fhir/CodeSystem/appointment-type", code: "NEWPT" }],
      },
    });
    expect(appointment.participant?.map((participant) => participant.actor?.reference)).toEqual([
      "Practitioner/1234567893",
      "Location/LOC-00001",
      "Patient/B7K2M9",
    ]);
    // Nothing the patient typed is in the Appointment.
    expect(JSON.stringify(appointment)).not.toContain("Quasarwright");
  });

  it("give a change not yet published no meta.lastUpdated (a read in that moment), still valid", () => {
    const appointment = mapAppointment({ ...BOOKED, lastUpdated: null }, SYSTEMS);
    expect(appointment.meta).toBeUndefined();
    expect(r4Issues(appointment)).toEqual([]);
    // The validator does find faults: an Appointment without its status and participants is not R4.
    expect(r4Issues({ resourceType: "Appointment" } as never).length).toBeGreaterThan(0);
  });

  it("keep a cancelled booking as a cancelled Appointment, still valid", () => {
    const appointment = mapAppointment({ ...BOOKED, status: "cancelled" }, SYSTEMS);
    expect(appointment.status).toBe("cancelled");
    expect(r4Issues(appointment)).toEqual([]);
  });

  it("map the booking's patient to a valid R4 Patient with only what matches a person", () => {
    const patient = mapPatient(PATIENT, SYSTEMS);
    expect(r4Issues(patient)).toEqual([]);
    expect(patient).toMatchObject({
      id: "B7K2M9",
      name: [{ family: "Quasarwright", given: ["Zebulonia", "Q"] }],
      gender: "female",
      birthDate: "1961-03-14",
      telecom: [
        { system: "phone", value: "615-555-0177" },
        { system: "email", value: "zq@example.org" },
      ],
      address: [{ line: ["7717 Marmalade Lane"], city: "Nashville", state: "TN", postalCode: "37203", country: "US" }],
      communication: [
        { language: { coding: [{ system: "urn:ietf:bcp:47", code: "es", display: "Spanish" }] }, preferred: true },
      ],
    });
  });

  it("leave out what the form left empty, and never guess a birth date or gender", () => {
    const patient = mapPatient(
      {
        ...PATIENT,
        middleName: null,
        dateOfBirth: "1961-03-14",
        gender: null,
        phoneNumber: null,
        email: null,
        address: null,
      },
      SYSTEMS,
    );
    expect(r4Issues(patient)).toEqual([]);
    expect(patient.birthDate).toBeUndefined();
    expect(patient.gender).toBe("unknown");
    expect(patient.telecom).toBeUndefined();
    expect(patient.address).toBeUndefined();
    expect(patient.name?.[0]?.given).toEqual(["Zebulonia"]);
  });
});
