import { addDays, dayToUtcMidnight, utcMidnightToDay } from "@fad/contracts/scheduling/day-format";

const DAY_MS = 86_400_000;

/** The ISO 8601 week ("2026-W48") of a yyyymmdd day: weeks start on Monday, week 1 holds the year's first Thursday. */
export function isoWeekOf(day: string): string {
  const midnight = dayToUtcMidnight(day);
  const weekday = (new Date(midnight).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thursday = new Date(midnight + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** The Monday and Sunday (yyyymmdd) of an ISO week, or null when the text is not one. */
export function daysOfIsoWeek(week: string): { first: string; last: string } | null {
  const match = /^(\d{4})-W(\d{2})$/.exec(week);
  if (!match) return null;
  const year = Number(match[1]);
  const number = Number(match[2]);
  // 4 January is always in week 1.
  const january4 = Date.UTC(year, 0, 4);
  const monday1 = january4 - ((new Date(january4).getUTCDay() + 6) % 7) * DAY_MS;
  const first = utcMidnightToDay(monday1 + (number - 1) * 7 * DAY_MS);
  if (number < 1 || isoWeekOf(first) !== week) return null;
  return { first, last: addDays(first, 6) };
}

/** The ISO weeks holding any day from first to last (yyyymmdd, inclusive), in order. */
export function isoWeeksBetween(first: string, last: string): string[] {
  const weeks: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const week = isoWeekOf(day);
    if (weeks.at(-1) !== week) weeks.push(week);
  }
  return weeks;
}
