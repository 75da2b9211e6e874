import { describe, expect, it } from "vitest";
import { longDay, longDayWithYear, monthDay, slotAccessibleName, spokenTime, weekdayShort } from "./day-labels.ts";

describe("day labels", () => {
  it("names a yyyymmdd day without shifting it to the visitor's zone", () => {
    expect(weekdayShort("20261201")).toBe("Tue");
    expect(monthDay("20261201")).toBe("Dec 1");
    expect(longDay("20261201")).toBe("Tuesday, December 1");
    expect(longDayWithYear("20261201")).toBe("Tuesday, December 1, 2026");
  });

  it("speaks slot times on a 12-hour clock and names time buttons with the full date", () => {
    expect(spokenTime("00:15")).toBe("12:15 AM");
    expect(spokenTime("09:00")).toBe("9:00 AM");
    expect(spokenTime("12:00")).toBe("12:00 PM");
    expect(spokenTime("13:30")).toBe("1:30 PM");
    expect(slotAccessibleName("20261201", "09:00")).toBe("9:00a, Tuesday, December 1");
  });
});
