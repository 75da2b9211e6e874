import type { PGlite } from "@electric-sql/pglite";
import { Kysely, PGliteDialect, PostgresDialect } from "kysely";
import pg from "pg";
import type { DatabaseSchema } from "./database-schema.ts";

export type Database = Kysely<DatabaseSchema>;

export type DatabaseTarget =
  /** Embedded PostgreSQL; no dataDir keeps it in memory (tests). */
  | { kind: "pglite"; dataDir?: string }
  /** A PostgreSQL server; searchPath puts a test's own schema first. */
  | {
      kind: "postgres";
      url: string;
      searchPath?: string;
      poolSize?: number;
      /**
       * The statement and query timeouts (ms) of a serving pool; 0 turns them off for the tools whose
       * statements are long by nature (migrations, the seed, key rotation). Default SERVING_TIMEOUTS.
       */
      statementTimeoutMs?: number;
    };

export interface DatabaseHandle {
  db: Database;
  target: DatabaseTarget;
  close(): Promise<void>;
}

/**
 * Bounded waits (decision 95): a call that needs the database is answered 503 within 5 s when the
 * database is out of reach (docs/operations.md). A new or free connection is waited for at most
 * CONNECT_TIMEOUT_MS; the server cancels a statement after STATEMENT_TIMEOUT_MS (a slow query, a lock
 * waited on too long); a statement whose answer never comes back (a network partition: the server may
 * never have got it) is given up by the client after QUERY_TIMEOUT_MS.
 */
export const CONNECT_TIMEOUT_MS = 4_000;
export const STATEMENT_TIMEOUT_MS = 3_500;
export const QUERY_TIMEOUT_MS = 4_000;
/** TCP keep-alive probes start after this much silence on a pooled connection. */
export const KEEPALIVE_DELAY_MS = 10_000;
/** Connections a serving process keeps to PostgreSQL (the load balancer sends it as many calls at once). */
export const DEFAULT_POOL_SIZE = 10;

export function createDatabase(target: DatabaseTarget): DatabaseHandle {
  let pool: pg.Pool | undefined;
  const db = new Kysely<DatabaseSchema>({
    dialect:
      target.kind === "pglite"
        ? pgliteDialect(target.dataDir)
        : postgresDialect(target, (created) => {
            pool = created;
          }),
  });
  if (pool) pools.set(db, pool);
  return { db, target, close: () => db.destroy() };
}

/** Each PostgreSQL database's pool, for the operators' metrics (metrics/metrics-plugin.ts). */
const pools = new WeakMap<Database, pg.Pool>();

/** The connections of a PostgreSQL database's pool now; null for the embedded database (one connection, no pool). */
export function poolStatsOf(db: Database): { total: number; idle: number; waiting: number } | null {
  const pool = pools.get(db);
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
}

function pgliteDialect(dataDir: string | undefined): PGliteDialect {
  return new PGliteDialect({ pglite: () => createPglite(dataDir) });
}

/**
 * An embedded PostgreSQL with the extensions the migrations use; no dataDir keeps it in memory. PGlite
 * is loaded here, when one is made: a process on PostgreSQL (a server, the import) does not carry its
 * some 60 MB (decision 193).
 */
export async function createPglite(dataDir?: string): Promise<PGlite> {
  const [{ PGlite }, { btree_gist }, { pg_trgm }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/btree_gist"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
  ]);
  return PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions: { pg_trgm, btree_gist },
  });
}

function postgresDialect(
  target: Extract<DatabaseTarget, { kind: "postgres" }>,
  onPool: (pool: pg.Pool) => void,
): PostgresDialect {
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? DEFAULT_POOL_SIZE,
    // A database that does not answer (rather than refusing) fails the call as a 503 after this long
    // instead of holding it open forever; keep-alive notices a peer that vanished (decision 52).
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    ...timeoutsOf(target.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS),
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
    if (target.statementTimeoutMs !== 0) noticeUnansweredQueries(client, breaker);
  });
  const breaker = failFastAfterPartition(pool);
  onPool(pool);
  return new PostgresDialect({ pool });
}

/** The same database for a tool whose statements are long by nature: no statement or query timeout. */
export function withoutTimeouts(target: DatabaseTarget): DatabaseTarget {
  return target.kind === "postgres" ? { ...target, statementTimeoutMs: 0 } : target;
}

/** node-postgres's per-connection timeouts: the server's statement_timeout and the client's own. */
function timeoutsOf(statementTimeoutMs: number): pg.PoolConfig {
  if (statementTimeoutMs <= 0) return {};
  return {
    statement_timeout: statementTimeoutMs,
    // A transaction left open by a process that lost its client frees its rows and locks.
    idle_in_transaction_session_timeout: statementTimeoutMs * 4,
    query_timeout: statementTimeoutMs + (QUERY_TIMEOUT_MS - STATEMENT_TIMEOUT_MS),
  };
}

/**
 * A statement that got no answer within QUERY_TIMEOUT_MS means the database is out of reach (a
 * partition): its connection is dropped (it would hold later statements behind the lost one) and, for
 * the next QUERY_TIMEOUT_MS, calls that need a connection are refused at once rather than each waiting
 * out its own timeout, so a call of several statements still answers 503 within 5 s (decision 95).
 */
function noticeUnansweredQueries(client: pg.PoolClient, breaker: PartitionBreaker): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      const asked = breaker.asked();
      result.then(asked.answered, (error: unknown) => {
        asked.answered();
        if (error instanceof Error && error.message === "Query read timeout") {
          breaker.trip();
          (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
        }
      });
    }
    return result;
  };
}

interface PartitionBreaker {
  trip(): void;
  /** A statement sent; answered() once its answer or error came. */
  asked(): { answered: () => void };
}

/** pg-pool's words when a new connection got no answer within connectionTimeoutMillis. */
const NEW_CONNECTION_TIMED_OUT = "Connection terminated due to connection timeout";
/** pg-pool's words when no connection of a full pool came free within connectionTimeoutMillis. */
const NO_FREE_CONNECTION = "timeout exceeded when trying to connect";

/**
 * Refuses calls for QUERY_TIMEOUT_MS once a partition shows: a statement left unanswered, a new
 * connection left unanswered, or a wait for a free connection that ran out while a statement has gone
 * unanswered for longer than the server's statement_timeout (a server in reach would have answered it,
 * if only with a cancel). Those waits end together at 4 s, so a call whose first wait was one of the
 * last two (the rate-limit count lets the call go on without it, decision 91) was otherwise answered
 * only after its next statement waited again: 8 or 12 s instead of 5 (database-outage.test.ts). A full
 * pool of statements that are merely slow trips nothing: the server cancels them at statement_timeout.
 */
function failFastAfterPartition(pool: pg.Pool): PartitionBreaker {
  let refuseUntil = 0;
  const pending = new Set<{ since: number }>();
  const trip = () => {
    refuseUntil = Date.now() + QUERY_TIMEOUT_MS;
  };
  const unansweredTooLong = () => {
    const now = Date.now();
    for (const statement of pending) if (now - statement.since > STATEMENT_TIMEOUT_MS) return true;
    return false;
  };
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  (pool as unknown as { connect: () => Promise<pg.PoolClient> }).connect = () =>
    Date.now() < refuseUntil
      ? // node-postgres's own words for a connection not had in time (database-errors.ts: a 503).
        Promise.reject(new Error(NO_FREE_CONNECTION))
      : connect().catch((error: unknown) => {
          const message = error instanceof Error ? error.message : "";
          if (message === NEW_CONNECTION_TIMED_OUT || (message === NO_FREE_CONNECTION && unansweredTooLong())) trip();
          throw error;
        });
  return {
    trip,
    asked: () => {
      const statement = { since: Date.now() };
      pending.add(statement);
      return { answered: () => pending.delete(statement) };
    },
  };
}
