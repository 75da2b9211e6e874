import { describe, expect, it } from "vitest";
import {
  addDays,
  dayInTimeZone,
  dayToUtcMidnight,
  isRealDay,
  parseDay,
  toDisplayDate,
  utcMidnightToDay,
  weekdayOf,
} from "./day-format.ts";

describe("day-format", () => {
  it("parses real yyyymmdd days only", () => {
    expect(parseDay("20261123")).toEqual({ year: 2026, month: 11, day: 23 });
    expect(isRealDay("20280229")).toBe(true);
    for (const text of ["20270229", "20261301", "20261100", "20260431", "2026112", "2026-11-23", "0000101", ""]) {
      expect(isRealDay(text), text).toBe(false);
    }
  });

  it("adds days across months, years and leap days", () => {
    expect(addDays("20261130", 1)).toBe("20261201");
    expect(addDays("20261231", 1)).toBe("20270101");
    expect(addDays("20280228", 1)).toBe("20280229");
    expect(addDays("20270301", -1)).toBe("20270228");
    expect(addDays("20261123", 61)).toBe("20270123");
  });

  it("gives weekdays with 0 as Sunday", () => {
    expect(weekdayOf("20261101")).toBe(0);
    expect(weekdayOf("20261123")).toBe(1);
    expect(weekdayOf("20270313")).toBe(6);
  });

  it("round-trips through UTC midnights", () => {
    expect(utcMidnightToDay(dayToUtcMidnight("20270314"))).toBe("20270314");
    expect(() => dayToUtcMidnight("20270230")).toThrow(RangeError);
  });

  it("writes the display date", () => {
    expect(toDisplayDate("20260305")).toBe("03/05/2026");
  });

  it("reads an instant's day in a time zone", () => {
    const instant = new Date("2026-11-24T03:30:00Z");
    expect(dayInTimeZone(instant, "UTC")).toBe("20261124");
    expect(dayInTimeZone(instant, "America/Chicago")).toBe("20261123");
  });
});
