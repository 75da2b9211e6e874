import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Kysely, PGliteDialect, PostgresDialect } from "kysely";
import pg from "pg";
import type { DatabaseSchema } from "./database-schema.ts";

export type Database = Kysely<DatabaseSchema>;

export type DatabaseTarget =
  /** Embedded PostgreSQL; no dataDir keeps it in memory (tests). */
  | { kind: "pglite"; dataDir?: string }
  /** A PostgreSQL server; searchPath puts a test's own schema first. */
  | { kind: "postgres"; url: string; searchPath?: string; poolSize?: number };

export interface DatabaseHandle {
  db: Database;
  target: DatabaseTarget;
  close(): Promise<void>;
}

/** How long a call waits for a new connection to a database server before it is answered 503. */
export const CONNECT_TIMEOUT_MS = 5_000;

export function createDatabase(target: DatabaseTarget): DatabaseHandle {
  const db = new Kysely<DatabaseSchema>({
    dialect: target.kind === "pglite" ? pgliteDialect(target.dataDir) : postgresDialect(target),
  });
  return { db, target, close: () => db.destroy() };
}

function pgliteDialect(dataDir: string | undefined): PGliteDialect {
  return new PGliteDialect({ pglite: () => createPglite(dataDir) });
}

/** An embedded PostgreSQL with the extensions the migrations use; no dataDir keeps it in memory. */
export function createPglite(dataDir?: string): Promise<PGlite> {
  return PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions: { pg_trgm, cube, earthdistance, btree_gist },
  });
}

function postgresDialect(target: Extract<DatabaseTarget, { kind: "postgres" }>): PostgresDialect {
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? 10,
    // A database that does not answer (rather than refusing) fails the call as a 503 after this long
    // instead of holding it open forever; keep-alive notices a peer that vanished (decision 52).
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    ...(target.searchPath ? { options: `-c search_path=${target.searchPath},public` } : {}),
  });
  // A client that loses its server must not take the process down: an idle one is reported to the
  // pool's "error" event, and one checked out between two statements (inside a transaction, say) to
  // its own "error" event, which has no listener then. Both are removed from the pool (pg-pool drops a
  // client that is no longer queryable when it is released); the statement that meets the broken
  // connection fails and the API answers 503. New clients are made on demand, so the pool reconnects
  // by itself when the server is back.
  pool.on("error", () => {});
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  return new PostgresDialect({ pool });
}
