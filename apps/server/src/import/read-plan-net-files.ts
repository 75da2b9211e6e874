import { createReadStream } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { isObject, objectsOf } from "./fhir-values.ts";
import type { ImportProblem, SourcePosition } from "./import-problems.ts";

/** One resource read from a file, or why a line could not be read. */
export type ReadItem =
  | { kind: "resource"; position: SourcePosition; resource: unknown; field: string }
  | { kind: "problem"; problem: ImportProblem };

/** A Bundle is parsed whole; past this size it must come as NDJSON, which is streamed line by line. */
export const MAX_BUNDLE_BYTES = 256 * 1024 * 1024;

/**
 * The longest NDJSON line read (decision 194). A Plan-Net resource is a few kilobytes; a line past this
 * is no resource (a file without line ends, a dump of something else, a 2 GB file of zeros) and is
 * rejected when this many bytes have come, without reading on or holding more: the rest of the file
 * is not read, so its other lines are not checked.
 */
export const MAX_NDJSON_LINE_BYTES = 16 * 1024 * 1024;

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
 * MAX_BUNDLE_BYTES). A line that is not JSON is reported with its number and the rest still read; a
 * line past MAX_NDJSON_LINE_BYTES is reported and ends the file's reading (decision 194).
 */
export async function* readPlanNetFile(
  file: string,
  options: { maxLineBytes?: number } = {},
): AsyncGenerator<ReadItem> {
  const maxLineBytes = options.maxLineBytes ?? MAX_NDJSON_LINE_BYTES;
  const fileProblem = (reason: string, line = 0, field = "(file)"): ReadItem => ({
    kind: "problem",
    problem: { severity: "error", file, line, field, reason },
  });
  let resources = 0;
  let problemsSeen = false;
  let wholeJson = false;
  try {
    for await (const item of linesOf(file, maxLineBytes)) {
      const lineNumber = item.line;
      if (item.text === null) {
        // A first line this long may still be one JSON document (a Bundle written without line ends).
        if (lineNumber === 1 && item.startsWithBrace && (await stat(file)).size <= MAX_BUNDLE_BYTES) {
          wholeJson = true;
          break;
        }
        problemsSeen = true;
        yield fileProblem(
          `runs past ${formatBytes(maxLineBytes)} without a line end: one resource a line is expected (the rest of the file was not read)`,
          lineNumber,
          "(line)",
        );
        break;
      }
      const line = lineNumber === 1 ? item.text.replace(/^\uFEFF/, "") : item.text;
      if (line.trim().length === 0) continue;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch (error) {
        if (lineNumber === 1 && line.trim().startsWith("{") && resources === 0) {
          wholeJson = true;
          break;
        }
        problemsSeen = true;
        yield fileProblem(
          `is not JSON (${(error as Error).message}); one resource a line is expected`,
          lineNumber,
          "(line)",
        );
        continue;
      }
      for (const resource of resourcesOf(value, { file, line: lineNumber }, false)) {
        if (resource.kind === "resource") resources += 1;
        else problemsSeen = true;
        yield resource;
      }
    }
  } catch (error) {
    yield fileProblem(`cannot be read: ${(error as Error).message}`);
    return;
  }
  if (wholeJson) {
    yield* readWholeJson(file);
    return;
  }
  if (resources === 0 && !problemsSeen) yield fileProblem("is empty: it holds no resource");
}

type Line = { line: number; text: string } | { line: number; text: null; startsWithBrace: boolean };

/**
 * A file's lines (ending in a line feed, a carriage return before it dropped), decoded as UTF-8, cut
 * from the bytes as they come: a line is held only up to `maxBytes`; a longer one is handed back as
 * too long (text null) and the file is read no further. (readline would hold a line of any length.)
 */
async function* linesOf(file: string, maxBytes: number): AsyncGenerator<Line> {
  const stream = createReadStream(file, { highWaterMark: 1 << 20 });
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let line = 0;
  const text = (bytes: Buffer) => {
    const decoded = bytes.toString("utf8");
    return decoded.endsWith("\r") ? decoded.slice(0, -1) : decoded;
  };
  const tooLong = (): Line => {
    const first = (pending[0] ?? Buffer.alloc(0))
      .toString("utf8", 0, 64)
      .replace(/^\uFEFF/, "")
      .trimStart();
    return { line: line + 1, text: null, startsWithBrace: first.startsWith("{") };
  };
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      let start = 0;
      for (let end = chunk.indexOf(0x0a); end >= 0; end = chunk.indexOf(0x0a, start)) {
        const piece = chunk.subarray(start, end);
        if (pendingBytes + piece.length > maxBytes) {
          pending.push(piece);
          yield tooLong();
          return;
        }
        line += 1;
        yield { line, text: text(pending.length > 0 ? Buffer.concat([...pending, piece]) : piece) };
        pending = [];
        pendingBytes = 0;
        start = end + 1;
      }
      if (start < chunk.length) {
        const rest = chunk.subarray(start);
        pending.push(rest);
        pendingBytes += rest.length;
        if (pendingBytes > maxBytes) {
          yield tooLong();
          return;
        }
      }
    }
    if (pendingBytes > 0) {
      line += 1;
      yield { line, text: text(Buffer.concat(pending)) };
    }
  } finally {
    stream.destroy();
  }
}

function formatBytes(bytes: number): string {
  return bytes >= 1 << 20 ? `${Math.round(bytes / (1 << 20))} MB` : `${bytes} bytes`;
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
