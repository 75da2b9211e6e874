import {
  type LocationSchedule,
  locationScheduleResponseSchema,
  removedBlockResponseSchema,
  SCHEDULE_PATHS,
  type ScheduleBlockRequest,
  type ScheduleCalendar,
  scheduleBlockResponseSchema,
  scheduleCalendarResponseSchema,
  type WeeklyHours,
} from "@fad/contracts/staff/schedule-admin";
import { call, change } from "../staff-api.ts";

/** The scheduling administrator's calls (decision 164); changes carry the CSRF token (staff-api.ts). */

export async function loadSchedule(locationId: string): Promise<LocationSchedule> {
  const query = new URLSearchParams({ locationId });
  return (await call(locationScheduleResponseSchema, `${SCHEDULE_PATHS.schedule}?${query}`)).result;
}

export async function addBlock(csrf: string, block: ScheduleBlockRequest) {
  return (await call(scheduleBlockResponseSchema, SCHEDULE_PATHS.blocks, change(csrf, block))).result;
}

export async function removeBlock(csrf: string, blockId: string): Promise<void> {
  await call(removedBlockResponseSchema, SCHEDULE_PATHS.removeBlock(blockId), change(csrf, {}));
}

export async function saveHours(csrf: string, calendarId: string, hours: WeeklyHours[]): Promise<ScheduleCalendar> {
  return (await call(scheduleCalendarResponseSchema, SCHEDULE_PATHS.hours(calendarId), change(csrf, { hours }))).result;
}

export async function saveTypes(csrf: string, calendarId: string, codes: string[]): Promise<ScheduleCalendar> {
  return (await call(scheduleCalendarResponseSchema, SCHEDULE_PATHS.types(calendarId), change(csrf, { codes }))).result;
}

export async function saveNewPatients(csrf: string, calendarId: string, accepting: boolean): Promise<ScheduleCalendar> {
  return (
    await call(scheduleCalendarResponseSchema, SCHEDULE_PATHS.newPatients(calendarId), change(csrf, { accepting }))
  ).result;
}
