import path from "node:path";
import { searchProvidersResponseSchema } from "@fad/contracts/provider/search-providers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../database/create-database.ts";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";
import { importConnectionOf, testDatabaseKinds } from "../testing/test-database.ts";
import { DEFAULT_IMPORT_MAPPING } from "./import-mapping.ts";
import { NPPES_DIR } from "./plan-net-test-files.ts";
import { readNppesFile } from "./read-nppes.ts";
import { runImport } from "./run-import.ts";

/** The shared NPPES sample imported through the same assembly and writer as Plan-Net, then searched. */
describe.each(testDatabaseKinds())("importing the NPPES sample on %s", (kind) => {
  let test: TestApp;
  // The import's own connection, as `npm run import` opens it (no server statement timeout).
  let importer: DatabaseHandle;
  const importSample = async () => {
    const nppes = await readNppesFile(path.join(NPPES_DIR, "nppes-practitioner-sample.csv"), {});
    return runImport(importer.db, {
      inputs: [],
      mapping: DEFAULT_IMPORT_MAPPING,
      dryRun: false,
      partial: false,
      skipRejected: false,
      extra: nppes.mapped,
      extraProblems: nppes.problems,
    });
  };
  beforeAll(async () => {
    test = await buildTestApp(kind);
    importer = importConnectionOf(test.database);
  });
  afterAll(async () => {
    await importer?.close();
    await test?.close();
  });

  it("imports every clinician, finds one by name and specialty, and a second run changes nothing", async () => {
    const first = await importSample();
    expect(first.problems.filter((problem) => problem.severity === "error")).toEqual([]);
    expect(first.summary).toMatchObject({ added: 1000, retired: 0 });
    const response = await test.app.inject({
      method: "POST",
      url: "/fadmaa/provider/search/",
      payload: { keyword: "Soucier cardiology" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { result } = searchProvidersResponseSchema.parse(response.json());
    expect(result.providerList.map((physician) => physician.physicianNpi)).toContain("1255334207");
    const again = await importSample();
    expect(again.summary).toMatchObject({ added: 0, changed: 0, unchanged: 1000, wrote: false });
  }, 120_000);
});
