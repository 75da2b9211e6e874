/**
 * A slot's appointmentId is derived from (calendar, start instant, duration) (DESIGN.md), so the hold
 * can check that the slot it is asked for really exists. It travels in the page address (appt_id), so it
 * is base64url: opaque, URL-safe, and parsed back exactly or not at all.
 */

export interface AppointmentIdParts {
  calendarId: string;
  start: Date;
  durationMinutes: number;
}

const MINUTE_MS = 60_000;
const ID_PATTERN = /^[A-Za-z0-9_-]{1,300}$/;
const DECODED_PATTERN = /^([^\n]{1,100})\n(\d{1,12})\n([1-9]\d{0,2})$/;

/** The start is written in whole minutes since 1970 (slots start on whole minutes). */
export function formatAppointmentId(calendarId: string, start: Date | number, durationMinutes: number): string {
  const minutes = Math.floor((typeof start === "number" ? start : start.getTime()) / MINUTE_MS);
  const prefix = calendarPrefix(calendarId);
  if (prefix === null)
    return Buffer.from(`${calendarId}\n${minutes}\n${durationMinutes}`, "utf8").toString("base64url");
  return prefix.encoded + base64urlOfAscii(`${prefix.rest}\n${minutes}\n${durationMinutes}`);
}

/** The parts of an id formatAppointmentId wrote; null for anything else. */
export function parseAppointmentId(appointmentId: string): AppointmentIdParts | null {
  if (!ID_PATTERN.test(appointmentId)) return null;
  const match = DECODED_PATTERN.exec(Buffer.from(appointmentId, "base64url").toString("utf8"));
  if (!match) return null;
  const [, calendarId = "", minutes = "", duration = ""] = match;
  const parts = { calendarId, start: new Date(Number(minutes) * MINUTE_MS), durationMinutes: Number(duration) };
  // Only the canonical spelling is accepted, so one slot has one id (no padding or stray-bit variants).
  if (formatAppointmentId(parts.calendarId, parts.start, parts.durationMinutes) !== appointmentId) return null;
  return parts;
}

/*
 * A results page writes an id for every slot of every day shown (tens of thousands), and a Buffer per id
 * was a visible part of a search's time. Base64 turns each 3 bytes into 4 characters on their own, so the
 * calendar's part of the text, in whole groups of 3, is encoded once per calendar; the rest (its last 0-2
 * bytes, the minute and the duration) is encoded here. Calendar ids are ASCII in practice; any other text
 * takes the Buffer path above, which writes the same bytes.
 */
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/** The two characters of every 12 bits: half the lookups of one character at a time. */
const SIXTY_FOUR_SQUARED = Array.from(
  { length: 4096 },
  (_, bits) => `${ALPHABET[bits >> 6] as string}${ALPHABET[bits & 63] as string}`,
);
const CALENDAR_PREFIX_LIMIT = 100_000;
const calendarPrefixes = new Map<string, { encoded: string; rest: string } | null>();

function calendarPrefix(calendarId: string): { encoded: string; rest: string } | null {
  let prefix = calendarPrefixes.get(calendarId);
  if (prefix !== undefined) return prefix;
  if (isAscii(calendarId)) {
    const whole = calendarId.length - (calendarId.length % 3);
    prefix = { encoded: base64urlOfAscii(calendarId.slice(0, whole)), rest: calendarId.slice(whole) };
  } else {
    prefix = null;
  }
  if (calendarPrefixes.size >= CALENDAR_PREFIX_LIMIT) calendarPrefixes.clear();
  calendarPrefixes.set(calendarId, prefix);
  return prefix;
}

function isAscii(text: string): boolean {
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) > 127) return false;
  return true;
}

/** Base64url without padding of text whose characters are all below 128 (so one byte each in UTF-8). */
function base64urlOfAscii(text: string): string {
  let out = "";
  let index = 0;
  for (; index + 2 < text.length; index += 3) {
    const bits = (text.charCodeAt(index) << 16) | (text.charCodeAt(index + 1) << 8) | text.charCodeAt(index + 2);
    out += (SIXTY_FOUR_SQUARED[bits >> 12] as string) + (SIXTY_FOUR_SQUARED[bits & 4095] as string);
  }
  const left = text.length - index;
  if (left === 1) {
    out += SIXTY_FOUR_SQUARED[text.charCodeAt(index) << 4] as string;
  } else if (left === 2) {
    const bits = (text.charCodeAt(index) << 16) | (text.charCodeAt(index + 1) << 8);
    out += (SIXTY_FOUR_SQUARED[bits >> 12] as string) + (ALPHABET[(bits >> 6) & 63] as string);
  }
  return out;
}
