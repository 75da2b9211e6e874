import { minutesToHourMinute, toTwelveHourClockTime } from "@fad/contracts/scheduling/twelve-hour-clock";
import { TextAvailableDay } from "./available-day-text.ts";
import { slotIdPrefixOf, writeSlotId, writeSlotIdRest } from "./slot-id.ts";

/**
 * Writes many consecutive days of one calendar's open slots, of one length, as their JSON texts (the
 * same bytes writeAvailableDay writes for each) back to back in one scratch buffer, then copies them out
 * once into one block that every day's TextAvailableDay reads from (decision 200). A results page has
 * ~2,000 days: one block per calendar instead of a Buffer, a closure and a copy per day, and per slot two
 * copies (the calendar's constant '{"appointmentId":"<calendar's part of the id>' and the slot's text
 * after its id) around the id's few encoded bytes.
 */
export class DaysTextWriter {
  readonly #calendarId: string;
  readonly #durationMinutes: number;
  /** '{"appointmentId":"' and the calendar's encoded part of every id; null when the id is not ASCII. */
  readonly #slotOpen: Buffer | null;
  readonly #prefix: ReturnType<typeof slotIdPrefixOf>;
  readonly #ends: (Buffer | undefined)[];
  #length = 0;
  #dayStart = 0;
  #day = "";
  #firstMinute = -1;
  #firstStart = Number.NaN;
  readonly #days: { day: string; firstAvailable: string | null; start: number; end: number; firstStart: number }[] = [];

  constructor(calendarId: string, durationMinutes: number) {
    this.#calendarId = calendarId;
    this.#durationMinutes = durationMinutes;
    this.#prefix = slotIdPrefixOf(calendarId);
    this.#slotOpen = this.#prefix ? Buffer.concat([SLOT_OPEN, this.#prefix.encodedBytes]) : null;
    this.#ends = slotEndsOf(durationMinutes);
  }

  beginDay(day: string): void {
    this.#day = day;
    this.#dayStart = this.#length;
    this.#firstMinute = -1;
    this.#firstStart = Number.NaN;
  }

  /** The next open slot of the day begun, in time order: its start instant and local minute of the day. */
  addSlot(start: number, minuteOfDay: number): void {
    this.#room(SLOT_ROOM);
    if (this.#firstMinute < 0) {
      this.#firstMinute = minuteOfDay;
      this.#firstStart = start;
      this.#writeHead(`${this.#day} ${HOUR_MINUTE[minuteOfDay] as string}`);
    } else {
      scratch[this.#length++] = COMMA;
    }
    let at = this.#length;
    if (this.#slotOpen && this.#prefix) {
      scratch.set(this.#slotOpen, at);
      at += this.#slotOpen.length;
      at = writeSlotIdRest(scratch, at, this.#prefix, start, this.#durationMinutes);
    } else {
      at += SLOT_OPEN.copy(scratch, at);
      at = writeSlotId(scratch, at, this.#calendarId, start, this.#durationMinutes);
    }
    const end = this.#ends[minuteOfDay] ?? slotEnd(this.#ends, this.#durationMinutes, minuteOfDay);
    scratch.set(end, at);
    this.#length = at + end.length;
  }

  endDay(): void {
    if (this.#firstMinute < 0) this.#writeHead(null);
    this.#room(CLOSE.length);
    scratch.set(CLOSE, this.#length);
    this.#length += CLOSE.length;
    const firstAvailable = this.#firstMinute < 0 ? null : `${this.#day} ${HOUR_MINUTE[this.#firstMinute] as string}`;
    this.#days.push({
      day: this.#day,
      firstAvailable,
      start: this.#dayStart,
      end: this.#length,
      firstStart: this.#firstStart,
    });
  }

  /**
   * The days written, in order, each with its first slot's start (NaN when it has none). The scratch
   * buffer is free again afterwards: the days read from their own block.
   */
  finish(): { day: TextAvailableDay; firstStart: number }[] {
    const block = Buffer.allocUnsafe(this.#length);
    scratch.copy(block, 0, 0, this.#length);
    const days = this.#days.map(({ day, firstAvailable, start, end, firstStart }) => ({
      day: new TextAvailableDay(day, firstAvailable, block, start, end),
      firstStart,
    }));
    this.#length = 0;
    this.#days.length = 0;
    return days;
  }

  /** Writes the day's opening text at the day's start: nothing of the day is written before it. */
  #writeHead(firstAvailable: string | null): void {
    const head = `{"day":"${this.#day}","firstAvailable":${firstAvailable === null ? "null" : `"${firstAvailable}"`},"timeSlots":[`;
    this.#room(head.length * 3);
    this.#length += scratch.write(head, this.#length, "utf8");
  }

  #room(bytes: number): void {
    if (scratch.length - this.#length >= bytes) return;
    const larger = Buffer.allocUnsafe(Math.max(scratch.length * 2, this.#length + bytes));
    scratch.copy(larger, 0, 0, this.#length);
    scratch = larger;
  }
}

const SLOT_OPEN = Buffer.from('{"appointmentId":"', "latin1");
const COMMA = 44;
const CLOSE = Buffer.from("]}", "latin1");
/** More than any one slot's text needs (an id under 200 bytes, the rest under 100). */
const SLOT_ROOM = 512;
const HOUR_MINUTE = Array.from({ length: 24 * 60 }, (_, minutes) => minutesToHourMinute(minutes));
/** Per slot length, per minute of the day: the slot's text after its id, as bytes, written on first use. */
const slotEndsByLength = new Map<number, (Buffer | undefined)[]>();
/**
 * Where the days are written before they are copied out: one buffer for the process, which is safe
 * because a writer's days are written and finished synchronously, one writer at a time.
 */
let scratch = Buffer.allocUnsafe(256 * 1024);

function slotEndsOf(durationMinutes: number): (Buffer | undefined)[] {
  let ends = slotEndsByLength.get(durationMinutes);
  if (!ends) {
    ends = [];
    slotEndsByLength.set(durationMinutes, ends);
  }
  return ends;
}

function slotEnd(ends: (Buffer | undefined)[], durationMinutes: number, minuteOfDay: number): Buffer {
  const startTime = HOUR_MINUTE[minuteOfDay] as string;
  const end = Buffer.from(
    `","startTime":"${startTime}","duration":${durationMinutes},"twelveHourClockTime":"${toTwelveHourClockTime(startTime)}"}`,
    "latin1",
  );
  ends[minuteOfDay] = end;
  return end;
}
