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

/** A day's and a time's labels in one language (decision 175). */
export interface DayLabels {
  /** The column heading's first line: "Tue" / "mar". */
  weekdayShort: (day: string) => string;
  /** The column heading's second line: "Dec 1" / "1 de dic". */
  monthDay: (day: string) => string;
  /** "Tuesday, December 1" / "martes, 1 de diciembre". */
  longDay: (day: string) => string;
  /** "Tuesday, December 1, 2026" / "martes, 1 de diciembre de 2026". */
  longDayWithYear: (day: string) => string;
  /** A time button's visible text: the spec's "9:00a" in English, Intl's "9:00 a.m." in Spanish. */
  slotTime: (slot: { startTime: string; twelveHourClockTime: string }) => string;
  /** A time button's accessible name: its visible text first (WCAG 2.5.3), then the day. */
  slotAccessibleName: (day: string, slot: { startTime: string; twelveHourClockTime: string }) => string;
}

type DateFormatter = (date: Date, options: Intl.DateTimeFormatOptions) => string;
type PartsFormatter = (date: Date, options: Intl.DateTimeFormatOptions) => Intl.DateTimeFormatPart[];

/** A slot's HH:mm as a moment of UTC's day, formatted in UTC: the location's clock time, unshifted. */
const timeAt = (startTime: string) =>
  new Date(Date.UTC(1970, 0, 1, Number(startTime.slice(0, 2)), Number(startTime.slice(3, 5))));

/**
 * The labels of a page's language from its Intl formatter (react-intl's, so the same locale as its
 * messages). English keeps the spec's forms exactly (the functions above); every other language takes
 * Intl's own: a weekday and a date as that language writes them, and its 12- or 24-hour clock.
 */
export function dayLabelsOf(
  locale: string,
  formatDate: DateFormatter,
  formatDateToParts: PartsFormatter,
  slotName: (time: string, day: string) => string,
): DayLabels {
  if (locale === "en-US") {
    return {
      weekdayShort,
      monthDay,
      longDay,
      longDayWithYear,
      slotTime: (slot) => slot.twelveHourClockTime,
      slotAccessibleName: (day, slot) => slotName(slot.twelveHourClockTime, longDay(day)),
    };
  }
  const utc = { timeZone: "UTC" } as const;
  const long = (day: string) => formatDate(at(day), { ...utc, weekday: "long", month: "long", day: "numeric" });
  // The heading is one date ("lun., 30 de nov.") set on two lines: its weekday, then the rest as the
  // language orders it, so the words between day and month ("de") stay.
  const headingParts = (day: string) =>
    formatDateToParts(at(day), { ...utc, weekday: "short", month: "short", day: "numeric" });
  // "10:30 a. m.": a phone's narrow column may break it after the clock, never inside the day period.
  const slotTime = (slot: { startTime: string }) => {
    const [clock = "", ...period] = formatDate(timeAt(slot.startTime), { ...utc, hour: "numeric", minute: "2-digit" })
      .trim()
      .split(/\s+/);
    return period.length > 0 ? `${clock} ${period.join("\u00a0")}` : clock;
  };
  return {
    weekdayShort: (day) =>
      headingParts(day)
        .filter((part) => part.type === "weekday")
        .map((part) => part.value)
        .join(""),
    monthDay: (day) => {
      const parts = headingParts(day);
      const first = parts.findIndex((part) => part.type === "day" || part.type === "month");
      return parts
        .slice(first)
        .filter((part) => part.type !== "weekday")
        .map((part) => part.value)
        .join("")
        .trim();
    },
    longDay: long,
    longDayWithYear: (day) =>
      formatDate(at(day), { ...utc, weekday: "long", month: "long", day: "numeric", year: "numeric" }),
    slotTime,
    slotAccessibleName: (day, slot) => slotName(slotTime(slot), long(day)),
  };
}
