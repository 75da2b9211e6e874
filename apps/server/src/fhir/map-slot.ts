import type { Extension, Slot } from "@medplum/fhirtypes";
import { BOOKING_DEEP_LINK, BOOKING_PHONE } from "./scheduling-links.ts";

/** free: bookable; busy-tentative: someone holds it now; busy: booked (or overlapped by a booking). */
export type PublishedSlotStatus = "free" | "busy-tentative" | "busy";

/** What a Slot is built from: one time of a calendar's published type, and what lies on it. */
export interface SlotSource {
  scheduleId: string;
  start: Date;
  end: Date;
  status: PublishedSlotStatus;
  lastUpdated: Date;
  /** Our booking page with this time named (openTimeAddress). */
  deepLink: string;
  /** The location's phone; null when it has none. */
  phone: string | null;
}

/** A Slot's id: its Schedule's id and its start in UTC to the minute ("…​.20261125T1500"). */
export function slotId(scheduleId: string, start: Date): string {
  return `${scheduleId}.${start.toISOString().slice(0, 16).replace(/[-:]/g, "")}`;
}

/** The Schedule id and start a Slot id names, or null when it is not one. */
export function parseSlotId(id: string): { scheduleId: string; start: Date } | null {
  const match = /^(.+)\.(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})$/.exec(id);
  if (!match) return null;
  const [, schedule = "", year, month, day, hour, minute] = match;
  const start = new Date(`${year}-${month}-${day}T${hour}:${minute}:00Z`);
  if (Number.isNaN(start.getTime()) || slotId(schedule, start) !== id) return null;
  return { scheduleId: schedule, start };
}

export function mapSlot(source: SlotSource): Slot {
  const extension: Extension[] = [{ url: BOOKING_DEEP_LINK, valueUrl: source.deepLink }];
  if (source.phone) extension.push({ url: BOOKING_PHONE, valueString: source.phone });
  return {
    resourceType: "Slot",
    id: slotId(source.scheduleId, source.start),
    meta: { lastUpdated: source.lastUpdated.toISOString() },
    extension,
    schedule: { reference: `Schedule/${source.scheduleId}` },
    status: source.status,
    start: source.start.toISOString(),
    end: source.end.toISOString(),
  };
}
