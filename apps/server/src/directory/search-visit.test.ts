import { type SearchProvidersRequest, searchProvidersResponseSchema } from "@fad/contracts/provider/search-providers";
import { typeFitsVisit } from "@fad/contracts/provider/visit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoNetwork } from "../seed/seed-demo-network.ts";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";
import { TEST_NOW } from "../testing/directory-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";

const SEARCH_URL = "/fadmaa/provider/search/";
const START = TEST_NOW.toISOString().slice(0, 10).replaceAll("-", "");

/**
 * Issue 39, problem 2 (decision 129): the visit said before the time. Every location's times name the
 * type they are for, that type suits the visit, and a returning patient sees times where the location
 * takes no new patients (a new patient sees none there, decision 125).
 */
describe.each(testDatabaseKinds())("the search's visit (%s)", (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp(kind, {}, () => TEST_NOW);
    await seedDemoNetwork(testApp.database.db, { physicians: 80, seed: 7 });
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function locations(body: SearchProvidersRequest) {
    const response = await testApp.app.inject({ method: "POST", url: SEARCH_URL, payload: body });
    expect(response.statusCode, response.body).toBe(200);
    const { providerList } = searchProvidersResponseSchema.parse(response.json()).result;
    return providerList.flatMap((physician) => physician.providerLocations);
  }
  const window = { startDate: START, numberDaysOut: 14, meta: { page: 1, pageSize: 750 } };
  const slotCount = (location: { availableAppointments: { timeSlots: unknown[] }[] }) =>
    location.availableAppointments.reduce((sum, day) => sum + day.timeSlots.length, 0);

  it.each(["new", "returning"] as const)("times name a type that suits a %s patient", async (visit) => {
    const listed = await locations({ ...window, visit });
    const withTimes = listed.filter((location) => slotCount(location) > 0);
    expect(withTimes.length).toBeGreaterThan(10);
    for (const location of withTimes) {
      expect(location.availableAppointmentsType, location.id).not.toBeNull();
      expect(typeFitsVisit(location.availableAppointmentsType?.patientType ?? "New", visit)).toBe(true);
    }
    // Without a calendar there is no type to name.
    for (const location of listed.filter((each) => each.mhdCalendarId === null)) {
      expect(location.availableAppointmentsType).toBeNull();
    }
  });

  it("a location that takes no new patients shows times to a returning patient only", async () => {
    const asNew = await locations(window);
    const asReturning = await locations({ ...window, visit: "returning" });
    const closed = asNew.filter((location) => location.mhdCalendarId !== null && !location.acceptsNewPatients);
    expect(closed.length).toBeGreaterThan(0);
    for (const location of closed) {
      expect(slotCount(location)).toBe(0);
      expect(location.availableAppointmentsType).toBeNull();
    }
    const returningThere = asReturning.filter((location) => closed.some((each) => each.id === location.id));
    expect(returningThere.some((location) => slotCount(location) > 0)).toBe(true);
  });

  it("refuses a visit it does not know with a 400", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: SEARCH_URL,
      payload: { ...window, visit: "someday" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().status.details).toContain("visit");
  });
});
