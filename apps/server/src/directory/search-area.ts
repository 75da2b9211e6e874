import { EARTH_RADIUS_KM, MILES_PER_KM } from "@fad/contracts/geo/distance-miles";
import { type RawBuilder, sql } from "kysely";

export interface SearchPoint {
  latitude: number;
  longitude: number;
}

export interface SearchCircle extends SearchPoint {
  radiusMiles: number;
}

export interface BoundingBox {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

const EARTH_RADIUS_MILES = EARTH_RADIUS_KM * MILES_PER_KM;
const DEGREES = 180 / Math.PI;
/** A hair wider than exact, so rounding never drops a location the exact formula keeps. */
const MARGIN_RADIANS = 1e-7;

/**
 * The latitude/longitude box holding every point within the circle's great-circle radius (J. Matuschek,
 * "Finding Points Within a Distance of a Latitude/Longitude Using Bounding Coordinates"): the cheap,
 * indexable first cut before the exact formula. A box reaching a pole, or crossing the antimeridian,
 * spans every longitude.
 */
export function boundingBox(circle: SearchCircle): BoundingBox {
  const angular = circle.radiusMiles / EARTH_RADIUS_MILES + MARGIN_RADIANS;
  const latitude = circle.latitude / DEGREES;
  const minLatitude = latitude - angular;
  const maxLatitude = latitude + angular;
  const reach = Math.sin(angular) / Math.cos(latitude);
  if (minLatitude <= -Math.PI / 2 || maxLatitude >= Math.PI / 2 || reach >= 1) {
    return {
      minLatitude: Math.max(-90, minLatitude * DEGREES),
      maxLatitude: Math.min(90, maxLatitude * DEGREES),
      minLongitude: -180,
      maxLongitude: 180,
    };
  }
  const spread = Math.asin(reach) * DEGREES;
  const minLongitude = circle.longitude - spread;
  const maxLongitude = circle.longitude + spread;
  const wraps = minLongitude < -180 || maxLongitude > 180;
  return {
    minLatitude: minLatitude * DEGREES,
    maxLatitude: maxLatitude * DEGREES,
    minLongitude: wraps ? -180 : minLongitude,
    maxLongitude: wraps ? 180 : maxLongitude,
  };
}

/**
 * Great-circle miles from the point to (latitude, longitude) in SQL: the haversine of spec discovery §9
 * exactly as contracts' greatCircleMiles computes it, unrounded (for the radius and for sorting).
 */
export function milesFrom(point: SearchPoint, latitude: RawBuilder<number>, longitude: RawBuilder<number>) {
  const lat0 = sql`${roundCoordinate(point.latitude)}::float8`;
  const lon0 = sql`${roundCoordinate(point.longitude)}::float8`;
  return sql<number>`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1::float8, sqrt(
      power(sin(radians(${latitude} - ${lat0}) / 2), 2)
      + cos(radians(${lat0})) * cos(radians(${latitude})) * power(sin(radians(${longitude} - ${lon0}) / 2), 2)
    ))) * ${MILES_PER_KM}::float8)`;
}

/**
 * Degrees to nine decimals (a tenth of a millimetre). PostgreSQL refuses a product that underflows to
 * zero ("value out of range: underflow"), which a coordinate such as 5e-324 would cause; rounded
 * coordinates keep every difference far above that.
 */
export function roundCoordinate(degrees: number): number {
  return Math.round(degrees * 1e9) / 1e9;
}
