import { randomBytes } from "node:crypto";
import type { AvailableDay } from "@fad/contracts/appointments/available-day";
import { availableDayJson } from "../scheduling/available-day-text.ts";

/**
 * The search answer's JSON text. Days of slots are most of a results page's bytes (up to 89 days per
 * location) and are held as their own text (available-day-text.ts), so the rest of the answer is written
 * by JSON.stringify with a marker in each list of days' place, and the days' texts are put there.
 */
// A marker no directory text can spell: a control character and a per-process nonce.
const MARK = `\u0001days:${randomBytes(6).toString("hex")}:`;
const MARK_IN_JSON = new RegExp(`"${JSON.stringify(MARK).slice(1, -1).replaceAll("\\", "\\\\")}(\\d+)"`, "g");

export function searchAnswerJson(answer: unknown): string {
  const daysLists: AvailableDay[][] = [];
  const text = JSON.stringify(answer, (key, value) => {
    if (key === "availableAppointments" && Array.isArray(value) && value.length > 0) {
      daysLists.push(value as AvailableDay[]);
      return `${MARK}${daysLists.length - 1}`;
    }
    return value;
  });
  if (daysLists.length === 0) return text;
  return text.replace(MARK_IN_JSON, (_, index: string) => daysJson(daysLists[Number(index)] ?? []));
}

function daysJson(days: AvailableDay[]): string {
  let text = "[";
  for (let index = 0; index < days.length; index++) {
    const dayText = availableDayJson(days[index] as AvailableDay);
    text += index === 0 ? dayText : `,${dayText}`;
  }
  return `${text}]`;
}
