import cluster, { type Worker } from "node:cluster";

/** A worker that dies sooner than this after its start counts as a failed start (a crash loop). */
const QUICK_DEATH_MS = 10_000;
/** This many failed starts in a row stop the server rather than restarting forever. */
const MAX_QUICK_DEATHS = 5;

/**
 * The first process of a multi-worker server (decision 70): starts `workers` server processes on the
 * same port (node:cluster hands connections out in turn), starts a new one when one dies, and on SIGTERM
 * or SIGINT asks every worker to finish its requests in flight, then exits when they have.
 */
export function superviseWorkers(options: { workers: number; log: (message: string) => void }): void {
  const { workers, log } = options;
  let stopping = false;
  let quickDeaths = 0;
  const startedAt = new Map<number, number>();

  const start = (): Worker => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    return worker;
  };

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    if (quickDeaths >= MAX_QUICK_DEATHS) {
      log(
        `server worker failed ${quickDeaths} times in a row right after starting (last: ${signal ?? code}); stopping`,
      );
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill("SIGTERM");
      process.exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    log(`server worker ${worker.process.pid} ended (${signal ?? `code ${code}`}); starting another`);
    start();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      log(`second ${signal}: exiting at once`);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      process.exit(1);
    }
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  for (let index = 0; index < workers; index++) start();
}
