import { randomBytes } from "node:crypto";
import type { AvailableDay } from "@fad/contracts/appointments/available-day";
import { availableDayBytes } from "../scheduling/available-day-text.ts";

/**
 * The search answer's JSON text, as the UTF-8 bytes sent. Days of slots are most of a results page's
 * bytes (up to 89 days per location) and are held as their own bytes (available-day-text.ts), so the
 * rest of the answer is written by JSON.stringify with a marker in each list of days' place, and the
 * answer is the bytes of the pieces between the markers with the days' bytes in their places: one copy
 * of each, where joining strings first cost several times more (profiled at 50,000 physicians).
 * The markers go into shallow copies of the locations, not through a replacer function: a replacer takes
 * JSON.stringify off its fast path for the whole answer (profiled at 50,000 physicians).
 */
// A marker no directory text can spell: a control character and a per-process nonce.
const MARK = `\u0001days:${randomBytes(6).toString("hex")}:`;
const MARK_IN_JSON = new RegExp(`"${JSON.stringify(MARK).slice(1, -1).replaceAll("\\", "\\\\")}(\\d+)"`);

interface LocationWithDays {
  availableAppointments?: unknown;
}
interface PhysicianWithLocations {
  providerLocations?: LocationWithDays[];
  displayLocation?: LocationWithDays | null;
}

const OPEN = Buffer.from("[");
const COMMA = Buffer.from(",");
const CLOSE = Buffer.from("]");

export function searchAnswerBytes(answer: unknown): Buffer {
  const providerList = (answer as { result?: { providerList?: unknown } } | null)?.result?.providerList;
  if (!Array.isArray(providerList)) return Buffer.from(JSON.stringify(answer), "utf8");
  const daysLists: AvailableDay[][] = [];
  const marked = providerList.map((physician: PhysicianWithLocations) => markPhysician(physician, daysLists));
  const typed = answer as { result: object };
  const text = JSON.stringify({ ...typed, result: { ...typed.result, providerList: marked } });
  if (daysLists.length === 0) return Buffer.from(text, "utf8");
  // split with a capturing group alternates text and list numbers: text, 0, text, 1, text …
  const pieces = text.split(MARK_IN_JSON);
  const parts: Buffer[] = [];
  let length = 0;
  const push = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  for (let index = 0; index < pieces.length; index++) {
    const piece = pieces[index] as string;
    if (index % 2 === 0) push(Buffer.from(piece, "utf8"));
    else pushDays(daysLists[Number(piece)] ?? [], push);
  }
  return Buffer.concat(parts, length);
}

function markPhysician(physician: PhysicianWithLocations, daysLists: AvailableDay[][]): PhysicianWithLocations {
  if (!Array.isArray(physician?.providerLocations)) return physician;
  const copies = new Map<LocationWithDays, LocationWithDays>();
  const mark = (location: LocationWithDays): LocationWithDays => {
    let copy = copies.get(location);
    if (!copy) {
      const days = location.availableAppointments;
      copy =
        Array.isArray(days) && days.length > 0
          ? { ...location, availableAppointments: `${MARK}${daysLists.push(days) - 1}` }
          : location;
      copies.set(location, copy);
    }
    return copy;
  };
  const providerLocations = physician.providerLocations.map(mark);
  const displayLocation = physician.displayLocation ? mark(physician.displayLocation) : physician.displayLocation;
  return { ...physician, providerLocations, ...("displayLocation" in physician ? { displayLocation } : {}) };
}

function pushDays(days: AvailableDay[], push: (part: Buffer) => void): void {
  push(OPEN);
  for (let index = 0; index < days.length; index++) {
    if (index > 0) push(COMMA);
    push(availableDayBytes(days[index] as AvailableDay));
  }
  push(CLOSE);
}
