import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import { createDatabase, createPglite, type DatabaseHandle } from "../database/create-database.ts";
import { migrateToLatest } from "../database/migrate.ts";
import { servePgliteOverTcp } from "./pglite-wire-server.ts";

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
  await createSchema(url, schema);
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

/** A migrated schema of its own on a PostgreSQL server, opened from several connections or processes. */
export interface SharedTestSchema {
  /** A handle on the schema (the test's own connections). */
  handle: DatabaseHandle;
  /** The server's URL with the schema as search path: what another process is given as DATABASE_URL. */
  url: string;
  /** Opens another handle on the schema, with its own memory, as another process would have. */
  open(): DatabaseHandle;
  /** Drops the schema and closes the handle. */
  drop(): Promise<void>;
}

export async function createSharedTestSchema(url: string, prefix: string): Promise<SharedTestSchema> {
  const schema = `${prefix}_${randomBytes(6).toString("hex")}`;
  await createSchema(url, schema);
  const open = () => createDatabase({ kind: "postgres", url, searchPath: schema });
  const handle = open();
  await migrateToLatest(handle.db, schema);
  const separator = url.includes("?") ? "&" : "?";
  return {
    handle,
    url: `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema},public`)}`,
    open,
    drop: async () => {
      await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(handle.db);
      await handle.db.destroy();
    },
  };
}

/**
 * A fresh, migrated database that another process can open as well, at `url` (its DATABASE_URL): PGlite
 * in memory served over the wire protocol, or a PostgreSQL schema of its own. Dropped on close.
 */
export async function createReachableTestDatabase(kind: TestDatabaseKind): Promise<DatabaseHandle & { url: string }> {
  if (kind === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DATABASE_URL is not set");
    const shared = await createSharedTestSchema(url, "reachable");
    return { ...shared.handle, url: shared.url, close: () => shared.drop() };
  }
  const pglite = await createPglite();
  const wire = await servePgliteOverTcp(pglite);
  const url = `postgres://postgres@127.0.0.1:${wire.port}/postgres`;
  const handle = createDatabase({ kind: "postgres", url, poolSize: 2 });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      await wire.close();
      await pglite.close();
    },
  };
}

/** An empty schema on the PostgreSQL server at `url` (dropped by its test when done). */
async function createSchema(url: string, schema: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
}

/**
 * The connection an import runs on, as `npm run import` opens it: on PostgreSQL a pool of its own on the
 * test's schema without the server's statement timeouts (an import's one transaction refreshes the search
 * views, seconds on a busy machine); PGlite in memory has one database, so its own handle.
 */
export function importConnectionOf(handle: DatabaseHandle): DatabaseHandle {
  const target = handle.target;
  if (target.kind !== "postgres") return { ...handle, close: async () => {} };
  return createDatabase({ ...target, statementTimeoutMs: 0, poolSize: 2 });
}
