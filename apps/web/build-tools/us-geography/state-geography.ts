import type { Feature, MultiPolygon, Polygon, Position } from "geojson";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

export type { CityPoint, StateGeography };

import type {
  CityPoint,
  DegreeBox,
  StateGeography,
} from "../../src/ui/location-map/offline-base-map/geography-types.ts";

/**
 * Build-time half of the offline base map (docs/decisions.md 106): cuts the Census Bureau's county
 * topology (npm us-atlas, public domain) and a ZIP code gazetteer (npm zipcodes) into one small piece
 * per state, so the browser fetches only the states a map shows. Runs in Node inside Vite; the browser
 * never sees TopoJSON or the whole country.
 */

export interface GazetteerPlace {
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  country: string;
}

interface NamedGeometryProperties {
  name: string;
}

export type CountyTopology = Topology<{
  counties: GeometryCollection<NamedGeometryProperties>;
  states: GeometryCollection<NamedGeometryProperties>;
}>;

/** 3 decimals is about 110 m; the source is quantized to about 95 m by 330 m, so nothing is lost. */
const round = (value: number): number => Math.round(value * 1000) / 1000;

const roundRing = (ring: Position[]): Position[] => {
  const rounded: Position[] = [];
  for (const [longitude = 0, latitude = 0] of ring) {
    const point = [round(longitude), round(latitude)];
    const last = rounded[rounded.length - 1];
    // Rounding joins neighbouring vertices; repeating one only adds bytes.
    if (!last || last[0] !== point[0] || last[1] !== point[1]) rounded.push(point);
  }
  return rounded;
};

function asMultiPolygon(geometry: Polygon | MultiPolygon): MultiPolygon {
  const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
  return { type: "MultiPolygon", coordinates: polygons.map((polygon) => polygon.map(roundRing)) };
}

export function boundsOf(outline: MultiPolygon): DegreeBox {
  let [west, south, east, north] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, -Infinity, -Infinity];
  for (const polygon of outline.coordinates) {
    for (const [longitude = 0, latitude = 0] of polygon[0] ?? []) {
      west = Math.min(west, longitude);
      east = Math.max(east, longitude);
      south = Math.min(south, latitude);
      north = Math.max(north, latitude);
    }
  }
  return [west, south, east, north];
}

/**
 * The gazetteer's places grouped into cities of one state: a city's point is the mean of its ZIP
 * centroids and its ZIP count stands for its size (the gazetteer has no population).
 */
export function citiesOfState(places: Iterable<GazetteerPlace>, abbreviation: string): CityPoint[] {
  const byName = new Map<string, { latitude: number; longitude: number; count: number }>();
  for (const place of places) {
    if (place.country !== "US" || place.state !== abbreviation) continue;
    if (!place.city || (place.latitude === 0 && place.longitude === 0)) continue;
    const city = byName.get(place.city) ?? { latitude: 0, longitude: 0, count: 0 };
    city.latitude += place.latitude;
    city.longitude += place.longitude;
    city.count += 1;
    byName.set(place.city, city);
  }
  return [...byName]
    .map(
      ([name, city]): CityPoint => [
        name,
        round(city.latitude / city.count),
        round(city.longitude / city.count),
        city.count,
      ],
    )
    .sort((a, b) => b[3] - a[3] || a[0].localeCompare(b[0]));
}

export function groupBy<T>(items: Iterable<T>, keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** A state's name, abbreviation and area: what the index needs, quick to make (no counties, no cities). */
export type StateOutline = Pick<StateGeography, "fips" | "abbreviation" | "name" | "outline">;

/**
 * Every state of the topology (and DC) with its outline. `abbreviations` maps upper-case state names to
 * USPS abbreviations (the gazetteer's and the locations' way of naming a state); territories the
 * gazetteer does not name are left out.
 */
export function stateOutlines(topology: CountyTopology, abbreviations: Record<string, string>): StateOutline[] {
  return topology.objects.states.geometries.flatMap((state) => {
    const fips = String(state.id);
    const name = (state.properties as NamedGeometryProperties | undefined)?.name ?? "";
    const abbreviation = abbreviations[name.toUpperCase()];
    const area = (feature(topology, state) as Feature).geometry;
    if (!abbreviation || (area.type !== "Polygon" && area.type !== "MultiPolygon")) return [];
    return [{ fips, abbreviation, name, outline: asMultiPolygon(area) }];
  });
}

/** One state's full piece: its outline, the lines between its counties and its cities. */
export function stateGeography(
  topology: CountyTopology,
  state: StateOutline,
  places: Iterable<GazetteerPlace>,
): StateGeography {
  const counties: GeometryCollection = {
    type: "GeometryCollection",
    geometries: topology.objects.counties.geometries.filter((county) => String(county.id).startsWith(state.fips)),
  };
  // a !== b: an arc two of this state's counties share; the arcs on the state line have one county here.
  const lines = mesh(topology, counties, (a, b) => a !== b);
  return {
    ...state,
    countyLines: { type: "MultiLineString", coordinates: lines.coordinates.map(roundRing) },
    cities: citiesOfState(places, state.abbreviation),
  };
}

/** Every state's full piece (the plugin makes them one at a time, as the build asks for them). */
export function splitByState(
  topology: CountyTopology,
  places: GazetteerPlace[],
  abbreviations: Record<string, string>,
): StateGeography[] {
  const placesByState = groupBy(places, (place) => place.state);
  return stateOutlines(topology, abbreviations).map((state) =>
    stateGeography(topology, state, placesByState.get(state.abbreviation) ?? []),
  );
}
