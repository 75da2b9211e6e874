import { createReadStream } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { isObject, objectsOf } from "./fhir-values.ts";
import type { ImportProblem, SourcePosition } from "./import-problems.ts";

/** One resource read from a file, or why a line could not be read. */
export type ReadItem =
  | { kind: "resource"; position: SourcePosition; resource: unknown; field: string }
  | { kind: "problem"; problem: ImportProblem };

/** A Bundle is parsed whole; past this size it must come as NDJSON, which is streamed line by line. */
export const MAX_BUNDLE_BYTES = 256 * 1024 * 1024;

/** The files named, folders expanded (recursively, in name order); hidden files are left out. */
export async function expandInputs(inputs: readonly string[]): Promise<{ files: string[]; problems: ImportProblem[] }> {
  const files: string[] = [];
  const problems: ImportProblem[] = [];
  for (const input of inputs) {
    try {
      const info = await stat(input);
      if (info.isDirectory()) files.push(...(await filesUnder(input)));
      else files.push(input);
    } catch {
      problems.push({
        severity: "error",
        file: input,
        line: 0,
        field: "(file)",
        reason: "cannot be read (no such file or folder?)",
      });
    }
  }
  return { files, problems };
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = (await readdir(folder, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1));
  const files: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith(".")) continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) files.push(...(await filesUnder(full)));
    else if (entry.isFile() && !/^(LICENSE|README)/i.test(entry.name)) files.push(full);
  }
  return files;
}

/**
 * The resources of one file: NDJSON (one resource a line, streamed, so a file of any size reads in
 * flat memory) or a FHIR Bundle / single resource written as pretty-printed JSON (parsed whole, up to
 * MAX_BUNDLE_BYTES). A line that is not JSON is reported with its number and the rest still read.
 */
export async function* readPlanNetFile(file: string): AsyncGenerator<ReadItem> {
  const fileProblem = (reason: string, line = 0, field = "(file)"): ReadItem => ({
    kind: "problem",
    problem: { severity: "error", file, line, field, reason },
  });
  const lines = createInterface({
    input: createReadStream(file, { encoding: "utf8" }),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let lineNumber = 0;
  let resources = 0;
  let problemsSeen = false;
  try {
    for await (const raw of lines) {
      lineNumber += 1;
      const line = lineNumber === 1 ? raw.replace(/^\uFEFF/, "") : raw;
      if (line.trim().length === 0) continue;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch (error) {
        if (lineNumber === 1 && line.trim().startsWith("{") && resources === 0) {
          lines.close();
          yield* readWholeJson(file);
          return;
        }
        problemsSeen = true;
        yield fileProblem(
          `is not JSON (${(error as Error).message}); one resource a line is expected`,
          lineNumber,
          "(line)",
        );
        continue;
      }
      for (const item of resourcesOf(value, { file, line: lineNumber }, false)) {
        if (item.kind === "resource") resources += 1;
        else problemsSeen = true;
        yield item;
      }
    }
  } catch (error) {
    yield fileProblem(`cannot be read: ${(error as Error).message}`);
    return;
  }
  if (resources === 0 && !problemsSeen) yield fileProblem("is empty: it holds no resource");
}

async function* readWholeJson(file: string): AsyncGenerator<ReadItem> {
  const size = (await stat(file)).size;
  if (size > MAX_BUNDLE_BYTES) {
    yield {
      kind: "problem",
      problem: {
        severity: "error",
        file,
        line: 0,
        field: "(file)",
        reason: `is a JSON document of ${Math.round(size / 1048576)} MB; past ${MAX_BUNDLE_BYTES / 1048576} MB send NDJSON (one resource a line)`,
      },
    };
    return;
  }
  let value: unknown;
  try {
    value = JSON.parse((await readFile(file, "utf8")).replace(/^\uFEFF/, ""));
  } catch (error) {
    yield {
      kind: "problem",
      problem: {
        severity: "error",
        file,
        line: 0,
        field: "(file)",
        reason: `is neither NDJSON nor a JSON document: ${(error as Error).message}`,
      },
    };
    return;
  }
  yield* resourcesOf(value, { file, line: 1 }, true);
}

/** A Bundle's entries (each named entry[i].resource, numbered from 1 as its "line"), or the resource itself. */
function* resourcesOf(value: unknown, position: SourcePosition, wholeFile: boolean): Generator<ReadItem> {
  if (isObject(value) && value.resourceType === "Bundle") {
    const entries = objectsOf(value.entry);
    if (entries.length === 0) {
      yield {
        kind: "problem",
        problem: { severity: "error", ...position, field: "entry", reason: "the Bundle has no entry" },
      };
    }
    for (const [index, entry] of entries.entries()) {
      yield {
        kind: "resource",
        // A Bundle on one NDJSON line keeps that line; a whole-file Bundle numbers its entries.
        position: wholeFile ? { file: position.file, line: index + 1 } : position,
        resource: entry.resource,
        field: `entry[${index}].resource`,
      };
    }
    return;
  }
  yield { kind: "resource", position, resource: value, field: "" };
}
