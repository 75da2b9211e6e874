import { Client } from "fhir-kit-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_IMPORT_MAPPING } from "../import/import-mapping.ts";
import { PLAN_NET_DIR } from "../import/plan-net-test-files.ts";
import { runImport } from "../import/run-import.ts";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";
import { importConnectionOf, testDatabaseKinds } from "../testing/test-database.ts";
import { expectShallSearches, SERVED } from "./plan-net-shall-searches.ts";
import { readBulkPublish } from "./read-bulk-publish.ts";
import { schedulingLinksIssues } from "./scheduling-links-validator.ts";

/**
 * The shared Plan-Net directory (../shared/interop/plan-net-ri, 5,215 resources) imported by `npm run
 * import`'s code path, then served: the test kit's SHALL searches through fhir-kit-client, and the
 * SMART Scheduling Links publication read by the consumer script for one state, every line valid.
 */
describe.each(testDatabaseKinds())("the imported Plan-Net directory served at /fhir on %s", (kind) => {
  let testApp: TestApp;
  let client: Client;
  let base = "";
  beforeAll(async () => {
    testApp = await buildTestApp(kind, {}, () => new Date("2026-11-23T14:00:00Z"));
    const importer = importConnectionOf(testApp.database);
    const report = await runImport(importer.db, {
      inputs: [PLAN_NET_DIR],
      mapping: DEFAULT_IMPORT_MAPPING,
      dryRun: false,
      partial: false,
      skipRejected: false,
    }).finally(() => importer.close());
    expect(report.exitCode).toBe(0);
    await testApp.app.listen({ port: 0, host: "127.0.0.1" });
    const address = testApp.app.server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/fhir`;
    client = new Client({ baseUrl: base });
  }, 300_000);
  afterAll(async () => {
    await testApp?.close();
  });

  for (const type of Object.keys(SERVED)) {
    it(`answers every SHALL search, _include and _revinclude of ${type}`, async () => {
      await expectShallSearches(client, type as keyof typeof SERVED);
    }, 120_000);
  }

  it("publishes the imported calendars' open times, every line of a state's files valid", async () => {
    const manifest = (await (await fetch(`${base}/$bulk-publish`)).json()) as {
      output: { type: string; extension: { state: string[] } }[];
    };
    const states = [...new Set(manifest.output.map((output) => output.extension.state[0] as string))];
    expect(states.length).toBeGreaterThan(0);
    const reading = await readBulkPublish(base, { states: [states[0] as string], validate: schedulingLinksIssues });
    expect(reading.problems.slice(0, 5)).toEqual([]);
    expect(reading.lines.Schedule).toBeGreaterThan(0);
    expect(reading.lines.Slot).toBeGreaterThan(0);
  }, 300_000);
});
