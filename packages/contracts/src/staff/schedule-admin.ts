import { z } from "zod";
import { envelopeSchema } from "../api/envelope.ts";
import { staffDaySchema } from "./staff-console.ts";

/**
 * The scheduling administrator's calls (issue 33, decision 164): a location's calendars with their
 * weekly hours, the appointment types each offers and whether new patients are taken online; blocked
 * time (one-off and weekly), closures and holidays. Every change takes effect for patients at once (the
 * scheduling generation) and a block cancels nothing: it lists the bookings it lies over.
 */

export const SCHEDULE_PATHS = {
  schedule: "/fadmaa/staff/schedule",
  blocks: "/fadmaa/staff/schedule/blocks",
  removeBlock: (blockId: string) => `/fadmaa/staff/schedule/blocks/${encodeURIComponent(blockId)}/remove`,
  hours: (calendarId: string) => `/fadmaa/staff/schedule/calendars/${encodeURIComponent(calendarId)}/hours`,
  types: (calendarId: string) => `/fadmaa/staff/schedule/calendars/${encodeURIComponent(calendarId)}/types`,
  newPatients: (calendarId: string) =>
    `/fadmaa/staff/schedule/calendars/${encodeURIComponent(calendarId)}/new-patients`,
} as const;

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** A local wall-clock time, 24-hour HH:MM ("24:00" is the end of the day). */
export const wallTimeSchema = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, "must be a time as HH:MM (24-hour)");

/** Minutes after midnight of an HH:MM time. */
export function wallTimeMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

function endsAfterStart(value: { startTime: string; endTime: string }): boolean {
  return wallTimeMinutes(value.endTime) > wallTimeMinutes(value.startTime);
}

const span = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({ ...shape, startTime: wallTimeSchema, endTime: wallTimeSchema })
    .refine((value) => endsAfterStart(value as { startTime: string; endTime: string }), {
      message: "endTime must be after startTime",
      path: ["endTime"],
    });

export const weeklyHoursSchema = span({ weekday: z.number().int().min(0).max(6) });
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

/** A block's scope: one calendar of the location, or (null) every calendar there. */
const scope = {
  locationId: z.string().trim().min(1).max(40),
  calendarId: z.string().trim().min(1).max(40).nullable(),
  label: z.string().trim().min(1, "label is required").max(120),
};

/** Closures span at most a year; a longer one is a location leaving the network, not a holiday. */
export const MAX_CLOSURE_DAYS = 366;

export const scheduleBlockRequestSchema = z.discriminatedUnion("kind", [
  span({ kind: z.literal("once"), ...scope, day: staffDaySchema }),
  span({
    kind: z.literal("weekly"),
    ...scope,
    weekday: z.number().int().min(0).max(6),
    firstDay: staffDaySchema.nullable(),
    lastDay: staffDaySchema.nullable(),
  }).refine((value) => !value.firstDay || !value.lastDay || value.lastDay >= value.firstDay, {
    message: "lastDay must not be before firstDay",
    path: ["lastDay"],
  }),
  z
    .object({ kind: z.literal("closure"), ...scope, firstDay: staffDaySchema, lastDay: staffDaySchema })
    .refine((value) => value.lastDay >= value.firstDay, {
      message: "lastDay must not be before firstDay",
      path: ["lastDay"],
    })
    .refine((value) => Date.parse(value.lastDay) - Date.parse(value.firstDay) < MAX_CLOSURE_DAYS * 86_400_000, {
      message: `a closure spans at most ${MAX_CLOSURE_DAYS} days`,
      path: ["lastDay"],
    }),
]);
export type ScheduleBlockRequest = z.infer<typeof scheduleBlockRequestSchema>;

export const scheduleBlockSchema = z.object({
  blockId: z.string(),
  kind: z.enum(["once", "weekly", "closure"]),
  calendarId: z.string().nullable(),
  /** "Every calendar" or the doctor's name. */
  appliesTo: z.string(),
  /** What it blocks, in words, in the location's zone ("Tuesday, December 1, 2026, 8:00 AM – 12:00 PM"). */
  when: z.string(),
  label: z.string(),
  createdBy: z.string(),
});
export type ScheduleBlock = z.infer<typeof scheduleBlockSchema>;

/** A booking a new block lies over: shown to the administrator, cancelled by nobody but a person. */
export const blockedBookingSchema = z.object({
  bookingId: z.string(),
  when: z.string(),
  patientName: z.string(),
  physicianName: z.string(),
});
export type BlockedBooking = z.infer<typeof blockedBookingSchema>;

export const scheduleBlockResponseSchema = envelopeSchema(
  z.object({ block: scheduleBlockSchema, bookedUnder: z.array(blockedBookingSchema) }),
);

export const scheduleCalendarSchema = z.object({
  calendarId: z.string(),
  physicianName: z.string(),
  acceptsNewPatients: z.boolean(),
  hours: z.array(weeklyHoursSchema),
  types: z.array(z.object({ code: z.string(), name: z.string(), patientType: z.string(), offered: z.boolean() })),
});
export type ScheduleCalendar = z.infer<typeof scheduleCalendarSchema>;

export const locationScheduleSchema = z.object({
  location: z.object({ id: z.string(), name: z.string(), timeZone: z.string() }),
  calendars: z.array(scheduleCalendarSchema),
  blocks: z.array(scheduleBlockSchema),
});
export type LocationSchedule = z.infer<typeof locationScheduleSchema>;
export const locationScheduleResponseSchema = envelopeSchema(locationScheduleSchema);
export const scheduleCalendarResponseSchema = envelopeSchema(scheduleCalendarSchema);
export const removedBlockResponseSchema = envelopeSchema(z.object({ removed: z.string() }));

export const locationScheduleQuerySchema = z.object({ locationId: z.string().trim().min(1).max(40) });

/** A week's hours: at most a few spans a day; overlapping spans are refused (they would offer a time twice). */
export const weeklyHoursRequestSchema = z.object({
  hours: z
    .array(weeklyHoursSchema)
    .max(70)
    .refine(
      (hours) =>
        hours.every((one, index) =>
          hours.every(
            (other, otherIndex) =>
              otherIndex === index ||
              other.weekday !== one.weekday ||
              wallTimeMinutes(other.endTime) <= wallTimeMinutes(one.startTime) ||
              wallTimeMinutes(other.startTime) >= wallTimeMinutes(one.endTime),
          ),
        ),
      { message: "a weekday's hours must not overlap" },
    ),
});

export const offeredTypesRequestSchema = z.object({
  codes: z.array(z.string().trim().min(1).max(40)).max(100),
});

export const newPatientsRequestSchema = z.object({ accepting: z.boolean() });

export const SCHEDULE_MESSAGES = {
  calendarNotFound: "No such calendar at the locations you administer.",
  blockNotFound: "No such block at the locations you administer.",
  unknownType: "One of those appointment types does not exist.",
} as const;
