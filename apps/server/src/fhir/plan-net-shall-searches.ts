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
  Practitioner: { resourceType: "Practitioner", file: "practitioner" },
  PractitionerRole: { resourceType: "PractitionerRole", file: "practitioner_role" },
  Location: { resourceType: "Location", file: "location" },
  Organization: { resourceType: "Organization", file: "organization" },
  // Plan-Net's Network is an Organization of type ntwk, with its own requirements file.
  Network: { resourceType: "Organization", file: "network", only: { type: "ntwk" } },
  HealthcareService: { resourceType: "HealthcareService", file: "healthcare_service" },
  InsurancePlan: { resourceType: "InsurancePlan", file: "insurance_plan" },
  Endpoint: { resourceType: "Endpoint", file: "endpoint" },
  OrganizationAffiliation: { resourceType: "OrganizationAffiliation", file: "org_affil" },
} as const satisfies Record<string, { resourceType: string; file: string; only?: Record<string, string> }>;

export type ServedName = keyof typeof SERVED;

/**
 * What a data set has no source for: SHALL parameters whose element no resource of it carries (answered,
 * always with no match) and revincludes no resource of it makes; `empty`: it has no resource of the type
 * at all (every SHALL parameter is then answered with an empty Bundle).
 */
export interface NoSource {
  parameters?: string[];
  revincludes?: string[];
  /** SHALL chains (`param.chainparam`) no resource leads through to a value of (answered, with no match). */
  chains?: string[];
  empty?: boolean;
}

interface SearchDefinition {
  ":paths": string[];
  ":type": string;
  ":target"?: string;
  ":chain"?: { ":chain": string; ":expectation": string }[];
}

interface Requirements {
  ":searches": { ":names": string[]; ":expectation": string }[];
  ":search_definitions": Record<string, SearchDefinition>;
  ":include_params": string[];
  ":revincludes": string[];
}

function requirementsOf(file: string): Requirements {
  return parse(readFileSync(path.join(SHARED_INTEROP, "plan-net-ig", `search-requirements-${file}.yml`), "utf8"));
}

/** A search value for the parameter from the resource, following its first path as the kit does. */
function valueFor(resource: Resource, definition: SearchDefinition): string | undefined {
  const path = (definition[":paths"][0] ?? "").replace(/^Resource\./, "");
  // An extension's reference, as the kit's paths name them: extension.where(url='…').
  const extension = /^extension\.where\(url='([^']+)'\)$/.exec(path);
  if (extension) {
    const found = (
      (resource as { extension?: { url: string; valueReference?: { reference?: string } }[] }).extension ?? []
    ).find((entry) => entry.url === extension[1] && entry.valueReference?.reference);
    return found?.valueReference?.reference;
  }
  const steps = path.split(".");
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
    case "Identifier":
      return first.system ? `${first.system}|${first.value}` : (first.value as string);
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

/** Every resource of a search, following the next links (at most `limit`). */
async function searchAll(client: Client, resourceType: string, params: Record<string, string>, limit = 5_000) {
  const resources: Resource[] = [];
  let bundle = (await client.search({ resourceType, searchParams: { ...params, _count: 100 } })) as unknown as Bundle;
  for (;;) {
    for (const entry of bundle.entry ?? []) {
      if (entry.search?.mode === "match") resources.push(entry.resource as Resource);
    }
    const next = bundle.link?.find((link) => link.relation === "next")?.url;
    if (!next || resources.length >= limit) return resources;
    bundle = (await client.nextPage({ bundle } as never)) as unknown as Bundle;
  }
}

/** Runs every SHALL search, _include and _revinclude of the type's requirements file through the client. */
export async function expectShallSearches(client: Client, name: ServedName, noSource: NoSource = {}): Promise<void> {
  const served: { resourceType: string; file: string; only?: Record<string, string> } = SERVED[name];
  const type = served.resourceType;
  const requirements = requirementsOf(served.file);
  const resources = await searchAll(client, type, served.only ?? {});
  if (noSource.empty) expect(resources, `${name}: none in this data set`).toEqual([]);
  else expect(resources.length).toBeGreaterThan(0);
  const shall = requirements[":searches"].filter((search) => search[":expectation"] === "SHALL");
  for (const search of shall) {
    for (const param of search[":names"]) {
      const definition = requirements[":search_definitions"][`:${param}`];
      if (!definition) throw new Error(`${served.file}: no definition of ${param}`);
      if (noSource.empty || noSource.parameters?.includes(param)) {
        const bundle = (await client.search({
          resourceType: type,
          searchParams: { ...(served.only ?? {}), [param]: param === "_lastUpdated" ? "2000-01-01" : "none" },
        })) as unknown as Bundle;
        expect(bundle.entry ?? [], `${name}?${param}`).toEqual([]);
        continue;
      }
      // The kit searches with a value found in the data, and expects that resource among the matches.
      const source = resources.find((resource) => valueFor(resource, definition) !== undefined);
      const value = source && valueFor(source, definition);
      expect(value, `${name}: a value for ${param}`).toBeDefined();
      const found = await searchAll(client, type, { ...(served.only ?? {}), [param]: value as string });
      expect(
        found.map((resource) => resource.id),
        `${name}?${param}=${value}`,
      ).toContain(source?.id);
    }
  }
  const first = resources[0];
  for (const include of requirements[":include_params"]) {
    const bundle = (await client.search({
      resourceType: type,
      searchParams: { _id: first?.id ?? "none", _include: include },
    })) as unknown as Bundle;
    expect(bundle.resourceType, include).toBe("Bundle");
  }
  for (const revinclude of requirements[":revincludes"]) {
    // A resource the revinclude's source refers to, found as the kit finds it: the target of a source
    // resource's reference (here through the source's own _include of that parameter).
    const [sourceType = ""] = revinclude.split(":");
    const sources = (await client.search({
      resourceType: sourceType,
      searchParams: { _include: revinclude, _count: 100 },
    })) as unknown as Bundle;
    const target = (sources.entry ?? []).find(
      (entry) =>
        entry.search?.mode === "include" &&
        entry.resource?.resourceType === type &&
        (!served.only?.type || JSON.stringify(entry.resource).includes(`"code":"${served.only.type}"`)),
    )?.resource;
    if (!target) {
      expect(noSource.empty || noSource.revincludes?.includes(revinclude), `${name}: a target of ${revinclude}`).toBe(
        true,
      );
      continue;
    }
    const bundle = (await client.search({
      resourceType: type,
      searchParams: { _id: target.id as string, _revinclude: revinclude },
    })) as unknown as Bundle;
    const included = (bundle.entry ?? []).filter(
      (entry) => entry.search?.mode === "include" && entry.resource?.resourceType === sourceType,
    );
    expect(included.length, revinclude).toBeGreaterThan(0);
  }
}

/** The served name whose requirements file defines a target type's parameters (Organization's own, not Network's). */
function servedNameOf(type: string): ServedName | undefined {
  return (Object.keys(SERVED) as ServedName[]).find(
    (name) => SERVED[name].resourceType === type && !("only" in SERVED[name]),
  );
}

/** A value no resource carries, for a parameter of this type (a chain with no source in the data set). */
function noneFor(definition: SearchDefinition): string {
  if (definition[":type"] === "date") return "1900-01-01";
  if (definition[":type"] === "Reference") return "none";
  return "zzqx-none";
}

/**
 * Every SHALL chain of the type's requirements file (`param.chainparam` under each search definition's
 * `:chain`), read from the file so a chain added there is tested with no change here, through the client
 * as the kit runs it: a resource whose reference leads to a target carrying a value of the chained
 * parameter (the target's own requirements file says where), searched by `param.chainparam=value` and by
 * `param:Type.chainparam=value`, must be among the matches; a value nothing carries matches none. A chain
 * whose reference or chained parameter has no source in the data set (`noSources`) is answered empty.
 */
export async function expectShallChains(
  client: Client,
  name: ServedName,
  noSources: Partial<Record<ServedName, NoSource>>,
): Promise<void> {
  const served: { resourceType: string; file: string; only?: Record<string, string> } = SERVED[name];
  const type = served.resourceType;
  const noSource = noSources[name] ?? {};
  const resources = noSource.empty ? [] : await searchAll(client, type, served.only ?? {});
  const targets = new Map<string, Resource | undefined>();
  const readTarget = async (reference: string) => {
    if (!targets.has(reference)) {
      const [resourceType = "", id = ""] = reference.split("/");
      targets.set(reference, (await client.read({ resourceType, id }).catch(() => undefined)) as Resource | undefined);
    }
    return targets.get(reference);
  };
  const definitions = requirementsOf(served.file)[":search_definitions"];
  // Chains no resource of the data set leads through to a value (each reference and value exists, never together).
  const unpaired: string[] = [];
  for (const [key, definition] of Object.entries(definitions)) {
    const param = key.slice(1);
    for (const { ":chain": chain } of (definition[":chain"] ?? []).filter((one) => one[":expectation"] === "SHALL")) {
      const target = definition[":target"] ?? "";
      const targetName = servedNameOf(target);
      expect(targetName, `${name}: ${param}'s target ${target} is served`).toBeDefined();
      const targetDefinition = requirementsOf(SERVED[targetName as ServedName].file)[":search_definitions"][
        `:${chain}`
      ];
      expect(targetDefinition, `${name}: ${param}.${chain} is a parameter of ${target}`).toBeDefined();
      const chained = targetDefinition as SearchDefinition;
      const targetNoSource = noSources[targetName as ServedName] ?? {};
      const search = async (searchParams: Record<string, string>) =>
        (await searchAll(client, type, { ...(served.only ?? {}), ...searchParams })).map((resource) => resource.id);
      const keys = [`${param}.${chain}`, `${param}:${target}.${chain}`];
      for (const chainKey of keys) {
        expect(await search({ [chainKey]: noneFor(chained) }), `${name}?${chainKey} (none)`).toEqual([]);
      }
      const sourced = !(
        noSource.empty ||
        noSource.parameters?.includes(param) ||
        targetNoSource.empty ||
        targetNoSource.parameters?.includes(chain)
      );
      if (!sourced) continue;
      // The kit's way: a resource whose reference leads to a target that carries a value of the chained parameter.
      let found: { source: Resource; value: string } | undefined;
      for (const source of resources) {
        const reference = valueFor(source, definition);
        const targetResource = reference ? await readTarget(reference) : undefined;
        const value = targetResource && valueFor(targetResource, chained);
        if (value !== undefined) {
          found = { source, value };
          break;
        }
      }
      if (!found) {
        unpaired.push(`${param}.${chain}`);
        continue;
      }
      const { source, value } = found;
      for (const chainKey of keys) {
        // The resource among the matches (asked by its id too: the matches can be thousands), and some matches.
        expect(await search({ [chainKey]: value, _id: source.id as string }), `${name}?${chainKey}=${value}`).toEqual([
          source.id,
        ]);
        const first = (await client.search({
          resourceType: type,
          searchParams: { ...(served.only ?? {}), [chainKey]: value },
        })) as unknown as Bundle;
        expect(first.entry?.length, `${name}?${chainKey}=${value}`).toBeGreaterThan(0);
      }
    }
  }
  expect(unpaired, `${name}: chains with no resource leading to a value`).toEqual(noSource.chains ?? []);
}
