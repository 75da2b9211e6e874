import type { OperationOutcome } from "@medplum/fhirtypes";

/** The issue codes this API answers with (http://hl7.org/fhir/ValueSet/issue-type). */
export type IssueCode =
  | "not-found"
  | "invalid"
  | "not-supported"
  | "exception"
  | "too-costly"
  | "processing"
  | "transient"
  | "login"
  | "forbidden";

/** Paths the FHIR API answers (fhir-plugin.ts); the shared guards answer them with OperationOutcomes too. */
export function isFhirPath(url: string): boolean {
  return url === "/fhir" || url.startsWith("/fhir/") || url.startsWith("/fhir?");
}

/** An error the FHIR routes answer as an OperationOutcome with this HTTP status. */
export class FhirError extends Error {
  constructor(
    readonly status: number,
    readonly code: IssueCode,
    message: string,
    /** The search parameter or element at fault, when there is one. */
    readonly expression?: string,
    /** Headers the answer carries (a 401's or 403's WWW-Authenticate). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function operationOutcome(
  severity: "error" | "warning" | "information" | "fatal",
  code: IssueCode,
  text: string,
  expression?: string,
): OperationOutcome {
  return {
    resourceType: "OperationOutcome",
    issue: [{ severity, code, details: { text }, ...(expression ? { expression: [expression] } : {}) }],
  };
}

export const notFound = (type: string, id: string) =>
  new FhirError(404, "not-found", `${type}/${id} is not known to this server`);

export const badParameter = (name: string, message: string) => new FhirError(400, "invalid", message, name);
