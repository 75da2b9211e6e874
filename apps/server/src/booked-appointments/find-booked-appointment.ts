import type { BookedAppointment } from "@fad/contracts/appointments/booked-appointment";
import { TELEHEALTH_NOTICE_TEXTS } from "@fad/contracts/messages/appointment-step-texts";
import { shownDesignation } from "@fad/contracts/provider/designations";
import { sql } from "kysely";
import type { Database } from "../database/create-database.ts";
import { decryptPatientRecord, type PatientKeyring } from "../patient-data/patient-encryption.ts";
import type { PatientRecord } from "../patient-data/patient-record.ts";
import { localDayAndTime } from "./local-time.ts";

/** A booking's row as the manage calls read it: the live or cancelled row of a booking id. */
export interface BookedRow {
  appointmentId: string;
  bookingId: string;
  status: "booked" | "cancelled";
  calendarId: string;
  appointmentTypeCode: string;
  start: Date;
  end: Date;
  manageTokenHash: string | null;
  patientCiphertext: Uint8Array;
  source: string | null;
  siteType: string | null;
  /** The language the patient booked in (decision 177): the emails' and the manage link's. */
  language: "en" | "es";
}

/** The row of a booking id that is booked or cancelled (a rescheduled row has handed the id on). */
export function findBookedRow(db: Database, bookingId: string): Promise<BookedRow | null> {
  return findRow(db, { bookingId });
}

/**
 * An appointments row by its id, whatever became of it since, shown as booked (an email describes the
 * row it was written for: a confirmation's booking later cancelled is still the booking it confirmed).
 */
export async function findRowForEmail(db: Database, appointmentId: string): Promise<BookedRow | null> {
  const row = await findRow(db, { appointmentId });
  return row ? { ...row, status: "booked" } : null;
}

async function findRow(db: Database, by: { bookingId: string } | { appointmentId: string }): Promise<BookedRow | null> {
  let query = db
    .selectFrom("appointments")
    .select([
      "id",
      "booking_id",
      "status",
      "calendar_id",
      "appointment_type_code",
      "manage_token_hash",
      "patient_ciphertext",
      "source",
      "site_type",
      "patient_language",
      sql<Date>`lower(period)`.as("start"),
      sql<Date>`upper(period)`.as("end"),
    ]);
  query =
    "bookingId" in by
      ? query.where("booking_id", "=", by.bookingId).where("status", "in", ["booked", "cancelled"])
      : query.where("id", "=", by.appointmentId);
  const row = await query.executeTakeFirst();
  if (!row?.booking_id || !row.patient_ciphertext) return null;
  return {
    appointmentId: row.id,
    bookingId: row.booking_id,
    status: row.status === "cancelled" ? "cancelled" : "booked",
    calendarId: row.calendar_id,
    appointmentTypeCode: row.appointment_type_code,
    start: new Date(row.start),
    end: new Date(row.end),
    manageTokenHash: row.manage_token_hash,
    patientCiphertext: row.patient_ciphertext,
    source: row.source,
    siteType: row.site_type,
    language: row.patient_language === "es" ? "es" : "en",
  };
}

/** Everything the confirmation and manage pages (and the emails) show of a booking. */
export async function describeBooking(options: {
  db: Database;
  keyring: PatientKeyring;
  row: BookedRow;
  now: Date;
}): Promise<{ appointment: BookedAppointment; email: string | null }> {
  const { db, keyring, row, now } = options;
  const place = await findBookingPlace(db, row);
  const record = decryptPatientRecord({
    keyring,
    ciphertext: row.patientCiphertext,
    bookingId: row.bookingId,
  }) as PatientRecord;
  const revision = await countReschedules(db, row.bookingId);
  const email = record.patient.email?.trim() ? record.patient.email.trim() : null;
  const appointment = bookedAppointmentOf({ row, place, record, revision, now, email });
  return { appointment, email };
}

/** The booking's physician, location and appointment type, as its calendar and type code name them. */
function findBookingPlace(db: Database, row: BookedRow) {
  return db
    .selectFrom("calendars as c")
    .innerJoin("provider_locations as pl", "pl.id", "c.provider_location_id")
    .innerJoin("locations as l", "l.id", "pl.location_id")
    .innerJoin("physicians as p", "p.npi", "pl.physician_npi")
    .innerJoin("appointment_types as t", (join) => join.on("t.code", "=", row.appointmentTypeCode))
    .leftJoin("calendar_appointment_types as cat", (join) =>
      join.onRef("cat.calendar_id", "=", "c.id").on("cat.appointment_type_code", "=", row.appointmentTypeCode),
    )
    .select([
      "p.npi",
      "p.first_name",
      "p.middle_initial",
      "p.last_name",
      "p.designation",
      "p.photo_url",
      "p.url_title as physician_url_title",
      "l.id as location_id",
      "l.name as location_name",
      "l.street",
      "l.city",
      "l.state",
      "l.zip",
      "l.phone",
      "l.related_contact_center_phone",
      "l.facility_coid",
      "l.time_zone",
      "pl.id as provider_location_id",
      "t.friendly_name2",
      "cat.information_for_consumer",
    ])
    .where("c.id", "=", row.calendarId)
    .executeTakeFirstOrThrow();
}

type BookingPlace = Awaited<ReturnType<typeof findBookingPlace>>;

/** How many times the booking has moved: each reschedule leaves a `rescheduled` row with its id. */
async function countReschedules(db: Database, bookingId: string): Promise<number> {
  const moved = await db
    .selectFrom("appointments")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("booking_id", "=", bookingId)
    .where("status", "=", "rescheduled")
    .executeTakeFirstOrThrow();
  return Number(moved.count);
}

/** The BookedAppointment contract from the row, its place and the decrypted patient record. */
function bookedAppointmentOf(parts: {
  row: BookedRow;
  place: BookingPlace;
  record: PatientRecord;
  revision: number;
  now: Date;
  email: string | null;
}): BookedAppointment {
  const { row, place, record, now, email } = parts;
  const local = localDayAndTime(row.start, place.time_zone);
  return {
    bookingId: row.bookingId,
    status: row.status,
    past: row.start.getTime() <= now.getTime(),
    patient: {
      firstName: record.patient.firstName,
      lastName: record.patient.lastName,
      parentOrGuardian: record.patient.parentOrGuardian ?? null,
    },
    physician: {
      physicianNpi: place.npi,
      physicianFirstName: place.first_name,
      physicianMiddleInitial: place.middle_initial,
      physicianLastName: place.last_name,
      physicianDesignation: shownDesignation(place.designation),
      physicianPhotoUrl: place.photo_url,
      urlTitle: place.physician_url_title,
    },
    location: {
      id: place.location_id,
      name: place.location_name,
      street: place.street,
      city: place.city,
      state: place.state,
      zip: place.zip,
      phone: place.phone,
      relatedContactCenterPhoneNumber: place.related_contact_center_phone,
      providerLocationId: place.provider_location_id,
      mhdCalendarId: row.calendarId,
      providerLocationCOID: place.facility_coid,
      timeZone: place.time_zone,
    },
    appointmentType: {
      code: row.appointmentTypeCode,
      friendlyName2: place.friendly_name2,
      telehealth: place.friendly_name2.trim().toLowerCase() === TELEHEALTH_NOTICE_TEXTS.friendlyName2,
    },
    reasonForVisit: record.patient.reasonForReferral ?? "",
    informationForConsumer: place.information_for_consumer ?? "",
    minutes: Math.round((row.end.getTime() - row.start.getTime()) / 60_000),
    appointment: {
      calendarId: row.calendarId,
      appointmentTypeId: row.appointmentTypeCode,
      day: local.day,
      startTime: local.startTime,
      timeZone: place.time_zone,
      start: row.start.toISOString(),
      end: row.end.toISOString(),
    },
    revision: parts.revision,
    emailConfirmation: email !== null && record.patient.patientConfirmationPreference === "Email",
  };
}
