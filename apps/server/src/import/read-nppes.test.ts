import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { NPPES_DIR, writeNdjsonFolder } from "./plan-net-test-files.ts";
import { readNppesFile } from "./read-nppes.ts";

const SAMPLE = path.join(NPPES_DIR, "nppes-practitioner-sample.csv");
const rows = parse(readFileSync(SAMPLE), { bom: true }) as string[][];
const header = rows[0] as string[];
const column = (name: string) => header.indexOf(name);

/** A CSV in the NPPES layout, every field quoted as the national file has them. */
function csvOf(records: string[][]): string {
  return `${records.map((record) => record.map((field) => `"${field.replaceAll('"', '""')}"`).join(",")).join("\r\n")}\r\n`;
}

function folderWith(name: string, content: string | Buffer): string {
  const folder = writeNdjsonFolder({});
  writeFileSync(path.join(folder, name), content);
  return path.join(folder, name);
}

describe("reading an NPPES-layout CSV", () => {
  it("the shared sample: 1,000 individual rows, each a clinician at their practice location", async () => {
    const result = await readNppesFile(SAMPLE, {});
    expect(result.rowsScanned).toBe(1000);
    expect(result.problems).toEqual([]);
    const practitioners = result.mapped.filter((input) => input.resource.resourceType === "Practitioner");
    expect(practitioners).toHaveLength(1000);
    expect(practitioners[0]?.resource).toMatchObject({
      npi: "1255334207",
      firstName: "Richard",
      lastName: "Soucier",
      designation: "MD",
      gender: "Male",
    });
    const role = result.mapped.find((input) => input.resource.resourceType === "PractitionerRole")?.resource;
    expect(role).toMatchObject({ specialtyCodes: ["207RC0000X", "207RA0001X"], hours: [] });
  });

  it("a roster takes only the network's own clinicians; a bad roster line is reported", async () => {
    const roster = folderWith("roster.txt", `# our clinicians\n1255334207\n\n${rows[5]?.[0]}\nnot-an-npi\n`);
    const result = await readNppesFile(SAMPLE, { roster });
    expect(result.mapped.filter((input) => input.resource.resourceType === "Practitioner")).toHaveLength(2);
    expect(result.problems).toEqual([
      expect.objectContaining({ file: roster, line: 5, field: "NPI", reason: "must be 10 digits" }),
    ]);
  });

  it("a byte-order mark, quoted commas and newlines in fields, and Latin-1 text", async () => {
    const record = [...(rows[1] as string[])];
    record[column("Provider First Name")] = "JOSÉ";
    record[column("Provider First Line Business Practice Location Address")] = "114 WOODLAND ST, SUITE 2";
    record[column("Provider Second Line Business Practice Location Address")] = "BUILDING B\nSECOND FLOOR";
    const text = csvOf([header, record]);
    for (const content of [
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, "utf8")]),
      Buffer.from(text, "latin1"),
    ]) {
      const result = await readNppesFile(folderWith("nppes.csv", content), {});
      expect(result.problems).toEqual([]);
      const practitioner = result.mapped.find((input) => input.resource.resourceType === "Practitioner")?.resource;
      expect(practitioner).toMatchObject({ firstName: "José" });
      const location = result.mapped.find((input) => input.resource.resourceType === "Location")?.resource;
      expect(location).toMatchObject({ street: "114 Woodland St, Suite 2, Building B\nSecond Floor" });
    }
  });

  it("an empty file, a file that is not the NPPES layout, and a bad row: each a clear error", async () => {
    expect((await readNppesFile(folderWith("empty.csv", ""), {})).problems).toEqual([
      expect.objectContaining({ line: 0, reason: "is empty" }),
    ]);
    const other = await readNppesFile(folderWith("other.csv", "a,b,c\n1,2,3\n"), {});
    expect(other.problems[0]).toMatchObject({
      line: 1,
      field: "(header)",
      reason: expect.stringMatching(/not the NPPES layout/),
    });
    const record = [...(rows[1] as string[])];
    record[column("Provider Gender Code")] = "X";
    const bad = await readNppesFile(folderWith("bad.csv", csvOf([header, record])), {});
    expect(bad.problems).toEqual([expect.objectContaining({ line: 2, field: "Provider Gender Code" })]);
    expect(bad.mapped).toEqual([]);
  });
});
