import type { AvailableDay } from "@fad/contracts/appointments/available-day";
import { AVAILABILITY_LIMITS } from "@fad/contracts/messages/availability-texts";
import { addDays } from "@fad/contracts/scheduling/day-format";
import { RESULTS_NUMBER_DAYS_OUT } from "@fad/contracts/search/results-rules";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  arrowState,
  canLoadMore,
  columnsPerSlide,
  initialLoadThreshold,
  jumpFirstDayIndex,
  loadMoreStartDate,
  nextAvailableDayAfterEmptyWeek,
  nextAvailableDayAfterShown,
  nextFirstDayIndex,
  previousFirstDayIndex,
  slideCount,
  visibleDays,
} from "./carousel-math.ts";

function windowOf(count: number, start = "20261123", withSlots: (index: number) => boolean = () => true) {
  return Array.from({ length: count }, (_, index): AvailableDay => {
    const day = addDays(start, index);
    const timeSlots = withSlots(index)
      ? [{ appointmentId: `id-${day}`, startTime: "09:00", duration: 30, twelveHourClockTime: "9:00a" }]
      : [];
    return { day, firstAvailable: timeSlots.length ? `${day} 09:00` : null, timeSlots };
  });
}

describe("columns per slide", () => {
  it("is 2 under 375 px, 3 under 768 px, 5 from 768 px", () => {
    expect(columnsPerSlide(320)).toBe(2);
    expect(columnsPerSlide(374)).toBe(2);
    expect(columnsPerSlide(375)).toBe(3);
    expect(columnsPerSlide(767)).toBe(3);
    expect(columnsPerSlide(768)).toBe(5);
    expect(columnsPerSlide(1280)).toBe(5);
  });
});

describe("slides", () => {
  it("counts slides of the loaded days, the last one partly filled", () => {
    expect(slideCount(89, 5)).toBe(18);
    expect(slideCount(14, 5)).toBe(3);
    expect(slideCount(14, 2)).toBe(7);
    expect(slideCount(0, 3)).toBe(0);
    const days = windowOf(14);
    expect(visibleDays(days, 10, 5).map((day) => day.day)).toEqual(["20261203", "20261204", "20261205", "20261206"]);
  });

  it("reads the initial-load thresholds 19, 31 and 46 as the first slide past the 89-day results window", () => {
    for (const columns of [5, 3, 2] as const) {
      expect(initialLoadThreshold(RESULTS_NUMBER_DAYS_OUT, columns)).toBe(
        AVAILABILITY_LIMITS.initialLoadThresholds[columns],
      );
    }
  });

  it("moves by whole slides, never past a day not yet seen, and jumps into a full slide", () => {
    expect(nextFirstDayIndex(0, 5, 14)).toBe(5);
    expect(nextFirstDayIndex(10, 5, 14)).toBe(14); // from the partly filled last slide: the first new day
    expect(previousFirstDayIndex(14, 5)).toBe(9);
    expect(previousFirstDayIndex(3, 5)).toBe(0);
    expect(jumpFirstDayIndex(7, 14, 5)).toBe(7);
    expect(jumpFirstDayIndex(12, 14, 5)).toBe(9);
    expect(jumpFirstDayIndex(1, 2, 5)).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 600 }),
        fc.constantFrom(2, 3, 5),
        fc.integer({ min: 1, max: 600 }),
        (i, c, n) => {
          const first = jumpFirstDayIndex(Math.min(i, n - 1), n, c);
          const shown = visibleDays(
            Array.from({ length: n }, (_, k) => ({ day: String(k), firstAvailable: null, timeSlots: [] })),
            first,
            c,
          ).map((day) => Number(day.day));
          return shown.includes(Math.min(i, n - 1)) && shown.length === Math.min(c, n);
        },
      ),
    );
  });
});

describe("loading more days", () => {
  it("starts the day after the last loaded day, across months and years", () => {
    expect(loadMoreStartDate(windowOf(14))).toBe("20261207");
    expect(loadMoreStartDate(windowOf(1, "20261231"))).toBe("20270101");
    expect(loadMoreStartDate(windowOf(1, "20280228"))).toBe("20280229");
    expect(loadMoreStartDate([])).toBeNull();
  });

  it("is allowed while the append counter (days loaded) is under 549", () => {
    expect(canLoadMore(89)).toBe(true);
    expect(canLoadMore(548)).toBe(true);
    expect(canLoadMore(549)).toBe(false);
    expect(canLoadMore(585)).toBe(false);
    // From the results window, 8 loads of 62 pass the limit: about 9 chunks of the spec.
    let counter = RESULTS_NUMBER_DAYS_OUT;
    let loads = 0;
    while (canLoadMore(counter)) {
      counter += AVAILABILITY_LIMITS.loadMoreDays;
      loads++;
    }
    expect(loads).toBe(8);
  });
});

describe("arrows", () => {
  it("disables the left arrow on the first slide only", () => {
    expect(arrowState({ firstDayIndex: 0, dayCount: 14, columns: 5 }).previousDisabled).toBe(true);
    expect(arrowState({ firstDayIndex: 5, dayCount: 14, columns: 5 }).previousDisabled).toBe(false);
  });

  it("makes the next arrow on the last slide load more, and disables it there once 549 days are loaded", () => {
    expect(arrowState({ firstDayIndex: 5, dayCount: 14, columns: 5 })).toEqual({
      previousDisabled: false,
      nextDisabled: false,
      nextLoadsMore: false,
    });
    expect(arrowState({ firstDayIndex: 10, dayCount: 14, columns: 5 })).toEqual({
      previousDisabled: false,
      nextDisabled: false,
      nextLoadsMore: true,
    });
    expect(arrowState({ firstDayIndex: 85, dayCount: 89, columns: 5 }).nextLoadsMore).toBe(true);
    expect(arrowState({ firstDayIndex: 80, dayCount: 89, columns: 5 }).nextLoadsMore).toBe(false);
    const atLimit = arrowState({ firstDayIndex: 555, dayCount: 558, columns: 5 });
    expect(atLimit).toEqual({ previousDisabled: false, nextDisabled: true, nextLoadsMore: false });
    expect(arrowState({ firstDayIndex: 15, dayCount: 558, columns: 5 }).nextDisabled).toBe(false);
  });
});

describe("next available appointment", () => {
  it("is the first day with slots when the first week has none", () => {
    expect(nextAvailableDayAfterEmptyWeek(windowOf(14, "20261123", (index) => index >= 9))?.day).toBe("20261202");
  });

  it("is null when the first week has a slot, or no day has any", () => {
    expect(nextAvailableDayAfterEmptyWeek(windowOf(14, "20261123", (index) => index === 6))).toBeNull();
    expect(nextAvailableDayAfterEmptyWeek(windowOf(14, "20261123", () => false))).toBeNull();
  });
});

describe("nextAvailableDayAfterShown", () => {
  it("is the first later day with times when every day shown is empty", () => {
    const days = windowOf(14, "20261123", (index) => index === 3 || index === 10);
    expect(nextAvailableDayAfterShown(days, 0, 3)?.day).toBe("20261126");
    expect(nextAvailableDayAfterShown(days, 4, 3)?.day).toBe("20261203");
  });

  it("is null when a day shown has times, no later day has any, or nothing is shown", () => {
    const days = windowOf(14, "20261123", (index) => index === 3);
    expect(nextAvailableDayAfterShown(days, 3, 3)).toBeNull();
    expect(nextAvailableDayAfterShown(days, 6, 3)).toBeNull();
    expect(nextAvailableDayAfterShown(days, 14, 3)).toBeNull();
  });
});
