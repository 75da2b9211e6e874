// Writes the indexes at the top of docs/decisions.md and docs/spec-readings.md from the entries themselves,
// and checks each entry's form: `node scripts/decision-index.mjs` rewrites both indexes, `--check` (npm run
// lint) fails when an index is out of date or an entry breaks the form, naming the entry and what to add.
//
// Form of an entry (both files): a heading `## N. Title`, then (first non-empty line) `Area: <area> · <date>`,
// the area from AREAS and the date the entry was first committed (YYYY-MM-DD). A decision then has lines
// starting "- Context", "- Decision" and "- Consequences", in that order. A spec reading (docs/spec-readings.md)
// has the lighter form: its readings as a list, at least one line starting "- " (the spec gives the context,
// the reading is the decision). A decision is superseded when its entry has a line "- Superseded…" (by
// decision N, when the line names one: "- Superseded by decision N: …" or "- Superseded in part by decision N").
// Numbers are shared by both files (so "decision 27" resolves wherever its entry lives); the numbers below the
// highest that no entry uses are listed as retired.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

const AREAS = [
  "search",
  "results",
  "profile",
  "availability",
  "booking",
  "manage",
  "email",
  "hosting",
  "accessibility",
  "analytics",
  "i18n",
  "security",
  "performance",
  "operations",
  "data",
  "architecture",
  "tooling",
  "testing",
  "import",
  "fhir",
  "hl7",
  "staff",
];
const DECISIONS = { path: "docs/decisions.md", url: new URL("../docs/decisions.md", import.meta.url) };
const READINGS = { path: "docs/spec-readings.md", url: new URL("../docs/spec-readings.md", import.meta.url) };
const START = "<!-- decision index: written by scripts/decision-index.mjs -->";
const END = "<!-- end of decision index -->";
const AREA_LINE = /^Area: ([a-z0-9]+) · (\d{4}-\d{2}-\d{2})$/;

const problems = [];

function read(file) {
  const text = readFileSync(file.url, "utf8");
  const withoutIndex = text.includes(START)
    ? text.slice(0, text.indexOf(START)) + text.slice(text.indexOf(END) + END.length).replace(/^\n+/, "")
    : text;
  const entries = withoutIndex
    .split(/^(?=## \d+\. )/m)
    .slice(1)
    .map((body) => {
      const [, number, title] = /^## (\d+)\. (.*)$/m.exec(body);
      const firstLine =
        body
          .split("\n")
          .slice(1)
          .find((line) => line.trim() !== "") ?? "";
      const area = AREA_LINE.exec(firstLine);
      const superseded = /^- Superseded( in part)?(?: by decision (\d+))?/m.exec(body);
      let status = "active";
      if (superseded) {
        status = superseded[1] ? "superseded in part" : "superseded";
        if (superseded[2]) status += ` by ${superseded[2]}`;
      }
      return {
        number: Number(number),
        title,
        body,
        area: area?.[1],
        date: area?.[2],
        firstLine,
        status,
        anchor: anchorOf(`${number}. ${title}`),
      };
    });
  return { ...file, text, withoutIndex, entries };
}

// GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens.
function anchorOf(heading) {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replaceAll(" ", "-");
}

// The date an entry's heading was first committed, in either file (a reading may have begun as a decision).
function firstCommitDate(number) {
  try {
    const paths = [DECISIONS.path, READINGS.path];
    const dates = execFileSync("git", ["log", "--reverse", "--format=%as", "-S", `## ${number}. `, "--", ...paths], {
      cwd: new URL("..", import.meta.url),
      encoding: "utf8",
    });
    return dates.split("\n")[0] || undefined;
  } catch {
    return undefined;
  }
}

function checkForm(file, entry, reading) {
  const name = `${file.path}: entry ${entry.number} "${entry.title}"`;
  if (!entry.area) {
    const date = firstCommitDate(entry.number) ?? "<the date of the commit that adds it, YYYY-MM-DD>";
    const saw = entry.firstLine.startsWith("Area:") ? ` (found "${entry.firstLine}")` : "";
    problems.push(
      `${name} has no Area line${saw}: add the line "Area: <area> · ${date}" under its heading, ` +
        `the area one of: ${AREAS.join(", ")}.`,
    );
  } else if (!AREAS.includes(entry.area)) {
    problems.push(
      `${name}: area "${entry.area}" is not one of: ${AREAS.join(", ")} (or add it to AREAS in this script).`,
    );
  }
  if (reading) {
    if (!/^- /m.test(entry.body)) problems.push(`${name}: a reading lists what was read as lines starting "- ".`);
    return;
  }
  const parts = ["- Context", "- Decision", "- Consequences"];
  const at = parts.map((part) => entry.body.search(new RegExp(`^${part}`, "m")));
  const missing = parts.filter((_, i) => at[i] < 0);
  if (missing.length > 0) {
    problems.push(`${name} lacks ${missing.map((part) => `a line starting "${part}:"`).join(", ")}.`);
  } else if (!(at[0] < at[1] && at[1] < at[2])) {
    problems.push(`${name}: its parts must come in the order Context, Decision, Consequences.`);
  }
}

function writeIndex(file, rows, header) {
  const index = [START, "", ...header, ...rows, "", END].join("\n");
  const firstEntry = file.withoutIndex.search(/^## \d+\. /m);
  const updated = `${file.withoutIndex.slice(0, firstEntry)}${index}\n\n${file.withoutIndex.slice(firstEntry)}`;
  if (process.argv.includes("--check")) {
    if (updated !== file.text)
      problems.push(`${file.path}: the index is out of date; run node scripts/decision-index.mjs`);
  } else {
    writeFileSync(file.url, updated);
  }
}

const decisions = read(DECISIONS);
const readings = read(READINGS);
for (const entry of decisions.entries) checkForm(decisions, entry, false);
for (const entry of readings.entries) checkForm(readings, entry, true);

const seen = new Map();
for (const [file, entry] of [
  ...decisions.entries.map((entry) => [decisions, entry]),
  ...readings.entries.map((entry) => [readings, entry]),
]) {
  if (seen.has(entry.number)) {
    problems.push(`${file.path}: number ${entry.number} is used twice (also in ${seen.get(entry.number)}).`);
  }
  seen.set(entry.number, file.path);
}

const cell = (text) => text.replaceAll("|", "\\|");
const row = (entry, link, status) =>
  `| ${entry.number} | [${cell(entry.title)}](${link}) | ${entry.area ?? "?"} | ${entry.date ?? "?"} | ${status} |`;

const all = [
  ...decisions.entries.map((entry) => ({ entry, link: `#${entry.anchor}`, status: entry.status })),
  ...readings.entries.map((entry) => ({ entry, link: `spec-readings.md#${entry.anchor}`, status: "reading" })),
].sort((a, b) => a.entry.number - b.entry.number);
const highest = Math.max(0, ...all.map(({ entry }) => entry.number));
const retired = [];
for (let number = 1; number < highest; number++) if (!seen.has(number)) retired.push(number);

writeIndex(
  decisions,
  [
    ...all.map(({ entry, link, status }) => row(entry, link, status)),
    "",
    `Retired numbers (below ${highest}, used by no entry): ${retired.length > 0 ? ranges(retired) : "none"}.`,
  ],
  [
    'Readings of the spec ("reading") are in [spec-readings.md](spec-readings.md); their numbers are shared.',
    "",
    "| # | Decision | Area | Date | Status |",
    "|---|---|---|---|---|",
  ],
);
writeIndex(
  readings,
  [...readings.entries].sort((a, b) => a.number - b.number).map((entry) => row(entry, `#${entry.anchor}`, "reading")),
  ["| # | Reading | Area | Date | Status |", "|---|---|---|---|---|"],
);

// 74, 88, 89, 96, 97, 98 → "74, 88–89, 96–98"
function ranges(numbers) {
  const parts = [];
  for (let i = 0; i < numbers.length; i++) {
    let j = i;
    while (j + 1 < numbers.length && numbers[j + 1] === numbers[j] + 1) j++;
    parts.push(j > i ? `${numbers[i]}–${numbers[j]}` : `${numbers[i]}`);
    i = j;
  }
  return parts.join(", ");
}

if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
