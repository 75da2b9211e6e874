import { dayToUtcMidnight } from "@fad/contracts/scheduling/day-format";
import { toTwelveHourClockTime } from "@fad/contracts/scheduling/twelve-hour-clock";

/**
 * Labels of calendar days (yyyymmdd) and slot times (HH:mm). Days are formatted in UTC from their
 * UTC midnight, so a location's day never shifts with the visitor's own time zone.
 */
const formatters = {
  weekdayShort: new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "UTC" }),
  monthDay: new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }),
  long: new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }),
  longWithYear: new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }),
};

const at = (day: string) => new Date(dayToUtcMidnight(day));

/** "Tue" */
export const weekdayShort = (day: string) => formatters.weekdayShort.format(at(day));
/** "Dec 1" */
export const monthDay = (day: string) => formatters.monthDay.format(at(day));
/** "Tuesday, December 1" */
export const longDay = (day: string) => formatters.long.format(at(day));
/** "Tuesday, December 1, 2026" */
export const longDayWithYear = (day: string) => formatters.longWithYear.format(at(day));

/** "13:30" → "1:30 PM": the spoken form of a slot's time. */
export function spokenTime(startTime: string): string {
  const hour = Number(startTime.slice(0, 2));
  const minute = startTime.slice(3, 5);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? "AM" : "PM"}`;
}

/**
 * "9:00a, Tuesday, December 1": a time button's accessible name. It starts with the button's visible
 * text (the slot's twelveHourClockTime, derived from startTime by the same contract), so a voice user
 * who says what they see reaches it (WCAG 2.5.3 Label in Name; axe's label-content-name-mismatch).
 */
export function slotAccessibleName(day: string, startTime: string): string {
  return `${toTwelveHourClockTime(startTime)}, ${longDay(day)}`;
}
