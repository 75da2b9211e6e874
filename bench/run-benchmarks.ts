import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";

/**
 * Starts the production server in its own process on a fresh embedded database seeded with
 * --physicians N, then loads each endpoint in turn beside the trivial one, and prints a table.
 * Usage: npm run bench -- [--physicians 1500] [--seconds 10] [--connections 32]
 */
const args = parseArgs(process.argv.slice(2));
const physicians = args.physicians ?? 1500;
const seconds = args.seconds ?? 10;
const connections = args.connections ?? 32;
const port = 8390;
const root = path.resolve(import.meta.dirname, "..");

interface Endpoint {
  name: string;
  path: string;
}

const endpoints: Endpoint[] = [
  { name: "trivial JSON (config)", path: "/fadmaa/api/config" },
  { name: "health (SELECT 1)", path: "/fadmaa/health" },
  { name: "host page", path: "/physicians" },
];

async function main(): Promise<void> {
  if (await answers(`http://127.0.0.1:${port}/fadmaa/health`)) {
    throw new Error(`port ${port} already answers: stop that server first, or the figures would be its`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "fad-bench-"));
  // One process (node with tsx's loader), so SIGTERM reaches the server itself: through npx the
  // server outlived the benchmark and held its output open.
  const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      FAD_DATA_DIR: dataDir,
      FAD_SEED_PHYSICIANS: String(physicians),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  try {
    const seededIn = await waitForHealth(`http://127.0.0.1:${port}/fadmaa/health`);
    console.log(
      `server up with ${physicians} physicians in ${seededIn.toFixed(1)} s; ${connections} connections, ${seconds} s each\n`,
    );
    const rows: string[][] = [];
    let baseline = 0;
    for (const endpoint of endpoints) {
      const result = await autocannon({
        url: `http://127.0.0.1:${port}${endpoint.path}`,
        connections,
        duration: seconds,
      });
      baseline ||= result.requests.average;
      rows.push([
        endpoint.name,
        String(result.latency.p50),
        String(result.latency.p97_5),
        String(result.latency.p99),
        result.requests.average.toFixed(0),
        (result.requests.average / baseline).toFixed(2),
        String(result.non2xx + result.errors),
      ]);
    }
    printTable(["endpoint", "p50 ms", "p97.5 ms", "p99 ms", "req/s", "× trivial", "errors"], rows);
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function waitForHealth(url: string): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 600_000) {
    if (await answers(url)) return (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("server did not become healthy within 10 minutes");
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`);
  for (const row of rows) console.log(line(row));
}

function parseArgs(argv: string[]): Partial<Record<"physicians" | "seconds" | "connections", number>> {
  const parsed: Partial<Record<"physicians" | "seconds" | "connections", number>> = {};
  for (let index = 0; index < argv.length; index += 2) {
    const key = argv[index]?.replace(/^--/, "");
    const value = Number(argv[index + 1]);
    if ((key === "physicians" || key === "seconds" || key === "connections") && Number.isInteger(value) && value > 0) {
      parsed[key] = value;
    } else {
      throw new Error(`unknown or bad argument: ${argv[index]} ${argv[index + 1] ?? ""}`);
    }
  }
  return parsed;
}

await main();
