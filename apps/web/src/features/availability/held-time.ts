import type { AvailableDay, TimeSlot } from "@fad/contracts/appointments/available-day";

/** The visitor's own held time on this calendar: its local day and its slot. */
export interface HeldTime {
  day: string;
  slot: TimeSlot;
}

/**
 * The days with the visitor's held time in its place. The server hides every held time from the slot
 * search, the holder's own included, so once the calendar fetches again (a reload of the booking page,
 * a refetch on focus) the time the visitor holds would vanish from the grid while the page says it is
 * selected. It is put back in its day, in time order, to show as the selected time. A day outside the
 * loaded window, or a time already listed, leaves the days as they are (the same array).
 */
export function withHeldTime(days: AvailableDay[], held: HeldTime | null): AvailableDay[] {
  if (!held) return days;
  const index = days.findIndex((entry) => entry.day === held.day);
  const day = days[index];
  if (!day || day.timeSlots.some((slot) => slot.appointmentId === held.slot.appointmentId)) return days;
  const timeSlots = [...day.timeSlots, held.slot].sort((a, b) => a.startTime.localeCompare(b.startTime));
  const first = timeSlots[0] as TimeSlot;
  const withHeld: AvailableDay = { ...day, firstAvailable: `${day.day} ${first.startTime}`, timeSlots };
  return [...days.slice(0, index), withHeld, ...days.slice(index + 1)];
}
