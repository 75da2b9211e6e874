import type { CalendarSchedule } from "./calendar-schedules.ts";
import { isBlocked } from "./schedule-blocks.ts";
import { isKnownTimeZone, steadyOffsetOfDay, wallToInstant } from "./zone-offsets.ts";

const MINUTE_MS = 60_000;

/**
 * Calls visit(start instant, local minutes after midnight) for each slot of one local day, in time
 * order: from each weekly rule's start, stepping by the duration while the slot ends by the rule's end.
 * Wall-clock times, so 09:00 stays 09:00 across daylight-saving changes; a time the clock skips is no
 * slot, and neither is a slot over a blocked time, closure or holiday (decision 164). Kept
 * allocation-free: it runs for every calendar and day of a results page.
 */
export function forEachSlotOfDay(
  schedule: CalendarSchedule,
  dayMidnightWall: number,
  durationMinutes: number,
  visit: (start: number, minutes: number) => void,
): void {
  const rules = schedule.rulesByWeekday[new Date(dayMidnightWall).getUTCDay()];
  if (!rules || rules.length === 0 || !isKnownTimeZone(schedule.timeZone)) return;
  const steady = steadyOffsetOfDay(dayMidnightWall, schedule.timeZone);
  let lastStart = Number.NEGATIVE_INFINITY;
  for (const rule of rules) {
    for (let minutes = rule.start; minutes + durationMinutes <= rule.end; minutes += durationMinutes) {
      const wall = dayMidnightWall + minutes * MINUTE_MS;
      const start = steady === null ? wallToInstant(wall, schedule.timeZone) : wall - steady;
      // Overlapping rules would offer a time twice or out of order; the first rule wins.
      if (start === null || start <= lastStart) continue;
      lastStart = start;
      const end = start + durationMinutes * MINUTE_MS;
      if (isBlocked(schedule.blocks, dayMidnightWall, minutes, durationMinutes, start, end)) continue;
      visit(start, minutes);
    }
  }
}
