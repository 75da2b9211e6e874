import type { Place } from "@fad/contracts/geo/place";
import zipcodes from "zipcodes";

/**
 * The offline US zip data (`zipcodes` package) arranged for the three look-ups: by zip, by city-name
 * prefix, and by coordinates. Built once on first use (~44,000 codes, a few milliseconds); the data is
 * static, so this is not shared state.
 */
export interface UsPlaces {
  byZip: Map<string, Place>;
  /** One place per city and state (its lowest zip), sorted by lower-cased "city, state". */
  cities: CityEntry[];
  /** Zips bucketed by whole degrees of latitude and longitude. */
  grid: Map<string, Place[]>;
}

export interface CityEntry {
  key: string;
  place: Place;
  /** How many zips the city has: the data set has no population, and this ranks Nashville, TN above Nashville, AR. */
  zipCount: number;
}

let cached: UsPlaces | undefined;

export function usPlaces(): UsPlaces {
  cached ??= buildUsPlaces();
  return cached;
}

export function gridKey(latitude: number, longitude: number): string {
  return `${Math.floor(latitude)}:${Math.floor(longitude)}`;
}

function buildUsPlaces(): UsPlaces {
  const byZip = new Map<string, Place>();
  const cityPlaces = new Map<string, CityEntry>();
  const grid = new Map<string, Place[]>();
  const codes = Object.values(zipcodes.codes)
    .filter((code) => code.country === "US" && Number.isFinite(code.latitude) && Number.isFinite(code.longitude))
    .sort((a, b) => a.zip.localeCompare(b.zip));
  for (const code of codes) {
    const city = titleCase(code.city);
    const place: Place = {
      zip: code.zip,
      city,
      state: code.state,
      latitude: code.latitude,
      longitude: code.longitude,
      label: `${city}, ${code.state} ${code.zip}`,
    };
    byZip.set(code.zip, place);
    const cityKey = `${city.toLowerCase()}, ${code.state.toLowerCase()}`;
    const cityEntry = cityPlaces.get(cityKey);
    if (cityEntry) cityEntry.zipCount += 1;
    else cityPlaces.set(cityKey, { key: cityKey, place: { ...place, label: `${city}, ${code.state}` }, zipCount: 1 });
    const cell = gridKey(code.latitude, code.longitude);
    const bucket = grid.get(cell);
    if (bucket) bucket.push(place);
    else grid.set(cell, [place]);
  }
  const cities = [...cityPlaces.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { byZip, cities, grid };
}

/** The data set spells some cities in capitals ("FORT WORTH"); show them as names. */
function titleCase(city: string): string {
  if (city !== city.toUpperCase()) return city;
  return city.toLowerCase().replace(/(^|[\s\-'./])([a-z])/g, (_match, separator: string, letter: string) => {
    return separator + letter.toUpperCase();
  });
}
