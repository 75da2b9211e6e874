import { type SearchProvidersRequest, searchProvidersResponseSchema } from "@fad/contracts/provider/search-providers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";
import { insertTestDirectory, LOCATIONS, PHYSICIANS, TEST_NOW } from "../testing/directory-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";
import { refreshDirectorySearch } from "./refresh-directory-search.ts";

/*
 * A portal patient's preferred hospital (spec §1, decision 108) on the hand-made directory:
 * 09001 Centennial Medical Center: Alice, David and Zoe; 09002 Southern Hills Medical Center: Robert
 * and David (David practises at both); 09101 Bayou City Hospital: Maria and Franklin.
 * A–Z: Zoe Adams, Maria Garcia, Alice Johnson, Robert Johnson, David Smith, Franklin Young.
 */
const { alice, robert, maria, david, zoe, franklin } = PHYSICIANS;
const npis = (...physicians: { npi: string }[]) => physicians.map((physician) => physician.npi);
const SOUTHERN_HILLS = "09002";
const BAYOU_CITY = "09101";

describe.each(testDatabaseKinds())("results favour the preferred facility (%s)", (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp(kind, {}, () => TEST_NOW);
    await insertTestDirectory(testApp.database.db);
    // Aetna: its PPO at Centennial, its HMO at Franklin (Southern Hills): the insurer's pairs path.
    const db = testApp.database.db;
    await db.insertInto("insurers").values({ id: 1, payor_name: "Aetna" }).execute();
    await db
      .insertInto("insurance_plans")
      .values([
        { id: 11, insurer_id: 1, plan_name: "Aetna PPO" },
        { id: 12, insurer_id: 1, plan_name: "Aetna HMO" },
      ])
      .execute();
    await db
      .insertInto("location_insurance_plans")
      .values([
        { location_id: LOCATIONS.centennial.id, insurance_plan_id: 11 },
        { location_id: LOCATIONS.franklin.id, insurance_plan_id: 12 },
      ])
      .execute();
    await refreshDirectorySearch(db);
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function search(body: SearchProvidersRequest) {
    const response = await testApp.app.inject({ method: "POST", url: "/fadmaa/provider/search/", payload: body });
    expect(response.statusCode, response.body).toBe(200);
    return searchProvidersResponseSchema.parse(response.json()).result;
  }
  const order = async (body: SearchProvidersRequest) =>
    (await search(body)).providerList.map((physician) => physician.physicianNpi);

  it("puts the physicians of the preferred facility first, each part in the order asked", async () => {
    const favoured = { preferredFacilityCoid: SOUTHERN_HILLS };
    expect(await order({ sortType: "Ascending", ...favoured })).toEqual(
      npis(robert, david, zoe, maria, alice, franklin),
    );
    expect(await order({ sortType: "Descending", ...favoured })).toEqual(
      npis(david, robert, franklin, alice, maria, zoe),
    );
    // It orders; it filters no one.
    expect((await search({ sortType: "Ascending", ...favoured })).totalProvidersCount).toBe(6);
  });

  it("finds the facility by the portal's display name, whatever its case and spacing", async () => {
    const expected = npis(robert, david, zoe, maria, alice, franklin);
    expect(await order({ sortType: "Ascending", preferredFacilityName: "  southern   HILLS medical center " })).toEqual(
      expected,
    );
    // An unknown COID falls back to the name; a known COID wins over the name.
    expect(
      await order({
        sortType: "Ascending",
        preferredFacilityCoid: "09998",
        preferredFacilityName: "Southern Hills Medical Center",
      }),
    ).toEqual(expected);
    expect(
      await order({
        sortType: "Ascending",
        preferredFacilityCoid: BAYOU_CITY,
        preferredFacilityName: "Southern Hills Medical Center",
      }),
    ).toEqual(npis(maria, franklin, zoe, alice, robert, david));
    // A hospital the network does not have changes nothing.
    expect(await order({ sortType: "Ascending", preferredFacilityName: "Nowhere General" })).toEqual(
      npis(zoe, maria, alice, robert, david, franklin),
    );
  });

  it("pages of a shuffled search neither repeat nor skip anyone, the favoured ones first", async () => {
    const shuffle = { randomize: true, randomizerSeed: "portal-session" } as const;
    const plain = await order({ ...shuffle, meta: { pageSize: 10 } });
    const expected = [
      ...plain.filter((npi) => npi === maria.npi || npi === franklin.npi),
      ...plain.filter((npi) => npi !== maria.npi && npi !== franklin.npi),
    ];
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const result = await search({ ...shuffle, preferredFacilityCoid: BAYOU_CITY, meta: { page, pageSize: 2 } });
      expect(result.totalProvidersCount).toBe(6);
      seen.push(...result.providerList.map((physician) => physician.physicianNpi));
    }
    expect(seen).toEqual(expected);
  });

  it("counts only the locations listed: a facility filtered away or out of the radius favours no one", async () => {
    // David practises at Southern Hills too, but the facility filter lists only his Centennial location.
    expect(
      await order({ sortType: "Ascending", facilityCoid: "09001", preferredFacilityCoid: SOUTHERN_HILLS }),
    ).toEqual(npis(zoe, alice, david));
    // Nearest first around 37203: David's Southern Hills location (Franklin, 16 miles) puts him first...
    expect(await order({ zip: "37203", sortType: "Distance", preferredFacilityCoid: SOUTHERN_HILLS })).toEqual(
      npis(david, robert, alice, zoe),
    );
    // ...but within 5 miles only his Centennial location is listed: names break the 1.1-mile tie.
    expect(
      await order({ zip: "37203", distance: 5, sortType: "Distance", preferredFacilityCoid: SOUTHERN_HILLS }),
    ).toEqual(npis(alice, david));
    // Aetna is taken at Centennial (PPO) and Southern Hills (HMO); the PPO alone lists Centennial only.
    expect(await order({ sortType: "Ascending", insurerId: 1, preferredFacilityCoid: SOUTHERN_HILLS })).toEqual(
      npis(robert, david, alice),
    );
    expect(
      await order({ sortType: "Ascending", insurerId: 1, insurancePlanId: 11, preferredFacilityCoid: SOUTHERN_HILLS }),
    ).toEqual(npis(alice, david));
  });

  it("favours within relevance and the soonest-first sort as well", async () => {
    const relevance = await order({ keyword: "echocardiogram" });
    expect([...relevance].sort()).toEqual(npis(alice, david).sort());
    expect(await order({ keyword: "echocardiogram", preferredFacilityCoid: SOUTHERN_HILLS })).toEqual(
      npis(david, alice),
    );
    // Soonest first: Alice Monday, Maria Tuesday, Robert Wednesday, then no times (A–Z): Zoe, David, Franklin.
    const firstAvailable = {
      sortType: "FirstAvailable",
      appointmentTypeId: "NEWPT",
      startDate: "20261123",
      numberDaysOut: 14,
    } as const;
    expect(await order({ ...firstAvailable, preferredFacilityCoid: SOUTHERN_HILLS })).toEqual(
      npis(robert, david, alice, maria, zoe, franklin),
    );
    const secondPage = await search({
      ...firstAvailable,
      preferredFacilityCoid: SOUTHERN_HILLS,
      meta: { page: 2, pageSize: 4 },
    });
    expect(secondPage.providerList.map((physician) => physician.physicianNpi)).toEqual(npis(zoe, franklin));
    expect(secondPage.totalProvidersCount).toBe(6);
  });

  it("shows a favoured physician at the preferred facility first: the card's address is that hospital's", async () => {
    const davidAt = async (body: SearchProvidersRequest) =>
      (await search(body)).providerList
        .find((physician) => physician.physicianNpi === david.npi)
        ?.providerLocations.map((location) => location.providerLocationCOID);
    // Around 37203 his Centennial location is nearest; without a preference it comes first.
    expect((await davidAt({ zip: "37203", sortType: "Distance" }))?.[0]).toBe("09001");
    expect((await davidAt({ zip: "37203", sortType: "Distance", preferredFacilityCoid: SOUTHERN_HILLS }))?.[0]).toBe(
      SOUTHERN_HILLS,
    );
    expect((await davidAt({ sortType: "Ascending", preferredFacilityCoid: "09001" }))?.[0]).toBe("09001");
    expect((await davidAt({ sortType: "Ascending", preferredFacilityCoid: SOUTHERN_HILLS }))?.[0]).toBe(SOUTHERN_HILLS);
  });

  it("answers 400 to a preferred facility that is not a COID", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/fadmaa/provider/search/",
      payload: { preferredFacilityCoid: "09 001" },
    });
    expect(response.statusCode).toBe(400);
  });
});
