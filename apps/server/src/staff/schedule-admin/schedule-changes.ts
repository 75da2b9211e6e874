import type { BlockedBooking, ScheduleBlockRequest, WeeklyHours } from "@fad/contracts/staff/schedule-admin";
import { sql } from "kysely";
import type { Database } from "../../database/create-database.ts";
import type { PatientKeyring } from "../../patient-data/patient-encryption.ts";
import { bookingRows, physicianNameOf, recordOf, type StaffLocation } from "../front-desk-bookings.ts";
import { localDateTime } from "./location-schedule.ts";

/**
 * The scheduling administrator's changes (decision 164). Each is one statement or one transaction on
 * the tables the scheduling generation watches (migrations 0020 and 0130), so every server process
 * offers patients the changed calendar at its next answer, and none sees half a change.
 */

export interface AdminCalendar {
  calendarId: string;
  locationId: string;
  providerLocationId: number;
}

/** A calendar of one of the given locations; null for any other (the route answers it as unknown). */
export async function findAdminCalendar(
  db: Database,
  calendarId: string,
  locationIds: readonly string[],
): Promise<AdminCalendar | null> {
  if (locationIds.length === 0) return null;
  const row = await db
    .selectFrom("calendars as c")
    .innerJoin("provider_locations as pl", "pl.id", "c.provider_location_id")
    .where("c.id", "=", calendarId)
    .where("pl.location_id", "in", [...locationIds])
    .select(["c.id as calendarId", "pl.location_id as locationId", "pl.id as providerLocationId"])
    .executeTakeFirst();
  return row ?? null;
}

/** Writes a block; the day and times are the location's wall clock, turned into instants by the database. */
export async function insertBlock(
  db: Database,
  options: { location: StaffLocation; block: ScheduleBlockRequest; createdBy: string; now: Date },
): Promise<string> {
  const { location, block, createdBy, now } = options;
  const zone = location.timeZone;
  const common = sql`${location.id}, ${block.calendarId}, ${block.kind}, ${block.label}, ${createdBy}, ${now}`;
  const columns = sql`location_id, calendar_id, kind, label, created_by, created_at`;
  let inserted: { id: string } | undefined;
  if (block.kind === "once") {
    const { rows } = await sql<{ id: string }>`
      INSERT INTO schedule_blocks (${columns}, period)
      VALUES (${common}, tstzrange(
        (${block.day}::date + ${block.startTime}::time) AT TIME ZONE ${zone},
        (${block.day}::date + ${block.endTime}::time) AT TIME ZONE ${zone}))
      RETURNING id::text AS id`.execute(db);
    inserted = rows[0];
  } else if (block.kind === "closure") {
    const { rows } = await sql<{ id: string }>`
      INSERT INTO schedule_blocks (${columns}, period, first_day, last_day)
      VALUES (${common}, tstzrange(
        (${block.firstDay}::date)::timestamp AT TIME ZONE ${zone},
        ((${block.lastDay}::date) + 1)::timestamp AT TIME ZONE ${zone}),
        ${block.firstDay}::date, ${block.lastDay}::date)
      RETURNING id::text AS id`.execute(db);
    inserted = rows[0];
  } else {
    const { rows } = await sql<{ id: string }>`
      INSERT INTO schedule_blocks (${columns}, weekday, start_time, end_time, first_day, last_day)
      VALUES (${common}, ${block.weekday}, ${block.startTime}::time, ${block.endTime}::time,
        ${block.firstDay}::date, ${block.lastDay}::date)
      RETURNING id::text AS id`.execute(db);
    inserted = rows[0];
  }
  if (!inserted) throw new Error("the block was not written");
  return inserted.id;
}

/**
 * The bookings still to come (or under way) that a block lies over, in time order, patient names
 * decrypted: the administrator sees who must be called, and nothing is cancelled (decision 164).
 * Weekly blocks are matched on each booking's local weekday and wall-clock times.
 */
export async function findBookedUnderBlock(
  db: Database,
  keyring: PatientKeyring,
  options: { location: StaffLocation; blockId: string; now: Date },
): Promise<BlockedBooking[]> {
  const { location, blockId, now } = options;
  const under = sql<string>`(
    SELECT a2.id FROM schedule_blocks b
    JOIN provider_locations pl2 ON pl2.location_id = b.location_id
    JOIN calendars c2 ON c2.provider_location_id = pl2.id AND (b.calendar_id IS NULL OR c2.id = b.calendar_id)
    JOIN appointments a2 ON a2.calendar_id = c2.id AND a2.status = 'booked'
    CROSS JOIN LATERAL (SELECT lower(a2.period) AT TIME ZONE ${location.timeZone} AS local_start,
                               upper(a2.period) AT TIME ZONE ${location.timeZone} AS local_end) t
    WHERE b.id = ${blockId}::bigint AND b.location_id = ${location.id} AND upper(a2.period) > ${now}
      AND CASE WHEN b.kind = 'weekly' THEN
            extract(dow FROM t.local_start) = b.weekday
            AND t.local_start < t.local_start::date + b.end_time
            AND t.local_end > t.local_start::date + b.start_time
            AND (b.first_day IS NULL OR t.local_start::date >= b.first_day)
            AND (b.last_day IS NULL OR t.local_start::date <= b.last_day)
          ELSE a2.period && b.period END)`;
  const rows = await bookingRows(db, [location.id])
    .where("a.status", "=", "booked")
    .where("a.id", "in", under)
    .orderBy(sql`lower(a.period)`)
    .orderBy("a.booking_id")
    .execute();
  return rows.map((row) => {
    const record = recordOf(keyring, row);
    return {
      bookingId: row.booking_id as string,
      when: localDateTime(new Date(row.start), row.time_zone),
      patientName: `${record.patient.lastName}, ${record.patient.firstName}`,
      physicianName: physicianNameOf(row),
    };
  });
}

/** Removes a block of one of the given locations; false when there is none of that id there. */
export async function deleteBlock(
  db: Database,
  blockId: string,
  locationIds: readonly string[],
): Promise<string | null> {
  if (!/^\d{1,18}$/.test(blockId) || locationIds.length === 0) return null;
  const row = await db
    .deleteFrom("schedule_blocks")
    .where(sql<boolean>`id = ${blockId}::bigint`)
    .where("location_id", "in", [...locationIds])
    .returning("location_id")
    .executeTakeFirst();
  return row?.location_id ?? null;
}

/**
 * Replaces a calendar's weekly hours. Called inside the route's transaction (with its audit row), so
 * other processes see the old week or the new one, never none.
 */
export async function replaceWeeklyHours(
  trx: Database,
  calendarId: string,
  hours: readonly WeeklyHours[],
): Promise<void> {
  await trx.deleteFrom("calendar_weekly_rules").where("calendar_id", "=", calendarId).execute();
  if (hours.length === 0) return;
  await trx
    .insertInto("calendar_weekly_rules")
    .values(
      hours.map((span) => ({
        calendar_id: calendarId,
        weekday: span.weekday,
        start_time: `${span.startTime}:00`,
        end_time: `${span.endTime}:00`,
      })),
    )
    .execute();
}

/**
 * Sets the appointment types a calendar offers: the ones kept keep their information for the consumer,
 * the ones removed go, the new ones come with none. False when a code is not an appointment type.
 * Called inside the route's transaction, as replaceWeeklyHours.
 */
export async function replaceOfferedTypes(
  trx: Database,
  calendarId: string,
  codes: readonly string[],
): Promise<boolean> {
  const wanted = [...new Set(codes)];
  if (wanted.length > 0) {
    const known = await trx.selectFrom("appointment_types").select("code").where("code", "in", wanted).execute();
    if (known.length !== wanted.length) return false;
  }
  let removal = trx.deleteFrom("calendar_appointment_types").where("calendar_id", "=", calendarId);
  if (wanted.length > 0) removal = removal.where("appointment_type_code", "not in", wanted);
  await removal.execute();
  if (wanted.length > 0) {
    await trx
      .insertInto("calendar_appointment_types")
      .values(wanted.map((code) => ({ calendar_id: calendarId, appointment_type_code: code })))
      .onConflict((conflict) => conflict.columns(["calendar_id", "appointment_type_code"]).doNothing())
      .execute();
  }
  return true;
}

/** Whether new patients may book this calendar online (its provider location's flag, decision 125). */
export async function setAcceptsNewPatients(
  db: Database,
  providerLocationId: number,
  accepting: boolean,
): Promise<void> {
  await db
    .updateTable("provider_locations")
    .set({ accepts_new_patients: accepting })
    .where("id", "=", providerLocationId)
    .execute();
}
