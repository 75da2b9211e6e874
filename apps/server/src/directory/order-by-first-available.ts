import { addDays } from "@fad/contracts/scheduling/day-format";
import type { Database } from "../database/create-database.ts";
import { findAvailability, firstAvailableOf } from "../scheduling/find-availability.ts";
import type { MatchedPhysician } from "./match-physicians.ts";

/** The days a search asks about (startDate and numberDaysOut, with the type and source of its slots). */
export interface AvailabilityWindow {
  startDate: string;
  numberDaysOut: number;
  appointmentTypeCode: string | null;
  source: string | null;
}

/**
 * Looked-ahead spans, in days: most calendars have a slot within the first week, so only the rest are
 * asked about the next weeks, and so on to the end of the window.
 */
const SPANS = [7, 24];
const CALENDARS_PER_BATCH = 2000;

/**
 * Spec §2 "FirstAvailable": matches by their earliest open slot at any listed location (local
 * "yyyymmdd HH:mm", as the cards show it); those with none in the window last. The input's order (A–Z)
 * breaks ties, so the order is total and pages never repeat or skip anyone.
 */
export async function orderByFirstAvailable(options: {
  db: Database;
  physicians: MatchedPhysician[];
  window: AvailabilityWindow;
  now: Date;
}): Promise<MatchedPhysician[]> {
  const { db, physicians, window, now } = options;
  let waiting = [...new Set(physicians.flatMap((physician) => physician.calendarIds).filter((id) => id !== null))];
  const first = new Map<string, string>();
  let offset = 0;
  for (const span of [...SPANS, window.numberDaysOut]) {
    const days = Math.min(span, window.numberDaysOut - offset);
    if (days <= 0 || waiting.length === 0) break;
    // In batches: a query's parameters are bounded, and a batch's slots are dropped before the next.
    for (let start = 0; start < waiting.length; start += CALENDARS_PER_BATCH) {
      const found = await findAvailability({
        db,
        calendarIds: waiting.slice(start, start + CALENDARS_PER_BATCH),
        appointmentTypeCode: window.appointmentTypeCode,
        startDate: addDays(window.startDate, offset),
        numberDaysOut: days,
        now,
        source: window.source,
      });
      for (const [calendarId, calendarDays] of found) {
        const day = firstAvailableOf(calendarDays);
        if (day) first.set(calendarId, day);
      }
    }
    waiting = waiting.filter((id) => !first.has(id));
    offset += days;
  }
  const earliest = (physician: MatchedPhysician) => {
    let best: string | null = null;
    for (const id of physician.calendarIds) {
      const day = id ? first.get(id) : undefined;
      if (day && (best === null || day < best)) best = day;
    }
    return best;
  };
  return physicians
    .map((physician, position) => ({ physician, position, first: earliest(physician) }))
    .sort((a, b) => {
      if (a.first !== b.first) {
        if (a.first === null) return 1;
        if (b.first === null) return -1;
        return a.first < b.first ? -1 : 1;
      }
      return a.position - b.position;
    })
    .map((entry) => entry.physician);
}
