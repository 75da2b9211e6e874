import { sql } from "kysely";
import type { Database } from "../database/create-database.ts";
import { type CalendarSchedule, loadCalendarSchedules, type ScheduleType } from "../scheduling/calendar-schedules.ts";
import { isKnownTimeZone } from "../scheduling/zone-offsets.ts";
import type { AppointmentMark } from "./calendar-open-times.ts";
import type { ScheduleSource } from "./map-schedule.ts";
import { type Condition, TRUE } from "./sql-filters.ts";

/** A calendar that publishes its times: online (mhd participant), with a type a new patient may book. */
export interface PublishedCalendar extends ScheduleSource {
  calendar_id: string;
  url_title: string;
  state: string;
  phone: string | null;
  schedule: CalendarSchedule;
  type: ScheduleType;
}

type CalendarRow = Omit<PublishedCalendar, "schedule" | "type" | "typeName">;

/**
 * The calendars publishing open times (decision 141): the physician books online and the calendar has a
 * default type (the type a new patient is shown; none where the location takes no new patients), so
 * the published times are exactly those the results page offers without a chosen type.
 */
export const PUBLISHED_FROM = sql`calendars c
  JOIN provider_locations pl ON pl.id = c.provider_location_id
  JOIN physicians p ON p.npi = pl.physician_npi
  JOIN locations l ON l.id = pl.location_id`;
export const PUBLISHED_WHERE = sql`p.mhd_participant AND pl.accepts_new_patients`;

const SELECT = sql`c.id AS calendar_id, pl.physician_npi AS npi, pl.location_id, p.url_title, p.first_name,
  p.last_name, l.name AS location_name, l.state,
  COALESCE(NULLIF(trim(l.phone), ''), NULLIF(trim(l.related_contact_center_phone), '')) AS phone,
  pl.updated_at,
  COALESCE((SELECT json_agg(s.name ORDER BY ps.is_primary DESC, s.name)
            FROM physician_specialties ps JOIN specialties s ON s.id = ps.specialty_id
            WHERE ps.physician_npi = pl.physician_npi), '[]') AS specialties`;

/**
 * One page of publishing calendars in (NPI, location id) order after `after` (or from it, inclusive), at most `limit` rows read;
 * `last` is the key of the last row read (to continue from), null when no row was left. Rows whose
 * schedule publishes nothing (no default type, an unknown zone) are read but not returned.
 */
export async function readPublishedCalendars(
  db: Database,
  options: { where?: Condition; after: [string, string] | null; inclusive?: boolean; limit: number },
): Promise<{ calendars: PublishedCalendar[]; last: [string, string] | null; read: number }> {
  const key = options.after;
  const after = !key
    ? TRUE
    : options.inclusive
      ? sql`(pl.physician_npi, pl.location_id) >= (${key[0]}, ${key[1]})`
      : sql`(pl.physician_npi, pl.location_id) > (${key[0]}, ${key[1]})`;
  const { rows } = await sql<CalendarRow>`SELECT ${SELECT} FROM ${PUBLISHED_FROM}
    WHERE ${PUBLISHED_WHERE} AND ${options.where ?? TRUE} AND ${after}
    ORDER BY pl.physician_npi, pl.location_id LIMIT ${options.limit}`.execute(db);
  const lastRow = rows.at(-1);
  if (!lastRow) return { calendars: [], last: null, read: 0 };
  const schedules = await loadCalendarSchedules({ db, calendarIds: rows.map((row) => row.calendar_id) });
  const calendars: PublishedCalendar[] = [];
  for (const row of rows) {
    const schedule = schedules.get(row.calendar_id);
    const type = schedule?.defaultTypeCode ? schedule.types.get(schedule.defaultTypeCode) : undefined;
    if (!schedule || !type || !isKnownTimeZone(schedule.timeZone)) continue;
    calendars.push({
      ...row,
      specialties: typeof row.specialties === "string" ? JSON.parse(row.specialties) : row.specialties,
      updated_at: new Date(row.updated_at),
      schedule,
      type,
      typeName: type.friendlyName2,
    });
  }
  return { calendars, last: [lastRow.npi, lastRow.location_id], read: rows.length };
}

/** The states with a publishing calendar, in order (the manifest's split). */
export async function publishedStates(db: Database): Promise<string[]> {
  const { rows } = await sql<{ state: string }>`SELECT DISTINCT l.state FROM ${PUBLISHED_FROM}
    WHERE ${PUBLISHED_WHERE} ORDER BY l.state`.execute(db);
  return rows.map((row) => row.state.trim());
}

/**
 * Every appointment row lying over [from, to) of the calendars, live or not (a released or expired
 * one says when its time was freed), by calendar, in one query.
 */
export async function loadAppointmentMarks(
  db: Database,
  calendarIds: readonly string[],
  from: number,
  to: number,
): Promise<Map<string, AppointmentMark[]>> {
  const marks = new Map<string, AppointmentMark[]>();
  if (calendarIds.length === 0) return marks;
  const { rows } = await sql<{
    calendar_id: string;
    start: number;
    end: number;
    status: string;
    hold_expires_at: number;
    changed_at: number;
  }>`SELECT a.calendar_id,
      (extract(epoch from lower(a.period)) * 1000)::float8 AS start,
      (extract(epoch from upper(a.period)) * 1000)::float8 AS "end",
      a.status,
      (extract(epoch from a.hold_expires_at) * 1000)::float8 AS hold_expires_at,
      (extract(epoch from greatest(a.created_at, a.state_changed_at, a.booked_at, a.changed_at)) * 1000)::float8
        AS changed_at
    FROM appointments a
    WHERE a.calendar_id = ANY(${[...calendarIds]}::text[])
      AND a.period && tstzrange(${new Date(from)}::timestamptz, ${new Date(to)}::timestamptz)`.execute(db);
  for (const row of rows) {
    const list = marks.get(row.calendar_id) ?? [];
    list.push({
      start: Number(row.start),
      end: Number(row.end),
      status: row.status,
      holdExpiresAt: Number(row.hold_expires_at),
      changedAt: Number(row.changed_at),
    });
    marks.set(row.calendar_id, list);
  }
  return marks;
}
