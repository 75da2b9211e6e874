import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import path from "node:path";
import { buildApp } from "@fad/server/app";
import { createPglite, type Database } from "@fad/server/database/create-database";
import { Kysely, PGliteDialect, PostgresDialect } from "kysely";
import pg from "pg";
import { collectSamples } from "./lib/bench-samples.ts";
import { searchScenario, searchWithoutSlotsScenario } from "./scenarios/directory.ts";

/**
 * Where a search's time goes: one search at a time on an in-process server (app.inject, no network),
 * on a network the bench has seeded (bench/.data/pglite-N, or the database fad_bench_N). Prints the wall
 * and CPU time per search (CPU time stays close to the truth on a busy machine, wall time does not), the
 * time of each SQL statement per search, and writes a CPU profile (.cpuprofile, for Chrome's DevTools).
 * Usage: npm run profile -w @fad/bench -- [--physicians 50000] [--database pglite|postgres]
 *          [--scenario search|search-no-slots] [--count 150] [--out search.cpuprofile]
 *          [--postgres-url postgres://…/postgres]
 */
const args = parseArgs(process.argv.slice(2));
const scenario = args.scenario === "search-no-slots" ? searchWithoutSlotsScenario : searchScenario;
const WARM_UP = 20;

const statements = new Map<string, { count: number; ms: number }>();
let timing = false;
const db = new Kysely<never>({
  dialect:
    args.database === "postgres"
      ? new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl(), max: 10 }) })
      : new PGliteDialect({
          pglite: () => createPglite(path.resolve(import.meta.dirname, ".data", `pglite-${args.physicians}`)),
        }),
  log(event) {
    if (!timing) return;
    const key = event.query.sql.replace(/\s+/g, " ").trim().slice(0, 90);
    const entry = statements.get(key) ?? { count: 0, ms: 0 };
    entry.count++;
    entry.ms += event.queryDurationMillis;
    statements.set(key, entry);
  },
}) as unknown as Database;

const samples = await collectSamples(db);
const app = await buildApp({
  db,
  config: {
    webDistDir: "/nonexistent",
    frameAncestors: [],
    mapTileUrl: null,
    defaultVariant: "cms",
    logLevel: "error",
    rateLimits: { searchPerMinute: 1_000_000 },
  } as Parameters<typeof buildApp>[0]["config"],
});
const next = scenario.requests(samples);
const search = async () => {
  const request = next();
  const response = await app.inject({ method: "POST", url: request.path, payload: request.body as object });
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body.slice(0, 200)}`);
  return response.rawPayload.length;
};
for (let index = 0; index < WARM_UP; index++) await search();

const session = new Session();
session.connect();
await session.post("Profiler.enable");
await session.post("Profiler.start");
timing = true;
let bytes = 0;
const started = performance.now();
const cpuBefore = process.cpuUsage();
for (let index = 0; index < args.count; index++) bytes += await search();
const cpu = process.cpuUsage(cpuBefore);
const wallMs = performance.now() - started;
timing = false;
const { profile } = await session.post("Profiler.stop");
writeFileSync(args.out, JSON.stringify(profile));

const perSearch = (value: number) => (value / args.count).toFixed(1);
console.log(
  `${scenario.name}, ${args.physicians} physicians on ${args.database}: ${perSearch(wallMs)} ms per search, ` +
    `${perSearch((cpu.user + cpu.system) / 1000)} ms CPU, ${(bytes / args.count / 1024).toFixed(0)} KB per answer`,
);
for (const [statement, { count, ms }] of [...statements].sort((a, b) => b[1].ms - a[1].ms)) {
  console.log(`${perSearch(ms).padStart(7)} ms per search  ${String(count).padStart(5)}×  ${statement}`);
}
console.log(`CPU profile: ${args.out}`);
await app.close();
await db.destroy();

function databaseUrl(): string {
  const url = new URL(args.postgresUrl);
  url.pathname = `/fad_bench_${args.physicians}`;
  return url.toString();
}

function parseArgs(argv: string[]) {
  const parsed = {
    physicians: 50_000,
    database: "pglite" as "pglite" | "postgres",
    scenario: "search",
    count: 150,
    out: "search.cpuprofile",
    postgresUrl: process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
  };
  for (let index = 0; index < argv.length; index += 2) {
    const key = argv[index]?.replace(/^--/, "");
    const value = argv[index + 1] ?? "";
    if ((key === "physicians" || key === "count") && /^[1-9]\d*$/.test(value)) parsed[key] = Number(value);
    else if (key === "database" && (value === "pglite" || value === "postgres")) parsed.database = value;
    else if (key === "scenario" && (value === "search" || value === "search-no-slots")) parsed.scenario = value;
    else if (key === "out" && value) parsed.out = path.resolve(value);
    else if (key === "postgres-url" && value.startsWith("postgres")) parsed.postgresUrl = value;
    else throw new Error(`unknown or bad argument: ${argv[index]} ${value}`);
  }
  return parsed;
}
