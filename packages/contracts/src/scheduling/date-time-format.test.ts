import { describe, expect, it } from "vitest";
import { dateTimeFormat } from "./date-time-format.ts";

describe("dateTimeFormat", () => {
  it("builds one format per zone and options, each formatting in its own zone", () => {
    const chicago = dateTimeFormat({ timeZone: "America/Chicago", hour: "numeric", hourCycle: "h23" });
    expect(dateTimeFormat({ timeZone: "America/Chicago", hour: "numeric", hourCycle: "h23" })).toBe(chicago);
    const tokyo = dateTimeFormat({ timeZone: "Asia/Tokyo", hour: "numeric", hourCycle: "h23" });
    expect(tokyo).not.toBe(chicago);
    const instant = new Date("2026-11-25T18:00:00Z");
    expect(chicago.format(instant)).toBe("12");
    expect(tokyo.format(instant)).toBe("03");
  });

  it("throws for a zone the runtime does not know, every time", () => {
    expect(() => dateTimeFormat({ timeZone: "Mars/Olympus_Mons" })).toThrow(RangeError);
    expect(() => dateTimeFormat({ timeZone: "Mars/Olympus_Mons" })).toThrow(RangeError);
  });
});
