import { createHash } from "node:crypto";
import { type SearchProvidersRequest, searchProvidersResponseSchema } from "@fad/contracts/provider/search-providers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lookUpZip } from "../geo/look-up-zip.ts";
import { seedDemoNetwork } from "../seed/seed-demo-network.ts";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";
import { expectedMiles, insertTestDirectory, PHYSICIANS, TEST_NOW } from "../testing/directory-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";

const { alice, robert, maria, david, zoe, franklin } = PHYSICIANS;

async function searchWith(testApp: TestApp, body: SearchProvidersRequest) {
  const response = await testApp.app.inject({ method: "POST", url: "/fadmaa/provider/search/", payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return searchProvidersResponseSchema.parse(response.json()).result;
}

/** Every page of a search, one after another, until a page comes back short. */
async function walkPages(testApp: TestApp, body: SearchProvidersRequest, pageSize: number) {
  const seen: string[] = [];
  let total = -1;
  for (let page = 1; page < 100; page += 1) {
    const result = await searchWith(testApp, { ...body, meta: { page, pageSize } });
    total = result.totalProvidersCount;
    seen.push(...result.providerList.map((physician) => physician.physicianNpi));
    if (result.providerList.length < pageSize) break;
  }
  return { seen, total };
}

describe.each(testDatabaseKinds())("search sorts on the hand-made directory (%s)", (kind) => {
  let testApp: TestApp;
  const npisOf = async (body: SearchProvidersRequest) =>
    (await searchWith(testApp, body)).providerList.map((physician) => physician.physicianNpi);

  beforeAll(async () => {
    testApp = await buildTestApp(kind, {}, () => TEST_NOW);
    await insertTestDirectory(testApp.database.db);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("Ascending and Descending order by last name, then first name", async () => {
    const ascending = [zoe, maria, alice, robert, david, franklin].map((physician) => physician.npi);
    expect(await npisOf({ sortType: "Ascending" })).toEqual(ascending);
    expect(await npisOf({ sortType: "Descending" })).toEqual([...ascending].reverse());
  });

  it("Distance orders by the nearest listed location, names breaking ties", async () => {
    const place = lookUpZip("37203");
    if (!place) throw new Error("zip data lacks 37203");
    const result = await searchWith(testApp, { zip: "37203", sortType: "Distance" });
    // Alice and David both practise at Centennial (1.1 miles): Johnson before Smith; then Franklin, Murfreesboro.
    expect(result.providerList.map((physician) => physician.physicianNpi)).toEqual([
      alice.npi,
      david.npi,
      robert.npi,
      zoe.npi,
    ]);
    expect(result.providerList.map((physician) => physician.displayLocation?.distance)).toEqual([
      expectedMiles(place, { latitude: 36.1527, longitude: -86.8117 }),
      expectedMiles(place, { latitude: 36.1527, longitude: -86.8117 }),
      expectedMiles(place, { latitude: 35.9251, longitude: -86.8689 }),
      expectedMiles(place, { latitude: 35.8456, longitude: -86.3903 }),
    ]);
    expect(result.providerList.map((physician) => physician.displayLocation?.distance)).toEqual([1.1, 1.1, 16.2, 30.8]);
  });

  it("FirstAvailable orders by the earliest open slot; physicians with none come last, A–Z", async () => {
    const body = {
      sortType: "FirstAvailable",
      appointmentTypeId: "NEWPT",
      startDate: "20261123",
      numberDaysOut: 14,
    } as const;
    const result = await searchWith(testApp, body);
    // Alice Monday 09:00, Maria Tuesday 08:00, Robert Wednesday 13:00; Zoe's calendar has no hours, the rest none.
    expect(result.providerList.map((physician) => physician.physicianNpi)).toEqual([
      alice.npi,
      maria.npi,
      robert.npi,
      zoe.npi,
      david.npi,
      franklin.npi,
    ]);
    expect(result.providerList.map((physician) => physician.displayLocation?.firstAvailable ?? null)).toEqual([
      "20261123 09:00",
      "20261124 08:00",
      "20261125 13:00",
      null,
      null,
      null,
    ]);
    const secondPage = await searchWith(testApp, { ...body, meta: { page: 2, pageSize: 4 } });
    expect(secondPage.providerList.map((physician) => physician.physicianNpi)).toEqual([david.npi, franklin.npi]);
    expect(secondPage.totalProvidersCount).toBe(6);
    // Without a window the results page's 89 days are used for the order, and no days are returned.
    const unwindowed = await searchWith(testApp, { sortType: "FirstAvailable", startDate: "20261123" });
    expect(unwindowed.providerList.slice(0, 3).map((physician) => physician.physicianNpi)).toEqual([
      alice.npi,
      maria.npi,
      robert.npi,
    ]);
    expect(unwindowed.providerList[0]?.displayLocation?.availableAppointments).toEqual([]);
  });

  it("randomize shuffles by the seed: md5(seed || npi), the same for every page", async () => {
    const shuffled = (seed: string) =>
      [alice, robert, maria, david, zoe, franklin]
        .map((physician) => physician.npi)
        .sort((a, b) => {
          const [ka, kb] = [a, b].map((npi) => createHash("md5").update(`${seed}${npi}`).digest("hex"));
          return (ka as string) < (kb as string) ? -1 : 1;
        });
    expect(await npisOf({ randomize: true, randomizerSeed: "session-1" })).toEqual(shuffled("session-1"));
    expect(await npisOf({ randomize: true, randomizerSeed: "session-2" })).toEqual(shuffled("session-2"));
    expect(shuffled("session-1")).not.toEqual(shuffled("session-2"));
    const { seen, total } = await walkPages(testApp, { randomize: true, randomizerSeed: "session-1" }, 4);
    expect(seen).toEqual(shuffled("session-1"));
    expect(total).toBe(6);
    // An explicit sort wins over the shuffle.
    expect(await npisOf({ randomize: true, randomizerSeed: "session-1", sortType: "Descending" })).toEqual(
      [zoe, maria, alice, robert, david, franklin].map((physician) => physician.npi).reverse(),
    );
  });

  it("a page past the end is empty but still counts every match", async () => {
    const result = await searchWith(testApp, { meta: { page: 100000, pageSize: 750 } });
    expect(result.providerList).toEqual([]);
    expect(result.totalProvidersCount).toBe(6);
  });
});

describe.each(testDatabaseKinds())("search pages over a seeded network (%s)", (kind) => {
  let testApp: TestApp;
  let everyone: { npi: string; last: string; first: string; gender: string }[];

  beforeAll(async () => {
    testApp = await buildTestApp(kind, {}, () => TEST_NOW);
    await seedDemoNetwork(testApp.database.db, { physicians: 120, seed: 31 });
    everyone = await testApp.database.db
      .selectFrom("physicians")
      .select(["npi", "last_name as last", "first_name as first", "gender"])
      .execute();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("pages of one seed neither repeat nor skip anyone", async () => {
    const { seen, total } = await walkPages(testApp, { randomize: true, randomizerSeed: "walk" }, 7);
    expect(total).toBe(120);
    expect(seen).toHaveLength(120);
    expect(new Set(seen)).toEqual(new Set(everyone.map((physician) => physician.npi)));

    const women = await walkPages(testApp, { randomize: true, randomizerSeed: "walk", gender: "Female" }, 9);
    const expected = everyone.filter((physician) => physician.gender === "Female").map((physician) => physician.npi);
    expect(women.seen.sort()).toEqual(expected.sort());
    expect(women.total).toBe(expected.length);
  });

  it("A–Z pages follow last then first name in code-unit order", async () => {
    const { seen } = await walkPages(testApp, { sortType: "Ascending" }, 50);
    const key = (physician: (typeof everyone)[number]) => [
      physician.last.toLowerCase(),
      physician.first.toLowerCase(),
      physician.npi,
    ];
    const expected = [...everyone]
      .sort((a, b) => {
        const [ka, kb] = [key(a), key(b)];
        for (let index = 0; index < ka.length; index += 1) {
          if ((ka[index] as string) !== (kb[index] as string))
            return (ka[index] as string) < (kb[index] as string) ? -1 : 1;
        }
        return 0;
      })
      .map((physician) => physician.npi);
    expect(seen).toEqual(expected);
  });

  it("the page size is 10 by default and 750 for psg", async () => {
    expect((await searchWith(testApp, {})).providerList).toHaveLength(10);
    expect((await searchWith(testApp, { siteType: "psg" })).providerList).toHaveLength(120);
    expect((await searchWith(testApp, { siteType: "psg", meta: { pageSize: 25 } })).providerList).toHaveLength(25);
  });

  it("Distance pages are nearest first and every distance is within the radius", async () => {
    const place = lookUpZip("37203");
    if (!place) throw new Error("zip data lacks 37203");
    const { seen, total } = await walkPages(testApp, { zip: "37203", distance: 25, sortType: "Distance" }, 6);
    expect(seen).toHaveLength(total);
    const result = await searchWith(testApp, {
      zip: "37203",
      distance: 25,
      sortType: "Distance",
      meta: { pageSize: 750 },
    });
    const distances = result.providerList.map((physician) => physician.displayLocation?.distance ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const physician of result.providerList) {
      for (const location of physician.providerLocations) {
        expect(location.distance).toBe(expectedMiles(place, location));
        expect(location.distance).toBeLessThanOrEqual(25.05);
      }
    }
    // Everyone with a location within 25 miles, worked out from the source tables.
    const locations = await testApp.database.db
      .selectFrom("provider_locations as pl")
      .innerJoin("locations as l", "l.id", "pl.location_id")
      .select(["pl.physician_npi as npi", "l.latitude", "l.longitude"])
      .execute();
    const near = new Set(locations.filter((row) => expectedMiles(place, row) < 25).map((row) => row.npi));
    for (const npi of near) expect(seen).toContain(npi);
  });
});
