import { sql } from "kysely";
import type { Database } from "../database/create-database.ts";

/** [start, end) instants in milliseconds, sorted by start. */
export interface BusyPeriods {
  starts: number[];
  /** ends[i] is the latest end among periods 0…i, so one look tells whether any of them reaches past a time. */
  reach: number[];
}

/**
 * The periods live appointments take in a window, per calendar, in one query: bookings, and holds
 * until they expire. Always read from the database, never cached (several processes share it).
 */
export async function loadBusyPeriods(options: {
  db: Database;
  calendarIds: readonly string[];
  from: number;
  to: number;
  now: Date;
}): Promise<Map<string, BusyPeriods>> {
  const { db, calendarIds, from, to, now } = options;
  const busy = new Map<string, BusyPeriods>();
  if (calendarIds.length === 0) return busy;
  const rows = await db
    .selectFrom("appointments")
    .where("calendar_id", "in", calendarIds)
    .where("status", "in", ["held", "booked"])
    .where((eb) => eb.or([eb("status", "=", "booked"), eb("hold_expires_at", ">", now)]))
    .where(sql<boolean>`period && tstzrange(${new Date(from)}::timestamptz, ${new Date(to)}::timestamptz)`)
    .select([
      "calendar_id as calendarId",
      sql<number>`(extract(epoch from lower(period)) * 1000)::float8`.as("start"),
      sql<number>`(extract(epoch from upper(period)) * 1000)::float8`.as("end"),
    ])
    .orderBy("calendar_id")
    .orderBy(sql`lower(period)`)
    .execute();
  for (const row of rows) {
    let periods = busy.get(row.calendarId);
    if (!periods) {
      periods = { starts: [], reach: [] };
      busy.set(row.calendarId, periods);
    }
    const previous = periods.reach.at(-1) ?? Number.NEGATIVE_INFINITY;
    periods.starts.push(Number(row.start));
    periods.reach.push(Math.max(previous, Number(row.end)));
  }
  return busy;
}

/**
 * Answers "does [start, end) overlap a busy period?" for slots asked in increasing order, in constant
 * time per slot: the periods starting before `end` form a prefix, and one of them overlaps exactly when
 * the furthest end among them lies after `start`.
 */
export function busyChecker(periods: BusyPeriods | undefined): (start: number, end: number) => boolean {
  if (!periods || periods.starts.length === 0) return () => false;
  const { starts, reach } = periods;
  let prefix = 0;
  return (start, end) => {
    while (prefix < starts.length && (starts[prefix] as number) < end) prefix++;
    return prefix > 0 && (reach[prefix - 1] as number) > start;
  };
}
