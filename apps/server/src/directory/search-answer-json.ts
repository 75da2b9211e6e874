import { randomBytes } from "node:crypto";
import type { AvailableDay } from "@fad/contracts/appointments/available-day";

/**
 * The search answer's JSON text. Days of slots are most of a results page's bytes (up to 89 days per
 * location) and the same day objects come back from memory answer after answer (kept-days.ts), so each
 * day is written once, kept beside its object, and put into the answer's text where the rest of the
 * answer, written by JSON.stringify, holds a marker in its place.
 */
const dayTexts = new WeakMap<AvailableDay, string>();
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
    const day = days[index] as AvailableDay;
    let dayText = dayTexts.get(day);
    if (dayText === undefined) {
      dayText = JSON.stringify(day);
      dayTexts.set(day, dayText);
    }
    text += index === 0 ? dayText : `,${dayText}`;
  }
  return `${text}]`;
}
