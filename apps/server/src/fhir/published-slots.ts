import { openTimeAddress } from "@fad/contracts/routes/open-time-link";
import { dayToUtcMidnight } from "@fad/contracts/scheduling/day-format";
import type { Database } from "../database/create-database.ts";
import { calendarOpenTimes, changedSince, daysWithin, type OpenTime, publishedDays } from "./calendar-open-times.ts";
import { scheduleId } from "./map-schedule.ts";
import type { SlotSource } from "./map-slot.ts";
import { loadAppointmentMarks, type PublishedCalendar, readPublishedCalendars } from "./published-calendars.ts";
import type { Condition } from "./sql-filters.ts";

const DAY_MS = 86_400_000;
/** Calendars read per round trip: a page's times are computed and sent before the next page is read. */
export const CALENDAR_PAGE = 200;

export interface PublishedTime {
  calendar: PublishedCalendar;
  time: OpenTime;
}

/**
 * The published times of the calendars matching `where`, calendar by calendar in (NPI, location id)
 * order and in time order within each, a page of calendars at a time: memory holds one page, however
 * many calendars publish. `days` cuts to an ISO week; `since` keeps the times changed since then;
 * `from` continues after a calendar's key and start (a search's cursor).
 */
export async function* publishedTimes(
  db: Database,
  options: {
    where?: Condition;
    now: Date;
    days?: { first: string; last: string } | null;
    since?: number | null;
    from?: { key: [string, string]; start: number } | null;
    pageSize?: number;
  },
): AsyncGenerator<PublishedTime> {
  const now = options.now.getTime();
  let after: [string, string] | null = null;
  let resumeAt = options.from ?? null;
  for (;;) {
    const page = await readPublishedCalendars(db, {
      ...(options.where ? { where: options.where } : {}),
      after: after ?? resumeAt?.key ?? null,
      inclusive: after === null && resumeAt !== null,
      limit: options.pageSize ?? CALENDAR_PAGE,
    });
    if (!page.last) return;
    after = page.last;
    const windows = page.calendars.flatMap((calendar) => {
      const days = daysWithin(publishedDays(options.now, calendar.schedule.timeZone), options.days ?? null);
      return days ? [{ calendar, days }] : [];
    });
    if (windows.length > 0) {
      // The local days of every calendar of the page, widened by a day each side for the zones.
      const from = Math.min(...windows.map(({ days }) => dayToUtcMidnight(days.first))) - DAY_MS;
      const to = Math.max(...windows.map(({ days }) => dayToUtcMidnight(days.last))) + 2 * DAY_MS;
      const marks = await loadAppointmentMarks(
        db,
        windows.map(({ calendar }) => calendar.calendar_id),
        from,
        to,
      );
      for (const { calendar, days } of windows) {
        const times = calendarOpenTimes({
          schedule: calendar.schedule,
          type: calendar.type,
          scheduleUpdatedAt: calendar.updated_at.getTime(),
          marks: marks.get(calendar.calendar_id) ?? [],
          first: days.first,
          last: days.last,
          now,
        });
        const resume =
          resumeAt && resumeAt.key[0] === calendar.npi && resumeAt.key[1] === calendar.location_id ? resumeAt : null;
        for (const time of times) {
          if (resume && time.start <= resume.start) continue;
          if (options.since != null && !changedSince(time, options.since)) continue;
          yield { calendar, time };
        }
      }
    }
    resumeAt = null;
  }
}

/** A published time as a Slot's source: its deep link on our booking page and the location's phone. */
export function slotSourceOf({ calendar, time }: PublishedTime, publicUrl: string): SlotSource {
  return {
    scheduleId: scheduleId(calendar.npi, calendar.location_id),
    start: new Date(time.start),
    end: new Date(time.end),
    status: time.status,
    lastUpdated: new Date(time.lastUpdated),
    deepLink: openTimeAddress(publicUrl, {
      urlTitle: calendar.url_title,
      appointmentId: time.appointmentId,
      calendarId: calendar.calendar_id,
      day: time.day,
      startTime: time.startTime,
      durationMinutes: calendar.type.durationMinutes,
      appointmentTypeCode: calendar.type.code,
    }),
    phone: calendar.phone,
  };
}
