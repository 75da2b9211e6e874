import type { BookedAppointment } from "@fad/contracts/appointments/booked-appointment";

/**
 * A booking as the emails describe it, for the email and calendar-file tests (not used by the server):
 * a minor booked by a guardian, a location name with a semicolon and comma, and things to know with
 * commas, semicolons, a backslash and line breaks, so escaping and folding are exercised.
 */
export function booking(overrides: Partial<BookedAppointment> = {}): BookedAppointment {
  return {
    bookingId: "FAD-7K2M-9QXD-R4TB",
    status: "booked",
    past: false,
    patient: { firstName: "Lucas", lastName: "Lopez", parentOrGuardian: "Ana Lopez" },
    physician: {
      physicianNpi: "1234567890",
      physicianFirstName: "Jane",
      physicianMiddleInitial: "Q",
      physicianLastName: "Doe",
      physicianDesignation: "MD",
      physicianPhotoUrl: null,
      urlTitle: "jane-doe",
    },
    location: {
      id: "LOC-000001",
      name: "Cumberland Family Clinic; Suite 2, East",
      street: "100 Main St",
      city: "Nashville",
      state: "TN",
      zip: "37203",
      phone: "615-555-0100",
      relatedContactCenterPhoneNumber: null,
      providerLocationId: 1,
      mhdCalendarId: "CAL-000001",
      providerLocationCOID: "12345",
      timeZone: "America/Chicago",
    },
    appointmentType: { code: "NEWPT", friendlyName2: "New Patient Visit", telehealth: false },
    reasonForVisit: "Yearly checkup",
    // Long, with commas, semicolons, a backslash and line breaks: folding and escaping are checked too.
    informationForConsumer: `Bring your insurance card; arrive early, please.\nC:\\forms are online.\n${"Parking is free. ".repeat(8)}`,
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
    revision: 0,
    emailConfirmation: true,
    ...overrides,
  };
}

export const TELEHEALTH = booking({ appointmentType: { code: "TELE", friendlyName2: "telehealth", telehealth: true } });
export const MANAGE_URL = "https://find.example.org/physicians/manage/?booking=FAD-7K2M-9QXD-R4TB#token=abc";
