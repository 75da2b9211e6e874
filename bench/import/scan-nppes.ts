import { createReadStream } from "node:fs";
import { readNppesFile } from "@fad/server/import/read-nppes";
import { parse } from "csv-parse";

/**
 * One NPPES scan in its own process, for import-bench.ts to time: prints what it took. With
 * `--baseline N`, it parses the file's first N rows with csv-parse instead, every field of every row,
 * as the reader did before it dropped rows off the roster by their first field (the baseline beside it).
 */
const [file, roster, flag, count] = process.argv.slice(2);
if (!file) throw new Error("usage: scan-nppes.ts file.csv [roster.txt] [--baseline rows]");
if (flag === "--baseline") {
  const limit = Number(count);
  let rows = 0;
  const parser = createReadStream(file).pipe(parse({ bom: true, relax_quotes: true, skip_empty_lines: true }));
  for await (const _record of parser) {
    rows += 1;
    if (rows > limit) break;
  }
  parser.destroy();
  console.log(`${rows - 1} rows parsed by csv-parse`);
} else {
  const result = await readNppesFile(file, { roster });
  const taken = result.mapped.filter((input) => input.resource.resourceType === "Practitioner").length;
  console.log(`${result.rowsScanned} rows scanned, ${taken} clinicians taken, ${result.problems.length} problems`);
}
