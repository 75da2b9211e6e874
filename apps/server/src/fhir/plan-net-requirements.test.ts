import { Client } from "fhir-kit-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";
import { insertTestDirectory, TEST_NOW } from "../testing/directory-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";
import {
  expectShallChains,
  expectShallSearches,
  type NoSource,
  SERVED,
  type ServedName,
} from "./plan-net-shall-searches.ts";

/** What the demo-shaped directory has no source for (decision 143): searched, answered with no match. */
const NO_SOURCE: Record<ServedName, NoSource> = {
  Practitioner: {},
  PractitionerRole: { parameters: ["service", "network", "endpoint"] },
  Location: {
    parameters: ["partof", "endpoint", "type"],
    revincludes: ["HealthcareService:location", "InsurancePlan:coverage-area", "OrganizationAffiliation:location"],
  },
  Organization: {
    parameters: ["partof", "endpoint", "coverage-area"],
    revincludes: [
      "Endpoint:organization",
      "HealthcareService:organization",
      "InsurancePlan:administered-by",
      "InsurancePlan:owned-by",
      "OrganizationAffiliation:primary-organization",
      "OrganizationAffiliation:participating-organization",
    ],
  },
  Network: { empty: true },
  HealthcareService: { empty: true },
  InsurancePlan: { empty: true },
  Endpoint: { empty: true },
  OrganizationAffiliation: { empty: true },
};

/** The demo-shaped test directory through the Plan-Net test kit's SHALL searches (plan-net-shall-searches.ts). */
describe.each(testDatabaseKinds())("the Plan-Net SHALL searches, by fhir-kit-client, on %s", (kind) => {
  let testApp: TestApp;
  let client: Client;
  beforeAll(async () => {
    testApp = await buildTestApp(kind, {}, () => TEST_NOW);
    await insertTestDirectory(testApp.database.db);
    await testApp.app.listen({ port: 0, host: "127.0.0.1" });
    const address = testApp.app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    client = new Client({ baseUrl: `http://127.0.0.1:${port}/fhir` });
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  it("reads the CapabilityStatement", async () => {
    const statement = (await client.capabilityStatement()) as { resourceType: string; fhirVersion: string };
    expect(statement).toMatchObject({ resourceType: "CapabilityStatement", fhirVersion: "4.0.1" });
  });

  for (const name of Object.keys(SERVED) as ServedName[]) {
    it(`answers every SHALL search, _include and _revinclude of ${name}`, async () => {
      await expectShallSearches(client, name, NO_SOURCE[name]);
    });
    it(`answers every SHALL chain of ${name}`, async () => {
      await expectShallChains(client, name, NO_SOURCE);
    });
  }
});
