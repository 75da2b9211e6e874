import { closeSync, openSync, readFileSync, rmSync, truncateSync, writeFileSync, writeSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../database/create-database.ts";
import { createTestDatabase, testDatabaseKinds } from "../testing/test-database.ts";
import { MAX_CSV_RECORD_BYTES } from "./csv-records.ts";
import { DEFAULT_IMPORT_MAPPING } from "./import-mapping.ts";
import { directoryFingerprint, NPPES_DIR, planNetSubset, writeNdjsonFolder } from "./plan-net-test-files.ts";
import { readNppesFile } from "./read-nppes.ts";
import { MAX_NDJSON_LINE_BYTES } from "./read-plan-net-files.ts";
import { EXIT, runImport } from "./run-import.ts";

/**
 * "A 2 GB file" (issue 32, decision 194). The files are sparse (fs.truncate), so they cost nothing to
 * make; reading them whole would cost seconds and, held in memory, would crash the process. The NDJSON
 * reader stops at a line past MAX_NDJSON_LINE_BYTES, the CSV reader at a record past
 * MAX_CSV_RECORD_BYTES: a clear error, nothing written, and the rest of the file never read (a bad line
 * planted far into each file would otherwise be reported too). Memory is sampled while each runs.
 */
const TWO_GB = 2 * 1024 ** 3;
const MB = 1024 * 1024;

/** Runs `work` while sampling the process's resident memory; the growth over the start, in MB. */
async function rssGrowthOf<T>(work: () => Promise<T>): Promise<{ result: T; growthMb: number }> {
  const start = process.memoryUsage.rss();
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, growthMb: (peak - start) / MB };
  } finally {
    clearInterval(timer);
  }
}

/** A sparse file of `size` bytes: `head` at the start, `planted` text at the given offsets, zeros elsewhere. */
function sparseFile(file: string, head: string, size: number, planted: [number, string][] = []): string {
  writeFileSync(file, head);
  truncateSync(file, size);
  const handle = openSync(file, "r+");
  try {
    for (const [offset, text] of planted) writeSync(handle, text, offset);
  } finally {
    closeSync(handle);
  }
  return file;
}

describe.each(testDatabaseKinds())("a 2 GB file on %s", (kind) => {
  let database: DatabaseHandle;
  const base = planNetSubset(6);
  const made: string[] = [];
  const run = (options: { inputs: string[]; extra?: Awaited<ReturnType<typeof readNppesFile>> }) =>
    runImport(database.db, {
      inputs: options.inputs,
      mapping: DEFAULT_IMPORT_MAPPING,
      dryRun: false,
      partial: false,
      skipRejected: false,
      ...(options.extra ? { extra: options.extra.mapped, extraProblems: options.extra.problems } : {}),
    });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const first = await run({ inputs: [writeNdjsonFolder(base)] });
    expect(first.summary?.added).toBe(6);
  }, 120_000);
  afterAll(async () => {
    for (const file of made) rmSync(file, { force: true });
    await database?.close();
  });

  it("NDJSON: a line past the limit is rejected with file, line and reason, without reading on; nothing written", async () => {
    const folder = writeNdjsonFolder(base);
    const file = path.join(folder, "Practitioner-more.ndjson");
    // A good line (one the import already has), then 2 GB of zeros without a line end; a line that is
    // not JSON planted at 1 GB.
    const good = JSON.stringify(base.Practitioner[0]);
    made.push(sparseFile(file, `${good}\n`, TWO_GB, [[1024 ** 3, "\nnot json\n"]]));
    const before = await directoryFingerprint(database.db);
    const started = performance.now();
    const { result: report, growthMb } = await rssGrowthOf(() => run({ inputs: [folder] }));
    const errors = report.problems.filter((problem) => problem.severity === "error");
    expect(errors).toEqual([
      {
        severity: "error",
        file,
        line: 2,
        field: "(line)",
        reason: `runs past ${MAX_NDJSON_LINE_BYTES / MB} MB without a line end: one resource a line is expected (the rest of the file was not read)`,
      },
    ]);
    expect(report.exitCode).toBe(EXIT.rejected);
    expect(report.summary).toBeNull();
    expect(await directoryFingerprint(database.db)).toEqual(before);
    // The line is held up to the limit and a chunk, never the file (the import's own rows are a few MB).
    expect(growthMb).toBeLessThan(MAX_NDJSON_LINE_BYTES / MB + 96);
    // Not a speed goal: a guard that the file was not read through (2 GB would take many seconds).
    expect(performance.now() - started).toBeLessThan(30_000);
  }, 60_000);

  it("NPPES CSV: a record past the limit (no line end for 2 GB) is rejected; nothing written", async () => {
    const folder = writeNdjsonFolder({});
    const file = path.join(folder, "nppes.csv");
    const sample = readFileSync(path.join(NPPES_DIR, "nppes-practitioner-sample.csv"), "utf8").split("\n");
    made.push(sparseFile(file, `${sample[0]}\n${sample[1]}\n`, TWO_GB, [[1024 ** 3, `\n${sample[2]}\n`]]));
    const before = await directoryFingerprint(database.db);
    const { result: report, growthMb } = await rssGrowthOf(async () => {
      const nppes = await readNppesFile(file, {});
      return run({ inputs: [], extra: nppes });
    });
    const errors = report.problems.filter((problem) => problem.severity === "error");
    expect(errors).toEqual([
      {
        severity: "error",
        file,
        line: 0,
        field: "(file)",
        reason: `is not a readable CSV: the record starting on line 3 runs past ${MAX_CSV_RECORD_BYTES / MB} MB (an unclosed quote?)`,
      },
    ]);
    expect(report.exitCode).toBe(EXIT.rejected);
    expect(report.summary).toBeNull();
    expect(await directoryFingerprint(database.db)).toEqual(before);
    expect(growthMb).toBeLessThan(96);
  }, 60_000);
});

describe("a big NPPES-layout CSV is streamed", () => {
  it("scans 128 MB of rows (sparse: a row every 256 KB) against a roster in flat memory", async () => {
    const folder = writeNdjsonFolder({});
    const file = path.join(folder, "nppes-big.csv");
    const roster = path.join(folder, "roster.txt");
    const sample = readFileSync(path.join(NPPES_DIR, "nppes-practitioner-sample.csv"), "utf8")
      .split("\n")
      .filter(Boolean);
    const [header, ...rows] = sample as [string, ...string[]];
    const size = 128 * MB;
    const every = 256 * 1024;
    // Between the rows, zeros ending in a line end: blank-ish records whose first field is no NPI on the
    // roster, dropped unparsed as the national file's other rows are.
    const planted: [number, string][] = [];
    for (let offset = every; offset < size - every; offset += every) {
      planted.push([offset, `\n${rows[planted.length % rows.length]}\n`]);
    }
    const wanted = rows.slice(0, 5).map((row) => row.slice(1, 11));
    writeFileSync(roster, `${wanted.join("\n")}\n`);
    sparseFile(file, `${header}\n`, size, planted);
    try {
      const { result, growthMb } = await rssGrowthOf(() => readNppesFile(file, { roster }));
      expect(result.problems).toEqual([]);
      // Each planted row and the zeros before it: two records a row, the header, the zeros at the end.
      expect(result.rowsScanned).toBe(planted.length * 2 + 1);
      const npis = result.mapped
        .filter((input) => input.resource.resourceType === "Practitioner")
        .map((input) => (input.resource as { npi: string }).npi);
      expect(new Set(npis)).toEqual(new Set(wanted));
      // 128 MB read, a few MB held: a chunk and the record it cuts.
      expect(growthMb).toBeLessThan(96);
    } finally {
      rmSync(file, { force: true });
    }
  }, 120_000);
});
