import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Bundle, CapabilityStatement, OperationOutcome } from "@medplum/fhirtypes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";
import { insertTestDirectory, PHYSICIANS, TEST_NOW } from "../testing/directory-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";
import { CHAINS_SAID } from "./capability-statement.ts";
import { SHARED_INTEROP } from "./plan-net-validator.ts";

/**
 * Chained searches (decision 198) on the demo-shaped directory: each answer equals the one the same
 * question gets in two steps (the targets searched, then the sources by their ids), unknown chains are
 * handled as unknown parameters, and the CapabilityStatement names every SHALL chain of the files.
 */
describe.each(testDatabaseKinds())("chained FHIR searches on %s", (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp(kind, {}, () => TEST_NOW);
    await insertTestDirectory(testApp.database.db);
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  async function get(url: string, headers: Record<string, string> = {}) {
    return testApp.app.inject({ method: "GET", url, headers });
  }
  async function ids(url: string): Promise<string[]> {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return ((response.json() as Bundle).entry ?? [])
      .filter((entry) => entry.search?.mode === "match")
      .map((entry) => entry.resource?.id as string)
      .sort();
  }
  /** The two-step answer: the targets' ids, then the sources referring to any of them. */
  async function twoSteps(target: string, source: string, param: string): Promise<string[]> {
    const targets = await ids(`/fhir/${target}&_count=100`);
    return targets.length === 0 ? [] : ids(`/fhir/${source}?${param}=${targets.join(",")}&_count=100`);
  }

  it("answers location.address-city as the roles at the city's locations", async () => {
    for (const city of ["Nashville", "houst", "Franklin", "Nowhere"]) {
      const chained = await ids(`/fhir/PractitionerRole?location.address-city=${city}&_count=100`);
      expect(chained).toEqual(await twoSteps(`Location?address-city=${city}`, "PractitionerRole", "location"));
    }
    expect(await ids("/fhir/PractitionerRole?location.address-city=Nashville&_count=100")).not.toEqual([]);
  });

  it("answers practitioner.name, organization.name and their :Type forms alike", async () => {
    const last = PHYSICIANS.alice.last;
    const byName = await ids(`/fhir/PractitionerRole?practitioner.name=${last}&_count=100`);
    expect(byName).toEqual(await twoSteps(`Practitioner?name=${last}`, "PractitionerRole", "practitioner"));
    expect(byName.length).toBeGreaterThan(0);
    expect(await ids(`/fhir/PractitionerRole?practitioner:Practitioner.name=${last}&_count=100`)).toEqual(byName);
    const organizations = await ids("/fhir/Organization?_count=100");
    const organization = (await get(`/fhir/Organization/${organizations[0]}`)).json() as { name: string };
    const byOrganization = await ids(
      `/fhir/PractitionerRole?organization:Organization.name=${encodeURIComponent(organization.name)}&_count=100`,
    );
    expect(byOrganization).toEqual(
      await twoSteps(`Organization?name=${encodeURIComponent(organization.name)}`, "PractitionerRole", "organization"),
    );
  });

  it("answers a chain within a chain, and a chained search beside other parameters", async () => {
    const organizations = await ids("/fhir/Organization?_count=100");
    const organization = (await get(`/fhir/Organization/${organizations[0]}`)).json() as { name: string };
    const name = encodeURIComponent(organization.name);
    expect(await ids(`/fhir/PractitionerRole?location.organization.name=${name}&_count=100`)).toEqual(
      await twoSteps(`Location?organization.name=${name}`, "PractitionerRole", "location"),
    );
    const both = await ids(
      `/fhir/PractitionerRole?location.address-city=Nashville&practitioner.name=${PHYSICIANS.alice.last}&_count=100`,
    );
    const nashville = await ids("/fhir/PractitionerRole?location.address-city=Nashville&_count=100");
    const alice = await ids(`/fhir/PractitionerRole?practitioner.name=${PHYSICIANS.alice.last}&_count=100`);
    expect(both).toEqual(nashville.filter((id) => alice.includes(id)));
  });

  it("ignores an unknown chain unless Prefer: handling=strict, and refuses a malformed chained value", async () => {
    const all = await ids("/fhir/PractitionerRole?_count=100");
    for (const key of [
      "location.color",
      "location:Practitioner.name",
      "specialty.name",
      "practitioner.name.family",
      "color.name",
    ]) {
      expect(await ids(`/fhir/PractitionerRole?${key}=x&_count=100`), key).toEqual(all);
      const strict = await get(`/fhir/PractitionerRole?${key}=x`, { prefer: "handling=strict" });
      expect(strict.statusCode, key).toBe(400);
      expect(strict.json()).toMatchObject({
        resourceType: "OperationOutcome",
        issue: [{ code: "not-supported", expression: [key] }],
      });
    }
    for (const url of [
      "/fhir/PractitionerRole?location._lastUpdated=yesterday",
      "/fhir/PractitionerRole?practitioner.name:sounds=x",
      "/fhir/PractitionerRole?location.organization=Practitioner/1",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect((response.json() as OperationOutcome).resourceType).toBe("OperationOutcome");
    }
  });

  it("names every SHALL chain of the Plan-Net requirements files in the CapabilityStatement", async () => {
    const statement = (await get("/fhir/metadata")).json() as CapabilityStatement;
    const resources = statement.rest?.[0]?.resource ?? [];
    const folder = path.join(SHARED_INTEROP, "plan-net-ig");
    let checked = 0;
    for (const file of readdirSync(folder).filter((name) => name.startsWith("search-requirements-"))) {
      const requirements = parse(readFileSync(path.join(folder, file), "utf8")) as {
        ":resource": string;
        ":search_definitions": Record<string, { ":chain"?: { ":chain": string; ":expectation": string }[] }>;
      };
      const resource = resources.find((one) => one.type === requirements[":resource"]);
      for (const [key, definition] of Object.entries(requirements[":search_definitions"])) {
        const param = resource?.searchParam?.find((one) => one.name === key.slice(1));
        for (const chain of (definition[":chain"] ?? []).filter((one) => one[":expectation"] === "SHALL")) {
          const said = (param?.documentation ?? "").split(CHAINS_SAID)[1]?.replace(/\.$/, "").split(", ") ?? [];
          expect(said, `${file}: ${key.slice(1)}.${chain[":chain"]}`).toContain(`${key.slice(1)}.${chain[":chain"]}`);
          checked++;
        }
      }
    }
    // 74 chains (`grep -c` counts each definition's `:chain:` key too: 99 lines).
    expect(checked).toBe(74);
  });
});
