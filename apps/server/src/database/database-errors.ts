/** SQLSTATE of the error PostgreSQL and PGlite raise, when it has one. */
function sqlState(error: unknown): string | null {
  if (typeof error !== "object" || error === null || !("code" in error)) return null;
  const code = (error as { code: unknown }).code;
  return typeof code === "string" ? code : null;
}

/** 23P01 exclusion_violation: another live appointment overlaps on that calendar. */
export function isExclusionViolation(error: unknown): boolean {
  return sqlState(error) === "23P01";
}

/**
 * 40P01 deadlock_detected: two transactions inserting overlapping periods into the exclusion index at
 * the same moment can each wait for the other (PostgreSQL documents this for exclusion constraints);
 * the server aborts one. Retrying it then meets the winner's row as an exclusion violation. The
 * calendar lock (calendar-lock.ts) keeps writes on one calendar from meeting like that; a hold that
 * also releases its holder's hold on another calendar can still meet a write there.
 */
export function isDeadlock(error: unknown): boolean {
  return sqlState(error) === "40P01";
}

/**
 * A transaction the database aborted so that another could go on, safe to run again: a deadlock
 * victim (40P01) or a serialization failure (40001).
 */
export function isTransientConflict(error: unknown): boolean {
  const state = sqlState(error);
  return state === "40P01" || state === "40001";
}

/**
 * Runs a transaction again when the database aborted it as a deadlock victim or a serialization
 * failure (5 tries, a few random milliseconds apart so the two do not meet again). One still failing
 * after that answers 503 (api-errors.ts), never 500.
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (!isTransientConflict(error) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}

/**
 * Node's socket errors when the database server cannot be reached or drops the connection. node-postgres
 * passes them through as they are (with Node 20's happy-eyeballs connect, as an AggregateError that
 * carries the code too).
 */
const UNREACHABLE_SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs of a server that is going away or not yet taking work: class 08 connection exceptions,
 * 57P01-57P03 (shut down by an administrator, crashed, still starting), 53300 too many connections,
 * 57014 a statement the server cancelled at statement_timeout (decision 95: a wait that outlasted it).
 */
const UNAVAILABLE_SQL_STATES = /^(08...|57P0[123]|53300|57014)$/;

/**
 * node-postgres and PGlite say "the connection is gone" in words only (no code): a socket closed under
 * a query, a pool that could not connect in time, a client already broken, an embedded database closed.
 */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^timeout expired$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^PGlite is closed$/,
  // node-postgres's query_timeout: no answer in time, as in a network partition (decision 95).
  /^Query read timeout$/,
];

/**
 * True when the error means the database cannot be reached right now (rather than a fault in a
 * statement): the API answers those 503 with Retry-After instead of 500, and they pass once the
 * database is back. Follows `cause` chains, since callers may wrap the driver's error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== "object") return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (UNREACHABLE_SOCKET_CODES.has(code) || UNAVAILABLE_SQL_STATES.test(code))) {
      return true;
    }
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = cause;
  }
  return false;
}
