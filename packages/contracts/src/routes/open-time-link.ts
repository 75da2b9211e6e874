import type { HoldSlotRequest } from "../appointments/hold-slot.ts";
import { HOUR_MINUTE_PATTERN, YYYYMMDD_PATTERN } from "../appointments/hold-slot.ts";
import { APP_ROUTES } from "./app-routes.ts";

/**
 * The address a published open time links to (SMART Scheduling Links' booking-deep-link, decision 141):
 * the physician's booking flow with the time named by everything the hold call needs, so the page can
 * hold it on arrival. It names a slot and an appointment type, never a patient.
 */
export const OPEN_TIME_PARAMS = {
  appointmentId: "open_time",
  calendarId: "calendar",
  day: "date",
  startTime: "time",
  durationMinutes: "duration",
  appointmentTypeCode: "type",
} as const;

export interface OpenTimeLink {
  urlTitle: string;
  /** The slot's appointment id (calendar, start, duration; apps/server scheduling/appointment-id.ts). */
  appointmentId: string;
  calendarId: string;
  /** The local day, yyyymmdd, and start, HH:mm, in the location's time zone. */
  day: string;
  startTime: string;
  durationMinutes: number;
  appointmentTypeCode: string;
}

/** /physicians?urlTitle=…&open_time=…&calendar=…&date=…&time=…&duration=…&type=…, on the given origin. */
export function openTimeAddress(origin: string, link: OpenTimeLink): string {
  const pairs = [["urlTitle", link.urlTitle]];
  for (const [field, name] of Object.entries(OPEN_TIME_PARAMS)) {
    pairs.push([name, String(link[field as keyof typeof OPEN_TIME_PARAMS])]);
  }
  const query = pairs.map(([name, value]) => `${name}=${encodeURIComponent(value ?? "")}`).join("&");
  return `${origin}${APP_ROUTES.landing}?${query}`;
}

/** The open time an address's query names, or null when it names none (or only part of one). */
export function readOpenTime(search: string): OpenTimeLink | null {
  const value = (name: string) => parameter(search, name).trim();
  const link: OpenTimeLink = {
    urlTitle: value("urlTitle"),
    appointmentId: value(OPEN_TIME_PARAMS.appointmentId),
    calendarId: value(OPEN_TIME_PARAMS.calendarId),
    day: value(OPEN_TIME_PARAMS.day),
    startTime: value(OPEN_TIME_PARAMS.startTime),
    durationMinutes: Number(value(OPEN_TIME_PARAMS.durationMinutes)),
    appointmentTypeCode: value(OPEN_TIME_PARAMS.appointmentTypeCode),
  };
  const valid =
    link.urlTitle !== "" &&
    /^[A-Za-z0-9_-]{1,200}$/.test(link.appointmentId) &&
    link.calendarId.length > 0 &&
    link.calendarId.length <= 100 &&
    YYYYMMDD_PATTERN.test(link.day) &&
    HOUR_MINUTE_PATTERN.test(link.startTime) &&
    Number.isInteger(link.durationMinutes) &&
    link.durationMinutes >= 1 &&
    link.durationMinutes <= 480 &&
    /^[A-Za-z0-9_-]{1,40}$/.test(link.appointmentTypeCode);
  return valid ? link : null;
}

/** The hold call the landing page sends for the open time (the calendar is also the provider location). */
export function holdRequestOf(link: OpenTimeLink, source: string | null = null): HoldSlotRequest {
  return {
    appointmentId: link.appointmentId,
    appointmentTypeId: link.appointmentTypeCode,
    calendarId: link.calendarId,
    startTime: link.startTime,
    duration: link.durationMinutes,
    date: link.day,
    providerLocationId: link.calendarId,
    source,
  };
}

/** One parameter of a query ("?a=1&b=2"), decoded; "" when absent or badly escaped. */
function parameter(search: string, name: string): string {
  for (const pair of search.replace(/^\?/, "").split("&")) {
    const [key, ...value] = pair.split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join("=").replace(/\+/g, " "));
    } catch {
      return "";
    }
  }
  return "";
}
