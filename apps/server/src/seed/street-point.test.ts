import { greatCircleMiles } from "@fad/contracts/geo/distance-miles";
import { describe, expect, it } from "vitest";
import { STREET_POINT_MAX_MILES, STREET_POINT_MIN_MILES, streetPoint } from "./street-point.ts";

const CENTRE = { latitude: 36.1504, longitude: -86.7916 };

describe("streetPoint", () => {
  it("is the same for the same key and differs between keys", () => {
    expect(streetPoint(CENTRE, "LOC-00001|A|100 Main")).toEqual(streetPoint(CENTRE, "LOC-00001|A|100 Main"));
    expect(streetPoint(CENTRE, "LOC-00001|A|100 Main")).not.toEqual(streetPoint(CENTRE, "LOC-00002|A|100 Main"));
  });

  it("lies 0.2 to 1.2 miles from the centre, in every direction over many keys", () => {
    const points = Array.from({ length: 2000 }, (_, index) => streetPoint(CENTRE, `LOC-${index}`));
    for (const point of points) {
      const miles = greatCircleMiles(CENTRE, point);
      expect(miles).toBeGreaterThanOrEqual(STREET_POINT_MIN_MILES - 0.001);
      expect(miles).toBeLessThanOrEqual(STREET_POINT_MAX_MILES + 0.001);
    }
    expect(new Set(points.map((point) => `${point.latitude},${point.longitude}`)).size).toBe(points.length);
    // All four quarters around the centre are used.
    const quarters = new Set(
      points.map((point) => `${point.latitude > CENTRE.latitude}${point.longitude > CENTRE.longitude}`),
    );
    expect(quarters.size).toBe(4);
  });
});
