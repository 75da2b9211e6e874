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

export function createDatabase(target: DatabaseTarget): DatabaseHandle {
  const db = new Kysely<DatabaseSchema>({
    dialect: target.kind === "pglite" ? pgliteDialect(target.dataDir) : postgresDialect(target),
  });
  return { db, target, close: () => db.destroy() };
}

function pgliteDialect(dataDir: string | undefined): PGliteDialect {
  return new PGliteDialect({
    pglite: () =>
      PGlite.create({
        ...(dataDir ? { dataDir } : {}),
        extensions: { pg_trgm, cube, earthdistance, btree_gist },
      }),
  });
}

function postgresDialect(target: Extract<DatabaseTarget, { kind: "postgres" }>): PostgresDialect {
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? 10,
    ...(target.searchPath ? { options: `-c search_path=${target.searchPath},public` } : {}),
  });
  // An idle client that loses its server must not take the process down.
  pool.on("error", () => {});
  return new PostgresDialect({ pool });
}
