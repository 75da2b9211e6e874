import { HOUR_MINUTE_PATTERN } from "../appointments/hold-slot.ts";

/**
 * A slot's twelveHourClockTime (spec discovery §3 "Time slot", derived from startTime): "13:30" →
 * "1:30p", noon "12:00p", midnight "12:00a". Throws on text that is not HH:mm (24-hour).
 */
export function toTwelveHourClockTime(startTime: string): string {
  if (!HOUR_MINUTE_PATTERN.test(startTime)) throw new RangeError(`not an HH:mm time: ${startTime}`);
  const hour = Number(startTime.slice(0, 2));
  const minute = startTime.slice(3, 5);
  const suffix = hour < 12 ? "a" : "p";
  const twelveHour = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelveHour}:${minute}${suffix}`;
}

/** HH:mm of a count of minutes after midnight (0–1439). */
export function minutesToHourMinute(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}
