import { Readable } from "node:stream";
import { parse } from "csv-parse/sync";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvRecords, firstFieldOf, MAX_CSV_RECORD_BYTES } from "./csv-records.ts";

/** The records of `text` fed in chunks of `size` bytes (a record is cut anywhere, a quote included). */
async function recordsOf(text: string | Buffer, size: number, keep: (record: Buffer) => boolean = () => true) {
  const bytes = typeof text === "string" ? Buffer.from(text, "utf8") : text;
  const chunks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.subarray(start, start + size));
  const found: { text: string; line: number }[] = [];
  for await (const record of csvRecords(Readable.from(chunks), keep)) {
    found.push({ text: record.bytes.toString("utf8"), line: record.line });
  }
  return found;
}

describe("csvRecords", () => {
  it("cuts records at line feeds outside quotes, with the line each starts on", async () => {
    const text = '"NPI","Name"\r\n"1","a, b"\n\n"2","two\nlines ""quoted"""\n"3",x';
    for (const size of [1, 2, 3, 7, 1000]) {
      expect(await recordsOf(text, size)).toEqual([
        { text: '"NPI","Name"', line: 1 },
        { text: '"1","a, b"', line: 2 },
        { text: '"2","two\nlines ""quoted"""', line: 4 },
        { text: '"3",x', line: 6 },
      ]);
    }
  });

  it("drops a byte-order mark and keeps the header whatever keep says", async () => {
    const text = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('"NPI"\n"1"\n"2"\n')]);
    const kept = await recordsOf(text, 2, (record) => firstFieldOf(record) === "2");
    expect(kept).toEqual([
      { text: '"NPI"', line: 1 },
      { text: '"2"', line: 3 },
    ]);
  });

  it("refuses a record that never ends (an unclosed quote) instead of holding the file", async () => {
    const text = `"NPI"\n"1","${"x".repeat(MAX_CSV_RECORD_BYTES + 10)}`;
    await expect(recordsOf(text, 64 * 1024)).rejects.toThrow(/line 2 runs past 1 MB/);
  });

  it("finds the same records as csv-parse, for any fields cut into any chunks", async () => {
    const field = fc.stringMatching(/^[a-z ,"\n]{0,8}$/);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(field, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 9 }),
        async (rows, size) => {
          const text = rows.map((row) => row.map((value) => `"${value.replaceAll('"', '""')}"`).join(",")).join("\n");
          const found = await recordsOf(text, size);
          expect(found.map((record) => parse(record.text)[0])).toEqual(rows);
        },
      ),
    );
  });
});

it("reads a file shorter than a byte-order mark", async () => {
  expect(await recordsOf("a\n", 1)).toEqual([{ text: "a", line: 1 }]);
});

describe("firstFieldOf", () => {
  it("reads a quoted or a bare first field", () => {
    expect(firstFieldOf(Buffer.from('"1234567890","x"'))).toBe("1234567890");
    expect(firstFieldOf(Buffer.from("1234567890,x"))).toBe("1234567890");
    expect(firstFieldOf(Buffer.from("1234567890"))).toBe("1234567890");
  });
});
