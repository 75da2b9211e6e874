import { errorEnvelopeSchema } from "@fad/contracts/api/envelope";
import { findNearestZipResponseSchema } from "@fad/contracts/geo/find-nearest-zip";
import { lookUpZipResponseSchema } from "@fad/contracts/geo/look-up-zip";
import { suggestPlacesResponseSchema } from "@fad/contracts/geo/suggest-places";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";

// The look-ups read no database; one PGlite app is enough to exercise the routes.
describe("location look-up routes", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp("pglite");
  });
  afterAll(async () => testApp.close());

  const get = (url: string) => testApp.app.inject({ method: "GET", url });

  it("GET /fadmaa/geo/zip answers a zip's place", async () => {
    const response = await get("/fadmaa/geo/zip?zip=37203");
    expect(response.statusCode).toBe(200);
    const body = lookUpZipResponseSchema.parse(response.json());
    expect(body.result).toMatchObject({ city: "Nashville", state: "TN", zip: "37203" });
  });

  it("GET /fadmaa/geo/zip: a malformed zip is a 400 naming the field, an unknown one a 404", async () => {
    const malformed = await get("/fadmaa/geo/zip?zip=3720a");
    expect(malformed.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(malformed.json()).status.details).toMatch(/^querystring\.zip: /);
    const unknown = await get("/fadmaa/geo/zip?zip=00000");
    expect(unknown.statusCode).toBe(404);
    expect((await get("/fadmaa/geo/zip")).statusCode).toBe(400);
  });

  it("GET /fadmaa/geo/places suggests cities and checks the spec's characters and minimum", async () => {
    const response = await get(`/fadmaa/geo/places?input=${encodeURIComponent("Denver, CO")}`);
    expect(response.statusCode).toBe(200);
    expect(suggestPlacesResponseSchema.parse(response.json()).result[0]).toMatchObject({ city: "Denver", state: "CO" });
    for (const input of ["D", "Denver<script>", "x".repeat(61)]) {
      const bad = await get(`/fadmaa/geo/places?input=${encodeURIComponent(input)}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().status.details).toMatch(/^querystring\.input: /);
    }
  });

  it("GET /fadmaa/geo/nearest answers the nearest zip and checks the coordinates", async () => {
    const response = await get("/fadmaa/geo/nearest?latitude=33.4484&longitude=-112.074");
    expect(response.statusCode).toBe(200);
    expect(findNearestZipResponseSchema.parse(response.json()).result).toMatchObject({ city: "Phoenix", state: "AZ" });
    expect((await get("/fadmaa/geo/nearest?latitude=91&longitude=0")).statusCode).toBe(400);
    expect((await get("/fadmaa/geo/nearest?latitude=abc&longitude=0")).statusCode).toBe(400);
    expect((await get("/fadmaa/geo/nearest?latitude=0&longitude=-150")).statusCode).toBe(404);
  });
});
