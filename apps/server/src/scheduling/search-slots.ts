import type { AvailableDay } from "@fad/contracts/appointments/available-day";
import type { Database } from "../database/create-database.ts";
import { loadCalendarSchedules } from "./calendar-schedules.ts";
import { findAvailability } from "./find-availability.ts";

export type SearchSlotsOutcome =
  | { kind: "found"; days: AvailableDay[] }
  /** 404s: no such calendar, or not the physician's or the location's named in the request. */
  | { kind: "unknown-calendar" }
  | { kind: "not-physicians-calendar" }
  | { kind: "not-locations-calendar" };

/**
 * One calendar's open slots over a window of its local days, for the slot search and its "load more
 * days" sibling. The calendar's schedule comes from the cache the batch search fills, so this is one
 * query for live appointments when warm.
 */
export async function searchSlots(options: {
  db: Database;
  calendarId: string;
  /** null → the calendar's default type. */
  appointmentTypeCode: string | null;
  startDate: string;
  numberDaysOut: number;
  now: Date;
  source?: string | null;
  /** When given, the calendar must belong to this physician. */
  physicianNpi?: string | null;
  /** When given, the calendar must be at this location: its id or its provider-location number. */
  locationId?: string | number | null;
}): Promise<SearchSlotsOutcome> {
  const { db, calendarId, physicianNpi, locationId } = options;
  const schedule = (await loadCalendarSchedules({ db, calendarIds: [calendarId] })).get(calendarId);
  if (!schedule) return { kind: "unknown-calendar" };
  if (physicianNpi && schedule.physicianNpi !== physicianNpi) return { kind: "not-physicians-calendar" };
  if (locationId !== undefined && locationId !== null) {
    const matches =
      String(locationId) === schedule.locationId || String(locationId) === String(schedule.providerLocationId);
    if (!matches) return { kind: "not-locations-calendar" };
  }
  const days = await findAvailability({
    db,
    calendarIds: [calendarId],
    appointmentTypeCode: options.appointmentTypeCode,
    startDate: options.startDate,
    numberDaysOut: options.numberDaysOut,
    now: options.now,
    source: options.source ?? null,
  });
  return { kind: "found", days: days.get(calendarId) ?? [] };
}
