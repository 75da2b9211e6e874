import type { Bundle } from "@medplum/fhirtypes";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";
import { insertTestDirectory, TEST_NOW } from "../testing/directory-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";

const CS = "http://hl7.org/fhir/us/davinci-pdex-plan-net/CodeSystem/";

/** Kept resources written as an import writes them (decision 143), beside the test directory's facilities. */
const KEPT: { type: string; id: string; body: Record<string, unknown> }[] = [
  {
    type: "Organization",
    id: "payer-1",
    body: { active: true, type: [{ coding: [{ system: `${CS}OrgTypeCS`, code: "payer" }] }], name: "Ácme Health" },
  },
  ...["a", "b", "c"].map((letter) => ({
    type: "Organization",
    id: `net-${letter}`,
    body: {
      active: true,
      type: [{ coding: [{ system: `${CS}OrgTypeCS`, code: "ntwk" }] }],
      name: `Network ${letter.toUpperCase()}`,
      alias: [`Alias ${letter}`],
      partOf: { reference: "Organization/payer-1" },
    },
  })),
  {
    type: "InsurancePlan",
    id: "plan-1",
    body: {
      status: "active",
      type: [{ coding: [{ system: `${CS}InsuranceProductTypeCS`, code: "commppo" }] }],
      name: "Acme Gold",
      alias: ["Gold PPO"],
      ownedBy: { reference: "Organization/payer-1" },
      administeredBy: { reference: "Organization/payer-1" },
      network: [{ reference: "Organization/net-a" }],
      identifier: [{ system: "urn:plans", value: "G-1" }],
      plan: [{ type: { coding: [{ system: `${CS}InsurancePlanTypeCS`, code: "gold" }] } }],
    },
  },
  {
    type: "HealthcareService",
    id: "svc-1",
    body: {
      active: true,
      category: [{ coding: [{ system: `${CS}HealthcareServiceCategoryCS`, code: "lab" }] }],
      name: "Lab",
      providedBy: { reference: "Organization/09001" },
      location: [{ reference: "Location/T-LOC-1" }],
    },
  },
];

describe.each(testDatabaseKinds())("the kept Plan-Net types at /fhir on %s", (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp(kind, {}, () => TEST_NOW);
    await insertTestDirectory(testApp.database.db);
    for (const row of KEPT) {
      await sql`INSERT INTO plan_net_resources (type, id, body) VALUES (${row.type}, ${row.id}, ${JSON.stringify(row.body)}::text::jsonb)`.execute(
        testApp.database.db,
      );
    }
  }, 240_000);
  afterAll(async () => {
    await testApp?.close();
  });

  async function search(url: string): Promise<Bundle> {
    const response = await testApp.app.inject({ method: "GET", url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Bundle;
  }
  const ids = (bundle: Bundle, mode = "match") =>
    (bundle.entry ?? []).filter((entry) => entry.search?.mode === mode).map((entry) => entry.resource?.id);

  it("reads a kept resource with its profile, and answers 404 for an unknown id", async () => {
    const network = (await testApp.app.inject({ method: "GET", url: "/fhir/Organization/net-a" })).json();
    expect(network).toMatchObject({
      resourceType: "Organization",
      id: "net-a",
      name: "Network A",
      meta: { profile: ["http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/plannet-Network"] },
    });
    const missing = await testApp.app.inject({ method: "GET", url: "/fhir/InsurancePlan/none" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ resourceType: "OperationOutcome" });
  });

  it("searches Organizations across facilities and kept ones: type, name with aliases and accents, partof", async () => {
    expect(ids(await search("/fhir/Organization?type=ntwk"))).toEqual(["net-a", "net-b", "net-c"]);
    expect(ids(await search(`/fhir/Organization?type=${encodeURIComponent(`${CS}OrgTypeCS|payer`)}`))).toEqual([
      "payer-1",
    ]);
    expect(ids(await search("/fhir/Organization?type=fac"))).toHaveLength(4);
    expect(ids(await search("/fhir/Organization?name=acme"))).toEqual(["payer-1"]);
    expect(ids(await search("/fhir/Organization?name=alias%20b"))).toEqual(["net-b"]);
    expect(ids(await search("/fhir/Organization?partof=payer-1&_count=2"))).toEqual(["net-a", "net-b"]);
    const withPayer = await search("/fhir/Organization?_id=net-c&_include=Organization:partof");
    expect(ids(withPayer, "include")).toEqual(["payer-1"]);
  });

  it("pages across facilities and kept Organizations without repeating or skipping", async () => {
    const seen: string[] = [];
    let url: string | undefined = "/fhir/Organization?_count=2";
    while (url) {
      const bundle = await search(url.replace(/^https?:\/\/[^/]+/, ""));
      seen.push(...(ids(bundle) as string[]));
      url = bundle.link?.find((link) => link.relation === "next")?.url;
    }
    expect(seen).toEqual([...new Set(seen)].sort());
    expect(seen).toHaveLength(4 + 4);
  });

  it("searches InsurancePlan by plan-type, identifier, type, owner and alias, with _revinclude from the payer", async () => {
    expect(ids(await search("/fhir/InsurancePlan?plan-type=gold"))).toEqual(["plan-1"]);
    expect(ids(await search("/fhir/InsurancePlan?plan-type=silver"))).toEqual([]);
    expect(ids(await search("/fhir/InsurancePlan?identifier=urn:plans|G-1"))).toEqual(["plan-1"]);
    expect(ids(await search("/fhir/InsurancePlan?identifier=other|G-1"))).toEqual([]);
    expect(ids(await search("/fhir/InsurancePlan?type=%7Ccommppo"))).toEqual([]);
    expect(ids(await search("/fhir/InsurancePlan?owned-by=Organization/payer-1"))).toEqual(["plan-1"]);
    expect(ids(await search("/fhir/InsurancePlan?name=gold"))).toEqual(["plan-1"]);
    const payer = await search("/fhir/Organization?_id=payer-1&_revinclude=InsurancePlan:owned-by");
    expect(ids(payer, "include")).toEqual(["plan-1"]);
  });

  it("searches HealthcareService by a facility and a location of the directory, and includes them", async () => {
    const bundle = await search(
      "/fhir/HealthcareService?organization=09001&location=Location/T-LOC-1&_include=HealthcareService:organization&_include=HealthcareService:location",
    );
    expect(ids(bundle)).toEqual(["svc-1"]);
    expect(ids(bundle, "include")?.sort()).toEqual(["09001", "T-LOC-1"]);
    expect(ids(await search("/fhir/HealthcareService?service-category=lab&name=la"))).toEqual(["svc-1"]);
  });

  it("refuses a malformed reference (400) and answers an empty type with an empty Bundle", async () => {
    const bad = await testApp.app.inject({ method: "GET", url: "/fhir/Endpoint?organization=Location/x" });
    expect(bad.statusCode).toBe(400);
    expect(ids(await search("/fhir/Endpoint"))).toEqual([]);
    expect(ids(await search("/fhir/OrganizationAffiliation?network=net-a"))).toEqual([]);
  });
});
