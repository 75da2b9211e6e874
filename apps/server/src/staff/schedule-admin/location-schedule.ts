import {
  type LocationSchedule,
  type ScheduleBlock,
  type ScheduleCalendar,
  WEEKDAY_NAMES,
} from "@fad/contracts/staff/schedule-admin";
import { sql } from "kysely";
import type { Database } from "../../database/create-database.ts";
import { physicianNameOf, type StaffLocation } from "../front-desk-bookings.ts";

/**
 * The scheduling administrator's reads (decision 164): a location's calendars, their hours and types,
 * and the blocks set there. Every query names the location, and the routes pass only a location of the
 * session, so another location's calendar or block is not found (as an id that does not exist).
 */

/** The calendars of one location, by doctor, with their weekly hours and every type they could offer. */
export async function findLocationCalendars(
  db: Database,
  locationId: string,
  calendarId: string | null = null,
): Promise<ScheduleCalendar[]> {
  let query = db
    .selectFrom("calendars as c")
    .innerJoin("provider_locations as pl", "pl.id", "c.provider_location_id")
    .innerJoin("physicians as p", "p.npi", "pl.physician_npi")
    .where("pl.location_id", "=", locationId)
    .select([
      "c.id as calendarId",
      "pl.accepts_new_patients",
      "p.first_name",
      "p.last_name",
      "p.designation",
      sql<[number, string, string][]>`COALESCE((
        SELECT json_agg(json_build_array(r.weekday, to_char(r.start_time, 'HH24:MI'),
          CASE WHEN r.end_time = '24:00'::time THEN '24:00' ELSE to_char(r.end_time, 'HH24:MI') END)
          ORDER BY r.weekday, r.start_time)
        FROM calendar_weekly_rules r WHERE r.calendar_id = c.id), '[]'::json)`.as("hours"),
      sql<string[]>`COALESCE((
        SELECT json_agg(cat.appointment_type_code) FROM calendar_appointment_types cat
        WHERE cat.calendar_id = c.id), '[]'::json)`.as("offered"),
    ])
    .orderBy("p.last_name")
    .orderBy("p.first_name")
    .orderBy("c.id");
  if (calendarId !== null) query = query.where("c.id", "=", calendarId);
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const types = await db
    .selectFrom("appointment_types")
    .select(["code", "friendly_name2", "patient_type"])
    .orderBy("friendly_name2")
    .execute();
  return rows.map((row) => {
    const offered = new Set(parsed(row.offered));
    return {
      calendarId: row.calendarId,
      physicianName: physicianNameOf(row),
      acceptsNewPatients: row.accepts_new_patients,
      hours: parsed(row.hours).map(([weekday, startTime, endTime]) => ({ weekday, startTime, endTime })),
      types: types.map((type) => ({
        code: type.code,
        name: type.friendly_name2,
        patientType: type.patient_type,
        offered: offered.has(type.code),
      })),
    };
  });
}

function parsed<T>(value: T | string): T {
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}

/** The block rows as the console lists them; `blockId` narrows to one. */
export function blockRows(db: Database, locationId: string) {
  return db
    .selectFrom("schedule_blocks as b")
    .leftJoin("calendars as c", "c.id", "b.calendar_id")
    .leftJoin("provider_locations as pl", "pl.id", "c.provider_location_id")
    .leftJoin("physicians as p", "p.npi", "pl.physician_npi")
    .where("b.location_id", "=", locationId)
    .select([
      sql<string>`b.id::text`.as("id"),
      "b.kind",
      "b.calendar_id",
      sql<Date | null>`lower(b.period)`.as("start"),
      sql<Date | null>`upper(b.period)`.as("end"),
      "b.weekday",
      sql<string | null>`to_char(b.start_time, 'HH24:MI')`.as("start_time"),
      sql<string | null>`to_char(b.end_time, 'HH24:MI')`.as("end_time"),
      sql<string | null>`b.first_day::text`.as("first_day"),
      sql<string | null>`b.last_day::text`.as("last_day"),
      "b.label",
      "b.created_by",
      "p.first_name",
      "p.last_name",
      "p.designation",
    ]);
}
type BlockRowRead = Awaited<ReturnType<ReturnType<typeof blockRows>["execute"]>>[number];

/**
 * The blocks of a location still to come or under way (a past one-off block or closure no longer
 * matters to patients), weekly ones first, then by start.
 */
export async function findLocationBlocks(db: Database, location: StaffLocation, now: Date): Promise<ScheduleBlock[]> {
  const rows = await blockRows(db, location.id)
    .where((eb) =>
      eb.or([
        eb("b.kind", "=", "weekly").and(
          eb.or([
            eb("b.last_day", "is", null),
            sql<boolean>`b.last_day >= (${now}::timestamptz AT TIME ZONE ${location.timeZone})::date`,
          ]),
        ),
        sql<boolean>`upper(b.period) > ${now}`,
      ]),
    )
    .orderBy(sql`b.kind = 'weekly'`, "desc")
    .orderBy(sql`lower(b.period)`)
    .orderBy("b.weekday")
    .orderBy("b.start_time")
    .execute();
  return rows.map((row) => scheduleBlockOf(row, location.timeZone));
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "long",
      year: "numeric",
      month: "long",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
    });
    dateTimeFormats.set(timeZone, format);
  }
  return format;
}

/** "Tuesday, December 1, 2026, 8:00 AM": an instant in the location's zone. */
export function localDateTime(instant: Date, timeZone: string): string {
  return dateTimeFormat(timeZone).format(instant);
}

/** "YYYY-MM-DD" → "Tuesday, December 1, 2026" (a calendar day, no zone involved). */
export function longDay(day: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
  }).format(new Date(`${day}T00:00:00Z`));
}

/** "13:30" → "1:30 PM". */
export function twelveHour(time: string): string {
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  if (minutes >= 24 * 60) return "midnight";
  const hour = Math.floor(minutes / 60);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minutes % 60).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

export function scheduleBlockOf(row: BlockRowRead, timeZone: string): ScheduleBlock {
  return {
    blockId: row.id,
    kind: row.kind,
    calendarId: row.calendar_id,
    appliesTo:
      row.calendar_id && row.first_name !== null && row.last_name !== null
        ? physicianNameOf({ first_name: row.first_name, last_name: row.last_name, designation: row.designation ?? "" })
        : "Every calendar of the location",
    when: describeBlock(row, timeZone),
    label: row.label,
    createdBy: row.created_by,
  };
}

function describeBlock(row: BlockRowRead, timeZone: string): string {
  if (row.kind === "closure" && row.first_day && row.last_day) {
    return row.first_day === row.last_day
      ? `Closed all day ${longDay(row.first_day)}`
      : `Closed from ${longDay(row.first_day)} through ${longDay(row.last_day)}`;
  }
  if (row.kind === "weekly" && row.weekday !== null && row.start_time && row.end_time) {
    const from = row.first_day ? `, from ${longDay(row.first_day)}` : "";
    const until = row.last_day ? `, until ${longDay(row.last_day)}` : "";
    return `Every ${WEEKDAY_NAMES[row.weekday]}, ${twelveHour(row.start_time)} – ${twelveHour(row.end_time)}${from}${until}`;
  }
  if (row.start && row.end) {
    const start = new Date(row.start);
    const end = new Date(row.end);
    const endTime = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(end);
    return `${localDateTime(start, timeZone)} – ${endTime}`;
  }
  return row.label;
}

export async function findLocationSchedule(
  db: Database,
  location: StaffLocation,
  now: Date,
): Promise<LocationSchedule> {
  const [calendars, blocks] = await Promise.all([
    findLocationCalendars(db, location.id),
    findLocationBlocks(db, location, now),
  ]);
  return { location, calendars, blocks };
}
