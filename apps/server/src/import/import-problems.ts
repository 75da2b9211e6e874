/**
 * What an import says about its input: an error rejects the line it is on (nothing of it is written),
 * a warning says what was changed to take the line (a number coerced to the string FHIR requires).
 * Never a patient field: the input is a directory, and the messages name fields, not values of people.
 */
export interface ImportProblem {
  severity: "error" | "warning";
  file: string;
  /** 1-based line of the file (the entry's position for a Bundle); 0 for the file as a whole. */
  line: number;
  /** The resource field (FHIRPath-like: `identifier[0].value`) or CSV column the problem is in. */
  field: string;
  reason: string;
}

/** Where a resource came from, so a problem found later (a missing reference) still names its line. */
export interface SourcePosition {
  file: string;
  line: number;
}

/** Collects problems while one resource is mapped; the mapper adds, the reader tags them with the line. */
export class ProblemList {
  readonly items: Omit<ImportProblem, "file" | "line">[] = [];

  error(field: string, reason: string): void {
    this.items.push({ severity: "error", field, reason });
  }

  warning(field: string, reason: string): void {
    this.items.push({ severity: "warning", field, reason });
  }

  get hasErrors(): boolean {
    return this.items.some((item) => item.severity === "error");
  }

  at(position: SourcePosition): ImportProblem[] {
    return this.items.map((item) => ({ ...position, ...item }));
  }
}

export function formatProblem(problem: ImportProblem): string {
  const where = problem.line > 0 ? `${problem.file}:${problem.line}` : problem.file;
  return `${where} ${problem.severity} ${problem.field}: ${problem.reason}`;
}
