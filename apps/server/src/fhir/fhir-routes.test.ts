import type { Bundle, CapabilityStatement, OperationOutcome, Resource } from "@medplum/fhirtypes";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";
import { insertTestDirectory, PHYSICIANS, TEST_NOW } from "../testing/directory-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";
import { planNetIssues, withoutKnownFalsePositives } from "./plan-net-validator.ts";

const { alice, robert, maria, david, zoe, franklin } = PHYSICIANS;
const ALL_NPIS = [alice, robert, maria, david, zoe, franklin].map((physician) => physician.npi).sort();

describe.each(testDatabaseKinds())("the FHIR directory API on %s", (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp(kind, {}, () => TEST_NOW);
    await insertTestDirectory(testApp.database.db);
    // Fixed times (the database would stamp now()): what the _lastUpdated searches below compare with.
    await sql`UPDATE provider_locations SET updated_at = '2026-06-01T00:00:00Z'`.execute(testApp.database.db);
    await sql`UPDATE physicians SET updated_at = '2026-06-01T00:00:00Z'`.execute(testApp.database.db);
    await sql`UPDATE physicians SET updated_at = '2026-01-15T08:30:00Z' WHERE npi = ${alice.npi}`.execute(
      testApp.database.db,
    );
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  async function get(url: string, headers: Record<string, string> = {}) {
    const response = await testApp.app.inject({ method: "GET", url, headers });
    expect(response.headers["content-type"]).toBe("application/fhir+json; charset=utf-8");
    return response;
  }
  async function search(url: string): Promise<Bundle> {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    const bundle = response.json() as Bundle;
    expect(bundle).toMatchObject({ resourceType: "Bundle", type: "searchset" });
    return bundle;
  }
  const idsOf = (bundle: Bundle, mode: "match" | "include" = "match") =>
    (bundle.entry ?? []).filter((entry) => entry.search?.mode === mode).map((entry) => entry.resource?.id);
  const typedIdsOf = (bundle: Bundle, mode: "match" | "include") =>
    (bundle.entry ?? [])
      .filter((entry) => entry.search?.mode === mode)
      .map((entry) => `${entry.resource?.resourceType}/${entry.resource?.id}`)
      .sort();

  it("answers /fhir/metadata with a CapabilityStatement naming exactly the served types and parameters", async () => {
    const response = await get("/fhir/metadata");
    expect(response.statusCode).toBe(200);
    const statement = response.json() as CapabilityStatement;
    expect(statement.fhirVersion).toBe("4.0.1");
    const resources = statement.rest?.[0]?.resource ?? [];
    expect(resources.map((resource) => resource.type)).toEqual([
      "Practitioner",
      "PractitionerRole",
      "Location",
      "Organization",
      // Kept by an import (decision 143).
      "HealthcareService",
      "InsurancePlan",
      "Endpoint",
      "OrganizationAffiliation",
      "Schedule",
      "Slot",
      // The EHR feed's, for backend clients only (decision 152).
      "Appointment",
      "Patient",
    ]);
    const practitioner = resources.find((resource) => resource.type === "Practitioner");
    expect(practitioner?.searchParam?.map((param) => param.name)).toEqual([
      "_id",
      "_lastUpdated",
      "name",
      "family",
      "given",
      "identifier",
    ]);
    expect(practitioner?.searchRevInclude).toEqual(["PractitionerRole:practitioner"]);
    expect(resources.find((resource) => resource.type === "Location")?.searchRevInclude).toEqual([
      "PractitionerRole:location",
      "HealthcareService:location",
      "InsurancePlan:coverage-area",
      "OrganizationAffiliation:location",
    ]);
    expect(resources.find((resource) => resource.type === "Organization")?.supportedProfile).toEqual([
      "http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/plannet-Organization",
      "http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/plannet-Network",
    ]);
  });

  it("reads a Practitioner by NPI, valid R4 and valid Plan-Net", async () => {
    const response = await get(`/fhir/Practitioner/${alice.npi}`);
    expect(response.statusCode).toBe(200);
    const practitioner = response.json();
    expect(practitioner).toMatchObject({
      resourceType: "Practitioner",
      id: alice.npi,
      identifier: [{ system: "http://hl7.org/fhir/sid/us-npi", value: alice.npi }],
      name: [{ family: "Johnson", given: ["Alice", "M"] }],
      gender: "female",
      meta: { lastUpdated: "2026-01-15T08:30:00.000Z" },
    });
    expect(planNetIssues(practitioner, "plannet-Practitioner")).toEqual([]);
  });

  it("answers an unknown id, type or path with a 404 OperationOutcome (never the web page)", async () => {
    for (const url of [
      "/fhir/Practitioner/9999999999",
      "/fhir/Observation/1", // a type not served (Patient is the EHR feed's, behind a token)
      "/fhir/Practitioner/1/_history/1",
      "/fhir/PractitionerRole/nonsense",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      const outcome = response.json() as OperationOutcome;
      expect(outcome.resourceType, url).toBe("OperationOutcome");
      expect(outcome.issue[0]?.severity).toBe("error");
    }
  });

  it("searches Practitioner by name, family, given, identifier and _id", async () => {
    expect(idsOf(await search("/fhir/Practitioner?name=johns"))).toEqual([alice.npi, robert.npi]);
    expect(idsOf(await search("/fhir/Practitioner?name=ALI"))).toEqual([alice.npi]);
    expect(idsOf(await search("/fhir/Practitioner?family=Johnson&given=rob"))).toEqual([robert.npi]);
    expect(idsOf(await search("/fhir/Practitioner?family:exact=johnson"))).toEqual([]);
    expect(idsOf(await search("/fhir/Practitioner?family:contains=ARC"))).toEqual([maria.npi]);
    expect(idsOf(await search("/fhir/Practitioner?given=zoe,david"))).toEqual([david.npi, zoe.npi]);
    expect(idsOf(await search(`/fhir/Practitioner?identifier=http://hl7.org/fhir/sid/us-npi|${maria.npi}`))).toEqual([
      maria.npi,
    ]);
    expect(idsOf(await search(`/fhir/Practitioner?identifier=http://other.example|${maria.npi}`))).toEqual([]);
    expect(idsOf(await search(`/fhir/Practitioner?_id=${franklin.npi},${zoe.npi}`))).toEqual([zoe.npi, franklin.npi]);
  });

  it("searches _lastUpdated with prefixes and date precision, and the database stamps a changed row", async () => {
    expect(idsOf(await search("/fhir/Practitioner?_lastUpdated=lt2026-03-01"))).toEqual([alice.npi]);
    expect(idsOf(await search("/fhir/Practitioner?_lastUpdated=2026-01"))).toEqual([alice.npi]);
    expect(idsOf(await search("/fhir/Practitioner?_lastUpdated=eq2026-01-15T08:30:00Z"))).toEqual([alice.npi]);
    expect(idsOf(await search("/fhir/Practitioner?_lastUpdated=ge2026-06-01"))).toHaveLength(5);
    expect(idsOf(await search("/fhir/Practitioner?_lastUpdated=gt2026-06-01"))).toEqual([]);
    expect(idsOf(await search("/fhir/Practitioner?_lastUpdated=ge2026-01-01&_lastUpdated=lt2026-02-01"))).toEqual([
      alice.npi,
    ]);
    await sql`UPDATE physicians SET bio = 'changed' WHERE npi = ${zoe.npi}`.execute(testApp.database.db);
    expect(idsOf(await search("/fhir/Practitioner?_lastUpdated=gt2026-06-01"))).toEqual([zoe.npi]);
    await sql`UPDATE physicians SET updated_at = '2026-06-01T00:00:00Z' WHERE npi = ${zoe.npi}`.execute(
      testApp.database.db,
    );
  });

  it("stamps a role when its physician or location changes, so _lastUpdated finds it", async () => {
    // The test above changed a physician (stamped now, and so its role): back to the fixed time.
    await sql`UPDATE provider_locations SET updated_at = '2026-06-01T00:00:00Z'`.execute(testApp.database.db);
    expect(idsOf(await search("/fhir/PractitionerRole?_lastUpdated=gt2026-06-01"))).toEqual([]);
    await sql`UPDATE physicians SET bio = 'new', updated_at = '2026-09-09T09:00:00Z' WHERE npi = ${robert.npi}`.execute(
      testApp.database.db,
    );
    await sql`UPDATE locations SET updated_at = '2026-08-08T08:00:00Z' WHERE id = 'T-LOC-3'`.execute(
      testApp.database.db,
    );
    expect(idsOf(await search("/fhir/PractitionerRole?_lastUpdated=gt2026-06-01"))).toEqual([
      `${robert.npi}-T-LOC-2`,
      `${maria.npi}-T-LOC-3`,
      `${franklin.npi}-T-LOC-3`,
    ]);
    const role = (await get(`/fhir/PractitionerRole/${robert.npi}-T-LOC-2`)).json();
    expect(role.meta.lastUpdated).toBe("2026-09-09T09:00:00.000Z");
    // An older stamp does not move a role back.
    await sql`UPDATE locations SET updated_at = '2026-01-01T00:00:00Z' WHERE id = 'T-LOC-3'`.execute(
      testApp.database.db,
    );
    expect(idsOf(await search("/fhir/PractitionerRole?_lastUpdated=2026-08-08"))).toEqual([
      `${maria.npi}-T-LOC-3`,
      `${franklin.npi}-T-LOC-3`,
    ]);
    await sql`UPDATE provider_locations SET updated_at = '2026-06-01T00:00:00Z'`.execute(testApp.database.db);
    await sql`UPDATE physicians SET updated_at = '2026-06-01T00:00:00Z' WHERE npi = ${robert.npi}`.execute(
      testApp.database.db,
    );
  });

  it("answers malformed parameters 400, ignores unknown ones unless Prefer: handling=strict", async () => {
    for (const url of [
      "/fhir/Practitioner?_count=abc",
      "/fhir/Practitioner?_count=0",
      "/fhir/Practitioner?_lastUpdated=yesterday",
      "/fhir/Practitioner?_lastUpdated=2026-02-30",
      "/fhir/Practitioner?_lastUpdated=2026-01-01T10:00:00",
      "/fhir/Practitioner?name:fuzzy=x",
      "/fhir/PractitionerRole?practitioner=Location/T-LOC-1",
      "/fhir/PractitionerRole?practitioner=a/b/c",
      "/fhir/Practitioner?_cursor=not-a-cursor",
      "/fhir/Practitioner?_include=PractitionerRole:practitioner",
      "/fhir/Practitioner?_revinclude=HealthcareService:location",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect((response.json() as OperationOutcome).resourceType, url).toBe("OperationOutcome");
    }
    const lenient = await search("/fhir/Practitioner?name=johns&_sort=family&color=blue");
    expect(idsOf(lenient)).toEqual([alice.npi, robert.npi]);
    expect(lenient.link?.[0]?.url).toMatch(/\/fhir\/Practitioner\?name=johns&_count=20$/);
    const outcome = lenient.entry?.find((entry) => entry.search?.mode === "outcome")?.resource as OperationOutcome;
    expect(outcome.issue[0]?.details?.text).toContain("_sort, color");
    const strict = await get("/fhir/Practitioner?name=johns&color=blue", { prefer: "handling=strict" });
    expect(strict.statusCode).toBe(400);
    expect(strict.json()).toMatchObject({ resourceType: "OperationOutcome", issue: [{ expression: ["color"] }] });
  });

  it("pages with next links that never repeat or skip, even when rows are added between pages", async () => {
    const seen: string[] = [];
    let url: string | undefined = "/fhir/Practitioner?_count=2";
    let pages = 0;
    while (url) {
      const bundle = await search(url.replace(/^https?:\/\/[^/]+/, ""));
      seen.push(...(idsOf(bundle) as string[]));
      url = bundle.link?.find((link) => link.relation === "next")?.url;
      pages++;
      if (pages === 1) {
        // Sorts before everything already served: not seen on later pages, and nothing repeats.
        await sql`INSERT INTO physicians (npi, url_title, first_name, last_name, designation, gender)
                  VALUES ('1000000000', 'early-bird', 'Early', 'Bird', 'MD', 'Female')`.execute(testApp.database.db);
      }
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(ALL_NPIS);
    await sql`DELETE FROM physicians WHERE npi = '1000000000'`.execute(testApp.database.db);
  });

  it("searches PractitionerRole by specialty (NUCC), location, organization, practitioner and role, with _include", async () => {
    const cardiology = await search(
      "/fhir/PractitionerRole?specialty=http://nucc.org/provider-taxonomy|207RC0000X&_include=PractitionerRole:practitioner&_include=PractitionerRole:location",
    );
    expect(idsOf(cardiology)).toEqual([
      `${alice.npi}-T-LOC-1`,
      `${alice.npi}-T-LOC-4`,
      `${david.npi}-T-LOC-1`,
      `${david.npi}-T-LOC-2`,
    ]);
    expect(typedIdsOf(cardiology, "include")).toEqual([
      "Location/T-LOC-1",
      "Location/T-LOC-2",
      "Location/T-LOC-4",
      `Practitioner/${alice.npi}`,
      `Practitioner/${david.npi}`,
    ]);
    expect(idsOf(await search("/fhir/PractitionerRole?specialty=207RC0000X&location=Location/T-LOC-1"))).toEqual([
      `${alice.npi}-T-LOC-1`,
      `${david.npi}-T-LOC-1`,
    ]);
    expect(idsOf(await search("/fhir/PractitionerRole?organization=09101"))).toEqual([
      `${maria.npi}-T-LOC-3`,
      `${franklin.npi}-T-LOC-3`,
    ]);
    expect(idsOf(await search(`/fhir/PractitionerRole?practitioner=Practitioner/${zoe.npi}`))).toEqual([
      `${zoe.npi}-T-LOC-4`,
    ]);
    expect(idsOf(await search("/fhir/PractitionerRole?role=ph&_count=100"))).toHaveLength(8);
    expect(idsOf(await search("/fhir/PractitionerRole?role=de"))).toEqual([]);
    // No role carries a network, service or endpoint: an honest empty answer, not everything.
    expect(idsOf(await search("/fhir/PractitionerRole?network=Organization/x"))).toEqual([]);
    const role = (await get(`/fhir/PractitionerRole/${alice.npi}-T-LOC-1`)).json();
    expect(role).toMatchObject({
      specialty: [{ coding: [{ system: "http://nucc.org/provider-taxonomy", code: "207RC0000X" }] }],
      availableTime: [{ daysOfWeek: ["mon", "wed"], availableStartTime: "09:00:00", availableEndTime: "12:00:00" }],
      code: [{ coding: [{ code: "ph" }] }],
    });
  });

  it("searches Location by city, state, ZIP, address and organization, with _revinclude of roles", async () => {
    expect(idsOf(await search("/fhir/Location?address-city=nash"))).toEqual(["T-LOC-1"]);
    expect(idsOf(await search("/fhir/Location?address-state=TX"))).toEqual(["T-LOC-3"]);
    expect(idsOf(await search("/fhir/Location?address-postalcode=370"))).toEqual(["T-LOC-2"]);
    expect(idsOf(await search("/fhir/Location?address=houston"))).toEqual(["T-LOC-3"]);
    expect(idsOf(await search("/fhir/Location?organization=Organization/09001"))).toEqual(["T-LOC-1", "T-LOC-4"]);
    const withRoles = await search(
      "/fhir/Location?_id=T-LOC-3&_revinclude=PractitionerRole:location&_include=Location:organization",
    );
    expect(typedIdsOf(withRoles, "include")).toEqual([
      "Organization/09101",
      `PractitionerRole/${maria.npi}-T-LOC-3`,
      `PractitionerRole/${franklin.npi}-T-LOC-3`,
    ]);
  });

  it("searches Organization (facilities) by name, address and type, with _revinclude of roles", async () => {
    expect(idsOf(await search("/fhir/Organization?name=cent"))).toEqual(["09001"]);
    expect(idsOf(await search("/fhir/Organization?address=houston"))).toEqual(["09101", "09999"]);
    expect(idsOf(await search("/fhir/Organization?type=fac"))).toHaveLength(4);
    expect(idsOf(await search("/fhir/Organization?type=ntwk"))).toEqual([]);
    const withRoles = await search("/fhir/Organization?_id=09002&_revinclude=PractitionerRole:organization");
    expect(typedIdsOf(withRoles, "include")).toEqual(
      [`PractitionerRole/${robert.npi}-T-LOC-2`, `PractitionerRole/${david.npi}-T-LOC-2`].sort(),
    );
  });

  it("serves every resource valid R4 and valid to its Plan-Net profile", async () => {
    const served: Resource[] = [];
    for (const type of ["Practitioner", "PractitionerRole", "Location", "Organization"]) {
      const bundle = await search(`/fhir/${type}?_count=100`);
      served.push(...(bundle.entry ?? []).map((entry) => entry.resource as Resource));
    }
    expect(served).toHaveLength(6 + 8 + 4 + 4);
    for (const resource of served) {
      const profile = `plannet-${resource.resourceType}`;
      expect(
        withoutKnownFalsePositives(resource, planNetIssues(resource, profile)),
        `${resource.resourceType}/${resource.id}`,
      ).toEqual([]);
    }
  });
});
