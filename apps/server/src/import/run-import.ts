import type { Database } from "../database/create-database.ts";
import { type AssembledDirectory, assembleDirectory, type MappedInput } from "./assemble-directory.ts";
import { MappedCompactor } from "./compact-mapped.ts";
import { type ImportMapping, ImportMappingError } from "./import-mapping.ts";
import { formatProblem, type ImportProblem, ProblemList } from "./import-problems.ts";
import { mapPlanNetResource, SKIPPED_TYPES } from "./map-plan-net.ts";
import { loadNuccTaxonomy, type TaxonomyEntry } from "./nucc-taxonomy.ts";
import { expandInputs, readPlanNetFile } from "./read-plan-net-files.ts";
import { loadCatalogue, type WriteSummary, writeDirectory } from "./write-directory.ts";

export interface ImportOptions {
  /** Plan-Net files and folders (NDJSON or JSON Bundles). */
  inputs: string[];
  mapping: ImportMapping;
  dryRun: boolean;
  /** A partial import retires nobody (the clinicians it does not name stay as they are). */
  partial: boolean;
  /** Write the lines that passed even when others were rejected (then nobody is retired either). */
  skipRejected: boolean;
  /** More mapped clinicians from another source (the NPPES reader), added to the Plan-Net ones. */
  extra?: MappedInput[];
  extraProblems?: ImportProblem[];
  taxonomy?: ReadonlyMap<string, TaxonomyEntry>;
  /** The clock a retired clinician's future bookings are measured against; the process's by default. */
  now?: Date;
}

/** Exit codes of `npm run import`. */
export const EXIT = {
  /** Everything read was taken (written, or nothing needed writing, or a dry run). */
  ok: 0,
  /** Lines were rejected: nothing was written. */
  rejected: 1,
  /** Bad arguments, mapping file or database state: nothing was read or written. */
  usage: 2,
  /** --skip-rejected: the good lines were written, some were rejected. */
  partlyWritten: 3,
} as const;

export interface ImportReport {
  problems: ImportProblem[];
  /** Resources read per type, and those of types the import has no table for (skipped). */
  read: Record<string, number>;
  skipped: Record<string, number>;
  /** Distinct lines rejected. */
  rejected: number;
  summary: WriteSummary | null;
  exitCode: number;
}

/** Reads, checks and (unless told not to) writes one import; never throws for bad input, only reports it. */
export async function runImport(db: Database, options: ImportOptions): Promise<ImportReport> {
  const taxonomy = options.taxonomy ?? loadNuccTaxonomy();
  const problems: ImportProblem[] = [...(options.extraProblems ?? [])];
  const read: Record<string, number> = {};
  const skipped: Record<string, number> = {};
  const mapped: MappedInput[] = [...(options.extra ?? [])];

  const compactor = new MappedCompactor();
  const { files, problems: missing } = await expandInputs(options.inputs);
  problems.push(...missing);
  for (const file of files) {
    for await (const item of readPlanNetFile(file)) {
      if (item.kind === "problem") {
        problems.push(item.problem);
        continue;
      }
      const type = (item.resource as { resourceType?: unknown } | null)?.resourceType;
      if (typeof type === "string" && (SKIPPED_TYPES as readonly string[]).includes(type)) {
        skipped[type] = (skipped[type] ?? 0) + 1;
        continue;
      }
      const lineProblems = new ProblemList();
      const resource = mapPlanNetResource(item.resource, options.mapping, lineProblems);
      const prefix = item.field ? `${item.field}.` : "";
      problems.push(
        ...lineProblems.at(item.position).map((problem) => ({ ...problem, field: prefix + problem.field })),
      );
      if (resource) {
        read[resource.resourceType] = (read[resource.resourceType] ?? 0) + 1;
        mapped.push({ resource: compactor.compact(resource), position: item.position });
      }
    }
  }

  const catalogue = await loadCatalogue(db);
  checkMappingTypes(options.mapping, catalogue.typeCodes);
  const { directory, problems: joined } = assembleDirectory(mapped, options.mapping, taxonomy, catalogue);
  problems.push(...joined);
  // The assembled rows are all the write needs: the mapped resources go (decision 193).
  mapped.length = 0;
  if (directory.physicians.length === 0 && !problems.some((problem) => problem.severity === "error")) {
    problems.push({
      severity: "error",
      file: options.inputs.join(" "),
      line: 0,
      field: "(import)",
      reason: "holds no clinician (no Practitioner or NPPES row): nothing to import",
    });
  }

  const rejected = new Set(
    problems.filter((problem) => problem.severity === "error").map((problem) => `${problem.file}\u0000${problem.line}`),
  ).size;
  const report: ImportReport = { problems, read, skipped, rejected, summary: null, exitCode: EXIT.ok };
  if (rejected > 0 && !options.skipRejected) {
    report.exitCode = EXIT.rejected;
    return report;
  }
  report.summary = await write(db, directory, {
    retireMissing: !options.partial && rejected === 0,
    dryRun: options.dryRun,
    now: options.now ?? new Date(),
  });
  report.exitCode = rejected > 0 ? EXIT.partlyWritten : EXIT.ok;
  return report;
}

function write(
  db: Database,
  directory: AssembledDirectory,
  options: { retireMissing: boolean; dryRun: boolean; now: Date },
) {
  return writeDirectory(db, directory, options);
}

/** Every appointment type the mapping file names must exist, or the calendars could not offer it. */
function checkMappingTypes(mapping: ImportMapping, codes: ReadonlySet<string>): void {
  const named = [...mapping.newSpecialtyAppointmentTypes, ...Object.values(mapping.appointmentTypes).flat()];
  const unknown = [...new Set(named.filter((code) => !codes.has(code)))];
  if (unknown.length > 0) {
    throw new ImportMappingError(
      `The mapping file names appointment types the database does not have: ${unknown.join(", ")} (known: ${[...codes].sort().join(", ")})`,
    );
  }
}

/** The report as the CLI prints it: every problem, then the counts and the summary. */
export function formatReport(report: ImportReport, options: { dryRun: boolean }): string {
  const lines = report.problems.map(formatProblem);
  const warnings = report.problems.filter((problem) => problem.severity === "warning").length;
  lines.push("");
  lines.push(
    `read: ${
      Object.entries(report.read)
        .map(([type, count]) => `${count} ${type}`)
        .join(", ") || "nothing"
    }`,
  );
  if (Object.keys(report.skipped).length > 0) {
    lines.push(
      `skipped (no table for them): ${Object.entries(report.skipped)
        .map(([type, count]) => `${count} ${type}`)
        .join(", ")}`,
    );
  }
  lines.push(`rejected lines: ${report.rejected}; warnings: ${warnings}`);
  const summary = report.summary;
  if (!summary) {
    lines.push("nothing was written: fix the rejected lines (or run with --skip-rejected) and import again");
    return lines.join("\n");
  }
  lines.push(
    `clinicians: ${summary.added} added, ${summary.changed} changed, ${summary.unchanged} unchanged, ${summary.retired} retired`,
  );
  lines.push(
    `facilities: ${summary.facilities.added} added, ${summary.facilities.changed} changed; locations: ${summary.locations.added} added, ${summary.locations.changed} changed; plans: ${summary.plans.added} added, ${summary.plans.changed} changed`,
  );
  if (summary.specialtiesAdded.length > 0) lines.push(`new specialties: ${summary.specialtiesAdded.join(", ")}`);
  if (summary.retiredBookings.length > 0) {
    lines.push(`future bookings of retired clinicians (kept; call these patients): ${summary.retiredBookings.length}`);
    for (const booking of summary.retiredBookings) {
      lines.push(`  ${booking.start} booking ${booking.bookingId} NPI ${booking.npi} calendar ${booking.calendarId}`);
    }
  }
  lines.push(
    options.dryRun
      ? "dry run: nothing was written"
      : summary.wrote
        ? "written in one transaction"
        : "the database already holds this directory: nothing was written",
  );
  return lines.join("\n");
}
