import type { Place } from "@fad/contracts/geo/place";
import { SUGGESTED_PLACES_LIMIT } from "@fad/contracts/geo/suggest-places";
import { foldAccents } from "@fad/contracts/search/fold-accents";
import { editDistanceWithin } from "./edit-distance.ts";
import { lookUpZip } from "./look-up-zip.ts";
import { type CityEntry, usPlaces } from "./us-places.ts";
import { stateCode } from "./us-states.ts";

/**
 * Suggestions for the location box: a zip (5 digits or 5+4) gives its place; otherwise city names
 * starting with the input, optionally narrowed by a state ("Nashville, TN", "Springfield il").
 * When no city starts with it, names one typo away are offered instead ("Nashvile").
 */
export function suggestPlaces(input: string): Place[] {
  const text = input.trim().replace(/\s+/g, " ");
  if (/^\d/.test(text)) {
    const place = lookUpZip(text);
    return place ? [place] : [];
  }
  // The place data is written without accents: "San José" suggests San Jose (decision 171).
  const lower = foldAccents(text).toLowerCase();
  const split = splitState(lower);
  // "Palo Al" is a city being typed, not Palo in Alabama: a state only narrows names that start with the rest.
  const inState = split.state === null ? [] : rank(prefixRange(usPlaces().cities, split.city), split.city, split.state);
  const matches = inState.length > 0 ? inState : matchCities(lower);
  return matches.slice(0, SUGGESTED_PLACES_LIMIT).map((entry) => entry.place);
}

function matchCities(city: string): CityEntry[] {
  const { cities } = usPlaces();
  const byPrefix = prefixRange(cities, city);
  if (byPrefix.length > 0) return rank(byPrefix, city, null);
  return rank(
    cities.filter((entry) => isOneTypoAway(cityOf(entry), city)),
    city,
    null,
  );
}

/** An exact name first, then larger cities (more zips), then alphabetical. */
function rank(entries: CityEntry[], city: string, state: string | null): CityEntry[] {
  return entries
    .filter((entry) => state === null || entry.place.state.toLowerCase() === state)
    .sort(
      (a, b) =>
        Number(cityOf(b) === city) - Number(cityOf(a) === city) ||
        b.zipCount - a.zipCount ||
        a.key.localeCompare(b.key),
    );
}

function cityOf(entry: CityEntry): string {
  return entry.place.city.toLowerCase();
}

/** A trailing state code or name ("…, TN", "… tn", "…, Tennessee") narrows the suggestions. */
function splitState(text: string): { city: string; state: string | null } {
  const parts = text.split(",").map((part) => part.trim());
  if (parts.length > 1) {
    const state = stateCode(parts.slice(1).join(" "));
    return { city: parts[0] ?? "", state };
  }
  const words = text.split(" ");
  const last = words.at(-1) ?? "";
  if (words.length > 1 && last.length === 2 && stateCode(last)) {
    return { city: words.slice(0, -1).join(" "), state: stateCode(last) };
  }
  return { city: text, state: null };
}

/** Entries whose key starts with the prefix, found by binary search in the sorted list. */
function prefixRange(cities: CityEntry[], prefix: string): CityEntry[] {
  let low = 0;
  let high = cities.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((cities[middle]?.key ?? "") < prefix) low = middle + 1;
    else high = middle;
  }
  const found: CityEntry[] = [];
  for (let index = low; index < cities.length; index += 1) {
    const entry = cities[index];
    if (!entry?.key.startsWith(prefix)) break;
    found.push(entry);
  }
  return found;
}

/** The input is within one edit (insert, delete, substitute) of the start of the name; from 4 characters. */
function isOneTypoAway(name: string, input: string): boolean {
  if (input.length < 4) return false;
  for (const length of [input.length - 1, input.length, input.length + 1]) {
    if (length <= name.length && editDistanceWithin(name.slice(0, length), input, 1) <= 1) return true;
  }
  return false;
}
