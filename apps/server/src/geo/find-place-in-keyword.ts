import type { Place } from "@fad/contracts/geo/place";
import type { KeywordPlace } from "@fad/contracts/geo/resolve-typed-place";
import { lookUpZip } from "./look-up-zip.ts";
import { type CityMatching, findCity, normalizePlaceText, resolvePlace } from "./resolve-place.ts";
import { stateCode } from "./us-states.ts";

/** Words that put a place after them: "pediatrician in houston", "dermatologist near 37203". */
const PLACE_MARKERS = new Set(["in", "near", "around"]);
/** "Dr" makes the next word a name: "Dr Houston" is a doctor, not a city ("heart doctor houston" is a place). */
const NAME_TITLES = new Set(["dr"]);
/** A city name standing alone may be at most this many words ("salt lake city"). */
const MAX_CITY_WORDS = 3;
/**
 * A bare city name (no zip, marker or state) is read as a place only for cities of at least this many
 * zips (about 255 of the 30,000 names: Houston, Nashville, Memphis, Spring TX…), and with one typo only
 * from 6 letters and the right first letter: body and care words ("back", "shoulder", "fillings",
 * "planning") and most surnames then stay the keyword they are.
 */
const BARE_CITY: CityMatching = { typos: false, minimumZips: 10 };
const BARE_CITY_WITH_TYPO: CityMatching = { typos: true, minimumZips: 10, maxTypos: 1, sameFirstLetter: true };
const BARE_TYPO_MIN_LENGTH = 6;
/** After "in"/"near" with a state, any town counts, typos forgiven as in the location box ("in franklin tn"). */
const MARKED_CITY: CityMatching = { typos: true, minimumZips: 1 };
const MARKED_CITY_MIN_ZIPS_WITHOUT_STATE = 3;

const NOTHING = (keyword: string): KeywordPlace => ({ keyword, placeText: "", place: null });

/**
 * The place a patient typed in the keyword box, and the keyword without it (decision 65): a zip
 * anywhere ("cardiologist 37203"); a place after "in", "near" or "around" ("pediatrician in houston");
 * a "City ST" / "City, State" at the end ("heart doctor Nashville TN"); or a large city's name at the
 * end or alone ("houston", "dermatologist denver"). A zip no US place has is still taken out and named
 * (placeText) with no place, so the location box can say so; any other text that is not a place stays
 * the keyword.
 */
export function findPlaceInKeyword(text: string): KeywordPlace {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return NOTHING("");
  return placeByZip(words) ?? placeAfterMarker(words) ?? placeAtEnd(words) ?? NOTHING(words.join(" "));
}

function placeByZip(words: string[]): KeywordPlace | null {
  const index = words.findIndex((word) => /^\d{5}(-\d{4})?[,.]?$/.test(word));
  if (index < 0) return null;
  const zip = (words[index] ?? "").slice(0, 5);
  const before = words.slice(0, index);
  if (PLACE_MARKERS.has((before.at(-1) ?? "").toLowerCase())) before.pop();
  return { keyword: joinKeyword([...before, ...words.slice(index + 1)]), placeText: zip, place: lookUpZip(zip) };
}

function placeAfterMarker(words: string[]): KeywordPlace | null {
  for (let index = words.length - 2; index >= 0; index -= 1) {
    if (!PLACE_MARKERS.has((words[index] ?? "").toLowerCase())) continue;
    const placeWords = words.slice(index + 1);
    if (placeWords.length > MAX_CITY_WORDS + 2) return null;
    const placeText = placeWords.join(" ");
    const place = resolveMarked(placeText);
    if (place) return { keyword: joinKeyword(words.slice(0, index)), placeText, place };
  }
  return null;
}

/**
 * After a marker: a place as the location box reads it when a state is named; without one, a town of a
 * few zips at least, one typo with the right first letter ("pain in shoulder" is not Boulder, CO).
 */
function resolveMarked(text: string): Place | null {
  if (hasState(text)) return resolvePlace(text, MARKED_CITY);
  const city = findCity(normalizePlaceText(text), null, {
    typos: true,
    minimumZips: MARKED_CITY_MIN_ZIPS_WITHOUT_STATE,
    maxTypos: 1,
    sameFirstLetter: true,
  });
  return city?.place ?? null;
}

function hasState(text: string): boolean {
  const normalized = normalizePlaceText(text);
  const comma = normalized.lastIndexOf(",");
  if (comma > 0) return stateCode(normalized.slice(comma + 1)) !== null;
  const words = normalized.split(" ");
  return words.length > 1 && (stateCode(words.at(-1) ?? "") !== null || stateCode(words.slice(-2).join(" ")) !== null);
}

/** "City ST", "City, State" or a large city alone, as the text's last words; the longest reading first. */
function placeAtEnd(words: string[]): KeywordPlace | null {
  const normalized = words.map((word) => normalizePlaceText(word));
  for (let stateWords = 2; stateWords >= 1; stateWords -= 1) {
    const state = normalized.length > stateWords ? stateCode(normalized.slice(-stateWords).join(" ")) : null;
    if (!state) continue;
    // A state code alone is a common word or abbreviation ("MS", "CT", "PA"): only an exact city before it counts.
    const hadComma = /,$/.test(words.at(-stateWords - 1) ?? "");
    for (let cityWords = Math.min(MAX_CITY_WORDS, normalized.length - stateWords); cityWords >= 1; cityWords -= 1) {
      const start = normalized.length - stateWords - cityWords;
      const city = normalized.slice(start, -stateWords).join(" ");
      if (isTitled(normalized, start)) continue;
      const entry = findCity(city, state, { typos: hadComma, minimumZips: 1 });
      if (entry) return taken(words, start, entry.place);
    }
  }
  for (let cityWords = Math.min(MAX_CITY_WORDS, normalized.length); cityWords >= 1; cityWords -= 1) {
    const start = normalized.length - cityWords;
    if (isTitled(normalized, start)) continue;
    const city = normalized.slice(start).join(" ");
    const matching = city.length >= BARE_TYPO_MIN_LENGTH ? BARE_CITY_WITH_TYPO : BARE_CITY;
    const entry = findCity(city, null, matching);
    if (entry) return taken(words, start, entry.place);
  }
  return null;
}

/** The word before is "Dr": a name follows, not a place. */
function isTitled(words: string[], start: number): boolean {
  return start > 0 && NAME_TITLES.has(words[start - 1] ?? "");
}

function taken(words: string[], start: number, place: Place): KeywordPlace {
  return { keyword: joinKeyword(words.slice(0, start)), placeText: words.slice(start).join(" "), place };
}

/** The words left, without a trailing comma or a dangling marker. */
function joinKeyword(words: string[]): string {
  return words
    .join(" ")
    .replace(/[\s,]+$/, "")
    .trim();
}
