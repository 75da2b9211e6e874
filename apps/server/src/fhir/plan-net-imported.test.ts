import type { Bundle, Resource } from "@medplum/fhirtypes";
import { Client } from "fhir-kit-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_IMPORT_MAPPING } from "../import/import-mapping.ts";
import { PLAN_NET_DIR } from "../import/plan-net-test-files.ts";
import { runImport } from "../import/run-import.ts";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";
import { importConnectionOf, testDatabaseKinds } from "../testing/test-database.ts";
import {
  expectShallChains,
  expectShallSearches,
  type NoSource,
  SERVED,
  type ServedName,
} from "./plan-net-shall-searches.ts";
import { planNetIssues, withoutKnownFalsePositives } from "./plan-net-validator.ts";
import { readBulkPublish } from "./read-bulk-publish.ts";
import { schedulingLinksIssues } from "./scheduling-links-validator.ts";

/** What the shared Plan-Net data carries none of (checked against the files: no resource has the element). */
const NO_SOURCE: Partial<Record<ServedName, NoSource>> = {
  // Only networks have a partOf (their payer), and no role, location, service, plan, endpoint or affiliation
  // names a network as its organization: those partof chains lead to no value.
  PractitionerRole: { parameters: ["endpoint"], chains: ["organization.partof"] },
  Location: {
    parameters: ["partof", "endpoint", "type"],
    revincludes: ["InsurancePlan:coverage-area"],
    chains: ["organization.partof"],
  },
  Organization: { parameters: ["endpoint", "coverage-area"] },
  Network: { parameters: ["endpoint", "coverage-area"] },
  HealthcareService: { parameters: ["coverage-area", "endpoint", "service-type"], chains: ["organization.partof"] },
  InsurancePlan: { parameters: ["coverage-area", "plan-type"], chains: ["administered-by.partof", "owned-by.partof"] },
  Endpoint: { chains: ["organization.partof"] },
  OrganizationAffiliation: {
    parameters: ["endpoint"],
    chains: ["primary-organization.partof", "participating-organization.partof"],
  },
};

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

  for (const name of Object.keys(SERVED) as ServedName[]) {
    it(`answers every SHALL search, _include and _revinclude of ${name}`, async () => {
      await expectShallSearches(client, name, NO_SOURCE[name]);
    }, 120_000);
    it(`answers every SHALL chain of ${name}`, async () => {
      await expectShallChains(client, name, NO_SOURCE);
    }, 120_000);
  }

  it("serves every imported network, payer, service, plan, endpoint and affiliation valid R4 and to its Plan-Net profile", async () => {
    const counts: Record<string, number> = {};
    for (const type of ["Organization", "HealthcareService", "InsurancePlan", "Endpoint", "OrganizationAffiliation"]) {
      let url: string | undefined = `${base}/${type}?_count=100`;
      while (url) {
        const bundle = (await (await fetch(url)).json()) as Bundle;
        for (const entry of bundle.entry ?? []) {
          const resource = entry.resource as Resource;
          const profile = (resource.meta?.profile?.[0] ?? "").split("/").pop() as string;
          counts[profile] = (counts[profile] ?? 0) + 1;
          expect(
            withoutKnownFalsePositives(resource, planNetIssues(resource, profile)),
            `${resource.resourceType}/${resource.id}`,
          ).toEqual([]);
        }
        url = bundle.link?.find((link) => link.relation === "next")?.url;
      }
    }
    // 158 facilities and 9 other Organizations, 13 networks; every kept resource of the files.
    expect(counts).toEqual({
      "plannet-Organization": 167,
      "plannet-Network": 13,
      "plannet-HealthcareService": 158,
      "plannet-InsurancePlan": 30,
      "plannet-Endpoint": 40,
      "plannet-OrganizationAffiliation": 158,
    });
  }, 300_000);

  it("resolves an imported role's network and service references, and their _include", async () => {
    const roles = (await (
      await fetch(
        `${base}/PractitionerRole?_count=5&_include=PractitionerRole:network&_include=PractitionerRole:service`,
      )
    ).json()) as Bundle;
    const role = roles.entry?.find((entry) => entry.search?.mode === "match")?.resource as unknown as Record<
      string,
      unknown
    >;
    const service = (role.healthcareService as { reference: string }[])[0]?.reference as string;
    const network = (role.extension as { url: string; valueReference?: { reference: string } }[]).find((extension) =>
      extension.url.endsWith("/network-reference"),
    )?.valueReference?.reference as string;
    const included = (roles.entry ?? [])
      .filter((entry) => entry.search?.mode === "include")
      .map((entry) => `${entry.resource?.resourceType}/${entry.resource?.id}`);
    expect(included).toEqual(expect.arrayContaining([service, network]));
    const byNetwork = (await (
      await fetch(`${base}/PractitionerRole?network=${encodeURIComponent(network)}&_count=100`)
    ).json()) as Bundle;
    expect(byNetwork.entry?.map((entry) => entry.resource?.id)).toContain(role.id);
  }, 60_000);

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
