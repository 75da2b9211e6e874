import { rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import { SERVER_RENDERED_ATTRIBUTE } from "@fad/contracts/host/server-render";
import { DEFAULT_POOL_SIZE } from "@fad/server/database/create-database";
import { buildWebApp } from "./bundle/build-web-app.ts";
import { FRONT_END_PARTS, runFrontEndParts } from "./front-end-parts.ts";
import { answers, type BenchDatabaseKind, type BenchServer, startBenchServer } from "./lib/bench-server.ts";
import type { Figures } from "./lib/measure.ts";
import { printTable } from "./lib/print-table.ts";
import { runFloor } from "./lib/run-floor.ts";
import { runHttpLoad } from "./lib/run-http-load.ts";
import { printRelevanceReport } from "./relevance/relevance-report.ts";
import {
  profilePageScenario,
  profileScenario,
  searchInsuranceScenario,
  searchScenario,
  searchWithoutSlotsScenario,
  typeAheadScenario,
} from "./scenarios/directory.ts";
import { FHIR_SCENARIOS } from "./scenarios/fhir.ts";
import { runRush } from "./scenarios/rush.ts";
import type { FlowScenario, Scenario } from "./scenarios/scenario.ts";
import { bookingScenarios, slotSearchScenario } from "./scenarios/scheduling.ts";
import { trivialScenario } from "./scenarios/trivial.ts";

/**
 * Starts the server in its own process on each seeded network size and database, runs every scenario
 * beside the trivial endpoint of the same process, and prints one table per (size, database).
 * Usage: npm run bench -- [--physicians 1500,10000,50000] [--database pglite,postgres] [--seconds 10]
 *          [--connections 32] [--only search,search-no-slots,type-ahead] [--postgres-url postgres://…/postgres]
 *          [--lighthouse-runs 3] [--workers 1,2] [--rush-rate 500] [--rush-seconds 60]
 * --workers: server processes on PostgreSQL (FAD_WORKERS), one table each; by default 1 and one per core,
 * so the tables show how throughput scales. PGlite always runs one (decision 70).
 * Search scenarios with a floor get a row of the same answers served precomputed (lib/run-floor.ts).
 * --only also takes the web app's parts, bundle and lighthouse (front-end-parts.ts), which run first, and
 * relevance: the judged everyday queries' figures on each server (decision 64), after its table; and
 * rush: the rush scenario (scenarios/rush.ts, decision 192), its own figures after the table, with
 * --rush-rate patients a second (500) for --rush-seconds (60).
 */
const SCENARIOS: Record<string, Scenario> = {
  search: searchScenario,
  "search-no-slots": searchWithoutSlotsScenario,
  "search-insurance": searchInsuranceScenario,
  "type-ahead": typeAheadScenario,
  profile: profileScenario,
  "profile-page": profilePageScenario,
  slots: slotSearchScenario,
  ...bookingScenarios,
  ...FHIR_SCENARIOS,
};

/** Not a load: the judged queries' relevance figures on the same server. */
const RELEVANCE_PART = "relevance";
/** The rush (scenarios/rush.ts): its own figures, after the table. */
const RUSH_PART = "rush";

// BENCH_PORT: another port (and the next), so a second bench can run beside one already serving 8390.
const PORT = Number(process.env.BENCH_PORT ?? 8390);
const args = parseArgs(process.argv.slice(2));

async function main(): Promise<void> {
  if (await answers(`http://127.0.0.1:${PORT}/fadmaa/health`)) {
    throw new Error(`port ${PORT} already answers: stop that server first, or the figures would be its`);
  }
  const frontEnd = FRONT_END_PARTS.filter((part) => args.only.includes(part));
  await runFrontEndParts(frontEnd, args.lighthouseRuns);
  const serverScenarios = args.only.filter(
    (name) => !(FRONT_END_PARTS as readonly string[]).includes(name) && name !== RELEVANCE_PART && name !== RUSH_PART,
  );
  const relevance = args.only.includes(RELEVANCE_PART);
  const rush = args.only.includes(RUSH_PART);
  if (serverScenarios.length === 0 && !relevance && !rush) return;
  const chosen = serverScenarios.map((name) => {
    const scenario = SCENARIOS[name];
    if (!scenario) {
      const known = [...FRONT_END_PARTS, ...Object.keys(SCENARIOS), RELEVANCE_PART, RUSH_PART];
      throw new Error(`unknown scenario ${name}; known: ${known.join(", ")}`);
    }
    return scenario;
  });
  console.log(
    `${args.connections} connections (or flow workers), ${args.seconds} s per scenario; node ${process.version}\n`,
  );
  for (const physicians of args.physicians) {
    for (const kind of args.databases) {
      for (const workers of kind === "pglite" ? [1] : args.workers) {
        await benchOne({ physicians, kind, workers }, chosen, { relevance, rush });
      }
    }
  }
}

async function benchOne(
  setup: { physicians: number; kind: BenchDatabaseKind; workers: number },
  scenarios: Scenario[],
  extras: { relevance: boolean; rush: boolean },
): Promise<void> {
  const { physicians, kind, workers } = setup;
  const started = performance.now();
  // Pages rendered on the server need the web build beside it; API-only runs skip the build.
  const webDist = scenarios.some((scenario) => scenario.kind === "http" && scenario.needsWebBuild)
    ? await buildWebApp()
    : null;
  const server = await startBenchServer({
    kind,
    physicians,
    port: PORT,
    postgresUrl: args.postgresUrl,
    workers,
    env: webDist ? { FAD_WEB_DIST: webDist } : { FAD_SERVER_RENDER: "false" },
  });
  try {
    if (webDist) await expectServerRenderedPage(server.baseUrl, server.samples.urlTitles[0] ?? "");
    const seeded = server.seededSeconds === null ? "seeded earlier" : `seeded in ${server.seededSeconds.toFixed(1)} s`;
    console.log(
      `## ${physicians.toLocaleString("en-US")} physicians on ${kind}, ${workers} server process${workers > 1 ? "es" : ""} (${seeded}; up in ${((performance.now() - started) / 1000).toFixed(1)} s)\n`,
    );
    const rows: string[][] = [];
    let baseline: Figures | null = null;
    for (const scenario of [trivialScenario, ...scenarios]) {
      const figures =
        scenario.kind === "http"
          ? await runHttpLoad({
              baseUrl: server.baseUrl,
              connections: args.connections,
              seconds: args.seconds,
              nextRequest: scenario.requests(server.samples),
            })
          : await scenario.run({
              baseUrl: server.baseUrl,
              samples: server.samples,
              workers: args.connections,
              seconds: args.seconds,
            });
      baseline ??= figures;
      const floor =
        scenario.kind === "flow"
          ? await flowFloor(scenario, server, workers)
          : scenario.floor
            ? await runFloor({
                baseUrl: server.baseUrl,
                scenario,
                samples: server.samples,
                connections: args.connections,
                seconds: args.seconds,
                workers,
                port: PORT + 1,
              })
            : null;
      rows.push(tableRow(scenario.name, figures, baseline, floor));
      if (floor) {
        const label = scenario.kind === "flow" ? "the same holds and books as SQL" : "the same answers, precomputed";
        rows.push(tableRow(`  its floor: ${label}`, floor, baseline, null));
      }
    }
    printTable(
      ["scenario", "p50 ms", "p95 ms", "p99 ms", "ops/s", "× trivial", "× floor", "errors", "lost races"],
      rows,
    );
    console.log("");
    if (extras.rush) {
      await runRush({
        baseUrl: server.baseUrl,
        samples: server.samples,
        rate: args.rushRate,
        seconds: args.rushSeconds,
        databaseUrl: postgresUrlOf(server),
      });
    }
    if (extras.relevance) await printRelevanceReport(server.baseUrl);
  } finally {
    await server.stop();
    if (webDist) rmSync(webDist, { recursive: true, force: true });
  }
}

function tableRow(name: string, figures: Figures, baseline: Figures, floor: Figures | null): string[] {
  return [
    name,
    figures.p50.toFixed(1),
    figures.p95.toFixed(1),
    figures.p99.toFixed(1),
    figures.perSecond.toFixed(0),
    (figures.perSecond / baseline.perSecond).toFixed(3),
    floor ? (figures.perSecond / floor.perSecond).toFixed(3) : "",
    String(figures.errors),
    "lost" in figures ? String(figures.lost) : "",
  ];
}

/**
 * A flow's floor (the booking floor, lib/booking-floor.ts) on PostgreSQL: from this process, with as
 * many database connections as the server's processes keep. The embedded database belongs to the server
 * process, so on PGlite there is none.
 */
async function flowFloor(scenario: FlowScenario, server: BenchServer, workers: number): Promise<Figures | null> {
  const databaseUrl = postgresUrlOf(server);
  if (!scenario.floor || databaseUrl === null) return null;
  return scenario.floor({
    baseUrl: server.baseUrl,
    samples: server.samples,
    workers: args.connections,
    seconds: args.seconds,
    databaseUrl,
    connections: DEFAULT_POOL_SIZE * workers,
  });
}

function postgresUrlOf(server: BenchServer): string | null {
  return server.target.kind === "postgres" ? server.target.url : null;
}

/** A page sent for the browser to render is also a 200: the figures would not be the render's. */
async function expectServerRenderedPage(baseUrl: string, urlTitle: string): Promise<void> {
  const page = await fetch(`${baseUrl}/physicians/profile/${encodeURIComponent(urlTitle)}`);
  if (!(await page.text()).includes(SERVER_RENDERED_ATTRIBUTE)) {
    throw new Error("the server sent the profile page without its server render; see the server's log");
  }
}

interface Arguments {
  physicians: number[];
  databases: BenchDatabaseKind[];
  seconds: number;
  connections: number;
  only: string[];
  postgresUrl: string;
  lighthouseRuns: number;
  /** Server processes on PostgreSQL, one table each. */
  workers: number[];
  /** The rush: patients arriving per second, and for how long. */
  rushRate: number;
  rushSeconds: number;
}

function parseArgs(argv: string[]): Arguments {
  const parsed: Arguments = {
    physicians: [1500],
    databases: ["pglite"],
    seconds: 10,
    connections: 32,
    only: [...FRONT_END_PARTS, ...Object.keys(SCENARIOS), RELEVANCE_PART, RUSH_PART],
    postgresUrl: process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
    lighthouseRuns: 3,
    workers: [...new Set([1, availableParallelism()])],
    rushRate: 500,
    rushSeconds: 60,
  };
  for (let index = 0; index < argv.length; index += 2) {
    const key = argv[index]?.replace(/^--/, "");
    const value = argv[index + 1] ?? "";
    const list = value.split(",").filter(Boolean);
    if (key === "physicians" && list.every((item) => /^\d+$/.test(item))) parsed.physicians = list.map(Number);
    else if (key === "database" && list.every((item) => item === "pglite" || item === "postgres")) {
      parsed.databases = list as BenchDatabaseKind[];
    } else if ((key === "seconds" || key === "connections") && /^\d+$/.test(value) && Number(value) > 0) {
      parsed[key] = Number(value);
    } else if (key === "lighthouse-runs" && /^\d+$/.test(value) && Number(value) > 0) {
      parsed.lighthouseRuns = Number(value);
    } else if (key === "only" && list.length > 0) parsed.only = list;
    else if (key === "workers" && list.length > 0 && list.every((item) => /^[1-9]\d*$/.test(item))) {
      parsed.workers = list.map(Number);
    } else if (key === "postgres-url" && value.startsWith("postgres")) parsed.postgresUrl = value;
    else if (key === "rush-rate" && /^\d+$/.test(value) && Number(value) > 0) parsed.rushRate = Number(value);
    else if (key === "rush-seconds" && /^\d+$/.test(value) && Number(value) > 0) parsed.rushSeconds = Number(value);
    else throw new Error(`unknown or bad argument: ${argv[index]} ${value}`);
  }
  return parsed;
}

await main();
