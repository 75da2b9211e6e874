import type { AvailableDay } from "@fad/contracts/appointments/available-day";
import { addDays } from "@fad/contracts/scheduling/day-format";
import { toTwelveHourClockTime } from "@fad/contracts/scheduling/twelve-hour-clock";

/** Tests only: the calendar's days as the slot search answers them (shaped by the contract), from a fixed today. */

export const TODAY = "20261123";

/** Days from `start`; `times(index)` gives each day's HH:mm starts (default: 09:00 and 13:30 every day). */
export function makeDays(count: number, start = TODAY, times: (index: number) => string[] = () => ["09:00", "13:30"]) {
  return Array.from({ length: count }, (_, index): AvailableDay => {
    const day = addDays(start, index);
    const timeSlots = times(index).map((startTime) => ({
      appointmentId: `slot-${day}-${startTime.replace(":", "")}`,
      startTime,
      duration: 30,
      twelveHourClockTime: toTwelveHourClockTime(startTime),
    }));
    return { day, firstAvailable: timeSlots[0] ? `${day} ${timeSlots[0].startTime}` : null, timeSlots };
  });
}
