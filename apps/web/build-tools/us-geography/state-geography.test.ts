import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { MultiPolygon, Position } from "geojson";
import { describe, expect, it } from "vitest";
import zipcodes from "zipcodes";
import { boundsOf, citiesOfState, splitByState } from "./state-geography.ts";

const require = createRequire(import.meta.url);
const topology = JSON.parse(readFileSync(require.resolve("us-atlas/counties-10m.json"), "utf8"));
const states = splitByState(topology, Object.values(zipcodes.codes), zipcodes.states.full);
const byAbbreviation = new Map(states.map((state) => [state.abbreviation, state]));

/** Ray casting over every ring (holes flip the answer back), longitude first as in GeoJSON. */
function contains(area: MultiPolygon, [longitude, latitude]: [number, number]): boolean {
  let inside = false;
  const rings: Position[][] = area.coordinates.flat();
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi = 0, yi = 0] = ring[i] ?? [];
      const [xj = 0, yj = 0] = ring[j] ?? [];
      if (yi > latitude !== yj > latitude && longitude < ((xj - xi) * (latitude - yi)) / (yj - yi) + xi)
        inside = !inside;
    }
  }
  return inside;
}

describe("splitByState", () => {
  it("makes one piece per state and DC, named as locations name their state", () => {
    expect(states).toHaveLength(51);
    expect(byAbbreviation.get("TN")).toMatchObject({ fips: "47", name: "Tennessee" });
    expect(byAbbreviation.get("DC")).toMatchObject({ fips: "11" });
  });

  it("gives each demo market's centre inside its own state and no other", () => {
    const centres: [string, [number, number]][] = [
      ["TN", [-86.78, 36.16]], // Nashville
      ["TX", [-95.37, 29.76]], // Houston
      ["CO", [-104.99, 39.74]], // Denver
      ["FL", [-80.19, 25.77]], // Miami
      ["AZ", [-112.07, 33.45]], // Phoenix
    ];
    for (const [abbreviation, point] of centres) {
      const holders = states.filter((state) => contains(state.outline, point)).map((state) => state.abbreviation);
      expect(holders, abbreviation).toEqual([abbreviation]);
    }
  });

  it("draws the lines between a state's counties, not its state line", () => {
    const tennessee = byAbbreviation.get("TN");
    expect(tennessee?.countyLines.coordinates.length).toBeGreaterThan(50);
    // Tennessee's northern line with Kentucky runs near 36.5–36.68°N: no county line of Tennessee lies
    // all along it. A county line is inside the state: its middle point is in the outline.
    for (const line of tennessee?.countyLines.coordinates ?? []) {
      const middle = line[Math.floor(line.length / 2)] as [number, number];
      const [west, south, east, north] = boundsOf(tennessee?.outline as MultiPolygon);
      expect(middle[0]).toBeGreaterThanOrEqual(west);
      expect(middle[0]).toBeLessThanOrEqual(east);
      expect(middle[1]).toBeGreaterThanOrEqual(south);
      expect(middle[1]).toBeLessThanOrEqual(north);
    }
  });

  it("lists a state's cities largest first, each inside or at the edge of its state", () => {
    const tennessee = byAbbreviation.get("TN");
    const names = tennessee?.cities.slice(0, 4).map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(["Memphis", "Nashville", "Knoxville", "Chattanooga"]));
    const nashville = tennessee?.cities.find(([name]) => name === "Nashville");
    expect(nashville?.[1]).toBeCloseTo(36.16, 0);
    expect(nashville?.[2]).toBeCloseTo(-86.78, 0);
  });
});

describe("citiesOfState", () => {
  it("groups a state's ZIP codes by city: mean point, ZIP count, largest first; other states and empty points left out", () => {
    const place = (city: string, state: string, latitude: number, longitude: number) => ({
      city,
      state,
      latitude,
      longitude,
      country: "US",
    });
    const cities = citiesOfState(
      [
        place("Smyrna", "TN", 36.0, -86.5),
        place("Nashville", "TN", 36.1, -86.8),
        place("Nashville", "TN", 36.3, -86.6),
        place("Smyrna", "GA", 33.9, -84.5),
        place("Nowhere", "TN", 0, 0),
      ],
      "TN",
    );
    expect(cities).toEqual([
      ["Nashville", 36.2, -86.7, 2],
      ["Smyrna", 36, -86.5, 1],
    ]);
  });
});
