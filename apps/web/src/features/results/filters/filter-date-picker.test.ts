import { CalendarDate } from "@internationalized/date";
import { describe, expect, it } from "vitest";
import { formatStartDate, isPastStartDate, parseStartDate } from "./filter-date-picker.tsx";

describe("start date text", () => {
  it("reads and writes yyyymmdd", () => {
    expect(parseStartDate("20300105")?.toString()).toBe("2030-01-05");
    expect(formatStartDate(new CalendarDate(2030, 1, 5))).toBe("20300105");
  });

  it("reads anything else, impossible days included, as no date", () => {
    expect(parseStartDate("")).toBeNull();
    expect(parseStartDate("2030-01-05")).toBeNull();
    expect(parseStartDate("20300231")).toBeNull();
    expect(parseStartDate("20301301")).toBeNull();
  });

  it("calls a day before today past, and today or later not", () => {
    const today = new CalendarDate(2030, 6, 15);
    expect(isPastStartDate("20300614", today)).toBe(true);
    expect(isPastStartDate("20300615", today)).toBe(false);
    expect(isPastStartDate("20310101", today)).toBe(false);
    expect(isPastStartDate("", today)).toBe(false);
  });
});
