/**
 * The confirmation's calendar file (spec booking §2 "Confirmation screen": its length comes from the
 * booking's minutes), an iCalendar (RFC 5545) text. The browser builds it for Add to Calendar and the
 * server for the confirmation email's attachment (docs/decisions.md 40 and 81). Written here rather
 * than with the `ics` package, which would bring a second validation library (yup) into the bundle.
 *
 * No METHOD property: a calendar object with METHOD is an iTIP message (RFC 5546), whose PUBLISH needs
 * an ORGANIZER that a booking has no one to name; without METHOD it is a plain calendar file that
 * every calendar imports. The reminder is a VALARM DISPLAY alarm the day before.
 */
export interface CalendarEvent {
  /** The booking id: the same booking always makes the same event. */
  uid: string;
  /** ISO 8601 instant of the start. */
  start: string;
  /** The appointment's length (the book call's minutes). */
  minutes: number;
  summary: string;
  location: string;
  description: string;
  /** Ours: a cancelled booking's file says so, and a moved one counts up (RFC 5545 §3.8.7.4). */
  status?: "CONFIRMED" | "CANCELLED";
  sequence?: number;
  /** The reminder's text in the booking's language (decision 177); CALENDAR_REMINDER's English without it. */
  reminder?: string;
}

/** The reminder: one day before the start (RFC 5545 §3.6.6, a DISPLAY alarm needs a DESCRIPTION). */
export const CALENDAR_REMINDER = { trigger: "-P1D", description: "Reminder: doctor's appointment tomorrow" } as const;

const CRLF = "\r\n";
/** RFC 5545 §3.1: content lines are folded after 75 octets; a continuation starts with one space. */
const MAX_LINE_OCTETS = 75;
const PRODUCT_ID = "-//Find a Doctor//Appointment//EN";

/** The calendar file's text, CRLF line ends, folded and escaped; `now` stamps it (DTSTAMP). */
export function buildCalendarFile(event: CalendarEvent, now: Date = new Date()): string {
  const start = new Date(event.start);
  const end = new Date(start.getTime() + event.minutes * 60_000);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODUCT_ID}`,
    "CALSCALE:GREGORIAN",
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `STATUS:${event.status ?? "CONFIRMED"}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    `TRIGGER:${CALENDAR_REMINDER.trigger}`,
    `DESCRIPTION:${escapeText(event.reminder ?? CALENDAR_REMINDER.description)}`,
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** "2026-11-24T15:30:00.000Z" → "20261124T153000Z" (UTC, so no time-zone block is needed). */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped; every line break becomes \n. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds a content line at 75 octets of UTF-8, never inside a character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let part = "";
  let octets = 0;
  for (const character of line) {
    const size = utf8Octets(character);
    // Continuation lines carry the leading space inside their 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(part);
      part = "";
      octets = 0;
    }
    part += character;
    octets += size;
  }
  parts.push(part);
  return parts.join(`${CRLF} `);
}

/** The UTF-8 length of one character (a code point), without TextEncoder (this package has no DOM types). */
export function utf8Octets(character: string): number {
  const code = character.codePointAt(0) ?? 0;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  if (code < 0x10000) return 3;
  return 4;
}
