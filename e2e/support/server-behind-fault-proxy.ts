import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { EventEmitter } from "node:events";
import { createWriteStream } from "node:fs";
import path from "node:path";
import {
  type DatabaseBehindFaultProxy,
  startDatabaseBehindFaultProxy,
} from "../../apps/server/src/testing/database-behind-fault-proxy.ts";

const REPOSITORY_ROOT = path.resolve(import.meta.dirname, "../..");
/** Small for a quick seed over the wire, large enough for a second results page and bookable doctors. */
const SEED_PHYSICIANS = "60";
const START_TIMEOUT_MS = 150_000;
const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

/**
 * The production server (apps/server/src/main.ts) in a process of its own whose only way to its
 * database is a TCP fault proxy this process holds: `database.proxy.stop()` is "PostgreSQL stopped",
 * `start()` "PostgreSQL back". Not the shared e2e server, which the other journeys need whole.
 */
export interface ServerBehindFaultProxy {
  baseURL: string;
  database: DatabaseBehindFaultProxy;
  /** Everything the server wrote (stdout and stderr). */
  logPath: string;
  stop(): Promise<void>;
}

export async function startServerBehindFaultProxy(options: {
  /** A PostgreSQL server to create the database on; unset, PGlite served over the wire protocol. */
  postgresUrl?: string | undefined;
  logPath: string;
  /** More of the server's environment, over the defaults below (e.g. FAD_SMTP_URL, PORT). */
  env?: Record<string, string>;
}): Promise<ServerBehindFaultProxy> {
  const database = await startDatabaseBehindFaultProxy(options.postgresUrl ? { postgresUrl: options.postgresUrl } : {});
  const log = createWriteStream(options.logPath);
  // One process (no npx or tsx wrapper in between), so the signal that stops it reaches the server.
  const server = spawn(
    process.execPath,
    ["--import", "tsx", "--import", "@fad/test-clock/register", "apps/server/src/main.ts"],
    {
      cwd: REPOSITORY_ROOT,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        DATABASE_URL: database.serverUrl,
        // One process, as the journeys expect of the server they cut off (decision 70).
        FAD_WORKERS: "1",
        // Port 0: the system picks a free one, read back from the "listening" line.
        PORT: "0",
        HOST: "127.0.0.1",
        LOG_LEVEL: "info",
        FAD_SEED_ON_EMPTY: "true",
        FAD_SEED_PHYSICIANS: SEED_PHYSICIANS,
        FAD_PATIENT_DATA_KEY: randomBytes(32).toString("base64"),
        // As in start-e2e-server.sh: the journey's look-ups for a bookable doctor come from one address.
        FAD_SEARCH_RATE_LIMIT: "100000",
        FAD_TYPEAHEAD_RATE_LIMIT: "100000",
        FAD_HOLD_RATE_LIMIT: "100000",
        FAD_BOOK_RATE_LIMIT: "100000",
        FAD_MANAGE_RATE_LIMIT: "100000",
        // The hold limits per address (decision 90): every journey comes from 127.0.0.1.
        FAD_HOLDS_PER_CALENDAR: "100000",
        FAD_HOLDS_PER_DAY: "1000000",
        // Admission control (decision 209) has its own tests; these races send bursts of holds.
        FAD_ADMISSION_MAX_IN_FLIGHT: "100000",
        FAD_ADMISSION_MAX_EVENT_LOOP_DELAY_MS: "60000",
        // PGlite served by this process plays the run's moment already (its clock is our shifted Date): the
        // server must not add the moment's shift to the database's time again (packages/test-clock).
        FAD_TEST_DATABASE_AT_MOMENT: database.kind === "PGlite over the wire" ? "true" : "",
        ...options.env,
      },
    },
  );
  // The log file keeps everything; the last few kilobytes are kept here too, for a start that fails.
  let recent = "";
  const output = new EventEmitter();
  for (const stream of [server.stdout, server.stderr]) {
    stream?.on("data", (chunk: Buffer) => {
      log.write(chunk);
      recent = `${recent}${chunk}`.slice(-8192);
      output.emit("data");
    });
  }

  try {
    const baseURL = await listeningAddress(server, output, () => recent);
    return {
      baseURL,
      database,
      logPath: options.logPath,
      stop: async () => {
        // A database left away would make the server's shutdown wait on calls that cannot finish.
        await database.proxy.start();
        await stopProcess(server);
        log.end();
        await database.close();
      },
    };
  } catch (error) {
    await stopProcess(server);
    log.end();
    await database.close();
    throw error;
  }
}

function listeningAddress(server: ChildProcess, output: EventEmitter, recent: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      output.off("data", onOutput);
      server.off("exit", onExit);
      outcome();
    };
    const fail = (reason: string) => settle(() => reject(new Error(`${reason}; its output ends:\n${recent()}`)));
    const onOutput = () => {
      const address = LISTENING.exec(recent())?.[1];
      if (address) settle(() => resolve(address));
    };
    const onExit = (code: number | null, signal: string | null) =>
      fail(`the server exited before listening (code ${code}, signal ${signal})`);
    const timer = setTimeout(
      () => fail(`the server did not listen within ${START_TIMEOUT_MS / 1000} s`),
      START_TIMEOUT_MS,
    );
    output.on("data", onOutput);
    server.once("exit", onExit);
  });
}

/** SIGTERM (the server finishes calls in flight), then SIGKILL if it has not gone within 10 s. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(killer);
}
