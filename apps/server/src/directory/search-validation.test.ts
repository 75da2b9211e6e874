import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";
import { insertTestDirectory, PHYSICIANS, TEST_NOW } from "../testing/directory-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";

describe.each(testDatabaseKinds())("search input rules on %s", (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp(kind, {}, () => TEST_NOW);
    await insertTestDirectory(testApp.database.db);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const post = (payload: unknown) =>
    testApp.app.inject({
      method: "POST",
      url: "/fadmaa/provider/search/",
      payload: payload as object,
      headers: { "content-type": "application/json" },
    });

  it.each([
    [{ zip: "1234" }, "body.zip: Please enter a valid zip code"],
    [{ zip: "37203-12" }, "body.zip: Please enter a valid zip code"],
    [{ gender: "other" }, "body.gender: Please enter a valid gender: Female or Male"],
    [{ languages: "Eng1ish;Spanish" }, "body.languages: Please enter valid languages separated by semicolons"],
    [{ keyword: "<script>" }, "body.keyword: Please enter a valid keyword"],
    [{ keyword: "Robert'); DROP TABLE physicians; --" }, "body.keyword: Please enter a valid keyword"],
    // "Müller" is letters (decision 171); a currency sign is not.
    [{ keyword: "Müller €" }, "body.keyword: Please enter a valid keyword"],
    [{ keyword: "a".repeat(101) }, "body.keyword: Please enter a valid keyword"],
    [{ keywordsExact: "x=1" }, "body.keywordsExact: Please enter a valid keyword"],
    [{ meta: { page: 0 } }, "body.meta.page"],
    [{ meta: { page: 1.5 } }, "body.meta.page"],
    [{ meta: { page: 100001 } }, "body.meta.page"],
    [{ meta: { pageSize: 751 } }, "body.meta.pageSize"],
    [{ startDate: "2026-11-23" }, "body.startDate"],
    [{ startDate: "20260230" }, "body.startDate"],
    [{ numberDaysOut: 0 }, "body.numberDaysOut"],
    [{ numberDaysOut: 121 }, "body.numberDaysOut"],
    [{ sortType: "Random" }, "body.sortType"],
    [{ sortType: "Distance" }, "body.sortType: Distance needs a zip or latitude and longitude"],
    [{ latitude: 36.1 }, "body.longitude: latitude and longitude go together"],
    [{ latitude: 91, longitude: 0 }, "body.latitude"],
    [{ longitude: "east", latitude: 0 }, "body.longitude"],
    [{ distance: -5, zip: "37203" }, "body.distance"],
    [{ distance: 1e9, zip: "37203" }, "body.distance"],
    [{ specialtyId: "cardiology" }, "body.specialtyId"],
    [{ coids: "09001;<x>" }, "body.coids"],
    [{ facilityCoid: "09 001" }, "body.facilityCoid"],
    [{ locationUrlTitle: "../etc" }, "body.locationUrlTitle"],
    [{ npis: "123" }, "body.npis"],
    [{ npis: ["1000000001", "abc"] }, "body.npis"],
    [{ withinNpis: "123" }, "body.withinNpis"],
    [{ withinNpis: ["1000000001", "abc"] }, "body.withinNpis"],
    [{ teleMedicineFlg: "maybe" }, "body.teleMedicineFlg"],
    [{ randomize: 2 }, "body.randomize"],
    [{ urlTitle: "x".repeat(201) }, "body.urlTitle"],
  ])("%j answers 400 naming the field", async (body, message) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: { code: "400" }, result: null });
    expect(response.json().status.details).toContain(message);
  });

  it("odd but valid input answers 200", async () => {
    for (const body of [
      { keyword: "O'Brien" },
      { keyword: "((((" },
      { keyword: "Dr." },
      { keyword: "a & b / c, d." },
      { meta: { page: 100000, pageSize: 750 }, siteType: "psg" },
      { zip: "37203-1234", distance: "3000" },
      { latitude: "-89.9", longitude: "179.99", distance: 1 },
      { latitude: 5e-324, longitude: -5e-324, distance: 0.001, sortType: "Distance" },
      { randomize: "true", randomizerSeed: 12345 },
      { npis: [] },
      { specialtyId: 999999 },
    ]) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(200);
    }
    const everyone = await post({ keyword: "((((" });
    expect(everyone.json().result.totalProvidersCount).toBe(Object.keys(PHYSICIANS).length);
  });

  it("a body that is not JSON, or not an object, answers 400", async () => {
    const broken = await testApp.app.inject({
      method: "POST",
      url: "/fadmaa/provider/search/",
      payload: "{ keyword: ",
      headers: { "content-type": "application/json" },
    });
    expect(broken.statusCode).toBe(400);
    expect((await post([1, 2])).statusCode).toBe(400);
    expect((await post("keyword")).statusCode).toBe(400);
  });

  it("no body of any shape makes the server fail", async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom("", "37203", "Female", "psg", "09001", "20261123", "Distance", "FirstAvailable"),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string({ maxLength: 12 }), { maxLength: 3 }),
    );
    const field = fc.constantFrom(
      "keyword",
      "keywordsExact",
      "zip",
      "latitude",
      "longitude",
      "distance",
      "specialtyId",
      "gender",
      "languages",
      "coids",
      "facilityCoid",
      "startDate",
      "numberDaysOut",
      "sortType",
      "randomize",
      "randomizerSeed",
      "urlTitle",
      "npis",
      "locationUrlTitle",
      "appointmentTypeId",
      "showAcceptingNewPatientsOnly",
    );
    await fc.assert(
      fc.asyncProperty(fc.dictionary(field, value, { maxKeys: 5 }), async (body) => {
        const response = await post(body);
        expect([200, 400]).toContain(response.statusCode);
      }),
      { numRuns: 60 },
    );
  });
});
