import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CalendarDate,
  calendarDateAt,
  checkDateOfBirth,
  compareCalendarDates,
  DATE_OF_BIRTH_SHAPE,
  formatCalendarDate,
  isMinor,
  LATEST_TIME_ZONE,
  parseDateOfBirth,
} from "./date-of-birth.ts";
import { PATIENT_MESSAGES } from "./patient-messages.ts";

const today: CalendarDate = { year: 2026, month: 11, day: 22 };
const messageOf = (value: string) => checkDateOfBirth(value, today)?.message ?? null;

describe("checkDateOfBirth (spec booking §5)", () => {
  it("accepts MM/DD/YYYY days from 01/01/1900 to today", () => {
    expect(messageOf("01/01/1900")).toBeNull();
    expect(messageOf("02/29/2000")).toBeNull();
    expect(messageOf("11/22/2026")).toBeNull();
    expect(messageOf("07/04/1976")).toBeNull();
  });

  it("asks for a date of birth when empty, too long or not date-like", () => {
    for (const value of ["", "   ", "07/04/19761", "July 4th", "1976-07-04", "07041976"]) {
      expect(messageOf(value), value).toBe(PATIENT_MESSAGES.dateOfBirthRequired);
    }
  });

  it("asks for a valid date when it looks like one but is not a real MM/DD/YYYY day", () => {
    for (const value of [
      "7/4/1976",
      "07/04/76",
      "02/30/1990",
      "02/29/1900",
      "13/01/1990",
      "00/10/1990",
      "04/31/2001",
    ]) {
      expect(messageOf(value), value).toBe(PATIENT_MESSAGES.dateOfBirthInvalid);
    }
  });

  it("refuses days before 01/01/1900", () => {
    expect(messageOf("12/31/1899")).toBe(PATIENT_MESSAGES.dateOfBirthTooEarly);
    expect(messageOf("01/01/0050")).toBe(PATIENT_MESSAGES.dateOfBirthTooEarly);
    expect(PATIENT_MESSAGES.dateOfBirthTooEarly).toBe("Date of Birth must be on or after 01/01/1900");
  });

  it("refuses days after today", () => {
    expect(messageOf("11/23/2026")).toBe(PATIENT_MESSAGES.dateOfBirthInFuture);
    expect(messageOf("01/01/2027")).toBe(PATIENT_MESSAGES.dateOfBirthInFuture);
    expect(PATIENT_MESSAGES.dateOfBirthInFuture).toBe("Date of Birth can't be in the future.");
  });

  it("agrees with a day-by-day walk: any real day in range passes, any later day is in the future", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true }),
        (instant) => {
          const date = { year: instant.getUTCFullYear(), month: instant.getUTCMonth() + 1, day: instant.getUTCDate() };
          const text = formatCalendarDate(date);
          expect(parseDateOfBirth(text)).toEqual(date);
          const expected = compareCalendarDates(date, today) > 0 ? PATIENT_MESSAGES.dateOfBirthInFuture : null;
          expect(messageOf(text)).toBe(expected);
        },
      ),
    );
  });
});

describe("DATE_OF_BIRTH_SHAPE (the spec's raw shape check)", () => {
  it("allows 1 or 2 digit months and days and 2 or 4 digit years starting 19 or 20", () => {
    for (const value of ["1/1/1990", "01/31/2001", "12/5/85", "9/09/19"])
      expect(DATE_OF_BIRTH_SHAPE.test(value), value).toBe(true);
    for (const value of ["13/01/1990", "0/01/1990", "01/32/1990", "01/01/1890", "01/01/2190", "01/01/199"]) {
      expect(DATE_OF_BIRTH_SHAPE.test(value), value).toBe(false);
    }
  });
});

describe("isMinor (under 18 in 365.25-day years)", () => {
  it("is a minor the day before the 18th birthday and an adult a day after", () => {
    expect(isMinor({ year: 2008, month: 11, day: 23 }, today)).toBe(true);
    expect(isMinor({ year: 2008, month: 11, day: 21 }, today)).toBe(false);
  });

  it("counts 365.25-day years: an 18th birthday spanning four leap days (6574 days) is still a minor", () => {
    // 2008-11-22 → 2026-11-22 holds leap days 2012, 2016, 2020, 2024: 6574 days < 18 × 365.25 = 6574.5.
    expect(isMinor({ year: 2008, month: 11, day: 22 }, today)).toBe(true);
    // 1995-01-01 → 2013-01-01 holds five leap days (1996 … 2012): 6575 days ≥ 6574.5, an adult.
    expect(isMinor({ year: 1995, month: 1, day: 1 }, { year: 2013, month: 1, day: 1 })).toBe(false);
  });
});

describe("calendarDateAt", () => {
  it("reads the day in a time zone; the latest zone is a day ahead of the Americas late in their evening", () => {
    const lateEveningInChicago = new Date("2026-11-23T04:30:00Z");
    expect(calendarDateAt(lateEveningInChicago, "America/Chicago")).toEqual({ year: 2026, month: 11, day: 22 });
    expect(calendarDateAt(lateEveningInChicago, LATEST_TIME_ZONE)).toEqual({ year: 2026, month: 11, day: 23 });
  });
});
