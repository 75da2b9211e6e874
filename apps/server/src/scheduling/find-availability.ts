import type { AvailableDay } from "@fad/contracts/appointments/available-day";
import type { Visit } from "@fad/contracts/provider/visit";
import { dayToUtcMidnight, utcMidnightToDay } from "@fad/contracts/scheduling/day-format";
import type { Database } from "../database/create-database.ts";
import { writeAvailableDay } from "./available-day-text.ts";
import { type BusyPeriods, busyChecker, busyKeyOf, loadBusyPeriods } from "./busy-periods.ts";
import { type CalendarSchedule, loadCalendarSchedules, shownTypeOf } from "./calendar-schedules.ts";
import { forEachSlotOfDay } from "./day-slots.ts";
import { keptDay } from "./kept-days.ts";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export interface FindAvailabilityOptions {
  db: Database;
  calendarIds: string[];
  /** null/undefined → each calendar's default type for the visit (docs/decisions.md, decision 129). */
  appointmentTypeCode?: string | null;
  /** The visit the patient said (decision 129); absent → a new patient's. */
  visit?: Visit | null;
  /** yyyymmdd, a day in each calendar's own time zone. */
  startDate: string;
  numberDaysOut: number;
  now: Date;
  /** The texting source unlocks the texting-only type. */
  source?: string | null;
}

/**
 * The open slots of several calendars over the same window of local days, in one query when the
 * calendars' schedules are kept (live appointments and the scheduling generation together), plus one
 * for schedules not kept. Every day of the window is present, empty or not, so a carousel shows
 * consecutive days; an unknown calendar, or one that does not offer the type (or not at this location:
 * a new-patient type where new patients are not taken), maps to all-empty days.
 * Days are reused from earlier answers while their inputs are the same (keptDay, decision 71).
 */
export async function findAvailability(options: FindAvailabilityOptions): Promise<Map<string, AvailableDay[]>> {
  const { db, calendarIds, appointmentTypeCode, visit, startDate, numberDaysOut, now, source } = options;
  const firstMidnight = dayToUtcMidnight(startDate);
  const dayCount = Math.max(0, Math.floor(numberDaysOut));
  const days = Array.from({ length: dayCount }, (_, index) => utcMidnightToDay(firstMidnight + index * DAY_MS));
  const unique = [...new Set(calendarIds)];

  // Local days lie within 14 hours before and 12 after their UTC-read midnights (UTC−12 … UTC+14).
  const { generation, busy } = await loadBusyPeriods({
    db,
    calendarIds: dayCount > 0 ? unique : [],
    from: firstMidnight - 14 * HOUR_MS,
    to: firstMidnight + dayCount * DAY_MS + 12 * HOUR_MS,
    now,
  });
  const schedules = await loadCalendarSchedules({ db, calendarIds: unique, generation });

  const result = new Map<string, AvailableDay[]>();
  for (const calendarId of unique) {
    const schedule = schedules.get(calendarId);
    // A new-patient type where new patients are not taken has no times to offer (decision 125).
    const type = schedule ? shownTypeOf(schedule, { appointmentTypeCode, visit, source }) : undefined;
    result.set(
      calendarId,
      schedule && type
        ? openDays({
            schedule,
            durationMinutes: type.durationMinutes,
            days,
            firstMidnight,
            now,
            busy: busy.get(calendarId),
          })
        : emptyDays(days),
    );
  }
  return result;
}

function openDays(options: {
  schedule: CalendarSchedule;
  durationMinutes: number;
  days: string[];
  firstMidnight: number;
  now: Date;
  busy: BusyPeriods | undefined;
}): AvailableDay[] {
  const { schedule, durationMinutes, days, firstMidnight, busy } = options;
  const nowMs = options.now.getTime();
  const isBusy = busyChecker(busy);
  return days.map((day, index) => {
    const midnight = firstMidnight + index * DAY_MS;
    // Every slot of this local day, and so every appointment that could overlap one, lies in this span.
    const busyKey = busyKeyOf(busy, midnight - 14 * HOUR_MS, midnight + DAY_MS + 12 * HOUR_MS);
    return keptDay({ schedule, durationMinutes, day, busyKey, nowMs }, () =>
      dayOfSlots({ schedule, durationMinutes, day, midnight, nowMs, isBusy }),
    );
  });
}

function dayOfSlots(options: {
  schedule: CalendarSchedule;
  durationMinutes: number;
  day: string;
  midnight: number;
  nowMs: number;
  isBusy: (start: number, end: number) => boolean;
}): { day: AvailableDay; firstStart: number | null } {
  const { schedule, durationMinutes, day, midnight, nowMs, isBusy } = options;
  const durationMs = durationMinutes * MINUTE_MS;
  let firstStart: number | null = null;
  const written = writeAvailableDay(day, (addSlot) => {
    // A day that ended everywhere on Earth before now has nothing left to offer.
    if (midnight + DAY_MS + 14 * HOUR_MS <= nowMs) return;
    forEachSlotOfDay(schedule, midnight, durationMinutes, (start, minutes) => {
      if (start <= nowMs || isBusy(start, start + durationMs)) return;
      firstStart ??= start;
      addSlot(schedule.calendarId, start, durationMinutes, minutes);
    });
  });
  return { day: written, firstStart };
}

function emptyDays(days: string[]): AvailableDay[] {
  return days.map((day) => ({ day, firstAvailable: null, timeSlots: [] }));
}

/** The earliest "yyyymmdd HH:mm" among the days, or null when none has a slot. */
export function firstAvailableOf(days: AvailableDay[]): string | null {
  for (const day of days) if (day.firstAvailable) return day.firstAvailable;
  return null;
}
