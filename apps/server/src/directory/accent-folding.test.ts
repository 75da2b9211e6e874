import { foldAccents, sqlFoldTable } from "@fad/contracts/search/fold-accents";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FOLD_FROM, FOLD_TO } from "../database/migrations/0080-fold-accents.ts";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";
import { insertTestDirectory, PHYSICIANS, TEST_NOW } from "../testing/directory-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";
import { refreshDirectorySearch } from "./refresh-directory-search.ts";

const { alice } = PHYSICIANS;

it("the SQL fold's frozen table is foldAccents over the letters it covers", () => {
  expect({ from: FOLD_FROM, to: FOLD_TO }).toEqual(sqlFoldTable());
});

/** Search without regard to accents (decision 171): typed with or without them, the same doctors. */
describe.each(testDatabaseKinds())("accents in searches on %s", (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp(kind, {}, () => TEST_NOW);
    await insertTestDirectory(testApp.database.db);
    // A doctor whose names carry accents, as an imported directory has them.
    await testApp.database.db
      .updateTable("physicians")
      .set({ first_name: "José", last_name: "Muñoz-Peña" })
      .where("npi", "=", alice.npi)
      .execute();
    await refreshDirectorySearch(testApp.database.db);
  });
  afterAll(async () => testApp?.close());

  async function searchNpis(keyword: string): Promise<string[]> {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/fadmaa/provider/search/",
      payload: { keyword, program: "web", meta: { pageSize: 50 } },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().result.providerList.map((physician: { physicianNpi: string }) => physician.physicianNpi);
  }

  it("folds in SQL exactly as in the browser and the server's code", async () => {
    const samples = [...sqlFoldTable().from, "Muñoz José cardiólogo", "Straße Øberg", "plain"];
    const rows = await sql<{ folded: string }>`
      SELECT fold_accents(t.text) AS folded FROM unnest(${samples}::text[]) WITH ORDINALITY AS t(text, n) ORDER BY n`.execute(
      testApp.database.db,
    );
    expect(rows.rows.map((row) => row.folded)).toEqual(samples.map(foldAccents));
  });

  it("finds Muñoz and José typed with accents, without them, and in capitals", async () => {
    for (const keyword of ["Muñoz", "munoz", "MUÑOZ", "José Muñoz", "jose munoz", "Peña", "Muñoz-Peña"]) {
      expect(await searchNpis(keyword), keyword).toEqual([alice.npi]);
    }
  });

  it("suggests Muñoz in the type-ahead for munoz and muñ", async () => {
    for (const typed of ["munoz", "Muñ", "josé"]) {
      const response = await testApp.app.inject({
        method: "GET",
        url: `/fadmaa/api/providercache/terms/autocomplete?input=${encodeURIComponent(typed)}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const values = JSON.stringify(response.json().result);
      expect(values, typed).toContain("José M. Muñoz-Peña");
    }
  });

  it("takes accented keywords instead of refusing them (no 400)", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/fadmaa/provider/search/",
      payload: { keyword: "cardiólogo", program: "web" },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
