import { type Coordinates, greatCircleMiles } from "@fad/contracts/geo/distance-miles";
import type { Place } from "@fad/contracts/geo/place";
import { gridKey, usPlaces } from "./us-places.ts";

/** Searching rings of one-degree cells this far out covers every US point (Alaska's and Hawaii's gaps included). */
const MAX_RING = 12;

/**
 * The zip nearest to a point, for "Use my location". Looks at the point's grid cell and widening rings
 * around it; once a ring has produced a candidate, two more rings settle cells whose corners may be closer.
 */
export function findNearestZip(point: Coordinates): Place | null {
  const { grid } = usPlaces();
  const baseLatitude = Math.floor(point.latitude);
  const baseLongitude = Math.floor(point.longitude);
  let best: Place | null = null;
  let bestMiles = Number.POSITIVE_INFINITY;
  let ringsAfterFirstHit = -1;
  for (let ring = 0; ring <= MAX_RING && ringsAfterFirstHit < 2; ring += 1) {
    for (let dLat = -ring; dLat <= ring; dLat += 1) {
      for (let dLon = -ring; dLon <= ring; dLon += 1) {
        if (Math.max(Math.abs(dLat), Math.abs(dLon)) !== ring) continue;
        const bucket = grid.get(gridKey(baseLatitude + dLat, baseLongitude + dLon)) ?? [];
        for (const place of bucket) {
          const miles = greatCircleMiles(point, place);
          if (miles < bestMiles) {
            bestMiles = miles;
            best = place;
          }
        }
      }
    }
    if (best) ringsAfterFirstHit += 1;
  }
  return best;
}
