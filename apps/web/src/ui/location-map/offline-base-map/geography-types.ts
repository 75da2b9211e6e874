import type { MultiLineString, MultiPolygon } from "geojson";

/**
 * The offline base map's geography (docs/decisions.md 106), cut per state at build time by
 * build-tools/us-geography from the Census Bureau's county boundaries (npm us-atlas) and a ZIP code
 * gazetteer (npm zipcodes).
 */

/** A city to label: its name, a point (mean of its ZIP centroids) and how many ZIP codes it has. */
export type CityPoint = [name: string, latitude: number, longitude: number, zipCount: number];

/** One state's chunk. */
export interface StateGeography {
  fips: string;
  /** USPS abbreviation, as a location's `state` gives it. */
  abbreviation: string;
  name: string;
  /** The state's area in [longitude, latitude]; its border is the state line. */
  outline: MultiPolygon;
  /** Lines between two counties of this state (the state line itself is the outline's). */
  countyLines: MultiLineString;
  /** Largest first. */
  cities: CityPoint[];
}

/** [west, south, east, north] in degrees. */
export type DegreeBox = [west: number, south: number, east: number, north: number];

/** The index every map carries: which states exist and where, to pick the chunks for a view. */
export interface StateIndexEntry {
  fips: string;
  abbreviation: string;
  bounds: DegreeBox;
}
