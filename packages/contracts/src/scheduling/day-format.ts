import { dateTimeFormat } from "./date-time-format.ts";
/**
 * Calendar days as the slot calls write them: yyyymmdd strings (spec booking §3 "Time slot"). Pure
 * calendar arithmetic in UTC, so a day never shifts with the machine's own time zone.
 */

export const YYYYMMDD_DAY_PATTERN = /^\d{8}$/;

export interface CalendarDay {
  year: number;
  /** 1–12. */
  month: number;
  /** 1–31. */
  day: number;
}

const DAY_MS = 86_400_000;

/** The day's parts, or null when the text is not a real date in yyyymmdd form (20260230 is not). */
export function parseDay(text: string): CalendarDay | null {
  if (!YYYYMMDD_DAY_PATTERN.test(text)) return null;
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(4, 6));
  const day = Number(text.slice(6, 8));
  if (year < 1000) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function isRealDay(text: string): boolean {
  return parseDay(text) !== null;
}

export function formatDay({ year, month, day }: CalendarDay): string {
  return `${String(year).padStart(4, "0")}${String(month).padStart(2, "0")}${String(day).padStart(2, "0")}`;
}

/** Milliseconds of the day's midnight read as UTC: the base of wall-clock arithmetic. */
export function dayToUtcMidnight(text: string): number {
  const parts = parseDay(text);
  if (!parts) throw new RangeError(`not a yyyymmdd day: ${text}`);
  return Date.UTC(parts.year, parts.month - 1, parts.day);
}

/** The yyyymmdd day of a UTC-midnight-based millisecond count (the inverse of dayToUtcMidnight). */
export function utcMidnightToDay(milliseconds: number): string {
  const date = new Date(milliseconds);
  return formatDay({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

export function addDays(text: string, days: number): string {
  return utcMidnightToDay(dayToUtcMidnight(text) + days * DAY_MS);
}

/** 0 is Sunday … 6 is Saturday, as in the calendars' weekly rules. */
export function weekdayOf(text: string): number {
  return new Date(dayToUtcMidnight(text)).getUTCDay();
}

/** yyyymmdd → MM/DD/YYYY, the search date display (spec booking §7). */
export function toDisplayDate(text: string): string {
  const parts = parseDay(text);
  if (!parts) throw new RangeError(`not a yyyymmdd day: ${text}`);
  return `${String(parts.month).padStart(2, "0")}/${String(parts.day).padStart(2, "0")}/${parts.year}`;
}

/** The yyyymmdd day of an instant in an IANA time zone (the browser passes its own zone for "today"). */
export function dayInTimeZone(instant: Date, timeZone: string): string {
  const parts = dateTimeFormat({ timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(instant);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("year")}${part("month")}${part("day")}`;
}
