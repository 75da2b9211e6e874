import { searchProvidersResponseSchema } from "@fad/contracts/provider/search-providers";
import { autocompleteResponseSchema } from "@fad/contracts/terms/autocomplete";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";
import { insertTestDirectory, PHYSICIANS, TEST_NOW } from "../testing/directory-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";
import { refreshDirectorySearch } from "./refresh-directory-search.ts";

const { alice, robert, maria } = PHYSICIANS;

/**
 * Designations from a source other than the seed (decision 109): only the spec's listed credentials
 * are shown, in the list's spelling, in every answer that names a physician.
 */
describe.each(testDatabaseKinds())("designations are shown from the spec's credential list (%s)", (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp(kind, {}, () => TEST_NOW);
    const db = testApp.database.db;
    await insertTestDirectory(db);
    await db.updateTable("physicians").set({ designation: "md;facp XYZ" }).where("npi", "=", alice.npi).execute();
    await db.updateTable("physicians").set({ designation: "Esq" }).where("npi", "=", robert.npi).execute();
    await refreshDirectorySearch(db);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("search and profile answers carry the listed credentials only", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/fadmaa/provider/search/",
      payload: { npis: [alice.npi, robert.npi, maria.npi] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { result } = searchProvidersResponseSchema.parse(response.json());
    expect(result.providerList.map((physician) => physician.physicianDesignation)).toEqual(["MD, FACP", "", "MD"]);
  });

  it("type-ahead names a physician as the card does, without a trailing comma when nothing is listed", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/fadmaa/api/providercache/terms/autocomplete?input=Joh",
    });
    expect(response.statusCode, response.body).toBe(200);
    const { result } = autocompleteResponseSchema.parse(response.json());
    expect(result.providers).toEqual([
      { type: "provider", value: "Alice M. Johnson, MD, FACP", reference: alice.npi },
      { type: "provider", value: "Robert Johnson", reference: robert.npi },
    ]);
  });
});
