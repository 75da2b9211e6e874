import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { availableDayBytes, writeAvailableDay } from "./available-day-text.ts";
import { DaysTextWriter } from "./days-text-writer.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const DEC_1_2026 = Date.UTC(2026, 11, 1);

/** Each day's minutes written one day at a time by writeAvailableDay, the reference. */
function oneByOne(calendarId: string, durationMinutes: number, days: number[][]) {
  return days.map((minutes, index) =>
    writeAvailableDay(`2026120${index + 1}`, (addSlot) => {
      for (const minute of minutes)
        addSlot(calendarId, DEC_1_2026 + index * DAY_MS + minute * MINUTE_MS, durationMinutes, minute);
    }),
  );
}

function inOneBlock(calendarId: string, durationMinutes: number, days: number[][]) {
  const writer = new DaysTextWriter(calendarId, durationMinutes);
  days.forEach((minutes, index) => {
    writer.beginDay(`2026120${index + 1}`);
    for (const minute of minutes) writer.addSlot(DEC_1_2026 + index * DAY_MS + minute * MINUTE_MS, minute);
    writer.endDay();
  });
  return writer.finish();
}

describe("a calendar's days written in one block", () => {
  it("writes each day's bytes, first time and first start exactly as writing it alone", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ minLength: 1, maxLength: 100 }),
          fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 }),
        ),
        fc.integer({ min: 1, max: 480 }),
        fc.array(fc.uniqueArray(fc.integer({ min: 0, max: 1439 }), { maxLength: 300 }), { maxLength: 9 }),
        (calendarId, durationMinutes, unsorted) => {
          const days = unsorted.map((minutes) => [...minutes].sort((a, b) => a - b));
          const expected = oneByOne(calendarId, durationMinutes, days);
          const written = inOneBlock(calendarId, durationMinutes, days);
          expect(written).toHaveLength(expected.length);
          written.forEach(({ day, firstStart }, index) => {
            const alone = expected[index];
            expect(availableDayBytes(day).toString("utf8")).toBe(alone?.bytes.toString("utf8"));
            expect(day).toEqual(alone);
            const first = days[index]?.[0];
            expect(firstStart).toBe(first === undefined ? Number.NaN : DEC_1_2026 + index * DAY_MS + first * MINUTE_MS);
          });
        },
      ),
      { numRuns: 150 },
    );
  });

  it("keeps each block its own: the next calendar's days do not change the last one's", () => {
    const first = inOneBlock("CAL-1", 30, [[540, 570], [600]]);
    const before = first.map(({ day }) => availableDayBytes(day).toString("utf8"));
    inOneBlock("CAL-2", 15, [[600, 615, 630], [], [700]]);
    expect(first.map(({ day }) => availableDayBytes(day).toString("utf8"))).toEqual(before);
  });
});
