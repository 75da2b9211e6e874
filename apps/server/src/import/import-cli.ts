import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { ConfigurationError, loadServerConfig } from "../config/server-config.ts";
import { createDatabase, type DatabaseTarget, withoutTimeouts } from "../database/create-database.ts";
import { migrateToLatest } from "../database/migrate.ts";
import { ImportMappingError, loadMappingFile } from "./import-mapping.ts";
import { readNppesFile } from "./read-nppes.ts";
import { EXIT, formatReport, runImport } from "./run-import.ts";

export const IMPORT_USAGE = `Usage: npm run import -- [files or folders …] [--nppes file.csv --roster npis.txt]
  [--mapping mapping.json] [--dry-run] [--partial] [--skip-rejected]`;

export class ImportArgumentsError extends Error {}

export interface ImportArguments {
  inputs: string[];
  nppes: string | undefined;
  roster: string | undefined;
  mapping: string | undefined;
  dryRun: boolean;
  partial: boolean;
  skipRejected: boolean;
}

export function parseImportArguments(argv: string[]): ImportArguments {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    throw new ImportArgumentsError(`${(error as Error).message}\n${IMPORT_USAGE}`);
  }
  const { values, positionals } = parsed;
  if (positionals.length === 0 && !values.nppes) {
    throw new ImportArgumentsError(`Name the files or folders to import.\n${IMPORT_USAGE}`);
  }
  if (values.roster && !values.nppes) throw new ImportArgumentsError(`--roster goes with --nppes.\n${IMPORT_USAGE}`);
  return {
    inputs: positionals,
    nppes: values.nppes,
    roster: values.roster,
    mapping: values.mapping,
    dryRun: values["dry-run"] ?? false,
    partial: values.partial ?? false,
    skipRejected: values["skip-rejected"] ?? false,
  };
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    options: {
      nppes: { type: "string" },
      roster: { type: "string" },
      mapping: { type: "string" },
      "dry-run": { type: "boolean" },
      partial: { type: "boolean" },
      "skip-rejected": { type: "boolean" },
    },
    strict: true,
    allowPositionals: true,
  });
}

/**
 * The embedded database belongs to one process (decision 134): PGlite keeps a postmaster.pid in its
 * folder while it is open, and a second process opening the folder would corrupt it. The import
 * refuses with what to do rather than wait or take the folder.
 */
export function embeddedDatabaseInUse(target: DatabaseTarget): string | null {
  if (target.kind !== "pglite" || !target.dataDir) return null;
  const pidFile = path.join(target.dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  return [
    `The embedded database in ${target.dataDir} is open in another process (the server started by npm start?).`,
    "Stop that server, run the import, then start it again: it serves the imported directory.",
    `If no process has it open (a server that crashed), remove ${pidFile} and run the import again.`,
    "To import while servers keep serving, run on PostgreSQL (DATABASE_URL).",
  ].join("\n");
}

/** npm run import -- …: see IMPORT_USAGE and EXIT. */
export async function runImportCli(argv: string[], log: (line: string) => void = console.log): Promise<number> {
  const args = parseImportArguments(argv);
  const config = loadServerConfig();
  const mapping = await loadMappingFile(args.mapping);
  const inUse = embeddedDatabaseInUse(config.database);
  if (inUse) {
    log(inUse);
    return EXIT.usage;
  }
  const started = performance.now();
  const database = createDatabase(withoutTimeouts(config.database));
  try {
    await migrateToLatest(database.db);
    const nppes = args.nppes ? await readNppesFile(args.nppes, { roster: args.roster }) : undefined;
    const report = await runImport(database.db, {
      inputs: args.inputs,
      mapping,
      dryRun: args.dryRun,
      partial: args.partial,
      skipRejected: args.skipRejected,
      ...(nppes ? { extra: nppes.mapped, extraProblems: nppes.problems } : {}),
    });
    log(formatReport(report, { dryRun: args.dryRun }));
    if (nppes)
      log(
        `NPPES: ${nppes.rowsScanned} rows scanned, ${nppes.mapped.filter((input) => input.resource.resourceType === "Practitioner").length} clinicians taken; left out: ${nppes.skipped.organizations} organisation rows, ${nppes.skipped.deactivated} deactivated NPIs (${nppes.encoding})`,
      );
    log(`in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return report.exitCode;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runImportCli(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      if (
        error instanceof ImportArgumentsError ||
        error instanceof ConfigurationError ||
        error instanceof ImportMappingError
      ) {
        console.error(error.message);
        process.exitCode = EXIT.usage;
        return;
      }
      console.error(error);
      process.exitCode = 1;
    },
  );
}
