import { searchProvidersResponseSchema } from "@fad/contracts/provider/search-providers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";
import { createSharedTestSchema, type SharedTestSchema } from "../testing/test-database.ts";
import { DEFAULT_IMPORT_MAPPING } from "./import-mapping.ts";
import { planNetSubset, writeNdjsonFolder } from "./plan-net-test-files.ts";
import { runImport } from "./run-import.ts";

/**
 * PostgreSQL: a serving app (its own connections and memory, as a server process has) sees a directory
 * another process imports, without a restart (decision 133).
 */
const url = process.env.TEST_DATABASE_URL;
describe.runIf(url)("an import while a server serves, on PostgreSQL", () => {
  let shared: SharedTestSchema;
  let serving: TestApp;
  const files = planNetSubset(8);
  const practitioner = files.Practitioner[0] as unknown as {
    identifier: { value: string }[];
    name: { given: string[]; family: string }[];
  };
  const npi = practitioner.identifier[0]?.value as string;
  const name = `${practitioner.name[0]?.given[0]} ${practitioner.name[0]?.family}`;
  const search = async (body: object) => {
    const response = await serving.app.inject({ method: "POST", url: "/fadmaa/provider/search/", payload: body });
    expect(response.statusCode, response.body).toBe(200);
    return searchProvidersResponseSchema.parse(response.json()).result.providerList.map((entry) => entry.physicianNpi);
  };

  beforeAll(async () => {
    if (!url) return;
    shared = await createSharedTestSchema(url, "import");
    serving = await buildTestApp("postgres", {}, undefined, shared.open());
  }, 60_000);
  afterAll(async () => {
    await serving?.close();
    await shared?.drop();
  });

  it("the serving app finds the imported clinicians and opens their profiles", async () => {
    expect(await search({ keyword: name })).toEqual([]);
    const report = await runImport(shared.handle.db, {
      inputs: [writeNdjsonFolder(files)],
      mapping: DEFAULT_IMPORT_MAPPING,
      dryRun: false,
      partial: false,
      skipRejected: false,
    });
    expect(report.summary).toMatchObject({ added: 8, wrote: true });
    expect(await search({ keyword: name, sortType: "Ascending" })).toContain(npi);
    expect(await search({ npis: npi })).toEqual([npi]);
  }, 60_000);
});
