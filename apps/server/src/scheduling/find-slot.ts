import { utcMidnightToDay } from "@fad/contracts/scheduling/day-format";
import { minutesToHourMinute } from "@fad/contracts/scheduling/twelve-hour-clock";
import type { Database } from "../database/create-database.ts";
import { loadCalendarSchedules, offeredType, takenHere } from "./calendar-schedules.ts";
import { forEachSlotOfDay } from "./day-slots.ts";
import { parseSlotId } from "./slot-id.ts";
import { instantToWall, isKnownTimeZone } from "./zone-offsets.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export interface FoundSlot {
  slotId: string;
  calendarId: string;
  appointmentTypeCode: string;
  start: Date;
  end: Date;
  durationMinutes: number;
  /** yyyymmdd and HH:mm in the location's time zone. */
  day: string;
  startTime: string;
  timeZone: string;
  providerLocationId: number;
  locationId: string;
  physicianNpi: string;
}

export type FindSlotResult =
  | { kind: "found"; slot: FoundSlot }
  | { kind: "unknown" }
  /** The calendar offers the type, but its location does not take new patients (decision 125). */
  | { kind: "new-patients-not-taken" };

/**
 * The slot a slot id (the wire's appointmentId) names, when the calendar's weekly rules really produce it for that type
 * and it has not started yet. Whether it is taken is not checked: the database's exclusion constraint
 * decides that when the hold is written. The schedule comes from memory only when the database's
 * scheduling generation says it is current (decision 71), which is as fresh as reading it again.
 */
export async function findSlot(options: {
  db: Database;
  calendarId: string;
  /** null → the calendar's default type (the type the slot search shows when none is chosen). */
  appointmentTypeCode: string | null;
  slotId: string;
  now: Date;
  source?: string | null;
}): Promise<FindSlotResult> {
  const { db, calendarId, appointmentTypeCode, slotId, now, source } = options;
  const parts = parseSlotId(slotId);
  if (!parts || parts.calendarId !== calendarId || parts.start.getTime() <= now.getTime()) return { kind: "unknown" };
  const schedule = (await loadCalendarSchedules({ db, calendarIds: [calendarId] })).get(calendarId);
  if (!schedule || !isKnownTimeZone(schedule.timeZone)) return { kind: "unknown" };
  const code = appointmentTypeCode ?? schedule.defaultTypeCode;
  const type = code === null ? undefined : offeredType(schedule, code, source);
  if (!type || type.durationMinutes !== parts.durationMinutes) return { kind: "unknown" };
  if (!takenHere(schedule, type)) return { kind: "new-patients-not-taken" };

  const start = parts.start.getTime();
  const wall = instantToWall(start, schedule.timeZone);
  const midnight = wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);
  let startMinutes: number | null = null;
  forEachSlotOfDay(schedule, midnight, type.durationMinutes, (slotStart, minutes) => {
    if (slotStart === start) startMinutes = minutes;
  });
  if (startMinutes === null) return { kind: "unknown" };

  return {
    kind: "found",
    slot: {
      slotId,
      calendarId,
      appointmentTypeCode: type.code,
      start: parts.start,
      end: new Date(start + type.durationMinutes * MINUTE_MS),
      durationMinutes: type.durationMinutes,
      day: utcMidnightToDay(midnight),
      startTime: minutesToHourMinute(startMinutes),
      timeZone: schedule.timeZone,
      providerLocationId: schedule.providerLocationId,
      locationId: schedule.locationId,
      physicianNpi: schedule.physicianNpi,
    },
  };
}
