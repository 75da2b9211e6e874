import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import path from "node:path";

/** A real server process (npm start's main.ts) for the tests that run several against one database. */
export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port>/fadmaa */
  base: string;
  port: number;
  stop(): Promise<void>;
}

const MAIN = path.join(import.meta.dirname, "..", "main.ts");
/** The processes a test starts share one patient-data key, as a deployment's do (it also tags holder tokens). */
const SHARED_PATIENT_KEY = randomBytes(32).toString("base64");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Starts one server process on a PostgreSQL schema's URL and waits until it answers health. `env` adds
 * to or overrides the settings below (limits lifted out of the way, no seeding, warnings only);
 * `testClock` starts it with packages/test-clock (its FAD_TEST_* variables then set its clock).
 */
export async function startServerProcess(options: {
  databaseUrl: string;
  env?: NodeJS.ProcessEnv;
  testClock?: boolean;
}): Promise<ServerProcess> {
  const port = await freePort();
  const preload = options.testClock ? ["--import", "@fad/test-clock/register"] : [];
  const child = spawn(process.execPath, ["--import", "tsx", ...preload, MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      // One process each: the tests start several themselves (decision 70 would start one per core).
      FAD_WORKERS: "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      FAD_SEED_ON_EMPTY: "false",
      FAD_PATIENT_DATA_KEY: SHARED_PATIENT_KEY,
      FAD_HOLD_RATE_LIMIT: "100000",
      FAD_BOOK_RATE_LIMIT: "100000",
      FAD_SEARCH_RATE_LIMIT: "100000",
      // Every client of these tests comes from 127.0.0.1: the hold limits per address (decision 90) too.
      FAD_HOLDS_PER_CALENDAR: "100000",
      FAD_HOLDS_PER_DAY: "1000000",
      // The races and kills send bursts of holds; admission control has its own tests (decision 209).
      FAD_ADMISSION_MAX_IN_FLIGHT: "100000",
      FAD_ADMISSION_MAX_EVENT_LOOP_DELAY_MS: "60000",
      LOG_LEVEL: "warn",
      // The staff sign-in's development provider on any free port, never one probed early (see mail-world).
      FAD_STAFF_DEV_PROVIDER_PORT: "0",
      ...options.env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}/fadmaa`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGKILL");
    });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return { child, base, port, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  await stop();
  throw new Error("server did not become healthy");
}
