import { createHash } from "node:crypto";
import type { Coordinates } from "@fad/contracts/geo/distance-miles";
import { EARTH_RADIUS_KM, MILES_PER_KM } from "@fad/contracts/geo/distance-miles";

/** A clinic sits this far from its zip's centre: inside the zip's streets, never on the centre itself. */
export const STREET_POINT_MIN_MILES = 0.2;
export const STREET_POINT_MAX_MILES = 1.2;
/** Coordinates are stored to 6 decimals (about 10 cm), as a geocoder gives them. */
const DECIMALS = 6;

/**
 * A clinic's street-level point near its zip's centre (decision 66): a bearing and a distance of
 * 0.2–1.2 miles drawn from a hash of the clinic's own seeded facts (id, name, street), so the same seed
 * gives the same point without drawing from the seed's random sequence (every later row stays as it was),
 * and no two clinics share a point.
 */
export function streetPoint(centre: Coordinates, key: string): Coordinates {
  const digest = createHash("sha256").update(key).digest();
  const bearing = (digest.readUInt32BE(0) / 2 ** 32) * 2 * Math.PI;
  const miles =
    STREET_POINT_MIN_MILES + (digest.readUInt32BE(4) / 2 ** 32) * (STREET_POINT_MAX_MILES - STREET_POINT_MIN_MILES);
  const angular = miles / MILES_PER_KM / EARTH_RADIUS_KM;
  const latitude = (centre.latitude * Math.PI) / 180;
  const longitude = (centre.longitude * Math.PI) / 180;
  // The destination point along a great circle (the spec's own sphere, so the shown distance is exact).
  const toLatitude = Math.asin(
    Math.sin(latitude) * Math.cos(angular) + Math.cos(latitude) * Math.sin(angular) * Math.cos(bearing),
  );
  const toLongitude =
    longitude +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angular) * Math.cos(latitude),
      Math.cos(angular) - Math.sin(latitude) * Math.sin(toLatitude),
    );
  return {
    latitude: round((toLatitude * 180) / Math.PI),
    longitude: round((toLongitude * 180) / Math.PI),
  };
}

function round(degrees: number): number {
  return Number(degrees.toFixed(DECIMALS));
}
