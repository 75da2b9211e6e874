import cluster from "node:cluster";
import { buildApp } from "./app.ts";
import { ConfigurationError, loadServerConfig, type ServerConfig } from "./config/server-config.ts";
import { createDatabase, withoutTimeouts } from "./database/create-database.ts";
import { startDatabaseClock } from "./database/database-clock.ts";
import { migrateToLatest } from "./database/migrate.ts";
import { startDevProviderBeside } from "./identity/staff-sign-in/dev-provider-beside.ts";
import { loadAppKeyring } from "./patient-data/load-patient-keyring.ts";
import { superviseWorkers } from "./process/supervise-workers.ts";
import { isDatabaseEmpty, seedDemoNetwork } from "./seed/seed-demo-network.ts";

/**
 * npm start: migrate, seed an empty database with the demo network, serve, and shut down cleanly.
 * With several workers (FAD_WORKERS, decision 70) the first process prepares the database and the
 * patient key once, then starts the workers, which share the port and the database.
 */
async function main(): Promise<void> {
  const loaded = loadServerConfig();
  // The development OpenID Provider for the staff console, once, in the first process (decision 160).
  const config = cluster.isPrimary ? (await startDevProviderBeside(loaded)).config : loaded;
  if (cluster.isPrimary && config.workers > 1) {
    await prepareOnce(config);
    superviseWorkers({ workers: config.workers, log: (message) => console.error(message) });
    return;
  }
  await serve(config, { prepare: cluster.isPrimary });
}

/** Migrations, the demo seed and the key file, before any worker serves. */
async function prepareOnce(config: ServerConfig): Promise<void> {
  // Migrations and the seed may run long statements: no serving timeouts here (decision 95).
  const database = createDatabase(withoutTimeouts(config.database));
  try {
    await migrateToLatest(database.db);
    if (config.seed.onEmpty && (await isDatabaseEmpty(database.db))) {
      console.error(`seeding the demo network (${config.seed.physicians} physicians)`);
      await seedDemoNetwork(database.db, { physicians: config.seed.physicians, seed: config.seed.seed });
    }
    // Creates the local key file when missing, so the workers all read the same one.
    await loadAppKeyring(config.patientData);
  } finally {
    await database.close();
  }
}

async function serve(config: ServerConfig, options: { prepare: boolean }): Promise<void> {
  // On PostgreSQL the serving pool has statement timeouts (decision 95): migrations and the seed run
  // first on a connection of their own without them. The embedded database is opened once.
  const prepareApart = options.prepare && config.database.kind === "postgres";
  if (prepareApart) await prepareOnce(config);
  const database = createDatabase(config.database);
  const prepareHere = options.prepare && !prepareApart;
  if (prepareHere) await migrateToLatest(database.db);
  // On PostgreSQL every process reads the database's clock (decision 94); the embedded database runs
  // on this process's own clock, so there it is the clock already.
  const databaseClock =
    config.database.kind === "postgres"
      ? await startDatabaseClock(database.db, {
          onError: (error) => console.error("database clock not measured:", error),
        })
      : null;
  const app = await buildApp({ db: database.db, config, ...(databaseClock ? { clock: databaseClock.clock } : {}) });
  if (databaseClock) app.log.info({ offsetMs: Math.round(databaseClock.offsetMs()) }, "on the database's clock");

  if (prepareHere && config.seed.onEmpty && (await isDatabaseEmpty(database.db))) {
    const started = performance.now();
    app.log.info({ physicians: config.seed.physicians, seed: config.seed.seed }, "seeding the demo network");
    await seedDemoNetwork(database.db, { physicians: config.seed.physicians, seed: config.seed.seed });
    app.log.info({ seconds: Math.round((performance.now() - started) / 100) / 10 }, "demo network seeded");
  }

  // A second signal of the same kind stops at once; a worker gets Ctrl-C from the terminal and the
  // first process's SIGTERM for the same stop, which is one stop.
  let closing: string | null = null;
  const shutDown = async (signal: string) => {
    if (closing === signal) {
      app.log.warn({ signal }, "second signal: exiting at once");
      process.exit(1);
    }
    if (closing) return;
    closing = signal;
    app.log.info({ signal }, "shutting down: finishing requests in flight");
    try {
      databaseClock?.stop();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutDown("SIGINT"));
  process.on("SIGTERM", () => void shutDown("SIGTERM"));
  // A worker whose first process died (killed outright) stops too, rather than serving on unsupervised.
  if (cluster.isWorker) process.on("disconnect", () => void shutDown("first process gone"));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigurationError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
