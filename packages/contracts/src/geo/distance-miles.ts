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

/** The smallest distance shown: the spec shows a distance only when above 0 (discovery §2). */
export const SMALLEST_SHOWN_MILES = 0.1;

/**
 * The distance as shown: miles to one decimal. A clinic under 0.05 miles away is 0.1 rather than 0,
 * which the card would hide as "no distance" (decision 66); 0 is left for the very same point.
 */
export function distanceInMiles(from: Coordinates, to: Coordinates): number {
  const miles = greatCircleMiles(from, to);
  if (miles === 0) return 0;
  return Math.max(SMALLEST_SHOWN_MILES, Math.round(miles * 10) / 10);
}
