// The catalog's lint (decision 172), run by `npm run lint`: fails when a message has no Spanish, when a
// Spanish text does not parse as ICU or takes other values than its English, or when no code uses a
// message (its id appears as a string literal nowhere in apps/web/src or apps/server/src outside tests).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { CATALOG } from "../packages/contracts/src/i18n/catalog.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SOURCE_DIRS = ["apps/web/src", "apps/server/src"].map((dir) => path.join(root, dir));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === "testing" ? [] : sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

function valuesOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date) {
      found.add(element.value);
    }
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      found.add(element.value);
      for (const option of Object.values(element.options)) valuesOf(option.value, found);
    }
  }
  return found;
}

const sources = SOURCE_DIRS.flatMap(sourceFiles).map((file) => readFileSync(file, "utf8"));
const problems: string[] = [];
for (const [id, entry] of Object.entries(CATALOG)) {
  if (entry.es.trim() === "") problems.push(`${id}: no Spanish message`);
  try {
    const english = [...valuesOf(parse(entry.en))].sort().join(",");
    const spanish = [...valuesOf(parse(entry.es))].sort().join(",");
    if (english !== spanish) problems.push(`${id}: Spanish takes {${spanish}}, English {${english}}`);
  } catch (error) {
    problems.push(`${id}: not ICU MessageFormat (${(error as Error).message})`);
  }
  if (!sources.some((text) => text.includes(`"${id}"`))) problems.push(`${id}: used nowhere (remove it or use it)`);
}

if (problems.length > 0) {
  console.error(`The message catalog (packages/contracts/src/i18n) has ${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`Message catalog: ${Object.keys(CATALOG).length} messages, each in English and Spanish and used.`);
