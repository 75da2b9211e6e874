import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import { createDatabase, type DatabaseHandle } from "./create-database.ts";
import { migrateToLatest } from "./migrate.ts";

export type TestDatabaseKind = "pglite" | "postgres";

/**
 * The databases every database test runs on: PGlite always, and PostgreSQL as well when
 * TEST_DATABASE_URL is set (CI sets it).
 */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/** A fresh, migrated database: PGlite in memory, or a schema of its own on PostgreSQL, dropped on close. */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<DatabaseHandle> {
  if (kind === "pglite") {
    const handle = createDatabase({ kind: "pglite" });
    await migrateToLatest(handle.db);
    return handle;
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  const handle = createDatabase({ kind: "postgres", url, searchPath: schema, poolSize: 20 });
  await migrateToLatest(handle.db, schema);
  return {
    ...handle,
    close: async () => {
      await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(handle.db);
      await handle.db.destroy();
    },
  };
}
