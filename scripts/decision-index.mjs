// Writes the index at the top of docs/decisions.md (each decision's number, title and status) from the
// decisions themselves: `node scripts/decision-index.mjs` rewrites it, `--check` (npm run lint) fails when
// it is out of date. A decision is superseded when its entry has a line "- Superseded…" (by decision N,
// when the line names one: "- Superseded by decision N: …" or "- Superseded in part by decision N: …").
import { readFileSync, writeFileSync } from "node:fs";

const FILE = new URL("../docs/decisions.md", import.meta.url);
const START = "<!-- decision index: written by scripts/decision-index.mjs -->";
const END = "<!-- end of decision index -->";

const text = readFileSync(FILE, "utf8");
const withoutIndex = text.includes(START)
  ? text.slice(0, text.indexOf(START)) + text.slice(text.indexOf(END) + END.length).replace(/^\n+/, "")
  : text;

const entries = withoutIndex.split(/^(?=## \d+\. )/m).slice(1);
const rows = entries.map((entry) => {
  const [, number, title] = /^## (\d+)\. (.*)$/m.exec(entry);
  const superseded = /^- Superseded( in part)?(?: by decision (\d+))?/m.exec(entry);
  let status = "active";
  if (superseded) {
    status = superseded[1] ? "superseded in part" : "superseded";
    if (superseded[2]) status += ` by ${superseded[2]}`;
  }
  return `| ${number} | [${title.replaceAll("|", "\\|")}](#${anchorOf(`${number}. ${title}`)}) | ${status} |`;
});

function anchorOf(heading) {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replaceAll(" ", "-");
}

const index = [START, "", "| # | Decision | Status |", "|---|---|---|", ...rows, "", END].join("\n");
const firstEntry = withoutIndex.search(/^## \d+\. /m);
const updated = `${withoutIndex.slice(0, firstEntry)}${index}\n\n${withoutIndex.slice(firstEntry)}`;

if (process.argv.includes("--check")) {
  if (updated !== text) {
    console.error("docs/decisions.md: the decision index is out of date; run node scripts/decision-index.mjs");
    process.exit(1);
  }
} else {
  writeFileSync(FILE, updated);
}
