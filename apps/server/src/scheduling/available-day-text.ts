import type { AvailableDay, TimeSlot } from "@fad/contracts/appointments/available-day";

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
  /** Not an own property: JSON.stringify and equality see the day's three fields only. */
  readonly #bytes: Buffer;

  /**
   * One accessor shared by every day: a getter made per day gave each day its own hidden class, which
   * slowed every day's creation and the garbage collector (profiled at 50,000 physicians).
   */
  static readonly #timeSlots: PropertyDescriptor = {
    enumerable: true,
    get(this: TextAvailableDay) {
      return (JSON.parse(this.#bytes.toString("utf8")) as AvailableDay).timeSlots;
    },
  };

  constructor(
    readonly day: string,
    readonly firstAvailable: string | null,
    json: string,
  ) {
    this.#bytes = Buffer.from(json, "utf8");
    Object.defineProperty(this, "timeSlots", TextAvailableDay.#timeSlots);
  }

  /** The day's JSON text, UTF-8. */
  get bytes(): Buffer {
    return this.#bytes;
  }
}

/** The day's JSON text in UTF-8: kept for a TextAvailableDay, written for any other. */
export function availableDayBytes(day: AvailableDay): Buffer {
  return day instanceof TextAvailableDay ? day.bytes : Buffer.from(JSON.stringify(day), "utf8");
}

/**
 * Writes a day's text from its slots' parts, without building an object per slot. The parts are joined
 * once at the end: a string grown by `+=` is a tree of pieces, and a kept day held as such a tree cost
 * the garbage collector a visit per piece for as long as the day was kept.
 */
export class AvailableDayWriter {
  private readonly slots: string[] = [];
  private firstStartTime: string | null = null;

  constructor(private readonly day: string) {}

  add(appointmentId: string, startTime: string, duration: number, twelveHourClockTime: string): void {
    this.firstStartTime ??= startTime;
    this.slots.push(
      `{"appointmentId":"${appointmentId}","startTime":"${startTime}","duration":${duration},"twelveHourClockTime":"${twelveHourClockTime}"}`,
    );
  }

  finish(): TextAvailableDay {
    const firstAvailable = this.firstStartTime === null ? null : `${this.day} ${this.firstStartTime}`;
    const json = [
      `{"day":"${this.day}","firstAvailable":${firstAvailable === null ? "null" : `"${firstAvailable}"`},"timeSlots":[`,
      this.slots.join(","),
      "]}",
    ].join("");
    return new TextAvailableDay(this.day, firstAvailable, json);
  }
}
