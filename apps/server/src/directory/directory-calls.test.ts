import { specialityAppTypesResponseSchema } from "@fad/contracts/provider/speciality-app-types";
import { autocompleteResponseSchema } from "@fad/contracts/terms/autocomplete";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";
import { insertTestDirectory, LOCATIONS, PHYSICIANS, TEST_NOW } from "../testing/directory-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";
import { directorySnapshot, GENERATION_CHECK_INTERVAL_MS } from "./directory-index.ts";
import { refreshDirectorySearch } from "./refresh-directory-search.ts";

const { alice, robert, maria, franklin } = PHYSICIANS;

describe.each(testDatabaseKinds())("specialties, type-ahead and contact number on %s", (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp(kind, {}, () => TEST_NOW);
    await insertTestDirectory(testApp.database.db);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const get = (url: string) => testApp.app.inject({ method: "GET", url });

  async function suggest(query: string) {
    const response = await get(`/fadmaa/api/providercache/terms/autocomplete?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = autocompleteResponseSchema.parse(response.json());
    expect(body.status.code).toBe("200");
    return body.result;
  }

  it("specilityAppTypes lists practised specialties A–Z with their app types by friendlyName2", async () => {
    const response = await get("/fadmaa/provider/specilityAppTypes/?program=web&siteType=psg");
    expect(response.statusCode).toBe(200);
    const { result } = specialityAppTypesResponseSchema.parse(response.json());
    // Dermatology has no physician; ER Private is texting-only and never listed.
    expect(result.map((entry) => [entry.speciality.name, entry.appTypes.map((type) => type.friendlyName2)])).toEqual([
      ["Cardiology", ["Consultation", "Follow-Up Visit", "New Patient Visit"]],
      ["Family Medicine", ["Annual Physical", "Follow-Up Visit", "New Patient Visit"]],
      ["Pediatrics", ["New Patient Visit", "Well Child Visit"]],
    ]);
    expect(result[0]?.speciality).toEqual({ id: 1, name: "Cardiology" });
    expect(result[0]?.appTypes[0]).toEqual({
      code: "CONSULT",
      friendlyName2: "Consultation",
      abbreviation: "CN",
      mhdAppointmentTypeName: "New Consult",
      patientType: "New",
    });
  });

  it("specilityAppTypes with facilityCOIDs keeps the specialties practised there", async () => {
    const names = async (coids: string) => {
      const response = await get(`/fadmaa/provider/specilityAppTypes/?facilityCOIDs=${coids}`);
      return specialityAppTypesResponseSchema.parse(response.json()).result.map((entry) => entry.speciality.name);
    };
    expect(await names("09101")).toEqual(["Pediatrics"]);
    expect(await names("09002")).toEqual(["Cardiology", "Family Medicine"]);
    expect(await names("09999;09101")).toEqual(["Pediatrics"]);
    expect(await names("09999")).toEqual([]);
    expect((await get("/fadmaa/provider/specilityAppTypes/?facilityCOIDs=09%3C01")).statusCode).toBe(400);
  });

  it("type-ahead groups providers, specialties, conditions and procedures, and locations", async () => {
    expect(await suggest("input=card&program=web")).toEqual({
      providers: [],
      specialties: [{ type: "specialty", value: "Cardiology", reference: "1" }],
      visibleTerms: [],
      locations: [],
    });
    expect((await suggest("input=Joh")).providers).toEqual([
      { type: "provider", value: "Alice M. Johnson, MD", reference: alice.npi },
      { type: "provider", value: "Robert Johnson, MD", reference: robert.npi },
    ]);
    expect((await suggest("input=asth")).visibleTerms).toEqual([
      { type: "webVisibleKeyword", value: "Asthma", reference: "Asthma" },
    ]);
    expect(await suggest("input=Frankl")).toEqual({
      providers: [{ type: "provider", value: "Franklin Young, MD", reference: franklin.npi }],
      specialties: [],
      visibleTerms: [],
      locations: [{ type: "location", value: LOCATIONS.franklin.name, reference: LOCATIONS.franklin.urlTitle }],
    });
    expect((await suggest("input=robert%20johns")).providers.map((term) => term.reference)).toEqual([robert.npi]);
    expect((await suggest("input=family%20med")).specialties.map((term) => term.value)).toEqual(["Family Medicine"]);
  });

  it("type-ahead tolerates a typo and puts exact beginnings first", async () => {
    expect((await suggest("input=Jonhs")).providers.map((term) => term.reference)).toEqual([alice.npi, robert.npi]);
    expect((await suggest("input=Cardiolgy")).specialties.map((term) => term.value)).toEqual(["Cardiology"]);
    expect((await suggest("input=Ashtma")).visibleTerms.map((term) => term.value)).toEqual(["Asthma"]);
    expect(await suggest("input=Qwerty")).toEqual({ providers: [], specialties: [], visibleTerms: [], locations: [] });
  });

  it("type-ahead understands how patients speak: specialist nouns, everyday words, a Dr before a name", async () => {
    const specialties = async (input: string) =>
      (await suggest(`input=${encodeURIComponent(input)}`)).specialties.map((term) => term.value);
    expect(await specialties("cardiologist")).toEqual(["Cardiology"]);
    expect(await specialties("Cardiologists")).toEqual(["Cardiology"]);
    expect(await specialties("heart doc")).toEqual(["Cardiology"]);
    expect(await specialties("kids doc")).toEqual(["Pediatrics"]);
    // Pulmonology and Allergy are not practised in this directory: only the term is suggested.
    expect(await suggest("input=wheezing")).toMatchObject({ specialties: [], visibleTerms: [{ value: "Asthma" }] });
    expect((await suggest("input=Dr%20Johns")).providers.map((term) => term.reference)).toEqual([
      alice.npi,
      robert.npi,
    ]);
    expect((await suggest("input=Doctor%20Garcia")).providers.map((term) => term.reference)).toEqual([maria.npi]);
    expect((await suggest("input=pediatrician&coids=09002")).specialties).toEqual([]);
  });

  it("type-ahead with coids only suggests terms leading to a physician at those facilities", async () => {
    expect((await suggest("input=card&coids=09101")).specialties).toEqual([]);
    expect((await suggest("input=asth&coids=09101")).visibleTerms.map((term) => term.value)).toEqual(["Asthma"]);
    expect((await suggest("input=Joh&coids=09002")).providers.map((term) => term.reference)).toEqual([robert.npi]);
    expect((await suggest("input=cent&coids=09002")).locations).toEqual([]);
    expect((await suggest("input=cent&coids=09001")).locations.map((term) => term.reference)).toEqual([
      LOCATIONS.centennial.urlTitle,
      LOCATIONS.murfreesboro.urlTitle,
    ]);
  });

  it("type-ahead input must be 3 to 100 of the allowed characters", async () => {
    for (const [query, message] of [
      ["input=ca", "querystring.input: must be at least 3 characters"],
      ["input=", "querystring.input: must be at least 3 characters"],
      ["", "querystring.input"],
      ["input=card%3Cscript%3E", "querystring.input: Please enter only valid characters: a-z A-Z 0-9 () / - ' , . &"],
      [`input=${"a".repeat(101)}`, "querystring.input: must be at most 100 characters"],
      // Letters of any language are letters (decision 171); a currency sign is not.
      ["input=caf%E2%82%AC", "querystring.input: Please enter only valid characters"],
      ["input=card&coids=09001%3B%3Cx%3E", "querystring.coids"],
    ]) {
      const response = await get(`/fadmaa/api/providercache/terms/autocomplete?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().status.details, query).toContain(message);
    }
    expect((await get("/fadmaa/api/providercache/terms/autocomplete?input=caf%C3%A9")).statusCode).toBe(200);
    // Only punctuation: valid, but no word to suggest for.
    expect(await suggest("input=(%20)%20-")).toEqual({
      providers: [],
      specialties: [],
      visibleTerms: [],
      locations: [],
    });
  });

  it("a refresh of the search tables reaches the type-ahead snapshot after the check interval", async () => {
    const { db } = testApp.database;
    const before = await directorySnapshot(db, Date.now());
    await db.updateTable("specialties").set({ name: "Cardiovascular Disease" }).where("id", "=", 1).execute();
    await refreshDirectorySearch(db);
    // Within the interval the snapshot in hand serves; past it, a check reloads in the background.
    expect(await directorySnapshot(db, Date.now())).toBe(before);
    await directorySnapshot(db, Date.now() + GENERATION_CHECK_INTERVAL_MS + 1);
    await expect.poll(async () => (await suggest("input=cardiovasc")).specialties.length, { timeout: 5000 }).toBe(1);
    await db.updateTable("specialties").set({ name: "Cardiology" }).where("id", "=", 1).execute();
    await refreshDirectorySearch(db);
    await directorySnapshot(db, Date.now() + 2 * GENERATION_CHECK_INTERVAL_MS + 2);
    await expect.poll(async () => (await suggest("input=cardiology")).specialties.length, { timeout: 5000 }).toBe(1);
  });

  it("contactnumber answers the division's number as plain text, or nothing", async () => {
    const contact = async (query: string) => {
      const response = await get(`/fadmaa/contactnumber${query}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/plain/);
      return response.body;
    };
    expect(await contact("?facilityCOIDs=09001")).toBe("615-555-0100");
    expect(await contact("?facilityCOIDs=09101")).toBe("");
    expect(await contact("?facilityCOIDs=09999")).toBe("");
    expect(await contact("?facilityCOIDs=09999;09101;09002")).toBe("615-555-0100");
    expect(await contact("?facilityCOIDs=")).toBe("");
    expect(await contact("")).toBe("");
    expect((await get("/fadmaa/contactnumber?facilityCOIDs=%27%3B%20DROP")).statusCode).toBe(400);
  });
});
