import { z } from "zod";

/** A bookable time slot (spec discovery §3 "Time slot", booking §3). */
export const timeSlotSchema = z.object({
  /** Opaque, URL-safe: derived from the calendar, the start instant and the duration. */
  appointmentId: z.string(),
  /** Local wall-clock start in the location's time zone, HH:mm (24-hour). */
  startTime: z.string(),
  /** Minutes. */
  duration: z.number().int(),
  /** startTime on a 12-hour clock, e.g. "9:00a", "12:30p". */
  twelveHourClockTime: z.string(),
});
export type TimeSlot = z.infer<typeof timeSlotSchema>;

/** One day of a calendar's availability; every day of the asked window is present, empty or not. */
export const availableDaySchema = z.object({
  /** yyyymmdd, in the location's time zone. */
  day: z.string(),
  /** "yyyymmdd HH:mm" of the day's first slot, null when the day has none. */
  firstAvailable: z.string().nullable(),
  timeSlots: z.array(timeSlotSchema),
});
export type AvailableDay = z.infer<typeof availableDaySchema>;
