import { type Figures, summarise } from "./measure.ts";

/**
 * For flows of several calls (hold then book): `workers` loops run `operation` back to back for
 * `seconds`; each completed operation's latency is recorded. The operation says whether it succeeded
 * as expected ("ok"), lost a race it was meant to be able to lose ("lost", e.g. a 409 under
 * contention), or failed ("error"); "stop" ends that worker (it has nothing left to do).
 */
export type Outcome = "ok" | "lost" | "error" | "stop";

export interface WorkerFigures extends Figures {
  lost: number;
}

export async function runWorkers(options: {
  workers: number;
  seconds: number;
  operation: (worker: number) => Promise<Outcome>;
}): Promise<WorkerFigures> {
  const latencies: number[] = [];
  let errors = 0;
  let lost = 0;
  const deadline = performance.now() + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.workers }, async (_unused, worker) => {
      while (performance.now() < deadline) {
        const started = performance.now();
        const outcome = await options.operation(worker).catch((): Outcome => "error");
        if (outcome === "stop") return;
        if (outcome === "error") errors += 1;
        else {
          latencies.push(performance.now() - started);
          if (outcome === "lost") lost += 1;
        }
      }
    }),
  );
  return { ...summarise(latencies, options.seconds, errors), lost };
}
