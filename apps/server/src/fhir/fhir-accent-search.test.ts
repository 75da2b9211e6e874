import type { Bundle } from "@medplum/fhirtypes";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";
import { insertTestDirectory, PHYSICIANS, TEST_NOW } from "../testing/directory-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";

const { alice, robert } = PHYSICIANS;

/** FHIR string search ignores case and accents both ways (decision 142); :exact does not. */
describe.each(testDatabaseKinds())("accent-insensitive FHIR string search on %s", (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp(kind, {}, () => TEST_NOW);
    await insertTestDirectory(testApp.database.db);
    const db = testApp.database.db;
    await sql`UPDATE physicians SET last_name = 'Muñoz', first_name = 'José' WHERE npi = ${alice.npi}`.execute(db);
    await sql`UPDATE locations SET city = 'Cañon City' WHERE id = 'T-LOC-2'`.execute(db);
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  async function ids(url: string): Promise<(string | undefined)[]> {
    const response = await testApp.app.inject({ method: "GET", url });
    expect(response.statusCode, response.body).toBe(200);
    return ((response.json() as Bundle).entry ?? [])
      .filter((entry) => entry.search?.mode === "match")
      .map((entry) => entry.resource?.id);
  }

  it("finds accented names by plain letters, plain names by accented letters, whatever the case", async () => {
    for (const query of [
      "family=munoz",
      "family=MUÑ",
      "name=jose",
      "given=JOSÉ",
      "name:contains=uño",
      "name:contains=UNO",
    ]) {
      expect(await ids(`/fhir/Practitioner?${query}`), query).toEqual([alice.npi]);
    }
    // "Röbert" finds Robert.
    expect(await ids("/fhir/Practitioner?given=Röbert")).toEqual([robert.npi]);
  });

  it("keeps :exact exact", async () => {
    expect(await ids("/fhir/Practitioner?family:exact=Munoz")).toEqual([]);
    expect(await ids("/fhir/Practitioner?family:exact=Muñoz")).toEqual([alice.npi]);
  });

  it("folds a city too", async () => {
    expect(await ids("/fhir/Location?address-city=canon")).toEqual(["T-LOC-2"]);
    expect(await ids("/fhir/Location?address=CAÑON")).toEqual(["T-LOC-2"]);
  });
});
