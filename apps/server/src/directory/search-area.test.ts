import { greatCircleMiles } from "@fad/contracts/geo/distance-miles";
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../database/create-database.ts";
import { createTestDatabase, testDatabaseKinds } from "../testing/test-database.ts";
import { boundingBox, milesFrom, roundCoordinate } from "./search-area.ts";

const coordinates = fc.record({
  latitude: fc.double({ min: -89, max: 89, noNaN: true }),
  longitude: fc.double({ min: -179, max: 179, noNaN: true }),
});

describe("search area", () => {
  it("the bounding box holds every point within the radius", () => {
    fc.assert(
      fc.property(
        coordinates,
        coordinates,
        fc.double({ min: 0.1, max: 3000, noNaN: true }),
        (center, point, radius) => {
          if (greatCircleMiles(center, point) > radius) return;
          const box = boundingBox({ ...center, radiusMiles: radius });
          expect(point.latitude).toBeGreaterThanOrEqual(box.minLatitude);
          expect(point.latitude).toBeLessThanOrEqual(box.maxLatitude);
          expect(point.longitude).toBeGreaterThanOrEqual(box.minLongitude);
          expect(point.longitude).toBeLessThanOrEqual(box.maxLongitude);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("a box reaching a pole or the antimeridian spans every longitude", () => {
    expect(boundingBox({ latitude: 89, longitude: 0, radiusMiles: 100 })).toMatchObject({
      minLongitude: -180,
      maxLongitude: 180,
    });
    expect(boundingBox({ latitude: 0, longitude: 179.9, radiusMiles: 50 })).toMatchObject({
      minLongitude: -180,
      maxLongitude: 180,
    });
    const nashville = boundingBox({ latitude: 36.15, longitude: -86.79, radiusMiles: 50 });
    expect(nashville.maxLatitude - nashville.minLatitude).toBeCloseTo(100 / 69.09, 2);
  });
});

describe.each(testDatabaseKinds())("the SQL distance on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("equals the contracts' great-circle miles", async () => {
    await fc.assert(
      fc.asyncProperty(coordinates, coordinates, async (from, to) => {
        // Stored locations have ordinary coordinates; the search point is rounded by milesFrom itself.
        const stored = { latitude: roundCoordinate(to.latitude), longitude: roundCoordinate(to.longitude) };
        const rounded = { latitude: roundCoordinate(from.latitude), longitude: roundCoordinate(from.longitude) };
        const miles = milesFrom(from, sql`${stored.latitude}::float8`, sql`${stored.longitude}::float8`);
        const result = await sql<{ miles: number }>`SELECT ${miles} AS miles`.execute(handle.db);
        expect(Number(result.rows[0]?.miles)).toBeCloseTo(greatCircleMiles(rounded, stored), 6);
      }),
      { numRuns: 50 },
    );
  });
});
