import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, openSync, writeSync } from "node:fs";
import path from "node:path";
import { HEALTH_PATH } from "./haproxy-config.ts";

const SERVER_PACKAGE = path.join(import.meta.dirname, "..", "..");
const MAIN = path.join(SERVER_PACKAGE, "src", "main.ts");
/** A node that died is started again after this pause (a supervisor's, as systemd's RestartSec). */
const RESTART_DELAY_MS = 500;
/** A node that dies sooner than this after its start counts as a failed start. */
const QUICK_DEATH_MS = 10_000;
/** This many failed starts in a row and the node is left down: a crash loop only burns the machine. */
const MAX_QUICK_DEATHS = 5;

/**
 * One server process of the multi-node run (npm start's main.ts on a port of its own), kept running as
 * a process supervisor would: started again when it dies, until it is stopped (decision 110).
 */
export interface ServerNode {
  readonly name: string;
  readonly host: string;
  readonly port: number;
  /** The running process's id (undefined between a death and the next start). */
  pid(): number | undefined;
  /** How many times it was started: 1, plus one per restart. */
  starts(): number;
  /** Resolves once it answers health 200. */
  untilHealthy(timeoutMs?: number): Promise<void>;
  /** Sends a signal to the running process (SIGKILL: a crash, which the supervisor answers). */
  signal(signal: NodeJS.Signals): void;
  /** SIGTERM (requests in flight finish), no restart; SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

export function startServerNode(options: {
  name: string;
  host: string;
  port: number;
  /** The node's environment: the operator's settings; PORT and HOST are set here. */
  env: NodeJS.ProcessEnv;
  /** Standard output and error of every start are appended here. */
  logFile: string;
}): ServerNode {
  const { name, host, port, logFile } = options;
  let child: ChildProcess | null = null;
  let startCount = 0;
  let stopping = false;
  let quickDeaths = 0;
  let restartTimer: NodeJS.Timeout | null = null;

  const note = (line: string) => {
    const fd = openSync(logFile, "a");
    writeSync(fd, `[multi-node] ${new Date().toISOString()} ${name}: ${line}\n`);
    closeSync(fd);
  };

  const start = () => {
    restartTimer = null;
    const fd = openSync(logFile, "a");
    const started = Date.now();
    const current = spawn(process.execPath, ["--import", "tsx", MAIN], {
      cwd: SERVER_PACKAGE,
      env: { ...options.env, PORT: String(port), HOST: host },
      stdio: ["ignore", fd, fd],
      // A process group of its own: Ctrl-C at the terminal reaches the launcher alone, which stops
      // HAProxy first and then each process, rather than every process at once under live traffic.
      detached: true,
    });
    closeSync(fd);
    child = current;
    startCount += 1;
    current.once("exit", (code, signal) => {
      if (child === current) child = null;
      if (stopping) return;
      quickDeaths = Date.now() - started < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
      if (quickDeaths >= MAX_QUICK_DEATHS) {
        note(`failed ${quickDeaths} times in a row right after starting (last: ${signal ?? code}); left down`);
        return;
      }
      note(`ended (${signal ?? `code ${code}`}); starting again`);
      restartTimer = setTimeout(start, RESTART_DELAY_MS);
    });
  };
  start();
  // Detached, a process would outlive a launcher that ends without stopping it (an error, a test
  // runner's exit): it ends with the launcher.
  process.once("exit", () => {
    stopping = true;
    child?.kill("SIGKILL");
  });

  return {
    name,
    host,
    port,
    pid: () => child?.pid,
    starts: () => startCount,
    untilHealthy: async (timeoutMs = 180_000) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (stopping) throw new Error(`${name} was stopped`);
        try {
          const response = await fetch(`http://${host}:${port}${HEALTH_PATH}`);
          if (response.ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      throw new Error(`${name} did not answer health within ${timeoutMs / 1000} s (its log: ${logFile})`);
    },
    signal: (signal) => {
      child?.kill(signal);
    },
    stop: async (graceMs = 15_000) => {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => running.once("exit", () => resolve()));
      running.kill("SIGTERM");
      const forced = setTimeout(() => running.kill("SIGKILL"), graceMs);
      await exited;
      clearTimeout(forced);
    },
  };
}
