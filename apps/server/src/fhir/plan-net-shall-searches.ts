import { readFileSync } from "node:fs";
import path from "node:path";
import type { Bundle, Resource } from "@medplum/fhirtypes";
import type { Client } from "fhir-kit-client";
import { expect } from "vitest";
import { parse } from "yaml";
import { SHARED_INTEROP } from "./plan-net-validator.ts";

/**
 * Tests only. The Plan-Net test kit's own list of what a server SHALL answer (shared/interop/plan-net-ig/
 * search-requirements-<type>.yml), run by a FHIR client we did not write against the real server
 * listening on loopback: every SHALL search parameter with a value taken from a served resource (as
 * the kit takes it), and every listed _include and _revinclude.
 */
export const SERVED = {
  Practitioner: "practitioner",
  PractitionerRole: "practitioner_role",
  Location: "location",
  Organization: "organization",
} as const;

/** Parameters whose element has no source in our data: answered, always with no match. */
const NO_SOURCE: Record<string, string[]> = {
  Practitioner: [],
  PractitionerRole: ["service", "network", "endpoint"],
  Location: ["partof", "endpoint", "type"],
  Organization: ["partof", "endpoint", "coverage-area"],
};

interface Requirements {
  ":searches": { ":names": string[]; ":expectation": string }[];
  ":search_definitions": Record<string, { ":paths": string[]; ":type": string }>;
  ":include_params": string[];
  ":revincludes": string[];
}

function requirementsOf(file: string): Requirements {
  return parse(readFileSync(path.join(SHARED_INTEROP, "plan-net-ig", `search-requirements-${file}.yml`), "utf8"));
}

/** A search value for the parameter from the resource, following its first path as the kit does. */
function valueFor(resource: Resource, definition: { ":paths": string[]; ":type": string }): string | undefined {
  const steps = (definition[":paths"][0] ?? "").replace(/^Resource\./, "").split(".");
  let values: unknown[] = [resource];
  for (const step of steps) {
    values = values.flatMap((value) => {
      const next = (value as Record<string, unknown>)[step];
      return Array.isArray(next) ? next : next === undefined ? [] : [next];
    });
  }
  const first = values[0] as Record<string, unknown> | string | undefined;
  if (first === undefined) return undefined;
  if (typeof first === "string") return first;
  switch (definition[":type"]) {
    case "Reference":
      return first.reference as string;
    case "HumanName":
      return first.family as string;
    case "Address":
      return first.city as string;
    case "CodeableConcept": {
      const coding = (first.coding as { system: string; code: string }[] | undefined)?.[0];
      return coding ? `${coding.system}|${coding.code}` : undefined;
    }
    default:
      return undefined;
  }
}

/** Runs every SHALL search, _include and _revinclude of the type's requirements file through the client. */
export async function expectShallSearches(client: Client, type: keyof typeof SERVED): Promise<void> {
  const file = SERVED[type];
  const requirements = requirementsOf(file);
  const all = (await client.search({ resourceType: type, searchParams: { _count: 100 } })) as unknown as Bundle;
  const resources = (all.entry ?? []).map((entry) => entry.resource as Resource);
  expect(resources.length).toBeGreaterThan(0);
  const shall = requirements[":searches"].filter((search) => search[":expectation"] === "SHALL");
  for (const search of shall) {
    for (const name of search[":names"]) {
      const definition = requirements[":search_definitions"][`:${name}`];
      if (!definition) throw new Error(`${file}: no definition of ${name}`);
      if (NO_SOURCE[type]?.includes(name)) {
        const bundle = (await client.search({
          resourceType: type,
          searchParams: { [name]: "none" },
        })) as unknown as Bundle;
        expect(bundle.entry ?? [], `${type}?${name}`).toEqual([]);
        continue;
      }
      // The kit searches with a value found in the data, and expects that resource among the matches.
      const source = resources.find((resource) => valueFor(resource, definition) !== undefined);
      const value = source && valueFor(source, definition);
      expect(value, `${type}: a value for ${name}`).toBeDefined();
      const bundle = (await client.search({
        resourceType: type,
        searchParams: { [name]: value as string, _count: 100 },
      })) as unknown as Bundle;
      const ids = (bundle.entry ?? []).map((entry) => entry.resource?.id);
      expect(ids, `${type}?${name}=${value}`).toContain(source?.id);
    }
  }
  const first = resources[0] as Resource;
  for (const include of requirements[":include_params"]) {
    const bundle = (await client.search({
      resourceType: type,
      searchParams: { _id: first.id as string, _include: include },
    })) as unknown as Bundle;
    expect(bundle.resourceType, include).toBe("Bundle");
  }
  for (const revinclude of requirements[":revincludes"].filter((name) => name.startsWith("PractitionerRole:"))) {
    // A resource some role refers to (not every organization of a real directory has roles): the
    // target of a role's reference, as the kit finds it.
    const element = revinclude.split(":")[1] as "organization" | "location" | "practitioner";
    const roles = (await client.search({
      resourceType: "PractitionerRole",
      searchParams: { _count: 1 },
    })) as unknown as Bundle;
    const role = roles.entry?.[0]?.resource as Record<string, unknown> | undefined;
    const reference = [role?.[element]].flat()[0] as { reference?: string } | undefined;
    const target = reference?.reference?.split("/")[1] ?? (first.id as string);
    const bundle = (await client.search({
      resourceType: type,
      searchParams: { _id: target, _revinclude: revinclude },
    })) as unknown as Bundle;
    const included = (bundle.entry ?? []).filter((entry) => entry.search?.mode === "include");
    expect(included.length, revinclude).toBeGreaterThan(0);
  }
}
