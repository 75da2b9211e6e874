import type { AvailableDay, TimeSlot } from "@fad/contracts/appointments/available-day";
import { describe, expect, it } from "vitest";
import { withHeldTime } from "./held-time.ts";

const slot = (startTime: string, twelveHourClockTime: string): TimeSlot => ({
  appointmentId: `id-${startTime}`,
  startTime,
  duration: 30,
  twelveHourClockTime,
});
const day = (name: string, slots: TimeSlot[]): AvailableDay => ({
  day: name,
  firstAvailable: slots[0] ? `${name} ${slots[0].startTime}` : null,
  timeSlots: slots,
});

describe("the visitor's held time in the calendar's days", () => {
  const days = [day("20261201", [slot("09:00", "9:00a"), slot("11:00", "11:00a")]), day("20261202", [])];

  it("is put back in its day, in time order, when the server's answer hides it", () => {
    const shown = withHeldTime(days, { day: "20261201", slot: slot("10:00", "10:00a") });
    expect(shown[0]?.timeSlots.map((entry) => entry.startTime)).toEqual(["09:00", "10:00", "11:00"]);
    expect(shown[1]).toBe(days[1]);
    expect(days[0]?.timeSlots).toHaveLength(2);
  });

  it("makes an empty day available, and an earlier time the day's first", () => {
    const shown = withHeldTime(days, { day: "20261202", slot: slot("08:30", "8:30a") });
    expect(shown[1]).toEqual(day("20261202", [slot("08:30", "8:30a")]));
    const earlier = withHeldTime(days, { day: "20261201", slot: slot("08:00", "8:00a") });
    expect(earlier[0]?.firstAvailable).toBe("20261201 08:00");
  });

  it("leaves the days as they are when the time is listed, its day is not loaded, or nothing is held", () => {
    expect(withHeldTime(days, { day: "20261201", slot: slot("09:00", "9:00a") })).toBe(days);
    expect(withHeldTime(days, { day: "20261230", slot: slot("09:00", "9:00a") })).toBe(days);
    expect(withHeldTime(days, null)).toBe(days);
  });
});
