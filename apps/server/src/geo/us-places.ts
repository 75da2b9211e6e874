import { greatCircleMiles } from "@fad/contracts/geo/distance-miles";
import type { Place } from "@fad/contracts/geo/place";
import zipcodes from "zipcodes";

/**
 * The offline US zip data (`zipcodes` package) arranged for the look-ups: by zip, by city name (and
 * its prefix), and by coordinates. Built once on first use (~44,000 codes; about 0.5 s on a busy 2-core machine); the data is
 * static, so this is not shared state.
 */
export interface UsPlaces {
  byZip: Map<string, Place>;
  /** One place per city and state (its centre zip), sorted by lower-cased "city, state". */
  cities: CityEntry[];
  /** The cities of each lower-cased name, across states ("franklin" → Franklin, TN; Franklin, PA…). */
  citiesByName: Map<string, CityEntry[]>;
  /** The lower-cased names of `cities`, by length: a typo search looks only at names of about its length. */
  namesByLength: Map<number, { name: string; entries: CityEntry[] }[]>;
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
  const cityZips = new Map<string, Place[]>();
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
    const zips = cityZips.get(cityKey);
    if (zips) zips.push(place);
    else cityZips.set(cityKey, [place]);
    const cell = gridKey(code.latitude, code.longitude);
    const bucket = grid.get(cell);
    if (bucket) bucket.push(place);
    else grid.set(cell, [place]);
  }
  for (const [cityKey, zips] of cityZips) {
    const centre = centreZip(zips);
    cityPlaces.set(cityKey, {
      key: cityKey,
      place: { ...centre, label: `${centre.city}, ${centre.state}` },
      zipCount: zips.length,
    });
  }
  const cities = [...cityPlaces.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const citiesByName = new Map<string, CityEntry[]>();
  for (const entry of cities) {
    const name = entry.place.city.toLowerCase();
    const named = citiesByName.get(name);
    if (named) named.push(entry);
    else citiesByName.set(name, [entry]);
  }
  const namesByLength = new Map<number, { name: string; entries: CityEntry[] }[]>();
  for (const [name, entries] of citiesByName) {
    const sameLength = namesByLength.get(name.length);
    if (sameLength) sameLength.push({ name, entries });
    else namesByLength.set(name.length, [{ name, entries }]);
  }
  return { byZip, cities, citiesByName, namesByLength, grid };
}

/**
 * A city is searched from the zip nearest the mean of its zips' coordinates: its lowest zip is often a
 * post-office-box or one-organisation code far from the centre (Austin's 73301 is the tax office's).
 */
function centreZip(zips: Place[]): Place {
  const mean = {
    latitude: zips.reduce((sum, zip) => sum + zip.latitude, 0) / zips.length,
    longitude: zips.reduce((sum, zip) => sum + zip.longitude, 0) / zips.length,
  };
  let best = zips[0] as Place;
  for (const zip of zips) {
    if (greatCircleMiles(mean, zip) < greatCircleMiles(mean, best)) best = zip;
  }
  return best;
}

/** The data set spells some cities in capitals ("FORT WORTH"); show them as names. */
function titleCase(city: string): string {
  if (city !== city.toUpperCase()) return city;
  return city.toLowerCase().replace(/(^|[\s\-'./])([a-z])/g, (_match, separator: string, letter: string) => {
    return separator + letter.toUpperCase();
  });
}
