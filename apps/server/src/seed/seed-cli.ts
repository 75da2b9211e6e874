import { pathToFileURL } from "node:url";
import { ConfigurationError, loadServerConfig } from "../config/server-config.ts";
import { createDatabase, withoutTimeouts } from "../database/create-database.ts";
import { migrateToLatest } from "../database/migrate.ts";
import { parseSeedArguments, SeedArgumentsError } from "./seed-arguments.ts";
import { clearDemoNetwork, isDatabaseEmpty, seedDemoNetwork } from "./seed-demo-network.ts";

/**
 * npm run seed -- --physicians N --seed S [--reset]
 * Exit codes: 0 seeded, 1 the database already holds a network (or the seed failed), 2 bad input.
 */
export async function runSeedCli(argv: string[]): Promise<number> {
  const config = loadServerConfig();
  const args = parseSeedArguments(argv, config.seed);
  const started = performance.now();
  const database = createDatabase(withoutTimeouts(config.database));
  try {
    await migrateToLatest(database.db);
    if (!(await isDatabaseEmpty(database.db))) {
      if (!args.reset) {
        console.error("The database already holds a network. Run again with --reset to replace it.");
        return 1;
      }
      await clearDemoNetwork(database.db);
      console.log("cleared the previous network and its appointments");
    }
    const summary = await seedDemoNetwork(database.db, {
      physicians: args.physicians,
      seed: args.seed,
      log: (message) => console.log(message),
    });
    console.table(summary);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`seeded ${args.physicians} physicians (seed ${args.seed}) in ${seconds} s`);
    return 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runSeedCli(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      if (error instanceof SeedArgumentsError || error instanceof ConfigurationError) {
        console.error(error.message);
        process.exitCode = 2;
        return;
      }
      console.error(error);
      process.exitCode = 1;
    },
  );
}
