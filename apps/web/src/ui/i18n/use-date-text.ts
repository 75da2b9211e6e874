import type { BookedAppointment } from "@fad/contracts/appointments/booked-appointment";
import { useMemo } from "react";
import type { IntlShape } from "react-intl";
import { usePageIntl } from "./use-text.ts";

/** Intl's narrow and no-break spaces ("9:30 AM") as the plain space the spec's texts use. */
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

export interface DateText {
  /** A calendar day (yyyymmdd): "Monday, November 30, 2026", "lunes, 30 de noviembre de 2026". */
  longDayWithYear: (day: string) => string;
  /** A wall-clock time (HH:mm): "9:30 AM", "9:30 a.m.". */
  time: (startTime: string) => string;
  /** An instant on the visitor's own clock: "3:45 PM", "3:45 p.m.". */
  clockTime: (iso: string) => string;
  /** A booking's day and its time at the location with the zone: "7:30 AM CST", "7:30 a.m. CST". */
  bookedWhen: (appointment: Pick<BookedAppointment["appointment"], "day" | "startTime" | "timeZone" | "start">) => {
    date: string;
    time: string;
  };
}

/**
 * Dates and times in the page's language through react-intl (issue 36): days are formatted in UTC from
 * their own date, so a location's day never shifts with the visitor's time zone; a wall-clock time is
 * the slot's own (HH:mm), not converted.
 */
export function useDateText(): DateText {
  const intl = usePageIntl();
  return useMemo(() => dateTextOf(intl), [intl]);
}

export function dateTextOf(intl: IntlShape): DateText {
  const longDayWithYear = (day: string) =>
    plainSpaces(
      intl.formatDate(dayAtNoon(day), {
        weekday: "long",
        month: "long",
        day: "numeric",
        year: "numeric",
        timeZone: "UTC",
      }),
    );
  const time = (startTime: string) =>
    plainSpaces(
      intl.formatTime(Date.UTC(2000, 0, 1, Number(startTime.slice(0, 2)), Number(startTime.slice(3, 5))), {
        hour: "numeric",
        minute: "2-digit",
        timeZone: "UTC",
      }),
    );
  return {
    longDayWithYear,
    time,
    clockTime: (iso) => plainSpaces(intl.formatTime(new Date(iso), { hour: "numeric", minute: "2-digit" })),
    bookedWhen: (appointment) => {
      const zone = zoneAbbreviation(intl, appointment.start, appointment.timeZone);
      const clock = time(appointment.startTime);
      return { date: longDayWithYear(appointment.day), time: zone ? `${clock} ${zone}` : clock };
    },
  };
}

/** Noon UTC of a yyyymmdd day names the same weekday everywhere. */
function dayAtNoon(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8)), 12);
}

function zoneAbbreviation(intl: IntlShape, instant: string, timeZone: string): string | null {
  try {
    const parts = intl.formatDateToParts(new Date(instant), { timeZone, timeZoneName: "short" });
    return parts.find((part) => part.type === "timeZoneName")?.value ?? null;
  } catch {
    return null;
  }
}
