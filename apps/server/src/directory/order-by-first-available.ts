import type { Visit } from "@fad/contracts/provider/visit";
import { addDays } from "@fad/contracts/scheduling/day-format";
import type { Database } from "../database/create-database.ts";
import { findAvailability, firstAvailableOf } from "../scheduling/find-availability.ts";
import type { MatchedPhysician } from "./match-physicians.ts";
import type { SearchPoint } from "./search-area.ts";
import { orderShownLocations } from "./shape-physician.ts";

/** The days a search asks about (startDate and numberDaysOut, with the type and source of its slots). */
export interface AvailabilityWindow {
  startDate: string;
  numberDaysOut: number;
  appointmentTypeCode: string | null;
  /** The visit the patient said (decision 129): the default type per calendar follows it. */
  visit: Visit | null;
  source: string | null;
}

/**
 * Looked-ahead spans, in days: most calendars have a slot within the first week, so only the rest are
 * asked about the next weeks, and so on to the end of the window.
 */
const SPANS = [7, 24];
const CALENDARS_PER_BATCH = 2000;

/**
 * Spec §2 "FirstAvailable": matches by the earliest open slot at the location their card shows (its
 * display location: shape-physician.ts's order, so the sort and the card's times agree, issue 39; local
 * "yyyymmdd HH:mm", as the cards show it); those with none in the window last. The input's order (A–Z)
 * breaks ties, so the order is total and pages never repeat or skip anyone.
 */
export async function orderByFirstAvailable(options: {
  db: Database;
  physicians: MatchedPhysician[];
  window: AvailabilityWindow;
  now: Date;
  point: SearchPoint | null;
  preferredCoid: string | null;
}): Promise<MatchedPhysician[]> {
  const { db, physicians, window, now } = options;
  const shownCalendar = await displayCalendars(db, physicians, options);
  let waiting = [...new Set([...shownCalendar.values()].filter((id) => id !== null))];
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
        visit: window.visit,
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
    const id = shownCalendar.get(physician.npi);
    return (id ? first.get(id) : undefined) ?? null;
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

const PHYSICIANS_PER_BATCH = 2000;

/** Each match's display location's calendar (null when that location has none). */
async function displayCalendars(
  db: Database,
  physicians: MatchedPhysician[],
  options: { point: SearchPoint | null; preferredCoid: string | null },
): Promise<Map<string, string | null>> {
  const shown = new Map<string, string | null>();
  for (let start = 0; start < physicians.length; start += PHYSICIANS_PER_BATCH) {
    const batch = physicians.slice(start, start + PHYSICIANS_PER_BATCH);
    const rows = await db
      .selectFrom("provider_locations as pl")
      .innerJoin("locations as l", "l.id", "pl.location_id")
      .leftJoin("calendars as c", "c.provider_location_id", "pl.id")
      .where(
        "pl.physician_npi",
        "in",
        batch.map((physician) => physician.npi),
      )
      .select([
        "pl.physician_npi as npi",
        "pl.id as providerLocationId",
        "c.id as calendarId",
        "l.facility_coid as coid",
        "l.latitude",
        "l.longitude",
      ])
      // The physician's display order, as the details documents keep it (migration 0021).
      .orderBy("pl.physician_npi")
      .orderBy("pl.sort_order")
      .orderBy("pl.id")
      .execute();
    const byNpi = new Map<string, typeof rows>();
    for (const row of rows) {
      const list = byNpi.get(row.npi);
      if (list) list.push(row);
      else byNpi.set(row.npi, [row]);
    }
    for (const physician of batch) {
      const ordered = orderShownLocations(byNpi.get(physician.npi) ?? [], {
        shownLocationIds: physician.providerLocationIds,
        point: options.point,
        preferredCoid: options.preferredCoid,
      });
      shown.set(physician.npi, ordered[0]?.calendarId ?? null);
    }
  }
  return shown;
}
