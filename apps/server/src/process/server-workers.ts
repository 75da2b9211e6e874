import { availableParallelism } from "node:os";
import type { DatabaseTarget } from "../database/create-database.ts";

/** More than this many processes on one machine only adds contention for the database's connections. */
export const MAX_SERVER_WORKERS = 64;

export class WorkerCountError extends Error {}

/**
 * How many server processes `npm start` runs (FAD_WORKERS, decision 70). On PostgreSQL, one per core
 * unless set: a search is CPU work in the server process, and one Node process uses one core. On the
 * embedded database, always one: PGlite is a database inside the process, so a second process could not
 * share it (each would open its own copy of the data folder and they would corrupt it).
 */
export function serverWorkerCount(options: {
  database: DatabaseTarget;
  /** FAD_WORKERS as given, or undefined when unset. */
  requested: number | undefined;
  cores?: number;
}): number {
  const { database, requested } = options;
  if (database.kind === "pglite") {
    if (requested !== undefined && requested !== 1) {
      throw new WorkerCountError(
        "FAD_WORKERS: the embedded database (no DATABASE_URL) serves from one process; set DATABASE_URL to run more",
      );
    }
    return 1;
  }
  return Math.min(MAX_SERVER_WORKERS, requested ?? options.cores ?? availableParallelism());
}
