import { errorEnvelopeSchema } from "@fad/contracts/api/envelope";
import { greatCircleMiles } from "@fad/contracts/geo/distance-miles";
import { resolveTypedPlaceResponseSchema } from "@fad/contracts/geo/resolve-typed-place";
import { type SearchProvidersRequest, searchProvidersResponseSchema } from "@fad/contracts/provider/search-providers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoNetwork } from "../seed/seed-demo-network.ts";
import { STREET_POINT_MAX_MILES, STREET_POINT_MIN_MILES } from "../seed/street-point.ts";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";
import { lookUpZip } from "./look-up-zip.ts";

const NOW = new Date("2026-11-23T12:00:00Z");

describe.each(testDatabaseKinds())("typed places and street-level distances on %s", (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp(kind, {}, () => NOW);
    await seedDemoNetwork(testApp.database.db, { physicians: 120, seed: 17 });
  });
  afterAll(async () => testApp.close());

  const resolve = async (query: Record<string, string>) => {
    const response = await testApp.app.inject({
      method: "GET",
      url: `/fadmaa/geo/resolve?${new URLSearchParams(query)}`,
    });
    return response;
  };
  const resolved = async (query: Record<string, string>) => {
    const response = await resolve(query);
    expect(response.statusCode, response.body).toBe(200);
    return resolveTypedPlaceResponseSchema.parse(response.json()).result;
  };
  const search = async (body: SearchProvidersRequest) => {
    const response = await testApp.app.inject({ method: "POST", url: "/fadmaa/provider/search/", payload: body });
    expect(response.statusCode, response.body).toBe(200);
    return searchProvidersResponseSchema.parse(response.json()).result;
  };

  it("reads a misspelt city typed in the location box; the search around it finds Houston's doctors, all at a distance", async () => {
    const typed = await resolved({ location: "Housten" });
    expect(typed).toMatchObject({ from: "location", placeText: "Housten", place: { city: "Houston", state: "TX" } });
    const zip = typed.place?.zip ?? "";
    const result = await search({ zip, sortType: "Distance", meta: { page: 1, pageSize: 750 } });
    expect(result.totalProvidersCount).toBeGreaterThan(0);
    const distances = result.providerList.map((doctor) => doctor.displayLocation?.distance ?? 0);
    expect(distances.every((miles) => miles > 0)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(result.providerList.every((doctor) => doctor.displayLocation?.state === "TX")).toBe(true);
  });

  it("takes a zip out of the keyword and leaves the rest", async () => {
    expect(await resolved({ keyword: "cardiologist 37203" })).toMatchObject({
      from: "keyword",
      keyword: "cardiologist",
      placeText: "37203",
      place: { zip: "37203", city: "Nashville" },
    });
    expect(await resolved({ keyword: "pediatrician in houston" })).toMatchObject({
      keyword: "pediatrician",
      place: { city: "Houston", state: "TX" },
    });
    // The location box wins: the keyword stays as typed.
    expect(await resolved({ location: "Denver", keyword: "cardiologist 37203" })).toMatchObject({
      from: "location",
      keyword: "cardiologist 37203",
      place: { city: "Denver" },
    });
    expect(await resolved({ keyword: "sore throat" })).toEqual({
      from: null,
      keyword: "sore throat",
      placeText: "",
      place: null,
    });
  });

  it("answers an unknown place with no place and the text, never a guess", async () => {
    expect(await resolved({ location: "Qxzqxz" })).toEqual({
      from: "location",
      keyword: "",
      placeText: "Qxzqxz",
      place: null,
    });
    expect(await resolved({ keyword: "dermatologist 00000" })).toMatchObject({ placeText: "00000", place: null });
  });

  it("Memphis is a place with no doctor within the search radius: its search is empty, not the whole network", async () => {
    const typed = await resolved({ location: "Memphis" });
    expect(typed.place).toMatchObject({ city: "Memphis", state: "TN" });
    const result = await search({ zip: typed.place?.zip ?? "", meta: { page: 1, pageSize: 10 } });
    expect(result.totalProvidersCount).toBe(0);
  });

  it("checks the query: characters, lengths, and one box at least (400 naming the field)", async () => {
    const queries: Record<string, string>[] = [
      { location: "Houston<script>" },
      { keyword: "x".repeat(101) },
      { location: "y".repeat(61) },
      {},
    ];
    for (const query of queries) {
      const response = await resolve(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).status.details).toMatch(/^querystring\.(location|keyword)/);
    }
  });

  it("seeds every clinic at its own street-level point near its zip's centre", async () => {
    const locations = await testApp.database.db
      .selectFrom("locations")
      .select(["id", "zip", "latitude", "longitude"])
      .execute();
    expect(new Set(locations.map((row) => `${row.latitude},${row.longitude}`)).size).toBe(locations.length);
    for (const row of locations) {
      const centre = lookUpZip(row.zip);
      expect(centre, row.zip).not.toBeNull();
      const miles = greatCircleMiles(centre ?? row, row);
      expect(miles, row.id).toBeGreaterThanOrEqual(STREET_POINT_MIN_MILES - 0.001);
      expect(miles, row.id).toBeLessThanOrEqual(STREET_POINT_MAX_MILES + 0.001);
    }
  });
});
