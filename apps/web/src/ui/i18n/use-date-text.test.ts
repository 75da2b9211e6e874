import { messagesFor } from "@fad/contracts/i18n/catalog";
import type { Locale } from "@fad/contracts/i18n/locales";
import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { dateTextOf } from "./use-date-text.ts";

const datesIn = (locale: Locale) => dateTextOf(createIntl({ locale, messages: messagesFor(locale) }));

/** 9:30 at a Central location on Monday, November 30, 2026 (15:30 UTC), whatever the machine's zone. */
const APPOINTMENT = { day: "20261130", startTime: "09:30", timeZone: "America/Chicago", start: "2026-11-30T15:30:00Z" };

describe("dates and times in the page's language", () => {
  it("writes a booking's day and time as the spec's English does", () => {
    const dates = datesIn("en-US");
    expect(dates.longDayWithYear("20261130")).toBe("Monday, November 30, 2026");
    expect(dates.time("13:05")).toBe("1:05 PM");
    expect(dates.time("00:15")).toBe("12:15 AM");
    expect(dates.bookedWhen(APPOINTMENT)).toEqual({ date: "Monday, November 30, 2026", time: "9:30 AM CST" });
  });

  it("writes them in US Spanish", () => {
    const dates = datesIn("es-US");
    expect(dates.longDayWithYear("20261130")).toBe("lunes, 30 de noviembre de 2026");
    expect(dates.time("09:30")).toBe("9:30 a.m.");
    expect(dates.time("13:05")).toBe("1:05 p.m.");
    expect(dates.bookedWhen(APPOINTMENT)).toEqual({ date: "lunes, 30 de noviembre de 2026", time: "9:30 a.m. CST" });
    // Summer: the zone's daylight name, from the booking's own instant.
    expect(
      dates.bookedWhen({
        day: "20260701",
        startTime: "10:00",
        timeZone: "America/Chicago",
        start: "2026-07-01T15:00:00Z",
      }),
    ).toEqual({ date: "miércoles, 1 de julio de 2026", time: "10:00 a.m. CDT" });
  });
});
