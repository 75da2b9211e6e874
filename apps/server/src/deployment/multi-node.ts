import path from "node:path";
import { DEFAULT_POOL_SIZE } from "../database/create-database.ts";
import { type HaproxyProcess, startHaproxy } from "./haproxy-process.ts";
import { type ServerNode, startServerNode } from "./server-node.ts";

/**
 * The production shape on one machine (decision 110): several server processes on one PostgreSQL,
 * each on a port of its own and kept running by a supervisor, behind HAProxy with health checks.
 * On several machines each runs its processes (npm start, FAD_WORKERS) and HAProxy lists them all.
 */
export interface MultiNodeOptions {
  /** Server processes behind the balancer. */
  processes: number;
  /** FAD_WORKERS of each process (node:cluster workers sharing its port; decision 70). */
  workersPerProcess: number;
  /** Where HAProxy listens for visitors. */
  listen: { host: string; port: number };
  /** The processes listen on 127.0.0.1 at these ports, one each. */
  serverPorts: number[];
  /** HAProxy's statistics page, on 127.0.0.1. */
  statsPort: number;
  /** The processes' settings (DATABASE_URL, a PostgreSQL server's, and any other). */
  env: NodeJS.ProcessEnv;
  /** HAProxy's configuration and every log go here. */
  runDir: string;
}

export interface MultiNode {
  /** What visitors open: HAProxy. */
  readonly url: string;
  readonly statsUrl: string;
  readonly nodes: ServerNode[];
  readonly haproxy: HaproxyProcess;
  /** Resolves once HAProxy has every process in rotation (each passed its health check). */
  untilAllInRotation(timeoutMs?: number): Promise<void>;
  /** HAProxy first (no new calls), then every process finishes its calls in flight. */
  stop(): Promise<void>;
}

const LOOPBACK = "127.0.0.1";

export async function startMultiNode(options: MultiNodeOptions): Promise<MultiNode> {
  const { processes, listen, serverPorts, runDir } = options;
  if (!options.env.DATABASE_URL?.startsWith("postgres")) {
    throw new Error(
      "DATABASE_URL: the multi-node run needs a PostgreSQL server (postgres://…), which every process shares",
    );
  }
  if (serverPorts.length !== processes) throw new Error("one server port per process");
  const visitorHost = listen.host === "0.0.0.0" ? "127.0.0.1" : listen.host;
  const url = `http://${visitorHost}:${listen.port}`;
  const env: NodeJS.ProcessEnv = {
    ...options.env,
    FAD_WORKERS: String(options.workersPerProcess),
    // The emails' links point at the balancer, not at the process that wrote them.
    FAD_PUBLIC_URL: options.env.FAD_PUBLIC_URL ?? url,
  };
  const nodes: ServerNode[] = [];
  let haproxy: HaproxyProcess | null = null;
  const stop = async () => {
    await haproxy?.stop();
    await Promise.all(nodes.map((node) => node.stop()));
  };
  const startNode = (index: number) => {
    const name = `node${index + 1}`;
    const node = startServerNode({
      name,
      host: LOOPBACK,
      port: serverPorts[index] as number,
      env,
      logFile: path.join(runDir, `${name}.log`),
    });
    nodes.push(node);
    return node;
  };
  try {
    // The first process migrates, seeds an empty database and creates the local key file (when no
    // key is given) alone; the others start once it serves, on a prepared database.
    await startNode(0).untilHealthy();
    await Promise.all(Array.from({ length: processes - 1 }, (_, index) => startNode(index + 1).untilHealthy()));
    haproxy = await startHaproxy(
      {
        listen,
        stats: { host: LOOPBACK, port: options.statsPort },
        servers: nodes.map((node) => ({ name: node.name, host: node.host, port: node.port })),
        callsPerServer: DEFAULT_POOL_SIZE * options.workersPerProcess,
      },
      runDir,
    );
    const balancer = haproxy;
    const untilAllInRotation = async (timeoutMs = 60_000) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const checked = (await balancer.servers()).filter((server) => !server.name.endsWith("-any"));
        if (checked.length === processes && checked.every((server) => server.status === "UP")) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`HAProxy did not put every process in rotation within ${timeoutMs / 1000} s`);
    };
    await untilAllInRotation();
    return {
      url,
      statsUrl: `http://${LOOPBACK}:${options.statsPort}/`,
      nodes,
      haproxy: balancer,
      untilAllInRotation,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
