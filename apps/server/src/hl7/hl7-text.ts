import { parseDateOfBirth } from "@fad/contracts/patient/date-of-birth";

/**
 * HL7 v2 value encoding (v2.5.1 chapter 2): `@medplum/core`'s Hl7Message joins fields and components as
 * given, so every value a person typed is escaped here first, or a `|` or `^` in a street name would
 * shift every field after it (and a line break would end the segment).
 */
const ESCAPES: Record<string, string> = {
  "\\": "\\E\\",
  "|": "\\F\\",
  "^": "\\S\\",
  "&": "\\T\\",
  "~": "\\R\\",
};

/** One value as HL7 text: delimiters escaped, control characters (line breaks included) as spaces. */
export function escapeHl7(value: string | null | undefined): string {
  if (value === null || value === undefined) return "";
  return (
    value
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is replaced
      .replace(/[\u0000-\u001f\u007f]+/g, " ")
      .replace(/[\\|^&~]/g, (character) => ESCAPES[character] ?? character)
      .trim()
  );
}

/** The reverse of escapeHl7 for the five delimiter escapes (tests and the receiving side). */
export function unescapeHl7(text: string): string {
  return text.replace(/\\([EFSTR])\\/g, (_match, code: string) => {
    const found = Object.entries(ESCAPES).find(([, sequence]) => sequence === `\\${code}\\`);
    return found ? found[0] : "";
  });
}

/** A field of components, each escaped; trailing empty components dropped. */
export function components(...values: (string | null | undefined)[]): string {
  const parts = values.map(escapeHl7);
  while (parts.length > 0 && parts[parts.length - 1] === "") parts.pop();
  return parts.join("^");
}

/**
 * An instant as HL7 DTM in the clinic's zone with its offset (YYYYMMDDHHMMSS±ZZZZ): engines file the
 * appointment at the clinic's wall-clock time and the offset pins the instant.
 */
export function hl7DateTime(instant: Date, timeZone: string): string {
  const parts = dateTimeFormatOf(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? "";
  // "GMT-06:00", or "GMT" at offset zero.
  const offset = /GMT([+-])(\d{2}):(\d{2})/.exec(part("timeZoneName"));
  const zone = offset ? `${offset[1]}${offset[2]}${offset[3]}` : "+0000";
  return `${part("year")}${part("month")}${part("day")}${part("hour")}${part("minute")}${part("second")}${zone}`;
}

/**
 * One formatter per zone, kept: making an Intl.DateTimeFormat costs far more than formatting with it, and
 * a booking's message formats several instants (issue 37's profile of the book found it).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
      timeZoneName: "longOffset",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The booking form's date of birth (MM/DD/YYYY, a real day) as HL7 DT (YYYYMMDD); anything else as empty. */
export function hl7Date(monthDayYear: string | null | undefined): string {
  const date = parseDateOfBirth(monthDayYear?.trim() ?? "");
  if (!date) return "";
  const pad = (value: number, width: number) => String(value).padStart(width, "0");
  return `${pad(date.year, 4)}${pad(date.month, 2)}${pad(date.day, 2)}`;
}
