import { shownDesignation } from "@fad/contracts/provider/designations";
import {
  BOOKING_SEARCH_LIMIT,
  type BookingSearchHit,
  type BookingSearchRequest,
  type BookingSearchResult,
  searchConfirmationNumber,
  searchDateOfBirth,
  searchNameWords,
  searchPhoneDigits,
} from "@fad/contracts/staff/booking-search";
import type { DayBooking, StaffBookingDetail } from "@fad/contracts/staff/staff-console";
import type { StaffDoctor } from "@fad/contracts/staff/staff-week-view";
import { sql } from "kysely";
import type { BookedRow } from "../booked-appointments/find-booked-appointment.ts";
import type { Database } from "../database/create-database.ts";
import { currentSearchKeyId, searchTermHash } from "../patient-data/booking-search-keys.ts";
import { decryptPatientRecord, type PatientKeyring } from "../patient-data/patient-encryption.ts";
import type { PatientRecord } from "../patient-data/patient-record.ts";

/**
 * The front desk's reads (decision 163). Every query names the locations the person serves, so a
 * booking of another location is not found: the route answers it exactly as an id that does not exist.
 */

export interface StaffLocation {
  id: string;
  name: string;
  timeZone: string;
}

/** The person's locations that exist, in the order of their names. */
export async function findStaffLocations(db: Database, ids: readonly string[]): Promise<StaffLocation[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("locations")
    .select(["id", "name", "time_zone"])
    .where("id", "in", [...ids])
    .orderBy("name")
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, timeZone: row.time_zone }));
}

/**
 * The location a staff request names, only when the person serves it: another location's id and an
 * unknown one both give undefined, so each route answers the same 404 (a guessed id learns nothing).
 */
export async function findOwnLocation(
  db: Database,
  ownLocations: readonly string[],
  locationId: string,
): Promise<StaffLocation | undefined> {
  const [location] = await findStaffLocations(
    db,
    ownLocations.filter((id) => id === locationId),
  );
  return location;
}

/** The booking rows of staff reads: the row and what the console shows about its place. */
export function bookingRows(db: Database, locationIds: readonly string[]) {
  return (
    db
      .selectFrom("appointments as a")
      .innerJoin("calendars as c", "c.id", "a.calendar_id")
      .innerJoin("provider_locations as pl", "pl.id", "c.provider_location_id")
      .innerJoin("locations as l", "l.id", "pl.location_id")
      .innerJoin("physicians as p", "p.npi", "pl.physician_npi")
      .innerJoin("appointment_types as t", "t.code", "a.appointment_type_code")
      .leftJoin("booking_staff_notes as n", "n.booking_id", "a.booking_id")
      .select([
        "a.id",
        "a.booking_id",
        "a.status",
        "a.calendar_id",
        "a.appointment_type_code",
        "a.manage_token_hash",
        "a.patient_ciphertext",
        "a.source",
        "a.site_type",
        "a.patient_language",
        sql<Date>`lower(a.period)`.as("start"),
        sql<Date>`upper(a.period)`.as("end"),
        "l.id as location_id",
        "l.name as location_name",
        "l.time_zone",
        "p.first_name",
        "p.last_name",
        "p.designation",
        "t.friendly_name2",
        "a.arrival",
        "n.note_ciphertext",
        "n.note_at",
        "n.note_by_name",
        "n.ehr_entered_at",
        "n.ehr_entered_by_name",
      ])
      .where("a.status", "in", ["booked", "cancelled"])
      .where("a.booking_id", "is not", null)
      .where("a.patient_ciphertext", "is not", null)
      // The access rule, in the query itself: only the locations the session's claims named.
      .where("l.id", "in", locationIds.length > 0 ? [...locationIds] : ["\u0000none"])
  );
}

export type BookingRow = Awaited<ReturnType<ReturnType<typeof bookingRows>["execute"]>>[number];

/** "Dr. First Last, MD": how the console names a doctor everywhere. */
export function physicianNameOf(row: { first_name: string; last_name: string; designation: string | null }): string {
  const designation = shownDesignation(row.designation ?? "");
  return `Dr. ${row.first_name} ${row.last_name}${designation ? `, ${designation}` : ""}`;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();
/** A start's wall-clock time in the location's zone as the console writes it, e.g. "9:20 AM". */
export function startTimeOf(start: Date, timeZone: string): string {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" });
    timeFormats.set(timeZone, format);
  }
  return format.format(start);
}

export function recordOf(keyring: PatientKeyring, row: BookingRow): PatientRecord {
  return decryptPatientRecord({
    keyring,
    ciphertext: row.patient_ciphertext as Uint8Array,
    bookingId: row.booking_id as string,
  }) as PatientRecord;
}

function dayBookingOf(row: BookingRow, record: PatientRecord): DayBooking {
  const start = new Date(row.start);
  return {
    bookingId: row.booking_id as string,
    status: row.status === "cancelled" ? "cancelled" : "booked",
    start: start.toISOString(),
    end: new Date(row.end).toISOString(),
    startTime: startTimeOf(start, row.time_zone),
    patientName: `${record.patient.lastName}, ${record.patient.firstName}`,
    physicianName: physicianNameOf(row),
    appointmentType: row.friendly_name2,
    arrival: row.arrival,
    ehrEntered: row.ehr_entered_at !== null,
  };
}

/**
 * One location's bookings of one local day (or of `days` days from it: the week view, decision 196), in
 * time order, patient names decrypted here on the server; of one doctor only when `physicianNpi` is given
 * (the per-doctor view). The range's bounds are computed in the location's zone by the database, so the
 * range stays sargable.
 */
export async function findDayBookings(
  db: Database,
  keyring: PatientKeyring,
  options: {
    location: StaffLocation;
    day: string;
    locationIds: readonly string[];
    days?: number;
    physicianNpi?: string | undefined;
  },
): Promise<DayBooking[]> {
  const rows = await findRangeRows(db, options);
  return rows.map((row) => dayBookingOf(row, recordOf(keyring, row)));
}

/** The week view's bookings grouped by the location's local day, every day of the range listed. */
export async function findWeekBookings(
  db: Database,
  keyring: PatientKeyring,
  options: {
    location: StaffLocation;
    from: string;
    days: string[];
    locationIds: readonly string[];
    physicianNpi?: string | undefined;
  },
): Promise<{ day: string; bookings: DayBooking[] }[]> {
  const rows = await findRangeRows(db, { ...options, day: options.from, days: options.days.length });
  const byDay = new Map(options.days.map((day) => [day, [] as DayBooking[]]));
  for (const row of rows) {
    const day = calendarDayOf(new Date(row.start), options.location.timeZone);
    byDay.get(day)?.push(dayBookingOf(row, recordOf(keyring, row)));
  }
  return [...byDay].map(([day, bookings]) => ({ day, bookings }));
}

function findRangeRows(
  db: Database,
  options: {
    location: StaffLocation;
    day: string;
    locationIds: readonly string[];
    days?: number;
    physicianNpi?: string | undefined;
  },
) {
  const { location, day } = options;
  const days = options.days ?? 1;
  let query = bookingRows(db, options.locationIds)
    .where("l.id", "=", location.id)
    .where(sql<Date>`lower(a.period)`, ">=", sql<Date>`(${day}::date)::timestamp AT TIME ZONE ${location.timeZone}`)
    .where(
      sql<Date>`lower(a.period)`,
      "<",
      sql<Date>`((${day}::date) + ${days}::integer)::timestamp AT TIME ZONE ${location.timeZone}`,
    );
  if (options.physicianNpi) query = query.where("p.npi", "=", options.physicianNpi);
  return query.orderBy(sql`lower(a.period)`).orderBy("a.booking_id").execute();
}

/** The doctors who practise at one location, by name: the console's choice for the per-doctor view. */
export async function findLocationDoctors(db: Database, locationId: string): Promise<StaffDoctor[]> {
  const rows = await db
    .selectFrom("provider_locations as pl")
    .innerJoin("physicians as p", "p.npi", "pl.physician_npi")
    .select(["p.npi", "p.first_name", "p.last_name", "p.designation"])
    .where("pl.location_id", "=", locationId)
    .distinct()
    .orderBy("p.last_name")
    .orderBy("p.first_name")
    .orderBy("p.npi")
    .execute();
  return rows.map((row) => ({ npi: row.npi, name: physicianNameOf(row) }));
}

/** The internal note, decrypted here on the server (decision 167); null when there is none. */
function noteOf(keyring: PatientKeyring, row: BookingRow): StaffBookingDetail["note"] {
  if (!row.note_ciphertext || !row.note_at) return null;
  const { note } = decryptPatientRecord({
    keyring,
    ciphertext: row.note_ciphertext,
    bookingId: row.booking_id as string,
  }) as { note: string };
  return { text: note, byName: row.note_by_name ?? "", at: new Date(row.note_at).toISOString() };
}

export interface FoundBooking {
  detail: StaffBookingDetail;
  /** The row as the manage room's change logic takes it. */
  booked: BookedRow;
  /** The location's time zone (the open times to move it to are written in it, decision 197). */
  timeZone: string;
}

/** One booking by its confirmation number, only at the given locations; null when not there. */
export async function findStaffBooking(
  db: Database,
  keyring: PatientKeyring,
  options: { bookingId: string; locationIds: readonly string[]; now: Date },
): Promise<FoundBooking | null> {
  const row = await bookingRows(db, options.locationIds)
    .where("a.booking_id", "=", options.bookingId)
    .executeTakeFirst();
  if (!row) return null;
  const record = recordOf(keyring, row);
  const start = new Date(row.start);
  const end = new Date(row.end);
  const local = localDayOf(start, row.time_zone);
  const patient = record.patient;
  return {
    detail: {
      ...dayBookingOf(row, record),
      day: local,
      calendarDay: calendarDayOf(start, row.time_zone),
      locationId: row.location_id,
      locationName: row.location_name,
      past: start.getTime() <= options.now.getTime(),
      patient: {
        firstName: patient.firstName,
        lastName: patient.lastName,
        dateOfBirth: patient.dateOfBirth ?? null,
        phoneNumber: patient.phoneNumber ?? null,
        email: patient.email?.trim() ? patient.email.trim() : null,
        parentOrGuardian: patient.parentOrGuardian ?? null,
        language: row.patient_language,
      },
      reasonForVisit: patient.reasonForReferral ?? "",
      minutes: Math.round((end.getTime() - start.getTime()) / 60_000),
      note: noteOf(keyring, row),
      ehrEntry: row.ehr_entered_at
        ? { byName: row.ehr_entered_by_name ?? "", at: new Date(row.ehr_entered_at).toISOString() }
        : null,
    },
    booked: {
      appointmentId: row.id,
      bookingId: row.booking_id as string,
      status: row.status === "cancelled" ? "cancelled" : "booked",
      calendarId: row.calendar_id,
      appointmentTypeCode: row.appointment_type_code,
      start,
      end,
      manageTokenHash: row.manage_token_hash,
      patientCiphertext: row.patient_ciphertext as Uint8Array,
      source: row.source,
      siteType: row.site_type,
      language: row.patient_language,
    },
    timeZone: row.time_zone,
  };
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * A booking's local day as the console writes it, e.g. "Tuesday, November 24, 2026". One format per zone,
 * kept (as startTimeOf's): making one costs more than a search's SQL (decision 206).
 */
const calendarDayFormats = new Map<string, Intl.DateTimeFormat>();

/** "2026-11-30": the start's day at the location (en-CA formats a day as YYYY-MM-DD). */
function calendarDayOf(start: Date, timeZone: string): string {
  let format = calendarDayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    calendarDayFormats.set(timeZone, format);
  }
  return format.format(start);
}

function localDayOf(start: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "long",
      year: "numeric",
      month: "long",
      day: "numeric",
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(start);
}

/**
 * The front desk's search (decision 166), at the person's locations only: by confirmation number, or by
 * the keyed hashes of a name's words (a booking matches when it has every word), a phone or a date of
 * birth. The latest first, at most BOOKING_SEARCH_LIMIT (and whether there were more).
 */
export async function searchBookings(
  db: Database,
  keyring: PatientKeyring,
  options: { request: BookingSearchRequest; locationIds: readonly string[] },
): Promise<BookingSearchResult> {
  const { by, text } = options.request;
  let query = bookingRows(db, options.locationIds);
  if (by === "confirmation") {
    query = query.where("a.booking_id", "=", searchConfirmationNumber(text));
  } else {
    const [kind, values] =
      by === "name"
        ? (["name", searchNameWords(text)] as const)
        : by === "phone"
          ? (["phone", [searchPhoneDigits(text) ?? ""]] as const)
          : (["dob", [searchDateOfBirth(text) ?? ""]] as const);
    const hashes = values.map((value) => searchTermHash(keyring, kind, value));
    const keyId = currentSearchKeyId(keyring);
    query = query.where(
      "a.booking_id",
      "in",
      db
        .selectFrom("booking_search_keys")
        .select("booking_id")
        .where("kind", "=", kind)
        .where("key_id", "=", keyId)
        .where("term_hash", "in", hashes)
        .groupBy("booking_id")
        .having(sql<number>`count(DISTINCT term_hash)`, "=", hashes.length),
    );
  }
  const rows = await query
    .orderBy(sql`lower(a.period)`, "desc")
    .orderBy("a.booking_id")
    .limit(BOOKING_SEARCH_LIMIT + 1)
    .execute();
  const bookings = rows.slice(0, BOOKING_SEARCH_LIMIT).map((row) => searchHitOf(keyring, row));
  return { bookings, more: rows.length > BOOKING_SEARCH_LIMIT };
}

/** A booking as the search and the changes list show it: the day's line with its day and location. */
export function searchHitOf(keyring: PatientKeyring, row: BookingRow): BookingSearchHit {
  return {
    ...dayBookingOf(row, recordOf(keyring, row)),
    day: localDayOf(new Date(row.start), row.time_zone),
    locationId: row.location_id,
    locationName: row.location_name,
  };
}
