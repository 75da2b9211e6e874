import type { BenchSamples } from "../lib/bench-samples.ts";
import type { BenchRequest } from "../lib/run-http-load.ts";
import type { WorkerFigures } from "../lib/run-workers.ts";

/** A load of single requests, driven by autocannon. */
export interface HttpScenario {
  kind: "http";
  name: string;
  /** Needs the server to serve a web build (pages rendered on the server, decision 57). */
  needsWebBuild?: boolean;
  /** Also measure its floor: the same answers served precomputed (lib/run-floor.ts). */
  floor?: boolean;
  /** Called once per run with the network's samples; returns the request generator. */
  requests(samples: BenchSamples): () => BenchRequest;
}

/** A flow of several calls per operation (hold then book), driven by worker loops. */
export interface FlowScenario {
  kind: "flow";
  name: string;
  run(options: { baseUrl: string; samples: BenchSamples; workers: number; seconds: number }): Promise<WorkerFigures>;
  /**
   * The same work as plain SQL from the bench itself, with the same guarantees (lib/booking-floor.ts):
   * PostgreSQL only (the embedded database is the server process's own). `connections` to the database.
   */
  floor?(options: {
    baseUrl: string;
    samples: BenchSamples;
    workers: number;
    seconds: number;
    databaseUrl: string;
    connections: number;
  }): Promise<WorkerFigures>;
}

export type Scenario = HttpScenario | FlowScenario;
