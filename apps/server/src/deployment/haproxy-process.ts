import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { closeSync, openSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type BalancerLayout, haproxyConfig } from "./haproxy-config.ts";

/** A server line's state as HAProxy's statistics give it. */
export interface BalancedServer {
  /** The server's name in the configuration (`node1`, or `node1-any` for its backup line). */
  name: string;
  /** `UP`, `DOWN`, `UP 1/2` (going down), `DOWN 1/2` (coming up), `no check` (backup lines), … */
  status: string;
  /** Calls it is answering now. */
  current: number;
  /** Calls sent to it so far. */
  total: number;
}

export interface HaproxyProcess {
  readonly configFile: string;
  readonly logFile: string;
  /** The backend's server lines, read from HAProxy's statistics (CSV). */
  servers(): Promise<BalancedServer[]>;
  stop(): Promise<void>;
}

/** HAProxy from the distribution's packages (scripts/ensure-haproxy.sh installs it). */
export function haproxyInstalled(): boolean {
  try {
    execFileSync("haproxy", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes HAProxy's configuration into `runDir`, checks it (`haproxy -c`) and runs HAProxy in the
 * foreground (`-db`), its access log appended to `runDir/haproxy.log`. Resolves once its statistics
 * answer.
 */
export async function startHaproxy(layout: BalancerLayout, runDir: string): Promise<HaproxyProcess> {
  if (!haproxyInstalled()) {
    throw new Error("haproxy is not installed: run `bash scripts/ensure-haproxy.sh` (Debian's haproxy package)");
  }
  const configFile = path.join(runDir, "haproxy.cfg");
  const logFile = path.join(runDir, "haproxy.log");
  writeFileSync(configFile, haproxyConfig(layout));
  execFileSync("haproxy", ["-c", "-q", "-f", configFile], { stdio: ["ignore", "ignore", "inherit"] });
  const fd = openSync(logFile, "a");
  const child: ChildProcess = spawn("haproxy", ["-db", "-f", configFile], { stdio: ["ignore", fd, fd] });
  closeSync(fd);
  // It ends with the launcher, however that ends.
  process.once("exit", () => child.kill("SIGKILL"));
  const statsUrl = `http://${layout.stats.host}:${layout.stats.port}/;csv`;
  const servers = async (): Promise<BalancedServer[]> => parseServers(await (await fetch(statsUrl)).text());
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGTERM");
    await exited;
  };
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode} (its log: ${logFile})`);
    try {
      await servers();
      return { configFile, logFile, servers, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await stop();
  throw new Error(`haproxy's statistics did not answer (its log: ${logFile})`);
}

/** The server lines of the `fad_processes` backend in HAProxy's statistics CSV. */
export function parseServers(csv: string): BalancedServer[] {
  const [header = "", ...rows] = csv.trim().split("\n");
  const columns = header.replace(/^# /, "").split(",");
  const at = (row: string[], column: string) => row[columns.indexOf(column)] ?? "";
  return rows
    .map((line) => line.split(","))
    .filter((row) => at(row, "pxname") === "fad_processes" && !["FRONTEND", "BACKEND"].includes(at(row, "svname")))
    .map((row) => ({
      name: at(row, "svname"),
      status: at(row, "status"),
      current: Number(at(row, "scur")),
      total: Number(at(row, "stot")),
    }));
}
