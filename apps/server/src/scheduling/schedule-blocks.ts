import { dayToUtcMidnight } from "@fad/contracts/scheduling/day-format";

/**
 * A calendar's blocked time as the slot walk reads it (decision 164): one-off periods and closures as
 * instants, weekly blocks as local wall-clock minutes per weekday with the days they apply from and
 * until. A slot that overlaps any of them is not offered, and cannot be held (find-slot.ts walks the
 * same slots).
 */
export interface ScheduleBlocks {
  /** [start, end) in epoch milliseconds, sorted by start. */
  periods: { start: number; end: number }[];
  /** Index 0 (Sunday) … 6. */
  weekly: WeeklyBlock[][];
  /** Whether there is any block at all: the slot walk's fast path. */
  any: boolean;
}

export interface WeeklyBlock {
  /** Minutes after local midnight. */
  start: number;
  end: number;
  /** UTC-read midnights of the first and last day it applies (decision 71's day arithmetic); null: open. */
  fromMidnight: number | null;
  untilMidnight: number | null;
}

/** [kind, period start ms, period end ms, weekday, start time, end time, first day, last day] from SQL. */
export type BlockRow = [
  string,
  number | null,
  number | null,
  number | null,
  string | null,
  string | null,
  string | null,
  string | null,
];

export const NO_BLOCKS: ScheduleBlocks = { periods: [], weekly: [[], [], [], [], [], [], []], any: false };

/** 'HH:MM:SS' → minutes after midnight. */
function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** 'YYYY-MM-DD' → its UTC-read midnight. */
function midnightOf(day: string | null): number | null {
  return day ? dayToUtcMidnight(day.replaceAll("-", "")) : null;
}

export function scheduleBlocksOf(rows: readonly BlockRow[]): ScheduleBlocks {
  if (rows.length === 0) return NO_BLOCKS;
  const periods: ScheduleBlocks["periods"] = [];
  const weekly: WeeklyBlock[][] = Array.from({ length: 7 }, () => []);
  for (const [kind, start, end, weekday, startTime, endTime, firstDay, lastDay] of rows) {
    if (kind === "weekly") {
      if (weekday === null || startTime === null || endTime === null) continue;
      weekly[weekday]?.push({
        start: minutesOf(startTime),
        end: minutesOf(endTime),
        fromMidnight: midnightOf(firstDay),
        untilMidnight: midnightOf(lastDay),
      });
    } else if (start !== null && end !== null) {
      periods.push({ start: Number(start), end: Number(end) });
    }
  }
  periods.sort((a, b) => a.start - b.start);
  return { periods, weekly, any: true };
}

/**
 * Whether a slot overlaps a block: [start, end) in instants, beginning `minutes` after the local midnight
 * read as `dayMidnightWall` and lasting `durationMinutes`. Positional arguments: it runs for every slot
 * of a results page, allocation-free like the walk that calls it.
 */
export function isBlocked(
  blocks: ScheduleBlocks,
  dayMidnightWall: number,
  minutes: number,
  durationMinutes: number,
  start: number,
  end: number,
): boolean {
  if (!blocks.any) return false;
  for (const period of blocks.periods) {
    if (period.start >= end) break;
    if (period.end > start) return true;
  }
  const weekly = blocks.weekly[new Date(dayMidnightWall).getUTCDay()];
  if (!weekly) return false;
  for (const block of weekly) {
    if (block.fromMidnight !== null && dayMidnightWall < block.fromMidnight) continue;
    if (block.untilMidnight !== null && dayMidnightWall > block.untilMidnight) continue;
    if (block.start < minutes + durationMinutes && block.end > minutes) return true;
  }
  return false;
}
