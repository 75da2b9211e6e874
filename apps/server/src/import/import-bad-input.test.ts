import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../database/create-database.ts";
import { createTestDatabase, testDatabaseKinds } from "../testing/test-database.ts";
import { DEFAULT_IMPORT_MAPPING } from "./import-mapping.ts";
import { directoryFingerprint, planNetSubset, writeNdjsonFolder } from "./plan-net-test-files.ts";
import { EXIT, runImport } from "./run-import.ts";

/**
 * Bad input is reported line by line and writes nothing: each case starts from a database holding a
 * first import, and the database is checked unchanged afterwards (every table an import touches, and
 * both generations).
 */
describe.each(testDatabaseKinds())("bad import input on %s", (kind) => {
  let database: DatabaseHandle;
  const base = planNetSubset(12);
  const clone = () => structuredClone(base);
  const importFolder = (
    folder: string,
    options: { dryRun?: boolean; partial?: boolean; skipRejected?: boolean } = {},
  ) =>
    runImport(database.db, {
      inputs: [folder],
      mapping: DEFAULT_IMPORT_MAPPING,
      dryRun: options.dryRun ?? false,
      partial: options.partial ?? false,
      skipRejected: options.skipRejected ?? false,
    });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const first = await importFolder(writeNdjsonFolder(base));
    expect(first.problems.filter((problem) => problem.severity === "error")).toEqual([]);
    expect(first.summary?.added).toBe(12);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  /** Imports the folder and checks nothing was written; returns the report's errors. */
  async function rejectsAndWritesNothing(folder: string) {
    const before = await directoryFingerprint(database.db);
    const report = await importFolder(folder);
    expect(report.exitCode).toBe(EXIT.rejected);
    expect(report.summary).toBeNull();
    expect(await directoryFingerprint(database.db)).toEqual(before);
    return report.problems.filter((problem) => problem.severity === "error");
  }

  it("a truncated line and a line that is not JSON: each named by file and line", async () => {
    const folder = writeNdjsonFolder(clone());
    const file = path.join(folder, "Practitioner.ndjson");
    const lines = base.Practitioner.map((resource) => JSON.stringify(resource));
    lines[2] = (lines[2] as string).slice(0, 200);
    lines[4] = "this is not json";
    writeFileSync(file, `${lines.join("\n")}\n`);
    const errors = await rejectsAndWritesNothing(folder);
    expect(errors.filter((error) => error.file === file).map((error) => [error.line, error.field])).toEqual([
      [3, "(line)"],
      [5, "(line)"],
    ]);
    expect(errors[0]?.reason).toMatch(/is not JSON/);
  });

  it("a wrong resourceType", async () => {
    const files = clone();
    (files.Location as Record<string, unknown>[])[0] = { ...(files.Location[0] ?? {}), resourceType: "Patient" };
    const errors = await rejectsAndWritesNothing(writeNdjsonFolder(files));
    expect(errors.find((error) => error.field === "resourceType")).toMatchObject({
      line: 1,
      reason: expect.stringMatching(/"Patient" is not a Plan-Net directory resource/),
    });
  });

  it("a reference to a resource the import lacks", async () => {
    const files = clone();
    const role = files.PractitionerRole[0] as Record<string, unknown>;
    role.location = [{ reference: "Location/not-in-this-import" }];
    const errors = await rejectsAndWritesNothing(writeNdjsonFolder(files));
    expect(errors).toContainEqual(
      expect.objectContaining({
        field: "location[0]",
        line: 1,
        reason: "Location/not-in-this-import is not in this import",
      }),
    );
  });

  it("two conflicting records for one NPI: both lines rejected, each naming the other", async () => {
    const files = clone();
    const twin = structuredClone(files.Practitioner[0]) as Record<string, unknown>;
    twin.id = "another-record-same-npi";
    twin.gender = twin.gender === "male" ? "female" : "male";
    files.Practitioner.push(twin as never);
    const errors = await rejectsAndWritesNothing(writeNdjsonFolder(files));
    const conflicts = errors.filter((error) => error.reason.includes("two records for one clinician"));
    expect(conflicts.map((error) => error.line).sort()).toEqual([1, files.Practitioner.length]);
  });

  it("an unknown taxonomy code", async () => {
    const files = clone();
    const role = files.PractitionerRole[1] as unknown as { specialty: { coding: { code: string }[] }[] };
    (role.specialty[0]?.coding[0] as { code: string }).code = "999Z99999X";
    const errors = await rejectsAndWritesNothing(writeNdjsonFolder(files));
    expect(errors).toContainEqual(
      expect.objectContaining({
        line: 2,
        field: "specialty[0]",
        reason: "999Z99999X is not a NUCC provider taxonomy code",
      }),
    );
  });

  it("an empty file", async () => {
    const folder = writeNdjsonFolder(clone(), { "empty.ndjson": "" });
    const errors = await rejectsAndWritesNothing(folder);
    expect(errors).toEqual([
      expect.objectContaining({
        file: path.join(folder, "empty.ndjson"),
        line: 0,
        reason: "is empty: it holds no resource",
      }),
    ]);
  });

  it("a folder of nothing but empty files would retire everyone: refused", async () => {
    const errors = await rejectsAndWritesNothing(writeNdjsonFolder({}, { "a.ndjson": "\n\n" }));
    expect(errors.length).toBeGreaterThan(0);
  });

  it("--skip-rejected writes the good lines and retires nobody", async () => {
    const files = clone();
    const changed = files.Practitioner[0] as unknown as { name: { given: string[] }[] };
    (changed.name[0] as { given: string[] }).given = ["Renamed"];
    (files.Location as Record<string, unknown>[]).push({ resourceType: "Location", id: "broken" });
    const report = await importFolder(writeNdjsonFolder(files), { skipRejected: true });
    expect(report.exitCode).toBe(EXIT.partlyWritten);
    expect(report.summary).toMatchObject({ changed: 1, unchanged: 11, retired: 0 });
    const again = await importFolder(writeNdjsonFolder(base));
    expect(again.summary).toMatchObject({ changed: 1, unchanged: 11 });
  });

  it("--dry-run reports what it would write and writes nothing", async () => {
    const files = clone();
    files.Practitioner = files.Practitioner.slice(1);
    files.PractitionerRole = files.PractitionerRole.slice(1);
    const before = await directoryFingerprint(database.db);
    const report = await importFolder(writeNdjsonFolder(files), { dryRun: true });
    expect(report.exitCode).toBe(EXIT.ok);
    expect(report.summary).toMatchObject({ retired: 1, unchanged: 11 });
    expect(await directoryFingerprint(database.db)).toEqual(before);
  });
});
