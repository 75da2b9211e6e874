import type { AvailableDay, TimeSlot } from "@fad/contracts/appointments/available-day";
import { minutesToHourMinute, toTwelveHourClockTime } from "@fad/contracts/scheduling/twelve-hour-clock";
import { writeSlotId } from "./slot-id.ts";

/**
 * A day of open slots held as its JSON text (decision 71): a results page carries up to 89 days per
 * location, and as objects those days were most of a search's memory churn. The text is written once,
 * when the day is computed, as UTF-8 bytes, and an answer copies those bytes into its own
 * (availableDayBytes, search-answer-json.ts): joining a page's ~2,000 day strings into one string cost
 * about 7 ms of CPU per search at 50,000 physicians, copying their bytes under 1 ms, and bytes lie
 * outside the JavaScript heap, which the garbage collector then neither copies nor walks. `timeSlots` is
 * read back from the text only by code that needs the objects (the slot calls' schema check, tests),
 * fresh each time, so no reader can change a day that other answers share.
 */
export class TextAvailableDay implements AvailableDay {
  declare readonly timeSlots: TimeSlot[];
  /**
   * Not own properties: JSON.stringify and equality see the day's three fields only. The day's text is
   * bytes [start, end) of `block`, which may hold a whole calendar's days (days-text-writer.ts): a kept day
   * then costs the garbage collector one small object, not a Buffer of its own.
   */
  readonly #block: Buffer;
  readonly #start: number;
  readonly #end: number;

  /**
   * One accessor shared by every day: a getter made per day gave each day its own hidden class, which
   * slowed every day's creation and the garbage collector (profiled at 50,000 physicians).
   */
  static readonly #timeSlots: PropertyDescriptor = {
    enumerable: true,
    get(this: TextAvailableDay) {
      return (JSON.parse(this.bytes.toString("utf8")) as AvailableDay).timeSlots;
    },
  };

  constructor(
    readonly day: string,
    readonly firstAvailable: string | null,
    block: Buffer,
    start = 0,
    end = block.length,
  ) {
    this.#block = block;
    this.#start = start;
    this.#end = end;
    Object.defineProperty(this, "timeSlots", TextAvailableDay.#timeSlots);
  }

  /** The day's JSON text, UTF-8. */
  get bytes(): Buffer {
    const block = this.#block;
    return this.#start === 0 && this.#end === block.length ? block : block.subarray(this.#start, this.#end);
  }
}

/** The day's JSON text in UTF-8: kept for a TextAvailableDay, written for any other. */
export function availableDayBytes(day: AvailableDay): Buffer {
  return day instanceof TextAvailableDay ? day.bytes : Buffer.from(JSON.stringify(day), "utf8");
}

/** Adds one open slot to the day being written: its calendar, start instant, length and local minute. */
export type AddSlot = (calendarId: string, start: number, durationMinutes: number, minuteOfDay: number) => void;

const SLOT_OPEN = Buffer.from('{"appointmentId":"', "latin1");
const COMMA = 44;
const CLOSE = Buffer.from("]}", "latin1");
/** More than any one slot's text needs (an id under 200 bytes, the rest under 100). */
const SLOT_ROOM = 512;
// Every minute of a day written once, instead of once per slot.
const HOUR_MINUTE = Array.from({ length: 24 * 60 }, (_, minutes) => minutesToHourMinute(minutes));
/** Per slot length, per minute of the day: the slot's text after its id, as bytes, written on first use. */
const slotEnds = new Map<number, (Buffer | undefined)[]>();
/**
 * Where every day is written before its bytes are copied out: one buffer for the process, which is
 * safe because a day is written from start to end synchronously (writeAvailableDay's `fill`).
 */
let scratch = Buffer.allocUnsafe(64 * 1024);

function slotEnd(durationMinutes: number, minuteOfDay: number): Buffer {
  let ends = slotEnds.get(durationMinutes);
  if (!ends) {
    ends = [];
    slotEnds.set(durationMinutes, ends);
  }
  let end = ends[minuteOfDay];
  if (!end) {
    const startTime = HOUR_MINUTE[minuteOfDay] as string;
    end = Buffer.from(
      `","startTime":"${startTime}","duration":${durationMinutes},"twelveHourClockTime":"${toTwelveHourClockTime(startTime)}"}`,
      "latin1",
    );
    ends[minuteOfDay] = end;
  }
  return end;
}

/**
 * Writes a day's text as bytes: `fill` adds the day's open slots in time order, each written straight
 * into the scratch buffer (its id encoded there, the rest copied from bytes made once per minute and
 * length), so a slot leaves no string behind; the day's bytes are then copied out once. Writing a
 * results page's ~2,000 days this way cost about half the CPU of building a string per slot and joining
 * them (micro-measured at 10,000 slots).
 */
export function writeAvailableDay(day: string, fill: (addSlot: AddSlot) => void): TextAvailableDay {
  let length = 0;
  let firstMinute = -1;
  fill((calendarId, start, durationMinutes, minuteOfDay) => {
    if (scratch.length - length < SLOT_ROOM) {
      const larger = Buffer.allocUnsafe(scratch.length * 2);
      scratch.copy(larger, 0, 0, length);
      scratch = larger;
    }
    if (firstMinute < 0) firstMinute = minuteOfDay;
    else scratch[length++] = COMMA;
    length += SLOT_OPEN.copy(scratch, length);
    length = writeSlotId(scratch, length, calendarId, start, durationMinutes);
    length += slotEnd(durationMinutes, minuteOfDay).copy(scratch, length);
  });
  const firstAvailable = firstMinute < 0 ? null : `${day} ${HOUR_MINUTE[firstMinute] as string}`;
  const head = `{"day":"${day}","firstAvailable":${firstAvailable === null ? "null" : `"${firstAvailable}"`},"timeSlots":[`;
  const headLength = Buffer.byteLength(head, "utf8");
  const bytes = Buffer.allocUnsafe(headLength + length + CLOSE.length);
  bytes.write(head, 0, "utf8");
  scratch.copy(bytes, headLength, 0, length);
  CLOSE.copy(bytes, headLength + length);
  return new TextAvailableDay(day, firstAvailable, bytes);
}
