import { sql } from "kysely";
import type { Database } from "./create-database.ts";

/** How often the offset is measured again: clocks drift and get stepped by NTP. */
export const DATABASE_CLOCK_REFRESH_MS = 60_000;

/**
 * The test clock's deliberate shift of the whole run (FAD_TEST_NOW, decision 61), which
 * packages/test-clock/register.ts leaves under this global symbol; 0 in production (nothing sets it).
 */
const RUN_SHIFT_SYMBOL = Symbol.for("fad.testClock.runShiftMs");

function runShiftMs(): number {
  const value = (globalThis as Record<symbol, unknown>)[RUN_SHIFT_SYMBOL];
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

/**
 * How far the database's clock is ahead of this process's (ms), measured over one round trip: the
 * database's clock_timestamp() against the middle of the trip on ours. A run at a test moment takes the
 * database to be at that moment too, so the run's shift is added to the database's time.
 */
export async function measureDatabaseOffset(db: Database): Promise<number> {
  const sent = Date.now();
  const result = await sql<{ now: Date | string }>`SELECT clock_timestamp() AS now`.execute(db);
  const received = Date.now();
  const databaseNow = new Date(result.rows[0]?.now ?? Number.NaN).getTime() + runShiftMs();
  if (Number.isNaN(databaseNow)) throw new Error("the database did not say its time");
  return databaseNow - (sent + received) / 2;
}

export interface DatabaseClock {
  /** Now on the database's clock: every process of a deployment reads the same time (decision 94). */
  clock: () => Date;
  /** The last measured offset (ms), for the log. */
  offsetMs(): number;
  stop(): void;
}

/**
 * Hold expiry, renewal and the bot check's elapsed time must be judged on one clock for every process
 * (decision 94): the database's. The offset is measured at start and every minute after; a failed
 * measurement keeps the last one (0 when the database was away at start: the next minute measures it),
 * and the database being away is answered 503 elsewhere.
 */
export async function startDatabaseClock(
  db: Database,
  options: { refreshMs?: number; onError?: (error: unknown) => void } = {},
): Promise<DatabaseClock> {
  let offset = 0;
  const measure = () =>
    measureDatabaseOffset(db).then(
      (measured) => {
        offset = measured;
      },
      (error: unknown) => options.onError?.(error),
    );
  await measure();
  const timer = setInterval(measure, options.refreshMs ?? DATABASE_CLOCK_REFRESH_MS);
  timer.unref();
  return {
    clock: () => new Date(Date.now() + offset),
    offsetMs: () => offset,
    stop: () => clearInterval(timer),
  };
}
