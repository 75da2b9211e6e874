import { describe, expect, it } from "vitest";
import { minutesToHourMinute, toTwelveHourClockTime } from "./twelve-hour-clock.ts";

describe("toTwelveHourClockTime", () => {
  it.each([
    ["00:00", "12:00a"],
    ["00:30", "12:30a"],
    ["09:00", "9:00a"],
    ["11:59", "11:59a"],
    ["12:00", "12:00p"],
    ["12:30", "12:30p"],
    ["13:30", "1:30p"],
    ["23:45", "11:45p"],
  ])("%s → %s", (time, expected) => {
    expect(toTwelveHourClockTime(time)).toBe(expected);
  });

  it.each(["24:00", "9:00", "09:60", "", "ab:cd"])("rejects %j", (time) => {
    expect(() => toTwelveHourClockTime(time)).toThrow(RangeError);
  });
});

describe("minutesToHourMinute", () => {
  it("writes minutes after midnight as HH:mm", () => {
    expect(minutesToHourMinute(0)).toBe("00:00");
    expect(minutesToHourMinute(9 * 60 + 5)).toBe("09:05");
    expect(minutesToHourMinute(23 * 60 + 59)).toBe("23:59");
  });
});
