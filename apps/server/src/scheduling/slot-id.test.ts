import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatSlotId, parseSlotId, writeSlotId } from "./slot-id.ts";

describe("appointmentId", () => {
  it("round-trips calendar, start and duration, URL-safe", () => {
    const start = new Date("2026-11-23T15:00:00Z");
    const id = formatSlotId("CAL-000001", start, 30);
    expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(encodeURIComponent(id)).toBe(id);
    expect(parseSlotId(id)).toEqual({ calendarId: "CAL-000001", start, durationMinutes: 30 });
  });

  it("round-trips any calendar id, minute and duration", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 60 }).filter((text) => !text.includes("\n")),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 1, max: 480 }),
        (calendarId, minutes, duration) => {
          const start = new Date(minutes * 60_000);
          expect(parseSlotId(formatSlotId(calendarId, start, duration))).toEqual({
            calendarId,
            start,
            durationMinutes: duration,
          });
        },
      ),
    );
  });

  it("writes the base64url of its text, for ASCII and any other calendar id", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: "grapheme", maxLength: 20 })),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 1, max: 480 }),
        (calendarId, minutes, duration) => {
          const text = `${calendarId}\n${minutes}\n${duration}`;
          expect(formatSlotId(calendarId, minutes * 60_000, duration)).toBe(
            Buffer.from(text, "utf8").toString("base64url"),
          );
        },
      ),
    );
  });

  it("writes the same id as bytes into a buffer, at any offset, for ASCII and any other calendar id", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 100 }), fc.string({ unit: "grapheme", maxLength: 20 })),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 1, max: 480 }),
        fc.integer({ min: 0, max: 50 }),
        (calendarId, minutes, duration, offset) => {
          const target = Buffer.alloc(400, 0x2e);
          const end = writeSlotId(target, offset, calendarId, minutes * 60_000 + 59_999, duration);
          const id = formatSlotId(calendarId, minutes * 60_000, duration);
          expect(target.toString("latin1", offset, end)).toBe(id);
          expect(target.toString("latin1", 0, offset)).toBe(".".repeat(offset));
          expect(target[end]).toBe(0x2e);
        },
      ),
    );
  });

  it("rejects garbage", () => {
    const good = formatSlotId("CAL-000001", new Date("2026-11-23T15:00:00Z"), 30);
    const garbage = [
      "",
      "not an id",
      "abc",
      `${good}=`,
      `${good}x`,
      good.slice(0, -1),
      "%2F%2F",
      "x".repeat(400),
      Buffer.from("CAL-1\n123\n0").toString("base64url"),
      Buffer.from("CAL-1\n-5\n30").toString("base64url"),
      Buffer.from("CAL-1\n123").toString("base64url"),
      Buffer.from("\n123\n30").toString("base64url"),
    ];
    for (const text of garbage) expect(parseSlotId(text), text).toBeNull();
  });

  it("never throws", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const parsed = parseSlotId(text);
        if (parsed) expect(formatSlotId(parsed.calendarId, parsed.start, parsed.durationMinutes)).toBe(text);
      }),
    );
  });
});
