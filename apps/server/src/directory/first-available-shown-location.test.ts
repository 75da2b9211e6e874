import { type SearchProvidersRequest, searchProvidersResponseSchema } from "@fad/contracts/provider/search-providers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoNetwork } from "../seed/seed-demo-network.ts";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";
import { TEST_NOW } from "../testing/directory-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";

/**
 * Issue 39: FirstAvailable orders by the location each card shows, so the cards' own first times run
 * soonest first (before, a doctor's other location's earlier time placed the card, whose shown time was
 * later than the next card's).
 */
describe.each(testDatabaseKinds())("FirstAvailable by the shown location (%s)", (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp(kind, {}, () => TEST_NOW);
    await seedDemoNetwork(testApp.database.db, { physicians: 80, seed: 7 });
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function shownFirstTimes(body: SearchProvidersRequest): Promise<(string | null)[]> {
    const response = await testApp.app.inject({ method: "POST", url: "/fadmaa/provider/search/", payload: body });
    expect(response.statusCode, response.body).toBe(200);
    const { providerList } = searchProvidersResponseSchema.parse(response.json()).result;
    return providerList.map((physician) => physician.displayLocation?.firstAvailable ?? null);
  }

  it.each([
    ["without a place", {}],
    ["nearest location first from a zip", { zip: "37203", distance: 100 }],
  ])("the cards' shown first times run soonest first, none last (%s)", async (_name, place) => {
    const times = await shownFirstTimes({
      ...place,
      sortType: "FirstAvailable",
      startDate: TEST_NOW.toISOString().slice(0, 10).replaceAll("-", ""),
      numberDaysOut: 14,
      meta: { page: 1, pageSize: 750 },
    });
    expect(times.filter((time) => time !== null).length).toBeGreaterThan(5);
    const known = times.filter((time): time is string => time !== null);
    expect(times.slice(0, known.length)).toEqual([...known].sort());
    expect(times.slice(known.length).every((time) => time === null)).toBe(true);
  });
});
