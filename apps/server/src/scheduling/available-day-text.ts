import type { AvailableDay, TimeSlot } from "@fad/contracts/appointments/available-day";

/**
 * A day of open slots held as its JSON text (decision 71): a results page carries up to 89 days per
 * location, and as objects those days were most of a search's memory churn. The text is written once,
 * when the day is computed, and an answer splices it in (availableDayJson); `timeSlots` is read back from
 * the text only by code that needs the objects (the slot calls' schema check, tests), fresh each time,
 * so no reader can change a day that other answers share.
 */
export class TextAvailableDay implements AvailableDay {
  declare readonly timeSlots: TimeSlot[];
  /** Not an own property: JSON.stringify and equality see the day's three fields only. */
  readonly #json: string;

  /**
   * One accessor shared by every day: a getter made per day gave each day its own hidden class, which
   * slowed every day's creation and the garbage collector (profiled at 50,000 physicians).
   */
  static readonly #timeSlots: PropertyDescriptor = {
    enumerable: true,
    get(this: TextAvailableDay) {
      return (JSON.parse(this.#json) as AvailableDay).timeSlots;
    },
  };

  constructor(
    readonly day: string,
    readonly firstAvailable: string | null,
    json: string,
  ) {
    this.#json = json;
    Object.defineProperty(this, "timeSlots", TextAvailableDay.#timeSlots);
  }

  get json(): string {
    return this.#json;
  }
}

/** The day's JSON text: kept for a TextAvailableDay, written for any other. */
export function availableDayJson(day: AvailableDay): string {
  return day instanceof TextAvailableDay ? day.json : JSON.stringify(day);
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
