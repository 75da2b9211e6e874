import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { writeNdjsonFolder } from "./plan-net-test-files.ts";
import { expandInputs, type ReadItem, readPlanNetFile } from "./read-plan-net-files.ts";

async function readAll(file: string, options: { maxLineBytes?: number } = {}): Promise<ReadItem[]> {
  const items: ReadItem[] = [];
  for await (const item of readPlanNetFile(file, options)) items.push(item);
  return items;
}

const practitioner = { resourceType: "Practitioner", id: "p1" };
const location = { resourceType: "Location", id: "l1" };

describe("reading Plan-Net files", () => {
  it("a pretty-printed Bundle: its entries, numbered, and a byte-order mark is no matter", async () => {
    const folder = writeNdjsonFolder({});
    const file = path.join(folder, "bundle.json");
    const bundle = {
      resourceType: "Bundle",
      type: "collection",
      entry: [{ resource: practitioner }, { resource: location }],
    };
    writeFileSync(file, `\uFEFF${JSON.stringify(bundle, null, 2)}`);
    expect(await readAll(file)).toEqual([
      { kind: "resource", position: { file, line: 1 }, resource: practitioner, field: "entry[0].resource" },
      { kind: "resource", position: { file, line: 2 }, resource: location, field: "entry[1].resource" },
    ]);
  });

  it("NDJSON of any file name: blank lines skipped, a Bundle on one line keeps that line, a bad line named", async () => {
    const folder = writeNdjsonFolder({});
    const file = path.join(folder, "directory.txt");
    const oneLineBundle = JSON.stringify({ resourceType: "Bundle", entry: [{ resource: location }] });
    writeFileSync(file, `${JSON.stringify(practitioner)}\r\n\r\n${oneLineBundle}\n{"resourceType": "Pract\n`);
    const items = await readAll(file);
    expect(items.slice(0, 2)).toEqual([
      { kind: "resource", position: { file, line: 1 }, resource: practitioner, field: "" },
      { kind: "resource", position: { file, line: 3 }, resource: location, field: "entry[0].resource" },
    ]);
    expect(items[2]).toMatchObject({ kind: "problem", problem: { line: 4, field: "(line)", severity: "error" } });
  });

  it("a line past the limit is reported and ends the reading; a JSON document on one line is still read whole", async () => {
    const folder = writeNdjsonFolder({});
    const file = path.join(folder, "long.ndjson");
    const long = JSON.stringify({ ...practitioner, text: "x".repeat(300) });
    // The long line stops the reading: line 4, not JSON, is never seen.
    writeFileSync(file, `${JSON.stringify(practitioner)}\n${JSON.stringify(location)}\n${long}\nnot json\n`);
    expect(await readAll(file, { maxLineBytes: 200 })).toEqual([
      { kind: "resource", position: { file, line: 1 }, resource: practitioner, field: "" },
      { kind: "resource", position: { file, line: 2 }, resource: location, field: "" },
      {
        kind: "problem",
        problem: {
          severity: "error",
          file,
          line: 3,
          field: "(line)",
          reason:
            "runs past 200 bytes without a line end: one resource a line is expected (the rest of the file was not read)",
        },
      },
    ]);
    const bundleFile = path.join(folder, "bundle.json");
    const bundle = { resourceType: "Bundle", entry: [{ resource: practitioner }, { resource: location }] };
    writeFileSync(bundleFile, `\uFEFF${JSON.stringify(bundle)}`);
    expect((await readAll(bundleFile, { maxLineBytes: 20 })).map((item) => item.kind)).toEqual([
      "resource",
      "resource",
    ]);
  });

  it("folders are expanded in name order, hidden files and licences left out; a missing path is reported", async () => {
    const folder = writeNdjsonFolder({ b: [practitioner], a: [location] }, { ".hidden": "x", LICENSE: "text" });
    const { files, problems } = await expandInputs([folder, path.join(folder, "nope.ndjson")]);
    expect(files.map((file) => path.basename(file))).toEqual(["a.ndjson", "b.ndjson"]);
    expect(problems).toEqual([
      expect.objectContaining({ field: "(file)", reason: expect.stringMatching(/cannot be read/) }),
    ]);
  });
});
