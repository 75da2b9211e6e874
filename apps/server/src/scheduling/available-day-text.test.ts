import { availableDaySchema } from "@fad/contracts/appointments/available-day";
import { describe, expect, it } from "vitest";
import { AvailableDayWriter, availableDayBytes, type TextAvailableDay } from "./available-day-text.ts";

describe("a day of slots held as its text", () => {
  it("writes what JSON.stringify writes of the same day, and reads back as that day", () => {
    const writer = new AvailableDayWriter("20261201");
    writer.add("Q0FMLTE", "09:00", 30, "9:00a");
    writer.add("Q0FMLTI", "13:30", 30, "1:30p");
    const day = writer.finish();
    const expected = {
      day: "20261201",
      firstAvailable: "20261201 09:00",
      timeSlots: [
        { appointmentId: "Q0FMLTE", startTime: "09:00", duration: 30, twelveHourClockTime: "9:00a" },
        { appointmentId: "Q0FMLTI", startTime: "13:30", duration: 30, twelveHourClockTime: "1:30p" },
      ],
    };
    expect(day.bytes.toString("utf8")).toBe(JSON.stringify(expected));
    expect(availableDayBytes(day).toString("utf8")).toBe(JSON.stringify(expected));
    expect(JSON.stringify(day)).toBe(JSON.stringify(expected));
    expect(day).toEqual(expected);
    expect(availableDaySchema.parse(day)).toEqual(expected);
  });

  it("writes an empty day with a null first time, and gives each reader its own slots", () => {
    const empty = new AvailableDayWriter("20261202").finish();
    expect(empty.bytes.toString("utf8")).toBe('{"day":"20261202","firstAvailable":null,"timeSlots":[]}');
    const writer = new AvailableDayWriter("20261203");
    writer.add("QQ", "10:00", 20, "10:00a");
    const shared: TextAvailableDay = writer.finish();
    shared.timeSlots.pop();
    expect(shared.timeSlots).toHaveLength(1);
    expect(availableDayBytes({ day: "20261204", firstAvailable: null, timeSlots: [] }).toString("utf8")).toBe(
      '{"day":"20261204","firstAvailable":null,"timeSlots":[]}',
    );
  });
});
