import { greatCircleMiles } from "@fad/contracts/geo/distance-miles";
import { describe, expect, it } from "vitest";
import zipcodes from "zipcodes";
import { findNearestZip } from "./find-nearest-zip.ts";
import { lookUpZip } from "./look-up-zip.ts";
import { suggestPlaces } from "./suggest-places.ts";

describe("lookUpZip", () => {
  it("gives a zip's city, state and coordinates, ZIP+4 included", () => {
    expect(lookUpZip("37203")).toEqual({
      zip: "37203",
      city: "Nashville",
      state: "TN",
      latitude: 36.1504,
      longitude: -86.7916,
      label: "Nashville, TN 37203",
    });
    expect(lookUpZip("37203-1234")?.city).toBe("Nashville");
  });

  it("knows no unknown, Canadian or malformed code", () => {
    expect(lookUpZip("00000")).toBeNull();
    expect(lookUpZip("K1A0B1")).toBeNull();
    expect(lookUpZip("3720")).toBeNull();
  });
});

describe("suggestPlaces", () => {
  it("offers cities starting with the input, an exact name first", () => {
    const places = suggestPlaces("Nashville");
    expect(places[0]).toMatchObject({ city: "Nashville", label: expect.stringMatching(/^Nashville, [A-Z]{2}$/) });
    expect(places.every((place) => place.city.toLowerCase().startsWith("nashville"))).toBe(true);
    expect(places.length).toBeLessThanOrEqual(10);
  });

  it("reads a city typed with accents as the place data writes it (decision 171)", () => {
    expect(suggestPlaces("San José, CA")[0]).toMatchObject({ city: "San Jose", state: "CA" });
    expect(suggestPlaces("Nashvílle")[0]).toMatchObject({ city: "Nashville" });
  });

  it("narrows by a state code or name", () => {
    expect(suggestPlaces("Nashville, TN")).toEqual([expect.objectContaining({ city: "Nashville", state: "TN" })]);
    expect(suggestPlaces("nashville tn")[0]?.state).toBe("TN");
    expect(suggestPlaces("Houston, Texas")[0]).toMatchObject({ city: "Houston", state: "TX" });
  });

  it("treats a two-letter end as part of the city when no city in that state matches", () => {
    expect(suggestPlaces("Palo Al").some((place) => place.city === "Palo Alto" && place.state === "CA")).toBe(true);
  });

  it("offers names one typo away when nothing starts with the input", () => {
    expect(suggestPlaces("Nashvile").some((place) => place.city === "Nashville" && place.state === "TN")).toBe(true);
    expect(suggestPlaces("Pheonix").some((place) => place.city === "Phoenix" && place.state === "AZ")).toBe(true);
  });

  it("answers a zip with its place and nothing for an unknown one", () => {
    expect(suggestPlaces("77002")).toEqual([expect.objectContaining({ city: "Houston", state: "TX", zip: "77002" })]);
    expect(suggestPlaces("00000")).toEqual([]);
    expect(suggestPlaces("Qxzqxz")).toEqual([]);
  });
});

describe("findNearestZip", () => {
  it("finds the zip at a zip's own coordinates", () => {
    expect(findNearestZip({ latitude: 29.7594, longitude: -95.3594 })).toMatchObject({ zip: "77002", city: "Houston" });
  });

  it("agrees with a brute-force scan of every US zip", () => {
    const points = [
      { latitude: 36.1, longitude: -86.8 },
      { latitude: 33.45, longitude: -112.07 },
      { latitude: 39.99, longitude: -105.01 },
      { latitude: 25.6, longitude: -80.5 },
      { latitude: 44.0, longitude: -103.0 },
      { latitude: 61.2, longitude: -149.9 },
    ];
    const all = Object.values(zipcodes.codes).filter((code) => code.country === "US");
    for (const point of points) {
      const nearest = all.reduce((best, code) =>
        greatCircleMiles(point, code) < greatCircleMiles(point, best) ? code : best,
      );
      const found = findNearestZip(point);
      expect(found && greatCircleMiles(point, found)).toBeCloseTo(greatCircleMiles(point, nearest), 6);
    }
  });

  it("finds nothing in the middle of the ocean", () => {
    expect(findNearestZip({ latitude: 0, longitude: -150 })).toBeNull();
  });
});
