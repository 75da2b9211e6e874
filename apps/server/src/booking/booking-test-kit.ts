import { randomBytes } from "node:crypto";
import type { BookAppointmentRequest } from "@fad/contracts/appointments/book-appointment";
import type { HoldSlotRequest } from "@fad/contracts/appointments/hold-slot";
import type { Database } from "../database/create-database.ts";
import { findAvailability } from "../scheduling/find-availability.ts";

/** Test helpers shared by the booking tests (not used by the server). */

/** A hold body that names its type (the book call needs it; the hold call may leave it out). */
export type TypedHoldBody = HoldSlotRequest & { appointmentTypeId: string };

export const TEST_PATIENT_KEY = randomBytes(32);

/** A settable clock starting on a Monday morning in the Americas. */
export function settableClock(start = "2026-11-23T14:00:00Z") {
  let now = new Date(start);
  return {
    clock: () => now,
    advanceMinutes(minutes: number) {
      now = new Date(now.getTime() + minutes * 60_000);
    },
    advanceSeconds(seconds: number) {
      now = new Date(now.getTime() + seconds * 1000);
    },
  };
}

/** The first calendar (by id) offering a type any visitor may book, and that type. */
export async function bookableCalendar(db: Database): Promise<{ calendarId: string; typeCode: string }> {
  const row = await db
    .selectFrom("calendar_appointment_types as cat")
    .innerJoin("appointment_types as t", "t.code", "cat.appointment_type_code")
    .where("t.texting_only", "=", false)
    .select(["cat.calendar_id", "cat.appointment_type_code"])
    .orderBy("cat.calendar_id")
    .orderBy("cat.appointment_type_code")
    .executeTakeFirstOrThrow();
  return { calendarId: row.calendar_id, typeCode: row.appointment_type_code };
}

/** Hold bodies for the open slots of a calendar in the next two weeks, as the slot search shows them. */
export async function openSlotHoldBodies(
  db: Database,
  now: Date,
  calendar: { calendarId: string; typeCode: string },
): Promise<TypedHoldBody[]> {
  const startDate = now.toISOString().slice(0, 10).replaceAll("-", "");
  const days = await findAvailability({
    db,
    calendarIds: [calendar.calendarId],
    appointmentTypeCode: calendar.typeCode,
    startDate,
    numberDaysOut: 14,
    now,
  });
  return (days.get(calendar.calendarId) ?? []).flatMap((day) =>
    day.timeSlots.map((slot) => ({
      appointmentId: slot.appointmentId,
      appointmentTypeId: calendar.typeCode,
      calendarId: calendar.calendarId,
      startTime: slot.startTime,
      duration: slot.duration,
      date: day.day,
      providerLocationId: calendar.calendarId,
    })),
  );
}

/** Values no other test data contains, so a log line carrying any of them is a leak. */
export const DISTINCTIVE = {
  firstName: "Zebulonia",
  lastName: "Quasarwright",
  email: "zebulonia.quasar@example.org",
  phoneNumber: "615-555-0177",
  address1: "7717 Marmalade Lane",
  reason: "Twinge in the left pinky toe",
  policyId: "XQZ-99817",
  caseID: "CASE-ZQ-44127",
  referredByName: "Dr. Fennimore",
  referredByPhone: "615-555-0143",
  dateOfBirth: "03/14/1961",
} as const;

export function bookBody(
  hold: TypedHoldBody,
  holdId: string,
  patient: Partial<BookAppointmentRequest["patient"]> = {},
): BookAppointmentRequest {
  return {
    appointmentId: hold.appointmentId,
    appointmentTypeId: hold.appointmentTypeId,
    bookingType: null,
    dateTimeOfAppointment: null,
    holdId,
    patient: {
      firstName: DISTINCTIVE.firstName,
      middleName: null,
      lastName: DISTINCTIVE.lastName,
      dateOfBirth: DISTINCTIVE.dateOfBirth,
      gender: "Female",
      email: DISTINCTIVE.email,
      phoneNumber: DISTINCTIVE.phoneNumber,
      parentOrGuardian: null,
      relationshipOfGuardian: null,
      insuranceId: "Aetna",
      policyId: DISTINCTIVE.policyId,
      reasonForReferral: DISTINCTIVE.reason,
      patientConfirmationPreference: "Email",
      secondaryInsuranceId: null,
      secondaryPolicyId: null,
      externalEncounterId: null,
      externalPatientId: null,
      ...patient,
    },
    providerLocationId: hold.calendarId,
    caseID: DISTINCTIVE.caseID,
    referredByName: DISTINCTIVE.referredByName,
    referredByPhone: DISTINCTIVE.referredByPhone,
    source: "cms",
    siteType: "Hospital Operations",
    address: {
      address1: DISTINCTIVE.address1,
      address2: null,
      city: "Nashville",
      state: "TN",
      zip: "37203",
      latitude: 36.15,
      longitude: -86.79,
    },
    npi: null,
  };
}
