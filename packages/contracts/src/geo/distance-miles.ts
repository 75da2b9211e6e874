/** Spec discovery §9: great-circle distance, earth radius 6371 km, 0.621371 miles per km, one decimal. */
export const EARTH_RADIUS_KM = 6371;
export const MILES_PER_KM = 0.621371;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Haversine great-circle distance in miles, unrounded (for sorting and radius checks). */
export function greatCircleMiles(from: Coordinates, to: Coordinates): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const deltaLatitude = radians(to.latitude - from.latitude);
  const deltaLongitude = radians(to.longitude - from.longitude);
  const a =
    Math.sin(deltaLatitude / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(deltaLongitude / 2) ** 2;
  const kilometres = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
  return kilometres * MILES_PER_KM;
}

/** The distance as shown: miles to one decimal. */
export function distanceInMiles(from: Coordinates, to: Coordinates): number {
  return Math.round(greatCircleMiles(from, to) * 10) / 10;
}
