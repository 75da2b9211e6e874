import type { Place } from "@fad/contracts/geo/place";
import { foldAccents } from "@fad/contracts/search/fold-accents";
import { editDistanceWithin } from "./edit-distance.ts";
import { lookUpZip } from "./look-up-zip.ts";
import { type CityEntry, usPlaces } from "./us-places.ts";
import { stateCode } from "./us-states.ts";

/** How a city name may be matched: exactly, or with typos, and from how many zips up. */
export interface CityMatching {
  /** Typos allowed at all (the location box: yes; a bare word in the keyword box: only for long words). */
  typos: boolean;
  /** Cities with fewer zips are left out (the data set has no population; zips stand in for size). */
  minimumZips: number;
  /** At most this many typos, below what the name's length allows ("fillings" is not "Billings" in a keyword). */
  maxTypos?: number;
  /** A misspelt name must still start with the city's first letter. */
  sameFirstLetter?: boolean;
}

const LOCATION_BOX: CityMatching = { typos: true, minimumZips: 1 };

/** Typos allowed for a name of this length: none under 4 letters, one up to 7, two from 8 ("Philadelpia"). */
export function typosAllowed(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/**
 * The place a text typed in the location box stands for, without a choice from the list: a zip (a
 * label ending in one, "Nashville, TN 37203", too), "City, ST", "City ST", "City, State" or a city alone,
 * a typo or two forgiven ("Housten", "Nashvile"). Among cities of one name, or names equally close, the
 * one with most zips. Null when nothing is close enough.
 */
export function resolvePlace(text: string, matching: CityMatching = LOCATION_BOX): Place | null {
  const normalized = normalizePlaceText(text);
  if (normalized === "") return null;
  const zip = /(?:^|\s)(\d{5})(?:-\d{4})?$/.exec(normalized)?.[1];
  if (zip) return lookUpZip(zip);
  for (const { city, state } of cityStateReadings(normalized)) {
    const entry = findCity(city, state, matching);
    if (entry) return entry.place;
  }
  return null;
}

/** Lower case, single spaces, no dots or trailing commas ("St. Louis" and "St Louis" alike). */
export function normalizePlaceText(text: string): string {
  // Accents folded: the place data is written without them ("San José" is San Jose; decision 171).
  return foldAccents(text)
    .toLowerCase()
    .replace(/\./g, " ")
    .replace(/\s*,\s*/g, ", ")
    .replace(/\s+/g, " ")
    .replace(/^[\s,]+|[\s,]+$/g, "");
}

/**
 * The ways a text splits into a city and a state: after a comma ("houston, texas"), as its last one or
 * two words ("houston tx", "albany new york"), and the whole text as a city with no state (tried last,
 * so "Palo Al" can still be Palo Alto).
 */
function cityStateReadings(text: string): { city: string; state: string | null }[] {
  const readings: { city: string; state: string | null }[] = [];
  const comma = text.lastIndexOf(",");
  if (comma > 0) {
    const state = stateCode(text.slice(comma + 1));
    const city = text.slice(0, comma).replace(/,/g, " ").trim();
    if (state) return [{ city, state }];
    return [{ city: text.replace(/,/g, " ").replace(/\s+/g, " "), state: null }];
  }
  const words = text.split(" ");
  for (const stateWords of [2, 1]) {
    if (words.length <= stateWords) continue;
    const state = stateCode(words.slice(-stateWords).join(" "));
    if (state) readings.push({ city: words.slice(0, -stateWords).join(" "), state });
  }
  readings.push({ city: text, state: null });
  return readings;
}

/** A city by exact name first, then (when allowed) the closest names; ties go to the city with more zips. */
export function findCity(name: string, state: string | null, matching: CityMatching): CityEntry | null {
  const { citiesByName, namesByLength } = usPlaces();
  const fits = (entry: CityEntry) =>
    entry.zipCount >= matching.minimumZips && (state === null || entry.place.state.toLowerCase() === state);
  for (const spelling of spellings(name)) {
    const exact = (citiesByName.get(spelling) ?? []).filter(fits);
    if (exact.length > 0) return mostZips(exact);
  }
  const limit = matching.typos ? Math.min(typosAllowed(name.length), matching.maxTypos ?? 2) : 0;
  if (limit === 0) return null;
  let best: CityEntry | null = null;
  let bestDistance = limit + 1;
  for (let length = name.length - limit; length <= name.length + limit; length += 1) {
    for (const candidate of namesByLength.get(length) ?? []) {
      if (matching.sameFirstLetter && candidate.name[0] !== name[0]) continue;
      const entries = candidate.entries.filter(fits);
      if (entries.length === 0) continue;
      const distance = editDistanceWithin(candidate.name, name, limit);
      if (distance > limit) continue;
      const entry = mostZips(entries);
      if (distance < bestDistance || (distance === bestDistance && best && entry.zipCount > best.zipCount)) {
        best = entry;
        bestDistance = distance;
      }
    }
  }
  return best;
}

/** The name as typed, and with a leading "St", "Ft" or "Mt" spelled out as the zip data spells it. */
function spellings(name: string): string[] {
  const spelled = name.replace(/^st /, "saint ").replace(/^ft /, "fort ").replace(/^mt /, "mount ");
  return spelled === name ? [name] : [name, spelled];
}

function mostZips(entries: CityEntry[]): CityEntry {
  return entries.reduce((best, entry) => (entry.zipCount > best.zipCount ? entry : best));
}
