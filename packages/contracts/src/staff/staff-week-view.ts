import { z } from "zod";
import { envelopeSchema } from "../api/envelope.ts";
import { dayBookingSchema, staffDaySchema } from "./staff-console.ts";

/**
 * The front desk's week view and per-doctor view (issue 33, decision 196): a location's bookings over seven
 * days, or a day or a week of one doctor there. Read only from the person's own locations, like the day view.
 */

export const STAFF_WEEK_PATHS = {
  week: "/fadmaa/staff/bookings/week",
  /** The doctors of a location, for the console's choice of one. */
  doctors: "/fadmaa/staff/doctors",
} as const;

/** Days a week view shows, from the day it starts. */
export const STAFF_WEEK_DAYS = 7;

/** A physician's NPI: ten digits. */
export const staffNpiSchema = z.string().regex(/^\d{10}$/, "must be an NPI of ten digits");

export const weekBookingsQuerySchema = z.object({
  locationId: z.string().trim().min(1).max(40),
  /** The week's first day; the console sends the Monday of the chosen day's week. */
  from: staffDaySchema,
  /** One doctor's bookings only (the per-doctor view). */
  physicianNpi: staffNpiSchema.optional(),
});

export const staffDoctorSchema = z.object({ npi: z.string(), name: z.string() });
export type StaffDoctor = z.infer<typeof staffDoctorSchema>;

export const weekBookingsSchema = z.object({
  location: z.object({ id: z.string(), name: z.string(), timeZone: z.string() }),
  from: z.string(),
  /** The week's last day (from + 6). */
  to: z.string(),
  /** The doctor chosen, or null for the whole location. */
  physician: staffDoctorSchema.nullable(),
  days: z.array(z.object({ day: z.string(), bookings: z.array(dayBookingSchema) })),
});
export type WeekBookings = z.infer<typeof weekBookingsSchema>;
export const weekBookingsResponseSchema = envelopeSchema(weekBookingsSchema);

export const staffDoctorsQuerySchema = z.object({ locationId: z.string().trim().min(1).max(40) });
export const staffDoctorsSchema = z.object({ locationId: z.string(), doctors: z.array(staffDoctorSchema) });
export type StaffDoctors = z.infer<typeof staffDoctorsSchema>;
export const staffDoctorsResponseSchema = envelopeSchema(staffDoctorsSchema);

/** The day `days` after a YYYY-MM-DD day, as YYYY-MM-DD (calendar arithmetic, no time zone). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Monday of a day's week, as YYYY-MM-DD. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}
