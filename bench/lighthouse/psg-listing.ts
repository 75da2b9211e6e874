import { availableParallelism, loadavg } from "node:os";
import { buildWebApp } from "../bundle/build-web-app.ts";
import { type BenchDatabaseKind, startBenchServer } from "../lib/bench-server.ts";
import { printTable } from "../lib/print-table.ts";
import { auditPages } from "./run-lighthouse.ts";

/**
 * Issue 18's psg goal: the group-practice listing's first page usable within 2 s on Lighthouse's mobile
 * preset, at the network's real size. The listing asks for every physician of the group without times,
 * then the visible page's times (decision 73); Lighthouse's Largest Contentful Paint and Time to
 * Interactive of the server-rendered page are the figures, the page's own serving time beside them.
 * Runs on a network the endpoint bench seeded (bench/.data/pglite-N or the database fad_bench_N).
 * Usage: npm run lighthouse-psg -w @fad/bench -- [--physicians 50000] [--database postgres|pglite] [--runs 3]
 */
const PSG_LISTING = "/variants/psg/physicians/listing";
const USABLE_WITHIN_MS = 2000;
const PORT = 8336;

const args = parseArgs(process.argv.slice(2));
const distDir = await buildWebApp();
const server = await startBenchServer({
  kind: args.database,
  physicians: args.physicians,
  port: PORT,
  postgresUrl: process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
  env: { FAD_WEB_DIST: distDir },
});
try {
  const page = await timeListingPage(`${server.baseUrl}${PSG_LISTING}`);
  const loadBefore = loadavg()[0] ?? 0;
  const [figures] = await auditPages([`${server.baseUrl}${PSG_LISTING}`], args.runs);
  if (!figures) throw new Error("Lighthouse gave no figures");
  console.log(
    `## psg listing, ${args.physicians.toLocaleString("en-US")} physicians on ${args.database}, Lighthouse mobile preset, ` +
      `median of ${args.runs}; load ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)} on ${availableParallelism()} cores\n`,
  );
  printTable(
    ["page HTML ms", "page HTML KB", "FCP s", `LCP s (≤ ${USABLE_WITHIN_MS / 1000})`, "TTI s", "TBT ms", "perf"],
    [
      [
        page.ms.toFixed(0),
        page.kilobytes.toFixed(0),
        (figures.fcpMs / 1000).toFixed(2),
        (figures.lcpMs / 1000).toFixed(2),
        Number.isNaN(figures.ttiMs) ? "n/a" : (figures.ttiMs / 1000).toFixed(2),
        figures.tbtMs.toFixed(0),
        String(figures.performance),
      ],
    ],
  );
} finally {
  await server.stop();
}

/** The listing page as the server renders it, timed from here (one warm-up first), and its size. */
async function timeListingPage(url: string): Promise<{ ms: number; kilobytes: number }> {
  await (await fetch(url)).text();
  const started = performance.now();
  const response = await fetch(url, { headers: { "accept-encoding": "gzip" } });
  const html = await response.text();
  if (!response.ok) throw new Error(`the listing page answered ${response.status}`);
  return { ms: performance.now() - started, kilobytes: Buffer.byteLength(html) / 1024 };
}

function parseArgs(argv: string[]) {
  const parsed = { physicians: 50_000, database: "postgres" as BenchDatabaseKind, runs: 3 };
  for (let index = 0; index < argv.length; index += 2) {
    const key = argv[index]?.replace(/^--/, "");
    const value = argv[index + 1] ?? "";
    if ((key === "physicians" || key === "runs") && /^[1-9]\d*$/.test(value)) parsed[key] = Number(value);
    else if (key === "database" && (value === "pglite" || value === "postgres")) parsed.database = value;
    else throw new Error(`unknown or bad argument: ${argv[index]} ${value}`);
  }
  return parsed;
}
