import { sql } from "kysely";
import type { Database } from "../database/create-database.ts";

/** [start, end) instants in milliseconds, sorted by start. */
export interface BusyPeriods {
  starts: number[];
  ends: number[];
  /** ends[i] is the latest end among periods 0…i, so one look tells whether any of them reaches past a time. */
  reach: number[];
}

/**
 * The periods live appointments take in a window, per calendar (bookings, and holds until they expire),
 * and the scheduling generation (decision 71), in one query. Always read from the database, never kept
 * (several processes share it).
 */
export async function loadBusyPeriods(options: {
  db: Database;
  calendarIds: readonly string[];
  from: number;
  to: number;
  now: Date;
}): Promise<{ generation: string; busy: Map<string, BusyPeriods> }> {
  const { db, calendarIds, from, to, now } = options;
  const result = await sql<{ generation: string; busy: [string, number, number][] | string }>`
    SELECT (SELECT generation::text FROM scheduling_state) AS generation,
      coalesce((
        SELECT json_agg(json_build_array(a.calendar_id,
                 (extract(epoch from lower(a.period)) * 1000)::float8,
                 (extract(epoch from upper(a.period)) * 1000)::float8)
               ORDER BY a.calendar_id, lower(a.period))
        FROM appointments a
        WHERE a.calendar_id = ANY(${[...calendarIds]}::text[])
          AND a.status IN ('held', 'booked')
          AND (a.status = 'booked' OR a.hold_expires_at > ${now})
          AND a.period && tstzrange(${new Date(from)}::timestamptz, ${new Date(to)}::timestamptz)
      ), '[]'::json) AS busy`.execute(db);
  const row = result.rows[0];
  const rows = typeof row?.busy === "string" ? (JSON.parse(row.busy) as [string, number, number][]) : (row?.busy ?? []);
  const busy = new Map<string, BusyPeriods>();
  for (const [calendarId, start, end] of rows) {
    let periods = busy.get(calendarId);
    if (!periods) {
      periods = { starts: [], ends: [], reach: [] };
      busy.set(calendarId, periods);
    }
    const previous = periods.reach.at(-1) ?? Number.NEGATIVE_INFINITY;
    periods.starts.push(Number(start));
    periods.ends.push(Number(end));
    periods.reach.push(Math.max(previous, Number(end)));
  }
  return { generation: row?.generation ?? "0", busy };
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
