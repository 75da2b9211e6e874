import { dateTimeFormat } from "../scheduling/date-time-format.ts";
import { FIELD_LIMITS } from "./field-limits.ts";
import { type FieldProblem, problem } from "./patient-messages.ts";

/** A day on the calendar, no time and no zone: dates of birth are not instants. */
export interface CalendarDate {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
}

/** Spec §5 raw shape: month 1-12 (1 or 2 digits), day 1-31, a 2 or 4 digit year (4 digits start 19 or 20). */
export const DATE_OF_BIRTH_SHAPE = /^(0?[1-9]|1[0-2])\/(0?[1-9]|[12]\d|3[01])\/((19|20)?\d{2})$/;
const STRICT_FORMAT = /^(\d{2})\/(\d{2})\/(\d{4})$/;

export const EARLIEST_DATE_OF_BIRTH: CalendarDate = { year: 1900, month: 1, day: 1 };
/** Spec §4/§9: a minor is under 18, counted in years of 365.25 days. */
export const MINOR_AGE_YEARS = 18;
const DAYS_PER_YEAR = 365.25;
const DAY_MS = 86_400_000;

/** MM/dd/yyyy of a real calendar day, or null. */
export function parseDateOfBirth(text: string): CalendarDate | null {
  const match = STRICT_FORMAT.exec(text);
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(utcDay({ year, month, day }));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function formatCalendarDate(date: CalendarDate): string {
  return `${pad(date.month)}/${pad(date.day)}/${String(date.year).padStart(4, "0")}`;
}

/**
 * Today's date at `now` in a time zone (the runtime's own when none is given). The browser checks
 * against the visitor's day; the server against the latest day anywhere (LATEST_TIME_ZONE), so it never
 * refuses a birth date the visitor's own calendar allows.
 */
export function calendarDateAt(now: Date, timeZone?: string): CalendarDate {
  const options = { year: "numeric", month: "numeric", day: "numeric" } as const;
  const format =
    timeZone === undefined ? new Intl.DateTimeFormat("en-US", options) : dateTimeFormat({ ...options, timeZone });
  const parts = format.formatToParts(now);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

/** UTC+14: the first place where a new day begins. */
export const LATEST_TIME_ZONE = "Pacific/Kiritimati";

export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Spec §5 dateOfBirth, in this order: required, shape, a real date, not before 1900, not after today. */
export function checkDateOfBirth(value: string, today: CalendarDate): FieldProblem | null {
  if (value.trim() === "" || value.length > FIELD_LIMITS.dateOfBirth) {
    return problem({ key: "dateOfBirthRequired" });
  }
  const date = parseDateOfBirth(value);
  if (!date) {
    // Something date-like but not a real MM/DD/YYYY day (1/5/1990, 02/30/1990) asks for a valid one.
    return problem({
      key: DATE_OF_BIRTH_SHAPE.test(value) || STRICT_FORMAT.test(value) ? "dateOfBirthInvalid" : "dateOfBirthRequired",
    });
  }
  if (compareCalendarDates(date, EARLIEST_DATE_OF_BIRTH) < 0) return problem({ key: "dateOfBirthTooEarly" });
  if (compareCalendarDates(date, today) > 0) return problem({ key: "dateOfBirthInFuture" });
  return null;
}

/** Age in 365.25-day years under 18 (spec §5); on some 18th birthdays that is still a minor, as specified. */
export function isMinor(dateOfBirth: CalendarDate, today: CalendarDate): boolean {
  const days = (utcDay(today) - utcDay(dateOfBirth)) / DAY_MS;
  return days < MINOR_AGE_YEARS * DAYS_PER_YEAR;
}

/** setUTCFullYear, because Date.UTC reads years 0 to 99 as 1900 to 1999. */
function utcDay(date: CalendarDate): number {
  return new Date(0).setUTCFullYear(date.year, date.month - 1, date.day);
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}
