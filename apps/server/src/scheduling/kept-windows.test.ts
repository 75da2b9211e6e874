import { describe, expect, it } from "vitest";
import type { BusyPeriods } from "./busy-periods.ts";
import { type KeptWindow, reusableDayIndex, samePeriodsOver } from "./kept-days.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const MIDNIGHT = Date.UTC(2026, 11, 1);

function periods(...pairs: [number, number][]): BusyPeriods {
  const reach: number[] = [];
  for (const [, end] of pairs) reach.push(Math.max(reach.at(-1) ?? Number.NEGATIVE_INFINITY, end));
  return { starts: pairs.map(([start]) => start), ends: pairs.map(([, end]) => end), reach };
}

function windowOf(busy: BusyPeriods | undefined, firstStarts: number[], computedAt = MIDNIGHT): KeptWindow {
  return {
    firstMidnight: MIDNIGHT,
    days: firstStarts.map((_, index) => ({ day: `2026120${index + 1}`, firstAvailable: null, timeSlots: [] })),
    firstStarts: Float64Array.from(firstStarts),
    computedAt: Float64Array.from(firstStarts, () => computedAt),
    busy,
  };
}

/** A day's span as find-availability.ts asks it: every instant one of its slots could take. */
const spanOf = (index: number) =>
  [MIDNIGHT + index * DAY_MS - 14 * HOUR_MS, MIDNIGHT + (index + 1) * DAY_MS + 12 * HOUR_MS] as const;

describe("kept windows of days", () => {
  it("compares only the periods over the span, whichever list holds others", () => {
    const hold = [MIDNIGHT + 15 * HOUR_MS, MIDNIGHT + 15.5 * HOUR_MS] as [number, number];
    const later = [MIDNIGHT + 5 * DAY_MS, MIDNIGHT + 5 * DAY_MS + HOUR_MS] as [number, number];
    const [from, to] = spanOf(0);
    expect(samePeriodsOver(periods(hold), periods(hold, later), from, to)).toBe(true);
    expect(samePeriodsOver(undefined, periods(later), from, to)).toBe(true);
    expect(samePeriodsOver(undefined, periods(hold), from, to)).toBe(false);
    expect(samePeriodsOver(periods(hold), periods([hold[0], hold[1] + 1]), from, to)).toBe(false);
    expect(samePeriodsOver(periods(hold), periods(hold, [hold[0] + 1, hold[1]]), from, to)).toBe(false);
  });

  it("reuses a day of another window by its midnight, never one whose first slot has passed or a hold came over", () => {
    const firstStarts = [MIDNIGHT + 15 * HOUR_MS, Number.NaN, MIDNIGHT + 2 * DAY_MS + 15 * HOUR_MS];
    const kept = windowOf(undefined, firstStarts);
    const [from1, to1] = spanOf(1);
    expect(reusableDayIndex(kept, MIDNIGHT + DAY_MS, MIDNIGHT, undefined, from1, to1)).toBe(1);
    // Its first slot's start reached: computed again.
    expect(reusableDayIndex(kept, MIDNIGHT, MIDNIGHT + 15 * HOUR_MS, undefined, ...spanOf(0))).toBe(-1);
    // A clock set back does not reuse what a later moment computed.
    expect(reusableDayIndex(kept, MIDNIGHT + DAY_MS, MIDNIGHT - 1, undefined, from1, to1)).toBe(-1);
    // A hold now lies over the day.
    const held = periods([MIDNIGHT + 2 * DAY_MS + 16 * HOUR_MS, MIDNIGHT + 2 * DAY_MS + 17 * HOUR_MS]);
    expect(reusableDayIndex(kept, MIDNIGHT + 2 * DAY_MS, MIDNIGHT, held, ...spanOf(2))).toBe(-1);
    // Outside the window, or not on one of its midnights.
    expect(reusableDayIndex(kept, MIDNIGHT + 3 * DAY_MS, MIDNIGHT, undefined, ...spanOf(3))).toBe(-1);
    expect(reusableDayIndex(kept, MIDNIGHT + HOUR_MS, MIDNIGHT, undefined, from1, to1)).toBe(-1);
  });
});
