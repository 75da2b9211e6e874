import type { Database } from "../database/create-database.ts";
import { forgetSchedules } from "../scheduling/calendar-schedules.ts";
import { appointmentTypeRows } from "../seed/reference-data.ts";

/** Test helpers for the scheduling tests (not used by the server): precise calendars on an empty database. */

export interface TestCalendar {
  calendarId: string;
  timeZone: string;
  /** [weekday, 'HH:MM', 'HH:MM'] */
  rules: [number, string, string][];
  typeCodes: string[];
  npi?: string;
  locationId?: string;
  /** Defaults to 99001. */
  facilityCoid?: string;
  /** The provider location takes new patients; defaults to true. */
  acceptsNewPatients?: boolean;
}

let counter = 0;

/** The catalogue's appointment types (NEWPT 30 min New, FOLLOW 20 Current, CONSULT 45 New, ERPRIV texting…). */
export async function insertAppointmentTypes(db: Database): Promise<void> {
  await db
    .insertInto("appointment_types")
    .values(appointmentTypeRows())
    .onConflict((conflict) => conflict.column("code").doNothing())
    .execute();
}

/** A physician, a location in the zone, and a calendar there with the rules and types; returns its ids. */
export async function insertCalendar(
  db: Database,
  calendar: TestCalendar,
): Promise<{ calendarId: string; providerLocationId: number; locationId: string; npi: string }> {
  counter += 1;
  const suffix = `${process.pid}-${counter}`;
  const npi = calendar.npi ?? String(1_000_000_000 + counter * 7919 + (process.pid % 1000));
  const locationId = calendar.locationId ?? `LOC-${suffix}`;
  const facilityCoid = calendar.facilityCoid ?? "99001";
  await db
    .insertInto("facilities")
    .values({ coid: facilityCoid, market: "Test", title: "Test Hospital", city: "Nashville", state: "TN" })
    .onConflict((conflict) => conflict.column("coid").doNothing())
    .execute();
  await db
    .insertInto("locations")
    .values({
      id: locationId,
      facility_coid: facilityCoid,
      url_title: `test-location-${suffix}`,
      name: `Test Clinic ${suffix}`,
      street: "1 Main St",
      city: "Nashville",
      state: "TN",
      zip: "37203",
      latitude: 36.15,
      longitude: -86.79,
      time_zone: calendar.timeZone,
    })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .execute();
  await db
    .insertInto("physicians")
    .values({
      npi,
      url_title: `test-physician-${npi}`,
      first_name: "Test",
      last_name: `Physician${counter}`,
      designation: "MD",
      gender: "Female",
    })
    .onConflict((conflict) => conflict.column("npi").doNothing())
    .execute();
  const { id: providerLocationId } = await db
    .insertInto("provider_locations")
    .values({ physician_npi: npi, location_id: locationId, accepts_new_patients: calendar.acceptsNewPatients ?? true })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("calendars")
    .values({ id: calendar.calendarId, provider_location_id: providerLocationId })
    .execute();
  if (calendar.rules.length > 0) {
    await db
      .insertInto("calendar_weekly_rules")
      .values(
        calendar.rules.map(([weekday, start, end]) => ({
          calendar_id: calendar.calendarId,
          weekday,
          start_time: start,
          end_time: end,
        })),
      )
      .execute();
  }
  if (calendar.typeCodes.length > 0) {
    await db
      .insertInto("calendar_appointment_types")
      .values(calendar.typeCodes.map((code) => ({ calendar_id: calendar.calendarId, appointment_type_code: code })))
      .execute();
  }
  forgetSchedules(db);
  return { calendarId: calendar.calendarId, providerLocationId, locationId, npi };
}

/** An appointment row in any status, taking [start, start + minutes). */
export async function insertAppointment(
  db: Database,
  options: {
    calendarId: string;
    typeCode: string;
    start: string;
    minutes: number;
    status: "held" | "booked" | "released" | "expired";
    holdExpiresAt: string;
  },
): Promise<void> {
  counter += 1;
  const start = new Date(options.start);
  const end = new Date(start.getTime() + options.minutes * 60_000);
  const booked = options.status === "booked";
  await db
    .insertInto("appointments")
    .values({
      calendar_id: options.calendarId,
      appointment_type_code: options.typeCode,
      slot_id: `test-${counter}`,
      period: `[${start.toISOString()},${end.toISOString()})`,
      status: options.status,
      hold_id: `hold-${process.pid}-${counter}`,
      hold_expires_at: new Date(options.holdExpiresAt),
      booking_id: booked ? `booking-${process.pid}-${counter}` : null,
      booked_at: booked ? start : null,
      patient_ciphertext: booked ? new Uint8Array([1, 2, 3]) : null,
    })
    .execute();
}

export const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/** The same opening hours on each of the weekdays. */
export function hours(weekdays: number[], ...ranges: [string, string][]): [number, string, string][] {
  return weekdays.flatMap((weekday) => ranges.map(([start, end]) => [weekday, start, end] as [number, string, string]));
}
