import { describe, expect, it } from "vitest";
import { distanceInMiles, greatCircleMiles } from "./distance-miles.ts";

describe("distanceInMiles", () => {
  it("is zero for the same point", () => {
    expect(distanceInMiles({ latitude: 36.15, longitude: -86.79 }, { latitude: 36.15, longitude: -86.79 })).toBe(0);
  });

  it("shows a clinic a few hundred feet away as 0.1 mi, never as 0", () => {
    // 0.0005° of latitude is 0.0345 mi (69.0934 × 0.0005), which rounds to 0.0 at one decimal.
    const near = distanceInMiles({ latitude: 36.15, longitude: -86.79 }, { latitude: 36.1505, longitude: -86.79 });
    expect(near).toBe(0.1);
    // 0.001° is 0.0691 mi: rounds to 0.1 on its own.
    expect(distanceInMiles({ latitude: 36.15, longitude: -86.79 }, { latitude: 36.151, longitude: -86.79 })).toBe(0.1);
    // 0.003° is 0.2073 mi: ordinary rounding.
    expect(distanceInMiles({ latitude: 36.15, longitude: -86.79 }, { latitude: 36.153, longitude: -86.79 })).toBe(0.2);
  });

  it("matches a hand-computed value: one degree of latitude is 6371·π/180 km", () => {
    // 6371 × π / 180 = 111.19493 km × 0.621371 = 69.0934 mi
    const miles = greatCircleMiles({ latitude: 36, longitude: -86 }, { latitude: 37, longitude: -86 });
    expect(miles).toBeCloseTo(69.0934, 3);
    expect(distanceInMiles({ latitude: 36, longitude: -86 }, { latitude: 37, longitude: -86 })).toBe(69.1);
  });

  it("Nashville 37203 to Houston 77002 agrees with the spelled-out formula", () => {
    // Hand computation with the haversine formula, R = 6371 km: 1069.6 km × 0.621371.
    const nashville = { latitude: 36.1504, longitude: -86.7916 };
    const houston = { latitude: 29.7523, longitude: -95.367 };
    const expected = hand(nashville, houston);
    expect(distanceInMiles(nashville, houston)).toBe(Math.round(expected * 10) / 10);
  });
});

/** The spelled-out formula, written independently of the implementation. */
function hand(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const toRad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * toRad;
  const dLon = (b.longitude - a.longitude) * toRad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * toRad) * Math.cos(b.latitude * toRad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.atan2(Math.sqrt(h), Math.sqrt(1 - h)) * 0.621371;
}
