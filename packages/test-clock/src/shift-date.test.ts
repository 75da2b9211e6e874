import { afterEach, describe, expect, it } from "vitest";
import { shiftDate, withRealDate } from "./shift-date.ts";

const DAY_MS = 86_400_000;

describe("shiftDate", () => {
  let restore: (() => void) | null = null;
  afterEach(() => {
    restore?.();
    restore = null;
  });

  it("moves the current time and nothing else", () => {
    const RealDate = Date;
    const realNow = Date.now();
    restore = shiftDate(400 * DAY_MS);
    expect(Date.now() - realNow).toBeGreaterThanOrEqual(400 * DAY_MS);
    expect(Date.now() - realNow).toBeLessThan(400 * DAY_MS + 60_000);
    const constructed = new Date();
    expect(Math.abs(constructed.valueOf() - Date.now())).toBeLessThan(1_000);
    expect(new RealDate(Date()).getTime()).toBeGreaterThan(realNow + 399 * DAY_MS);
    // A given time is the real Date's, and its dates are real Dates.
    expect(new Date(0).toISOString()).toBe("1970-01-01T00:00:00.000Z");
    expect(new Date(2028, 1, 29).getDate()).toBe(29);
    expect(new Date("2027-11-07T01:30:00-05:00").toISOString()).toBe("2027-11-07T06:30:00.000Z");
    expect(Date.UTC(2027, 0, 1)).toBe(1798761600000);
    expect(Date.parse("2027-01-01T00:00:00Z")).toBe(1798761600000);
    expect(new Date()).toBeInstanceOf(RealDate);
    expect(new RealDate()).toBeInstanceOf(Date);
  });

  it("puts the real Date back", () => {
    const RealDate = Date;
    shiftDate(-DAY_MS)();
    expect(Date).toBe(RealDate);
    expect(Math.abs(Date.now() - new RealDate().getTime())).toBeLessThan(1_000);
  });

  it("withRealDate reads the real clock inside and the shifted one again after, even when run fails", async () => {
    const realNow = Date.now();
    restore = shiftDate(-400 * DAY_MS);
    const inside = await withRealDate(async () => Date.now());
    expect(Math.abs(inside - realNow)).toBeLessThan(60_000);
    expect(realNow - Date.now()).toBeGreaterThan(399 * DAY_MS);
    await expect(
      withRealDate(async () => {
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(realNow - Date.now()).toBeGreaterThan(399 * DAY_MS);
  });

  it("withRealDate just runs when the clock is not shifted", async () => {
    const before = Date;
    expect(await withRealDate(async () => Date === before)).toBe(true);
  });
});
