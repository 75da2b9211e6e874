import { readNppesFile } from "@fad/server/import/read-nppes";

/** One NPPES scan in its own process, for import-bench.ts to time: prints what it took. */
const [file, roster] = process.argv.slice(2);
if (!file) throw new Error("usage: scan-nppes.ts file.csv [roster.txt]");
const result = await readNppesFile(file, { roster });
const taken = result.mapped.filter((input) => input.resource.resourceType === "Practitioner").length;
console.log(`${result.rowsScanned} rows scanned, ${taken} clinicians taken, ${result.problems.length} problems`);
