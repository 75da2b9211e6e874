import type { AvailableDay, TimeSlot } from "@fad/contracts/appointments/available-day";
import { dayToUtcMidnight, utcMidnightToDay } from "@fad/contracts/scheduling/day-format";
import { minutesToHourMinute, toTwelveHourClockTime } from "@fad/contracts/scheduling/twelve-hour-clock";
import type { Database } from "../database/create-database.ts";
import { formatAppointmentId } from "./appointment-id.ts";
import { busyChecker, loadBusyPeriods } from "./busy-periods.ts";
import { type CalendarSchedule, loadCalendarSchedules, offeredType } from "./calendar-schedules.ts";
import { forEachSlotOfDay } from "./day-slots.ts";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

// Every minute of a day written once, instead of once per slot.
const HOUR_MINUTE = Array.from({ length: 24 * 60 }, (_, minutes) => minutesToHourMinute(minutes));
const TWELVE_HOUR = HOUR_MINUTE.map(toTwelveHourClockTime);

export interface FindAvailabilityOptions {
  db: Database;
  calendarIds: string[];
  /** null/undefined → each calendar's default type (docs/decisions.md). */
  appointmentTypeCode?: string | null;
  /** yyyymmdd, a day in each calendar's own time zone. */
  startDate: string;
  numberDaysOut: number;
  now: Date;
  /** The texting source unlocks the texting-only type. */
  source?: string | null;
}

/**
 * The open slots of several calendars over the same window of local days, in at most three queries
 * (schedules in one, skipped when cached; live appointments in one). Every day of the window is
 * present, empty or not, so a carousel shows consecutive days; an unknown calendar, or one that does
 * not offer the type, maps to all-empty days.
 */
export async function findAvailability(options: FindAvailabilityOptions): Promise<Map<string, AvailableDay[]>> {
  const { db, calendarIds, appointmentTypeCode, startDate, numberDaysOut, now, source } = options;
  const firstMidnight = dayToUtcMidnight(startDate);
  const dayCount = Math.max(0, Math.floor(numberDaysOut));
  const days = Array.from({ length: dayCount }, (_, index) => utcMidnightToDay(firstMidnight + index * DAY_MS));

  const schedules = await loadCalendarSchedules({ db, calendarIds });
  const plans = new Map<string, { schedule: CalendarSchedule; durationMinutes: number }>();
  for (const [calendarId, schedule] of schedules) {
    const code = appointmentTypeCode ?? schedule.defaultTypeCode;
    const type = code ? offeredType(schedule, code, source) : undefined;
    if (type) plans.set(calendarId, { schedule, durationMinutes: type.durationMinutes });
  }
  // Local days lie within 14 hours before and 12 after their UTC-read midnights (UTC−12 … UTC+14).
  const busy =
    plans.size > 0 && dayCount > 0
      ? await loadBusyPeriods({
          db,
          calendarIds: [...plans.keys()],
          from: firstMidnight - 14 * HOUR_MS,
          to: firstMidnight + dayCount * DAY_MS + 12 * HOUR_MS,
          now,
        })
      : new Map();

  const result = new Map<string, AvailableDay[]>();
  for (const calendarId of calendarIds) {
    if (result.has(calendarId)) continue;
    const plan = plans.get(calendarId);
    result.set(
      calendarId,
      plan
        ? openDays(plan.schedule, plan.durationMinutes, days, firstMidnight, now, busyChecker(busy.get(calendarId)))
        : emptyDays(days),
    );
  }
  return result;
}

function openDays(
  schedule: CalendarSchedule,
  durationMinutes: number,
  days: string[],
  firstMidnight: number,
  now: Date,
  isBusy: (start: number, end: number) => boolean,
): AvailableDay[] {
  const nowMs = now.getTime();
  const durationMs = durationMinutes * MINUTE_MS;
  return days.map((day, index) => {
    const midnight = firstMidnight + index * DAY_MS;
    const timeSlots: TimeSlot[] = [];
    // A day that ended everywhere on Earth before now has nothing left to offer.
    if (midnight + DAY_MS + 14 * HOUR_MS > nowMs) {
      forEachSlotOfDay(schedule, midnight, durationMinutes, (start, minutes) => {
        if (start <= nowMs || isBusy(start, start + durationMs)) return;
        timeSlots.push({
          appointmentId: formatAppointmentId(schedule.calendarId, start, durationMinutes),
          startTime: HOUR_MINUTE[minutes] as string,
          duration: durationMinutes,
          twelveHourClockTime: TWELVE_HOUR[minutes] as string,
        });
      });
    }
    const first = timeSlots[0];
    return { day, firstAvailable: first ? `${day} ${first.startTime}` : null, timeSlots };
  });
}

function emptyDays(days: string[]): AvailableDay[] {
  return days.map((day) => ({ day, firstAvailable: null, timeSlots: [] }));
}

/** The earliest "yyyymmdd HH:mm" among the days, or null when none has a slot. */
export function firstAvailableOf(days: AvailableDay[]): string | null {
  for (const day of days) if (day.firstAvailable) return day.firstAvailable;
  return null;
}
