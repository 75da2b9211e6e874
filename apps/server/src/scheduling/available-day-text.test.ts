import { availableDaySchema } from "@fad/contracts/appointments/available-day";
import { minutesToHourMinute, toTwelveHourClockTime } from "@fad/contracts/scheduling/twelve-hour-clock";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { availableDayBytes, type TextAvailableDay, writeAvailableDay } from "./available-day-text.ts";
import { formatSlotId } from "./slot-id.ts";

const MINUTE_MS = 60_000;
const DEC_1_2026 = Date.UTC(2026, 11, 1);

/** The day as objects, as JSON.stringify would write it. */
function expectedDay(day: string, calendarId: string, durationMinutes: number, minutesOfDay: number[]) {
  const timeSlots = minutesOfDay.map((minutes) => ({
    appointmentId: formatSlotId(calendarId, DEC_1_2026 + minutes * MINUTE_MS, durationMinutes),
    startTime: minutesToHourMinute(minutes),
    duration: durationMinutes,
    twelveHourClockTime: toTwelveHourClockTime(minutesToHourMinute(minutes)),
  }));
  return { day, firstAvailable: timeSlots[0] ? `${day} ${timeSlots[0].startTime}` : null, timeSlots };
}

function written(day: string, calendarId: string, durationMinutes: number, minutesOfDay: number[]): TextAvailableDay {
  return writeAvailableDay(day, (addSlot) => {
    for (const minutes of minutesOfDay) addSlot(calendarId, DEC_1_2026 + minutes * MINUTE_MS, durationMinutes, minutes);
  });
}

describe("a day of slots held as its text", () => {
  it("writes what JSON.stringify writes of the same day, and reads back as that day", () => {
    const day = written("20261201", "CAL-1", 30, [540, 810]);
    const expected = expectedDay("20261201", "CAL-1", 30, [540, 810]);
    expect(expected.timeSlots.map((slot) => slot.twelveHourClockTime)).toEqual(["9:00a", "1:30p"]);
    expect(day.bytes.toString("utf8")).toBe(JSON.stringify(expected));
    expect(availableDayBytes(day).toString("utf8")).toBe(JSON.stringify(expected));
    expect(JSON.stringify(day)).toBe(JSON.stringify(expected));
    expect(day).toEqual(expected);
    expect(availableDaySchema.parse(day)).toEqual(expected);
  });

  it("writes an empty day with a null first time, and gives each reader its own slots", () => {
    const empty = written("20261202", "CAL-1", 30, []);
    expect(empty.bytes.toString("utf8")).toBe('{"day":"20261202","firstAvailable":null,"timeSlots":[]}');
    const shared = written("20261203", "CAL-1", 20, [600]);
    shared.timeSlots.pop();
    expect(shared.timeSlots).toHaveLength(1);
    expect(availableDayBytes({ day: "20261204", firstAvailable: null, timeSlots: [] }).toString("utf8")).toBe(
      '{"day":"20261204","firstAvailable":null,"timeSlots":[]}',
    );
  });

  it("writes any calendar's day exactly as JSON.stringify, however many slots (the buffer grows)", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ minLength: 1, maxLength: 100 }),
          fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 }),
        ),
        fc.integer({ min: 1, max: 480 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 1439 }), { maxLength: 400 }),
        (calendarId, durationMinutes, minutes) => {
          const sorted = [...minutes].sort((a, b) => a - b);
          const day = written("20261201", calendarId, durationMinutes, sorted);
          expect(day.bytes.toString("utf8")).toBe(
            JSON.stringify(expectedDay("20261201", calendarId, durationMinutes, sorted)),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it("keeps each day's bytes its own: writing the next day does not change the last", () => {
    const first = written("20261201", "CAL-1", 30, [540]);
    const before = first.bytes.toString("utf8");
    written("20261202", "CAL-2", 15, [600, 615, 630]);
    expect(first.bytes.toString("utf8")).toBe(before);
  });
});
