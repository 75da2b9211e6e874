import { readFileSync } from "node:fs";
import path from "node:path";
import type { Resource } from "@medplum/fhirtypes";
import { describe, expect, it } from "vitest";
import { ProblemList } from "../import/import-problems.ts";
import { STORED_TYPES, type StoredType, storedBody } from "../import/map-plan-net-stored.ts";
import { mapStored } from "./map-stored.ts";
import { planNetIssues, SHARED_INTEROP, withoutKnownFalsePositives } from "./plan-net-validator.ts";

const firstLines = (type: string, count: number): Record<string, unknown>[] =>
  readFileSync(path.join(SHARED_INTEROP, "plan-net-ri", `nppes-data-${type}.ndjson`), "utf8")
    .split("\n")
    .filter(Boolean)
    .slice(0, count)
    .map((line) => JSON.parse(line));

describe("mapStored (a kept Plan-Net resource as served)", () => {
  it("claims plannet-Network for an Organization of type ntwk, plannet-Organization otherwise", () => {
    const updated_at = new Date("2026-11-20T10:00:00Z");
    const network = mapStored({
      type: "Organization",
      id: "n1",
      body: { active: true, type: [{ coding: [{ code: "ntwk" }] }], name: "N" },
      updated_at,
    });
    expect(network.meta).toEqual({
      lastUpdated: "2026-11-20T10:00:00.000Z",
      profile: ["http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/plannet-Network"],
    });
    const payer = mapStored({ type: "Organization", id: "p1", body: { name: "P" }, updated_at });
    expect(payer.meta?.profile?.[0]).toMatch(/plannet-Organization$/);
    expect(payer).toMatchObject({ resourceType: "Organization", id: "p1", name: "P" });
  });

  it("gives resources valid R4 and valid to their Plan-Net profile from the shared directory's lines", () => {
    const types: StoredType[] = [...STORED_TYPES];
    for (const type of types) {
      for (const line of firstLines(type, 5)) {
        const problems = new ProblemList();
        const resource = mapStored({
          type,
          id: line.id as string,
          body: storedBody(line, type, problems),
          updated_at: new Date("2026-11-20T10:00:00Z"),
        }) as Resource;
        const profile = (resource.meta?.profile?.[0] ?? "").split("/").pop() as string;
        expect(withoutKnownFalsePositives(resource, planNetIssues(resource, profile)), `${type}/${line.id}`).toEqual(
          [],
        );
      }
    }
  });
});
