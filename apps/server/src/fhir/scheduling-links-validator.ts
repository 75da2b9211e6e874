import type { OperationOutcomeIssue, Resource } from "@medplum/fhirtypes";
import { errorsOnly, loadPackage, validationIssues } from "./fhir-package-validator.ts";
import { BOOKING_DEEP_LINK, BOOKING_PHONE } from "./scheduling-links.ts";

/**
 * Tests and the consumer script only: a SMART Scheduling Links line checked as an aggregator would,
 * with `@medplum/core` against base R4, and its booking-deep-link and booking-phone extensions against
 * their definitions in the shared guide package (fhir-package-validator.ts).
 */
const PACKAGE = "smart-scheduling-links/smart-scheduling-links-ig.tgz";

/** Errors of one published resource: base R4, and each SMART extension's value as its definition says. */
export function schedulingLinksIssues(resource: Resource): OperationOutcomeIssue[] {
  const definitions = loadPackage(PACKAGE, (definition) => definition.type === "Extension");
  const issues: OperationOutcomeIssue[] = [...validationIssues(resource)];
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
  return errorsOnly(issues);
}
