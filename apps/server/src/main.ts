import { buildApp } from "./app.ts";
import { ConfigurationError, loadServerConfig } from "./config/server-config.ts";
import { createDatabase } from "./database/create-database.ts";
import { migrateToLatest } from "./database/migrate.ts";
import { isDatabaseEmpty, seedDemoNetwork } from "./seed/seed-demo-network.ts";

/** npm start: migrate, seed an empty database with the demo network, serve, and shut down cleanly. */
async function main(): Promise<void> {
  const config = loadServerConfig();
  const database = createDatabase(config.database);
  await migrateToLatest(database.db);
  const app = await buildApp({ db: database.db, config });

  if (config.seed.onEmpty && (await isDatabaseEmpty(database.db))) {
    const started = performance.now();
    app.log.info({ physicians: config.seed.physicians, seed: config.seed.seed }, "seeding the demo network");
    await seedDemoNetwork(database.db, { physicians: config.seed.physicians, seed: config.seed.seed });
    app.log.info({ seconds: Math.round((performance.now() - started) / 100) / 10 }, "demo network seeded");
  }

  let closing = false;
  const shutDown = async (signal: string) => {
    if (closing) {
      app.log.warn({ signal }, "second signal: exiting at once");
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, "shutting down: finishing requests in flight");
    try {
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
