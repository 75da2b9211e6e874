/**
 * The confirmation's calendar file (spec booking §2 "Confirmation screen": its length comes from the
 * booking's minutes), an iCalendar (RFC 5545) text built in the browser. Written here rather than with
 * the `ics` package, which would bring a second validation library (yup) into the bundle for one event.
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
}

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
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
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
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let part = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
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
