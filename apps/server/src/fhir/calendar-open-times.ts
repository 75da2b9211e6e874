import { addDays, dayInTimeZone, dayToUtcMidnight } from "@fad/contracts/scheduling/day-format";
import { minutesToHourMinute } from "@fad/contracts/scheduling/twelve-hour-clock";
import type { CalendarSchedule, ScheduleType } from "../scheduling/calendar-schedules.ts";
import { forEachSlotOfDay } from "../scheduling/day-slots.ts";
import { formatSlotId } from "../scheduling/slot-id.ts";
import type { PublishedSlotStatus } from "./map-slot.ts";
import { PUBLISHED_DAYS } from "./scheduling-links.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** An appointment row lying over a calendar's times, as far as publication cares. */
export interface AppointmentMark {
  start: number;
  end: number;
  status: string;
  holdExpiresAt: number;
  /** When the row last changed (made, booked, released, expired, cancelled, moved). */
  changedAt: number;
}

/** One published time of a calendar, before it is a Slot. */
export interface OpenTime {
  appointmentId: string;
  /** The local day (yyyymmdd) and start (HH:mm) the booking page and the hold call name it by. */
  day: string;
  startTime: string;
  start: number;
  end: number;
  status: PublishedSlotStatus;
  lastUpdated: number;
}

/** The local days (yyyymmdd, inclusive) a calendar publishes at `now`: its today and the PUBLISHED_DAYS − 1 after. */
export function publishedDays(now: Date, timeZone: string): { first: string; last: string } {
  const first = dayInTimeZone(now, timeZone);
  return { first, last: addDays(first, PUBLISHED_DAYS - 1) };
}

/**
 * The calendar's times of its published type on the local days first…last (inclusive, already cut to
 * the published days), those not yet started, in time order, each with its status from the marks: a
 * booking over it makes it busy, a hold not yet run out busy-tentative, else free. lastUpdated is the
 * latest of the schedule's own stamp and the changes of every row that ever lay over it (a released
 * hold frees a time at its release), never later than now. Pure.
 */
export function calendarOpenTimes(options: {
  schedule: CalendarSchedule;
  type: ScheduleType;
  scheduleUpdatedAt: number;
  marks: readonly AppointmentMark[];
  first: string;
  last: string;
  now: number;
}): OpenTime[] {
  const { schedule, type, marks, now } = options;
  const times: OpenTime[] = [];
  for (let day = options.first; day <= options.last; day = addDays(day, 1)) {
    forEachSlotOfDay(schedule, dayToUtcMidnight(day), type.durationMinutes, (start, minutes) => {
      if (start <= now) return;
      const end = start + type.durationMinutes * MINUTE_MS;
      let status: PublishedSlotStatus = "free";
      let lastUpdated = options.scheduleUpdatedAt;
      for (const mark of marks) {
        if (mark.start >= end || mark.end <= start) continue;
        lastUpdated = Math.max(lastUpdated, Math.min(mark.changedAt, now));
        if (mark.status === "booked") status = "busy";
        else if (mark.status === "held" && mark.holdExpiresAt > now && status === "free") status = "busy-tentative";
        else if (mark.status === "held" && mark.holdExpiresAt <= now) {
          // A hold that ran out without anyone marking it: the time was freed when it ran out.
          lastUpdated = Math.max(lastUpdated, Math.min(mark.holdExpiresAt, now));
        }
      }
      times.push({
        appointmentId: formatSlotId(schedule.calendarId, start, type.durationMinutes),
        day,
        startTime: minutesToHourMinute(minutes),
        start,
        end,
        status,
        lastUpdated,
      });
    });
  }
  return times;
}

/**
 * Whether a time belongs in a `_since` publication: it changed after `since`, or its day came into the
 * published days after `since` (the window moves on each day). Ers on saying yes: a time published again
 * unchanged costs a line; one left out would be missed by the aggregator.
 */
export function changedSince(time: OpenTime, since: number): boolean {
  return time.lastUpdated > since || time.start >= since + (PUBLISHED_DAYS - 2) * DAY_MS;
}

/** Days of a calendar within both the published days and [first, last] (an ISO week), or null when none. */
export function daysWithin(
  published: { first: string; last: string },
  range: { first: string; last: string } | null,
): { first: string; last: string } | null {
  const first = range && range.first > published.first ? range.first : published.first;
  const last = range && range.last < published.last ? range.last : published.last;
  return first <= last ? { first, last } : null;
}
