import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { createDatabase, type DatabaseTarget, withoutTimeouts } from "@fad/server/database/create-database";
import { migrateToLatest } from "@fad/server/database/migrate";
import { isDatabaseEmpty, seedDemoNetwork } from "@fad/server/seed/seed-demo-network";
import { sql } from "kysely";
import pg from "pg";
import { type BenchSamples, collectSamples } from "./bench-samples.ts";

export type BenchDatabaseKind = "pglite" | "postgres";

export interface BenchServer {
  baseUrl: string;
  /** Seconds spent seeding, or null when a cached seeded database was reused. */
  seededSeconds: number | null;
  samples: BenchSamples;
  /** The server process id, to read its memory (the soak samples its resident set size). */
  pid: number;
  /** Its database, for a bench that writes there itself while the server is stopped. */
  target: DatabaseTarget;
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, "../..");
const SEED = 20261122;

/**
 * A production server process on a seeded demo network of `physicians`. Seeded databases are kept
 * (bench/.data for PGlite, a database fad_bench_N on PostgreSQL) because seeding 50,000 physicians
 * takes minutes; holds, bookings, their audit rows and emails of earlier runs are deleted first so every
 * run starts alike.
 */
export async function startBenchServer(options: {
  kind: BenchDatabaseKind;
  physicians: number;
  port: number;
  postgresUrl: string;
  /** Settings of the server process over the bench's own (the soak restores the book's minimum fill time). */
  env?: Record<string, string>;
  /** Server processes (FAD_WORKERS); 1 unless given. */
  workers?: number;
  /** Start on the database as an earlier run left it (the EHR feed bench polls the bookings it made). */
  keepBookings?: boolean;
}): Promise<BenchServer> {
  const target = await prepareTarget(options);
  const handle = createDatabase(withoutTimeouts(target));
  let seededSeconds: number | null = null;
  let samples: BenchSamples;
  try {
    await migrateToLatest(handle.db);
    if (await isDatabaseEmpty(handle.db)) {
      const started = performance.now();
      await seedDemoNetwork(handle.db, { physicians: options.physicians, seed: SEED });
      seededSeconds = (performance.now() - started) / 1000;
    }
    if (!options.keepBookings) {
      await sql`DELETE FROM appointments`.execute(handle.db);
      // Their audit rows, emails and HL7 messages too: the hold limits count a client's holds of the last
      // day in the audit, and every bench request comes from one address, so rows left by earlier runs
      // slowed each next run's holds; an earlier run's unsent messages would be sent in this one's.
      await sql`DELETE FROM booking_audit`.execute(handle.db);
      await sql`DELETE FROM email_outbox`.execute(handle.db);
      await sql`DELETE FROM hl7_outbox`.execute(handle.db);
      await sql`VACUUM ANALYZE`.execute(handle.db);
    }
    samples = await collectSamples(handle.db);
  } finally {
    await handle.close();
  }

  const workers = options.workers ?? 1;
  const server = spawnServer(target, options.port, { FAD_WORKERS: String(workers), ...options.env });
  const baseUrl = `http://127.0.0.1:${options.port}`;
  await waitForHealth(`${baseUrl}/fadmaa/health`, server, workers);
  return {
    baseUrl,
    seededSeconds,
    samples,
    pid: server.pid ?? 0,
    target,
    stop: async () => {
      if (server.exitCode !== null) return;
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    },
  };
}

async function prepareTarget(options: {
  kind: BenchDatabaseKind;
  physicians: number;
  postgresUrl: string;
}): Promise<DatabaseTarget> {
  if (options.kind === "pglite") {
    const dataDir = path.join(ROOT, "bench", ".data", `pglite-${options.physicians}`);
    mkdirSync(dataDir, { recursive: true });
    return { kind: "pglite", dataDir };
  }
  // BENCH_DATABASE: another database (a copy made with CREATE DATABASE … TEMPLATE fad_bench_N), so a branch
  // with a migration the others lack can be measured without migrating the database they share.
  const database = process.env.BENCH_DATABASE ?? `fad_bench_${options.physicians}`;
  const admin = new pg.Client({ connectionString: options.postgresUrl });
  await admin.connect();
  try {
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${database}`);
  } finally {
    await admin.end();
  }
  const url = new URL(options.postgresUrl);
  url.pathname = `/${database}`;
  return { kind: "postgres", url: url.toString() };
}

/** One process (node with tsx's loader), so SIGTERM reaches the server itself and it stops with the bench. */
function spawnServer(target: DatabaseTarget, port: number, env: Record<string, string>): ChildProcess {
  // BENCH_CPU_PROFILE_DIR=dir: each server process writes a V8 CPU profile there as it stops.
  const profile = process.env.BENCH_CPU_PROFILE_DIR;
  const profiling = profile ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(profile)}`] : [];
  return spawn(process.execPath, [...profiling, "--import", "tsx", "apps/server/src/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      FAD_SEED_ON_EMPTY: "false",
      // The bench measures the engine, not the per-client limiter: every request comes from 127.0.0.1.
      FAD_HOLD_RATE_LIMIT: "1000000",
      FAD_BOOK_RATE_LIMIT: "1000000",
      FAD_SEARCH_RATE_LIMIT: "1000000",
      FAD_TYPEAHEAD_RATE_LIMIT: "1000000",
      // Nor the hold limits per address (decision 90).
      FAD_HOLDS_PER_CALENDAR: "1000000",
      FAD_HOLDS_PER_DAY: "1000000",
      // Nor a person's pause on the form: hold + book flows book at once (the soak pauses and keeps the check).
      FAD_BOOK_MIN_FILL_SECONDS: "0",
      ...(target.kind === "pglite" ? { FAD_DATA_DIR: target.dataDir } : { DATABASE_URL: target.url }),
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
}

export async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Healthy, and with several workers every one of them started (the first to listen answers health). */
async function waitForHealth(url: string, server: ChildProcess, workers: number): Promise<void> {
  const started = performance.now();
  while (performance.now() - started < 120_000) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    if ((await answers(url)) && (workers === 1 || childrenOf(server.pid ?? 0) >= workers)) {
      // Each worker answers only once it listens; give the last one started a moment to get there.
      if (workers > 1) await new Promise((resolve) => setTimeout(resolve, 3000));
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("server did not become healthy within 2 minutes");
}

function childrenOf(pid: number): number {
  try {
    return execFileSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean).length;
  } catch {
    return 0;
  }
}
