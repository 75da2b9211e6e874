import { INSURANCE_FILTER_MESSAGES, INSURANCE_PATH, insuranceResponseSchema } from "@fad/contracts/provider/insurance";
import { type SearchProvidersRequest, searchProvidersResponseSchema } from "@fad/contracts/provider/search-providers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../database/create-database.ts";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";
import { insertTestDirectory, LOCATIONS, PHYSICIANS, TEST_NOW } from "../testing/directory-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";
import { refreshDirectorySearch } from "./refresh-directory-search.ts";

const { alice, robert, maria, david, zoe, franklin } = PHYSICIANS;
const INSURERS = { aetna: 1, cigna: 2, tricare: 3 } as const;
const PLANS = { aetnaPpo: 11, aetnaHmo: 12, cignaConnect: 21, tricarePrime: 31 } as const;

/**
 * The test directory's insurance, by hand: Centennial takes Aetna PPO and Cigna Connect, Franklin
 * Aetna HMO, Murfreesboro Cigna Connect, Houston nothing; Tricare is accepted nowhere.
 */
async function insertInsurance(db: Database): Promise<void> {
  await db
    .insertInto("insurers")
    .values([
      { id: INSURERS.aetna, payor_name: "Aetna" },
      { id: INSURERS.cigna, payor_name: "Cigna" },
      { id: INSURERS.tricare, payor_name: "Tricare" },
    ])
    .execute();
  await db
    .insertInto("insurance_plans")
    .values([
      { id: PLANS.aetnaPpo, insurer_id: INSURERS.aetna, plan_name: "Aetna PPO" },
      { id: PLANS.aetnaHmo, insurer_id: INSURERS.aetna, plan_name: "Aetna HMO" },
      { id: PLANS.cignaConnect, insurer_id: INSURERS.cigna, plan_name: "Cigna Connect" },
      { id: PLANS.tricarePrime, insurer_id: INSURERS.tricare, plan_name: "Tricare Prime" },
    ])
    .execute();
  await db
    .insertInto("location_insurance_plans")
    .values([
      { location_id: LOCATIONS.centennial.id, insurance_plan_id: PLANS.aetnaPpo },
      { location_id: LOCATIONS.centennial.id, insurance_plan_id: PLANS.cignaConnect },
      { location_id: LOCATIONS.franklin.id, insurance_plan_id: PLANS.aetnaHmo },
      { location_id: LOCATIONS.murfreesboro.id, insurance_plan_id: PLANS.cignaConnect },
    ])
    .execute();
  await refreshDirectorySearch(db);
}

describe.each(testDatabaseKinds())("search by accepted insurance on %s", (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp(kind, {}, () => TEST_NOW);
    await insertTestDirectory(testApp.database.db);
    await insertInsurance(testApp.database.db);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const post = (body: unknown) =>
    testApp.app.inject({ method: "POST", url: "/fadmaa/provider/search/", payload: body as object });
  async function search(body: SearchProvidersRequest) {
    const response = await post({ sortType: "Ascending", ...body });
    expect(response.statusCode, response.body).toBe(200);
    return searchProvidersResponseSchema.parse(response.json()).result;
  }
  /** Each physician with the url titles of the locations listed for them. */
  async function shown(body: SearchProvidersRequest) {
    const result = await search(body);
    return result.providerList.map((physician) => [
      physician.physicianNpi,
      physician.providerLocations.map((location) => location.urlTitle),
    ]);
  }

  it("the insurance call names each insurer's id, which the filter takes", async () => {
    const response = await testApp.app.inject({ method: "GET", url: `/fadmaa${INSURANCE_PATH}` });
    const { result } = insuranceResponseSchema.parse(response.json());
    expect(result.map((insurer) => [insurer.insurancePayorName, insurer.insurerId])).toEqual([
      ["No Insurance", undefined],
      ["Aetna", INSURERS.aetna],
      ["Cigna", INSURERS.cigna],
      ["Tricare", INSURERS.tricare],
    ]);
  });

  it("an insurer matches physicians with a location accepting any of its plans, and lists only those locations", async () => {
    expect(await shown({ insurerId: INSURERS.aetna })).toEqual([
      [alice.npi, [LOCATIONS.centennial.urlTitle]],
      [robert.npi, [LOCATIONS.franklin.urlTitle]],
      [david.npi, [LOCATIONS.centennial.urlTitle, LOCATIONS.franklin.urlTitle]],
    ]);
    expect(await shown({ insurerId: INSURERS.cigna })).toEqual([
      [zoe.npi, [LOCATIONS.murfreesboro.urlTitle]],
      [alice.npi, [LOCATIONS.centennial.urlTitle, LOCATIONS.murfreesboro.urlTitle]],
      [david.npi, [LOCATIONS.centennial.urlTitle]],
    ]);
    const nowhere = await search({ insurerId: INSURERS.tricare });
    expect(nowhere.totalProvidersCount).toBe(0);
    expect(nowhere.facilityMap).toEqual([]);
  });

  it("a plan narrows to the locations accepting that plan", async () => {
    expect(await shown({ insurerId: INSURERS.aetna, insurancePlanId: PLANS.aetnaPpo })).toEqual([
      [alice.npi, [LOCATIONS.centennial.urlTitle]],
      [david.npi, [LOCATIONS.centennial.urlTitle]],
    ]);
    expect(await shown({ insurerId: INSURERS.aetna, insurancePlanId: PLANS.aetnaHmo })).toEqual([
      [robert.npi, [LOCATIONS.franklin.urlTitle]],
      [david.npi, [LOCATIONS.franklin.urlTitle]],
    ]);
    expect(await shown({ insurerId: INSURERS.tricare, insurancePlanId: PLANS.tricarePrime })).toEqual([]);
  });

  it("the facilities and languages are those of the matches' accepting locations", async () => {
    const aetna = await search({ insurerId: INSURERS.aetna });
    expect(aetna.facilityMap.map((facility) => facility.coid)).toEqual(["09001", "09002"]);
    expect(aetna.totalProvidersCount).toBe(3);
    const cigna = await search({ insurerId: INSURERS.cigna });
    expect(cigna.facilityMap.map((facility) => facility.coid)).toEqual(["09001"]);
    const hmo = await search({ insurerId: INSURERS.aetna, insurancePlanId: PLANS.aetnaHmo });
    expect(hmo.facilityMap.map((facility) => facility.coid)).toEqual(["09002"]);
  });

  it("combines with the other location-level filters at the same location", async () => {
    // Facility: David takes Aetna at both, but only Franklin is Southern Hills (09002).
    expect(await shown({ insurerId: INSURERS.aetna, facilityCoid: "09002" })).toEqual([
      [robert.npi, [LOCATIONS.franklin.urlTitle]],
      [david.npi, [LOCATIONS.franklin.urlTitle]],
    ]);
    expect(await shown({ insurerId: INSURERS.aetna, insurancePlanId: PLANS.aetnaPpo, coids: "09002" })).toEqual([]);
    // New patients: David's Centennial location takes Cigna but no new patients (and he books no one online).
    expect(await shown({ insurerId: INSURERS.cigna, showAcceptingNewPatientsOnly: true })).toEqual([
      [zoe.npi, [LOCATIONS.murfreesboro.urlTitle]],
      [alice.npi, [LOCATIONS.centennial.urlTitle]],
    ]);
    // Location route: Franklin takes Aetna HMO, not PPO.
    const franklinTitle = LOCATIONS.franklin.urlTitle;
    expect(await shown({ insurerId: INSURERS.aetna, locationUrlTitle: franklinTitle })).toEqual([
      [robert.npi, [franklinTitle]],
      [david.npi, [franklinTitle]],
    ]);
    expect(
      await shown({ insurerId: INSURERS.aetna, insurancePlanId: PLANS.aetnaPpo, locationUrlTitle: franklinTitle }),
    ).toEqual([]);
    // Radius: 5 miles around Franklin's zip reaches Franklin only, where Cigna is not taken.
    expect(await shown({ insurerId: INSURERS.cigna, zip: LOCATIONS.franklin.zip, distance: 5 })).toEqual([]);
    expect(await shown({ insurerId: INSURERS.aetna, zip: LOCATIONS.franklin.zip, distance: 5 })).toEqual([
      [robert.npi, [LOCATIONS.franklin.urlTitle]],
      [david.npi, [LOCATIONS.franklin.urlTitle]],
    ]);
    // A physician-level filter as well: only Alice and Zoe among Cigna's are women.
    expect(await shown({ insurerId: INSURERS.cigna, gender: "Female" })).toEqual([
      [zoe.npi, [LOCATIONS.murfreesboro.urlTitle]],
      [alice.npi, [LOCATIONS.centennial.urlTitle, LOCATIONS.murfreesboro.urlTitle]],
    ]);
  });

  it("every location carries the insurers it accepts, by name with their plans; none where none", async () => {
    const result = await search({});
    const locationsOf = (npi: string) =>
      result.providerList.find((physician) => physician.physicianNpi === npi)?.providerLocations ?? [];
    expect(locationsOf(david.npi).map((location) => [location.urlTitle, location.acceptedInsurance])).toEqual([
      [
        LOCATIONS.centennial.urlTitle,
        [
          {
            insurerId: INSURERS.aetna,
            insurancePayorName: "Aetna",
            insurancePlans: [{ insurancePlanId: PLANS.aetnaPpo, insurancePlanName: "Aetna PPO" }],
          },
          {
            insurerId: INSURERS.cigna,
            insurancePayorName: "Cigna",
            insurancePlans: [{ insurancePlanId: PLANS.cignaConnect, insurancePlanName: "Cigna Connect" }],
          },
        ],
      ],
      [
        LOCATIONS.franklin.urlTitle,
        [
          {
            insurerId: INSURERS.aetna,
            insurancePayorName: "Aetna",
            insurancePlans: [{ insurancePlanId: PLANS.aetnaHmo, insurancePlanName: "Aetna HMO" }],
          },
        ],
      ],
    ]);
    expect(locationsOf(maria.npi)[0]?.acceptedInsurance).toEqual([]);
    expect(locationsOf(franklin.npi)[0]?.acceptedInsurance).toEqual([]);
  });

  it("ids as text are read like numbers (a URL's values)", async () => {
    const byText = await search({ insurerId: String(INSURERS.aetna), insurancePlanId: String(PLANS.aetnaHmo) });
    expect(byText.providerList.map((physician) => physician.physicianNpi)).toEqual([robert.npi, david.npi]);
  });

  it.each([
    [{ insurerId: 999 }, `body.insurerId: ${INSURANCE_FILTER_MESSAGES.unknownInsurer}`],
    [
      { insurerId: INSURERS.cigna, insurancePlanId: PLANS.aetnaPpo },
      `body.insurancePlanId: ${INSURANCE_FILTER_MESSAGES.planOfAnotherInsurer}`,
    ],
    [{ insurerId: INSURERS.aetna, insurancePlanId: 424242 }, "body.insurancePlanId"],
    [{ insurancePlanId: PLANS.aetnaPpo }, `body.insurancePlanId: ${INSURANCE_FILTER_MESSAGES.planNeedsInsurer}`],
    [{ insurerId: "aetna" }, "body.insurerId"],
    [{ insurerId: 0 }, "body.insurerId"],
    [{ insurerId: -1 }, "body.insurerId"],
    [{ insurerId: 1.5 }, "body.insurerId"],
    [{ insurerId: 99_999_999_999 }, "body.insurerId"],
    [{ insurerId: [1] }, "body.insurerId"],
    [{ insurerId: { id: 1 } }, "body.insurerId"],
  ])("%j answers 400 naming the field", async (body, message) => {
    const response = await post(body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ status: { code: "400" }, result: null });
    expect(response.json().status.details).toContain(message);
  });
});
