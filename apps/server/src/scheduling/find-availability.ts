import type { AvailableDay } from "@fad/contracts/appointments/available-day";
import type { Visit } from "@fad/contracts/provider/visit";
import { dayToUtcMidnight, utcMidnightToDay } from "@fad/contracts/scheduling/day-format";
import type { Database } from "../database/create-database.ts";
import { type BusyPeriods, busyChecker, loadBusyPeriods } from "./busy-periods.ts";
import { type CalendarSchedule, loadCalendarSchedules, shownTypeOf } from "./calendar-schedules.ts";
import { forEachSlotOfDay } from "./day-slots.ts";
import { DaysTextWriter } from "./days-text-writer.ts";
import { keepWindow, keptWindowOf, reusableDayIndex } from "./kept-days.ts";

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
 * Days are reused from earlier answers while their inputs are the same (kept-days.ts, decisions 71, 200).
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

/**
 * A calendar's days over the window in one pass (decision 200): the days kept from an earlier answer
 * whose inputs are unchanged are reused (decision 71), and every other day is walked in order with one
 * busy checker for the whole window and written into one block of text (DaysTextWriter).
 */
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
  const durationMs = durationMinutes * MINUTE_MS;
  const isBusy = busyChecker(busy);
  const kept = keptWindowOf(schedule, durationMinutes);
  const result: AvailableDay[] = new Array(days.length);
  const firstStarts = new Float64Array(days.length);
  const computedAt = new Float64Array(days.length);
  const written: number[] = [];
  const writer = new DaysTextWriter(schedule.calendarId, durationMinutes);
  const visit = (start: number, minutes: number) => {
    if (start <= nowMs || isBusy(start, start + durationMs)) return;
    writer.addSlot(start, minutes);
  };
  for (let index = 0; index < days.length; index++) {
    const midnight = firstMidnight + index * DAY_MS;
    // Every slot of this local day, and so every appointment that could overlap one, lies in this span.
    const reused = reusableDayIndex(
      kept,
      midnight,
      nowMs,
      busy,
      midnight - 14 * HOUR_MS,
      midnight + DAY_MS + 12 * HOUR_MS,
    );
    if (kept && reused >= 0) {
      result[index] = kept.days[reused] as AvailableDay;
      firstStarts[index] = kept.firstStarts[reused] as number;
      computedAt[index] = kept.computedAt[reused] as number;
      continue;
    }
    writer.beginDay(days[index] as string);
    // A day that ended everywhere on Earth before now has nothing left to offer.
    if (midnight + DAY_MS + 14 * HOUR_MS > nowMs) forEachSlotOfDay(schedule, midnight, durationMinutes, visit);
    writer.endDay();
    written.push(index);
    computedAt[index] = nowMs;
  }
  const fresh = writer.finish();
  for (let at = 0; at < written.length; at++) {
    const index = written[at] as number;
    const { day, firstStart } = fresh[at] as (typeof fresh)[number];
    result[index] = day;
    firstStarts[index] = firstStart;
  }
  keepWindow(schedule, durationMinutes, { firstMidnight, days: result, firstStarts, computedAt, busy });
  return result;
}

function emptyDays(days: string[]): AvailableDay[] {
  return days.map((day) => ({ day, firstAvailable: null, timeSlots: [] }));
}

/** The earliest "yyyymmdd HH:mm" among the days, or null when none has a slot. */
export function firstAvailableOf(days: AvailableDay[]): string | null {
  for (const day of days) if (day.firstAvailable) return day.firstAvailable;
  return null;
}
