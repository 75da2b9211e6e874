import type { AvailableDay } from "@fad/contracts/appointments/available-day";
import type { BusyPeriods } from "./busy-periods.ts";
import type { CalendarSchedule } from "./calendar-schedules.ts";

const DAY_MS = 24 * 3_600_000;

/**
 * Days of open slots kept from earlier answers (decision 71), per calendar and slot length as the last
 * window of days computed (decision 200): the days, and for each its first slot's start and the moment
 * it was computed, with the live appointments over the whole window it was checked against. A day
 * depends only on its calendar's schedule (a kept schedule is one object per scheduling generation, so a
 * new generation finds nothing here), the slot length, the live appointments over it (read fresh from
 * the database for every answer) and the moment: a kept day is reused only while the same appointments
 * lie over it and its first slot is still ahead, so no slot is ever offered after its start, nor after
 * it was held or booked.
 */
export interface KeptWindow {
  /** UTC-read midnight of days[0]. */
  firstMidnight: number;
  days: AvailableDay[];
  /** The first slot's start per day; NaN when the day has none (then it has none later either). */
  firstStarts: Float64Array;
  computedAt: Float64Array;
  /** The live appointments every day of the window was computed against (or found equal to). */
  busy: BusyPeriods | undefined;
}

/** Days are small objects reading a shared block (days-text-writer.ts); about 2 KB each with it. */
const KEPT_DAYS_LIMIT = 75_000;
let kept = new WeakMap<CalendarSchedule, Map<number, KeptWindow>>();
let keptCount = 0;

/** The window last kept for this schedule and slot length, if any. */
export function keptWindowOf(schedule: CalendarSchedule, durationMinutes: number): KeptWindow | undefined {
  return kept.get(schedule)?.get(durationMinutes);
}

/** Keeps the window just answered in place of the last one of the same schedule and slot length. */
export function keepWindow(schedule: CalendarSchedule, durationMinutes: number, window: KeptWindow): void {
  let windows = kept.get(schedule);
  const previous = windows?.get(durationMinutes);
  if (keptCount - (previous?.days.length ?? 0) + window.days.length > KEPT_DAYS_LIMIT) {
    forgetKeptDays();
    windows = undefined;
  }
  if (!windows) {
    windows = new Map();
    kept.set(schedule, windows);
  }
  keptCount += window.days.length - (windows.get(durationMinutes)?.days.length ?? 0);
  windows.set(durationMinutes, window);
}

/**
 * The kept day for this midnight when it may be reused now: computed no later than `nowMs`, its first
 * slot still ahead (or it has none), and exactly the same live appointments over [from, to) — every
 * instant any of its slots could take — as when it was computed. Else -1.
 */
export function reusableDayIndex(
  window: KeptWindow | undefined,
  midnight: number,
  nowMs: number,
  busy: BusyPeriods | undefined,
  from: number,
  to: number,
): number {
  if (!window) return -1;
  const index = (midnight - window.firstMidnight) / DAY_MS;
  if (!Number.isInteger(index) || index < 0 || index >= window.days.length) return -1;
  if (nowMs < (window.computedAt[index] as number)) return -1;
  const firstStart = window.firstStarts[index] as number;
  if (!Number.isNaN(firstStart) && firstStart <= nowMs) return -1;
  return samePeriodsOver(window.busy, busy, from, to) ? index : -1;
}

/** Whether both lists hold exactly the same periods overlapping [from, to) (both sorted by start). */
export function samePeriodsOver(
  a: BusyPeriods | undefined,
  b: BusyPeriods | undefined,
  from: number,
  to: number,
): boolean {
  if (a === b) return true;
  let indexA = nextOverlapping(a, 0, from, to);
  let indexB = nextOverlapping(b, 0, from, to);
  while (indexA >= 0 && indexB >= 0) {
    if (a?.starts[indexA] !== b?.starts[indexB] || a?.ends[indexA] !== b?.ends[indexB]) return false;
    indexA = nextOverlapping(a, indexA + 1, from, to);
    indexB = nextOverlapping(b, indexB + 1, from, to);
  }
  return indexA < 0 && indexB < 0;
}

function nextOverlapping(periods: BusyPeriods | undefined, index: number, from: number, to: number): number {
  if (!periods) return -1;
  for (let at = index; at < periods.starts.length; at++) {
    if ((periods.starts[at] as number) >= to) return -1;
    if ((periods.ends[at] as number) > from) return at;
  }
  return -1;
}

/** Drops every kept day (the bound above; tests). */
export function forgetKeptDays(): void {
  kept = new WeakMap();
  keptCount = 0;
}
