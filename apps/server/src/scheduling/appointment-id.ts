/**
 * A slot's appointmentId is derived from (calendar, start instant, duration) (DESIGN.md), so the hold
 * can check that the slot it is asked for really exists. It travels in the page address (appt_id), so it
 * is base64url: opaque, URL-safe, and parsed back exactly or not at all.
 */

export interface AppointmentIdParts {
  calendarId: string;
  start: Date;
  durationMinutes: number;
}

const MINUTE_MS = 60_000;
const ID_PATTERN = /^[A-Za-z0-9_-]{1,300}$/;
const DECODED_PATTERN = /^([^\n]{1,100})\n(\d{1,12})\n([1-9]\d{0,2})$/;

/** The start is written in whole minutes since 1970 (slots start on whole minutes). */
export function formatAppointmentId(calendarId: string, start: Date | number, durationMinutes: number): string {
  const minutes = Math.floor((typeof start === "number" ? start : start.getTime()) / MINUTE_MS);
  return Buffer.from(`${calendarId}\n${minutes}\n${durationMinutes}`, "utf8").toString("base64url");
}

/** The parts of an id formatAppointmentId wrote; null for anything else. */
export function parseAppointmentId(appointmentId: string): AppointmentIdParts | null {
  if (!ID_PATTERN.test(appointmentId)) return null;
  const match = DECODED_PATTERN.exec(Buffer.from(appointmentId, "base64url").toString("utf8"));
  if (!match) return null;
  const [, calendarId = "", minutes = "", duration = ""] = match;
  const parts = { calendarId, start: new Date(Number(minutes) * MINUTE_MS), durationMinutes: Number(duration) };
  // Only the canonical spelling is accepted, so one slot has one id (no padding or stray-bit variants).
  if (formatAppointmentId(parts.calendarId, parts.start, parts.durationMinutes) !== appointmentId) return null;
  return parts;
}
