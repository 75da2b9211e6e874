import type { AvailableDay } from "@fad/contracts/appointments/available-day";
import type { CalendarSchedule } from "./calendar-schedules.ts";

/**
 * Days of open slots kept from earlier answers (decision 71). A day depends only on its calendar's
 * schedule (a kept schedule is one object per scheduling generation, so a new generation finds nothing
 * here), the slot length, the live appointments over it (busyKey, read fresh from the database for every
 * answer) and the moment: a kept day is reused only while its first slot is still ahead, so no slot is
 * ever offered after its start, nor after it was held or booked.
 */
interface KeptDay {
  day: AvailableDay;
  busyKey: string;
  /** The first slot's start, or null when the day has none (then it has none later either). */
  firstStart: number | null;
  computedAt: number;
}

/** About 2 KB each: this bounds a process's kept days near 150 MB. */
const KEPT_DAYS_LIMIT = 75_000;
let kept = new WeakMap<CalendarSchedule, Map<string, KeptDay>>();
let keptCount = 0;

/** The day from memory when its inputs are unchanged, else computed by `compute` and kept. */
export function keptDay(
  key: { schedule: CalendarSchedule; durationMinutes: number; day: string; busyKey: string; nowMs: number },
  compute: () => { day: AvailableDay; firstStart: number | null },
): AvailableDay {
  const { schedule, durationMinutes, day, busyKey, nowMs } = key;
  let days = kept.get(schedule);
  const slot = `${durationMinutes}|${day}`;
  const known = days?.get(slot);
  if (
    known &&
    known.busyKey === busyKey &&
    nowMs >= known.computedAt &&
    (known.firstStart === null || known.firstStart > nowMs)
  ) {
    return known.day;
  }
  const computed = compute();
  if (keptCount >= KEPT_DAYS_LIMIT) {
    forgetKeptDays();
    days = undefined;
  }
  if (!days) {
    days = new Map();
    kept.set(schedule, days);
  }
  if (!days.has(slot)) keptCount++;
  days.set(slot, { day: computed.day, busyKey, firstStart: computed.firstStart, computedAt: nowMs });
  return computed.day;
}

/** Drops every kept day (the bound above; tests). */
export function forgetKeptDays(): void {
  kept = new WeakMap();
  keptCount = 0;
}
