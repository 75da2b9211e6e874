/**
 * A slot's id (the spec's wire name for it is `appointmentId`) is derived from (calendar, start instant,
 * duration) (DESIGN.md), so the hold
 * can check that the slot it is asked for really exists. It travels in the page address (appt_id), so it
 * is base64url: opaque, URL-safe, and parsed back exactly or not at all.
 */

export interface SlotIdParts {
  calendarId: string;
  start: Date;
  durationMinutes: number;
}

const MINUTE_MS = 60_000;
const ID_PATTERN = /^[A-Za-z0-9_-]{1,300}$/;
const DECODED_PATTERN = /^([^\n]{1,100})\n(\d{1,12})\n([1-9]\d{0,2})$/;

/** The start is written in whole minutes since 1970 (slots start on whole minutes). */
export function formatSlotId(calendarId: string, start: Date | number, durationMinutes: number): string {
  const minutes = Math.floor((typeof start === "number" ? start : start.getTime()) / MINUTE_MS);
  const prefix = calendarPrefix(calendarId);
  if (prefix === null)
    return Buffer.from(`${calendarId}\n${minutes}\n${durationMinutes}`, "utf8").toString("base64url");
  return prefix.encoded + base64urlOfAscii(`${prefix.rest}\n${minutes}\n${durationMinutes}`);
}

/** The parts of an id formatSlotId wrote; null for anything else. */
export function parseSlotId(slotId: string): SlotIdParts | null {
  if (!ID_PATTERN.test(slotId)) return null;
  const match = DECODED_PATTERN.exec(Buffer.from(slotId, "base64url").toString("utf8"));
  if (!match) return null;
  const [, calendarId = "", minutes = "", duration = ""] = match;
  const parts = { calendarId, start: new Date(Number(minutes) * MINUTE_MS), durationMinutes: Number(duration) };
  // Only the canonical spelling is accepted, so one slot has one id (no padding or stray-bit variants).
  if (formatSlotId(parts.calendarId, parts.start, parts.durationMinutes) !== slotId) return null;
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
/** A calendar's encoded whole groups of 3 (as text and as bytes) and its 0-2 characters left over. */
interface CalendarPrefix {
  encoded: string;
  encodedBytes: Buffer;
  rest: string;
}
const calendarPrefixes = new Map<string, CalendarPrefix | null>();

function calendarPrefix(calendarId: string): CalendarPrefix | null {
  let prefix = calendarPrefixes.get(calendarId);
  if (prefix !== undefined) return prefix;
  if (isAscii(calendarId)) {
    const whole = calendarId.length - (calendarId.length % 3);
    const encoded = base64urlOfAscii(calendarId.slice(0, whole));
    prefix = { encoded, encodedBytes: Buffer.from(encoded, "latin1"), rest: calendarId.slice(whole) };
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

/*
 * The same id written as bytes into `target` at `offset` (a day of slots is written as bytes,
 * available-day-text.ts), without a string per id: the calendar's bytes are copied, and the rest (its
 * last 0-2 characters, "\n", the minute, "\n", the duration) is base64url-encoded straight into
 * `target`. Answers the offset after the id. `target` must have room for the id (under 200 bytes).
 */
const ALPHABET_CODES = Uint8Array.from(ALPHABET, (character) => character.charCodeAt(0));
const NEWLINE = 10;
const DIGIT_ZERO = 48;
/** The rest's bytes before encoding: at most 2 + 1 + 16 + 1 + 3. */
const restBytes = new Uint8Array(32);

export function writeSlotId(
  target: Buffer,
  offset: number,
  calendarId: string,
  start: number,
  durationMinutes: number,
): number {
  const prefix = calendarPrefix(calendarId);
  if (prefix === null) return offset + target.write(formatSlotId(calendarId, start, durationMinutes), offset, "latin1");
  return writeSlotIdRest(target, offset + prefix.encodedBytes.copy(target, offset), prefix, start, durationMinutes);
}

/**
 * The calendar's part of its slots' ids, encoded once (its whole groups of 3 as bytes, and the 0-2
 * characters left over): writers of many slots of one calendar copy `encodedBytes` as part of a larger
 * constant and write the rest with writeSlotIdRest. null when the id is not ASCII (then writeSlotId).
 */
export function slotIdPrefixOf(calendarId: string): Readonly<Pick<CalendarPrefix, "encodedBytes" | "rest">> | null {
  return calendarPrefix(calendarId);
}

/** The id's part after the calendar's encoded bytes, written at `at`; answers the offset after the id. */
export function writeSlotIdRest(
  target: Buffer,
  at: number,
  prefix: Readonly<Pick<CalendarPrefix, "rest">>,
  start: number,
  durationMinutes: number,
): number {
  let length = 0;
  for (let index = 0; index < prefix.rest.length; index++) restBytes[length++] = prefix.rest.charCodeAt(index);
  restBytes[length++] = NEWLINE;
  length = writeDigits(Math.floor(start / MINUTE_MS), length);
  restBytes[length++] = NEWLINE;
  length = writeDigits(durationMinutes, length);
  let index = 0;
  for (; index + 2 < length; index += 3) {
    const bits =
      ((restBytes[index] as number) << 16) | ((restBytes[index + 1] as number) << 8) | (restBytes[index + 2] as number);
    target[at++] = ALPHABET_CODES[bits >> 18] as number;
    target[at++] = ALPHABET_CODES[(bits >> 12) & 63] as number;
    target[at++] = ALPHABET_CODES[(bits >> 6) & 63] as number;
    target[at++] = ALPHABET_CODES[bits & 63] as number;
  }
  const left = length - index;
  if (left > 0) {
    const bits = ((restBytes[index] as number) << 16) | (left === 2 ? (restBytes[index + 1] as number) << 8 : 0);
    target[at++] = ALPHABET_CODES[bits >> 18] as number;
    target[at++] = ALPHABET_CODES[(bits >> 12) & 63] as number;
    if (left === 2) target[at++] = ALPHABET_CODES[(bits >> 6) & 63] as number;
  }
  return at;
}

/** The decimal digits of a whole number ≥ 0 into restBytes at `length`; answers the length after them. */
function writeDigits(value: number, length: number): number {
  let digits = 1;
  for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) digits++;
  let rest = value;
  for (let place = length + digits - 1; place >= length; place--) {
    restBytes[place] = DIGIT_ZERO + (rest % 10);
    rest = Math.floor(rest / 10);
  }
  return length + digits;
}
