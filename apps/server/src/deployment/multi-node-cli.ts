import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startMultiNode } from "./multi-node.ts";

/**
 * npm run multi-node -- [--processes 3] [--workers 1] [--port 8080] [--host 0.0.0.0]
 *
 * The documented production shape on this machine (docs/operations.md "Scaling out", decision 110):
 * `--processes` server processes on the PostgreSQL at DATABASE_URL, on ports port+1 … port+N, each
 * with FAD_WORKERS=`--workers` and restarted when it dies, behind HAProxy on `--host`:`--port` with its
 * statistics on 127.0.0.1:port+N+1. Every other setting is the server's own (README). Ctrl-C stops all.
 */
const USAGE =
  "usage: npm run multi-node -- [--processes 3] [--workers 1] [--port 8080] [--host 0.0.0.0] (DATABASE_URL=postgres://…)";

function positiveInteger(name: string, value: string, max: number): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > max) {
    console.error(`--${name}: expected a whole number from 1 to ${max}, got "${value}"\n${USAGE}`);
    process.exit(2);
  }
  return parsed;
}

async function main(): Promise<void> {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        processes: { type: "string", default: "3" },
        workers: { type: "string", default: "1" },
        port: { type: "string", default: process.env.PORT ?? "8080" },
        host: { type: "string", default: process.env.HOST ?? "0.0.0.0" },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  const processes = positiveInteger("processes", values.processes ?? "", 32);
  const workers = positiveInteger("workers", values.workers ?? "", 64);
  const port = positiveInteger("port", values.port ?? "", 65_535 - processes - 1);
  if (!process.env.DATABASE_URL?.startsWith("postgres")) {
    console.error(`DATABASE_URL: set it to the PostgreSQL server every process shares (postgres://…)\n${USAGE}`);
    process.exit(2);
  }
  const runDir = mkdtempSync(path.join(tmpdir(), "fad-multi-node-"));
  const serverPorts = Array.from({ length: processes }, (_, index) => port + 1 + index);
  const statsPort = port + processes + 1;
  console.error(`starting ${processes} server processes and HAProxy (logs in ${runDir})…`);
  const run = await startMultiNode({
    processes,
    workersPerProcess: workers,
    listen: { host: values.host ?? "0.0.0.0", port },
    serverPorts,
    statsPort,
    env: process.env,
    runDir,
  });
  console.log(
    [
      `Find a Doctor on ${processes} server processes behind HAProxy: ${run.url}/`,
      `  processes: ${run.nodes.map((node) => `http://${node.host}:${node.port}`).join(", ")} (each restarted when it dies)`,
      `  HAProxy's statistics: ${run.statsUrl}`,
      `  HAProxy's configuration and the logs: ${runDir}`,
      "Ctrl-C stops them all.",
    ].join("\n"),
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) process.exit(1);
    stopping = true;
    console.error("stopping: HAProxy, then each process after its calls in flight");
    await run.stop();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
