import { errorEnvelopeSchema } from "@fad/contracts/api/envelope";
import { appTypesResponseSchema } from "@fad/contracts/provider/app-types";
import { INSURANCE_PATH, insuranceResponseSchema, NO_INSURANCE } from "@fad/contracts/provider/insurance";
import { TEXTING_SOURCE } from "@fad/contracts/scheduling/texting-source";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";
import { EVERY_DAY, hours, insertAppointmentTypes, insertCalendar } from "../testing/scheduling-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";

const NPI = "1234567893";
const NO_CALENDAR_NPI = "1555555555";

describe.each(testDatabaseKinds())("appointment types and insurance routes on %s", (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    const { db } = testApp.database;
    await insertAppointmentTypes(db);
    const rules = hours(EVERY_DAY, ["09:00", "12:00"]);
    const timeZone = "America/Chicago";
    await insertCalendar(db, {
      calendarId: "CAL-A",
      npi: NPI,
      facilityCoid: "99001",
      timeZone,
      rules,
      typeCodes: ["NEWPT", "FOLLOW", "ERPRIV"],
    });
    await insertCalendar(db, {
      calendarId: "CAL-B",
      npi: NPI,
      facilityCoid: "99002",
      timeZone,
      rules,
      typeCodes: ["CONSULT", "NEWPT"],
    });
    await insertCalendar(db, { calendarId: "CAL-C", facilityCoid: "99001", timeZone, rules, typeCodes: ["ANNUAL"] });
    // A location of the same physician that does not take new patients (issue 39).
    await insertCalendar(db, {
      calendarId: "CAL-D",
      npi: NPI,
      facilityCoid: "99003",
      timeZone,
      rules,
      typeCodes: ["CONSULT", "TELE", "FOLLOW"],
      acceptsNewPatients: false,
    });
    await db
      .insertInto("physicians")
      .values({
        npi: NO_CALENDAR_NPI,
        url_title: "no-calendar",
        first_name: "No",
        last_name: "Calendar",
        designation: "MD",
        gender: "Male",
      })
      .execute();
  });
  afterAll(async () => testApp?.close());

  const get = (url: string) => testApp.app.inject({ method: "GET", url });
  const appTypes = async (query: string) => {
    const response = await get(`/fadmaa/provider/appTypes/?${query}`);
    expect(response.statusCode).toBe(200);
    return appTypesResponseSchema.parse(response.json()).result;
  };
  const names = async (query: string) => (await appTypes(query)).map((type) => type.friendlyName2);

  it("answers the union of the physician's calendars' types, sorted by friendlyName2", async () => {
    const types = await appTypes(`npi=${NPI}&program=web`);
    expect(types.map((type) => type.friendlyName2)).toEqual([
      "Consultation",
      "Follow-Up Visit",
      "New Patient Visit",
      "Telehealth",
    ]);
    expect(types[0]).toEqual({
      code: "CONSULT",
      friendlyName2: "Consultation",
      abbreviation: "CN",
      mhdAppointmentTypeName: "New Consult",
      patientType: "New",
    });
  });

  it("adds ER Private for the texting source only", async () => {
    expect(await names(`npi=${NPI}&source=cms`)).not.toContain("ER Private");
    expect(await names(`npi=${NPI}&source=${TEXTING_SOURCE}`)).toEqual([
      "Consultation",
      "ER Private",
      "Follow-Up Visit",
      "New Patient Visit",
      "Telehealth",
    ]);
  });

  it("answers one calendar's types when calendarId names it, without new-patient types where they are not taken", async () => {
    expect(await names(`npi=${NPI}&calendarId=CAL-B`)).toEqual(["Consultation", "New Patient Visit"]);
    // CAL-D offers Consultation (New) too, but its location does not take new patients.
    expect(await appTypes(`npi=${NPI}&calendarId=CAL-D`)).toEqual([
      expect.objectContaining({ friendlyName2: "Follow-Up Visit", patientType: "Current" }),
      expect.objectContaining({ friendlyName2: "Telehealth", patientType: "New/Current" }),
    ]);
    expect(await names(`npi=${NPI}&facilityCOIDs=99003`)).toEqual(["Follow-Up Visit", "Telehealth"]);
    // Another physician's calendar gives nothing for this one.
    expect(await names(`npi=${NPI}&calendarId=CAL-C`)).toEqual([]);
  });

  it("counts only calendars at the facilities in facilityCOIDs", async () => {
    expect(await names(`npi=${NPI}&facilityCOIDs=99001`)).toEqual(["Follow-Up Visit", "New Patient Visit"]);
    expect(await names(`npi=${NPI}&facilityCOIDs=${encodeURIComponent("99002; 99999;")}`)).toEqual([
      "Consultation",
      "New Patient Visit",
    ]);
    expect(await names(`npi=${NPI}&facilityCOIDs=99999`)).toEqual([]);
    expect(await names(`npi=${NPI}&facilityCOIDs=`)).toHaveLength(4);
  });

  it("answers an empty list for a physician without calendars and 404 for an unknown npi", async () => {
    expect(await appTypes(`npi=${NO_CALENDAR_NPI}`)).toEqual([]);
    const unknown = await get("/fadmaa/provider/appTypes/?npi=1999999999");
    expect(unknown.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(unknown.json()).status.details).toMatch(/^npi: /);
  });

  it("answers the same without the trailing slash", async () => {
    expect((await get(`/fadmaa/provider/appTypes?npi=${NPI}`)).statusCode).toBe(200);
  });

  it.each([
    ["npi", ""],
    ["npi", "npi=123"],
    ["npi", "npi=12345678901"],
    ["npi", "npi=abcdefghij"],
    ["facilityCOIDs", `npi=${NPI}&facilityCOIDs=${"9".repeat(2001)}`],
    ["program", `npi=${NPI}&program=${"p".repeat(101)}`],
    ["source", `npi=${NPI}&source=${"s".repeat(41)}`],
    ["calendarId", `npi=${NPI}&calendarId=${"c".repeat(101)}`],
  ])("answers 400 naming %s for ?%s", async (field, query) => {
    const response = await get(`/fadmaa/provider/appTypes/?${query}`);
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).status.details).toContain(`querystring.${field}`);
  });

  it("lists No Insurance first, then insurers by name with their plans by name", async () => {
    const empty = insuranceResponseSchema.parse((await get(`/fadmaa${INSURANCE_PATH}`)).json());
    expect(empty.result).toEqual([{ insurancePayorName: NO_INSURANCE, insurancePlans: [] }]);

    const { db } = testApp.database;
    const insurers = await db
      .insertInto("insurers")
      .values([{ payor_name: "Zenith Health" }, { payor_name: "aetna" }, { payor_name: "Blue Shield" }])
      .returning(["id", "payor_name"])
      .execute();
    const idOf = (name: string) => insurers.find((insurer) => insurer.payor_name === name)?.id as number;
    await db
      .insertInto("insurance_plans")
      .values([
        { insurer_id: idOf("Zenith Health"), plan_name: "Zenith Silver" },
        { insurer_id: idOf("Zenith Health"), plan_name: "Zenith Gold" },
        { insurer_id: idOf("aetna"), plan_name: "Aetna PPO" },
      ])
      .execute();

    const response = await get(`/fadmaa${INSURANCE_PATH}`);
    expect(response.statusCode).toBe(200);
    const { result } = insuranceResponseSchema.parse(response.json());
    expect(
      result.map((insurer) => [
        insurer.insurancePayorName,
        insurer.insurancePlans.map((plan) => plan.insurancePlanName),
      ]),
    ).toEqual([
      [NO_INSURANCE, []],
      ["aetna", ["Aetna PPO"]],
      ["Blue Shield", []],
      ["Zenith Health", ["Zenith Gold", "Zenith Silver"]],
    ]);
    expect(result[1]?.insurancePlans[0]?.insurancePlanId).toEqual(expect.any(Number));
  });
});
