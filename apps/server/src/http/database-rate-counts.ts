import { sql } from "kysely";
import type { Database } from "../database/create-database.ts";

/** Counters this much older than the current window are deleted (a few spare minutes cost nothing). */
const KEEP_MS = 5 * 60_000;

export interface CountedCall {
  /** The client's calls in this window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  msLeft: number;
}

/**
 * Per-client call counters in the database (decisions 80, 91): every server process adds to the same
 * row, so several processes refuse at the same count as one would. One statement adds one and answers
 * the count, so concurrent calls cannot both read a count under the limit. Windows are fixed (the
 * window's start is the time rounded down to its length), which needs no clock shared beyond the one
 * the processes' clocks already agree on to the second.
 */
export class DatabaseRateCounts {
  #lastPruned = 0;

  constructor(private readonly db: Database) {}

  /** Counts one call of `clientRef` (a keyed hash, never an address) to `bucket` (the limited call). */
  async add(bucket: string, clientRef: string, now: Date, windowMs: number): Promise<CountedCall> {
    const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
    await this.#prune(now.getTime(), windowMs);
    const row = await sql<{ count: number }>`
      INSERT INTO rate_limit_counts (bucket, client_ref, window_start, count)
      VALUES (${bucket}, ${clientRef}, ${new Date(windowStart)}, 1)
      ON CONFLICT (bucket, client_ref, window_start) DO UPDATE SET count = rate_limit_counts.count + 1
      RETURNING count
    `.execute(this.db);
    return { count: Number(row.rows[0]?.count ?? 1), msLeft: windowStart + windowMs - now.getTime() };
  }

  /** The client's count in the current window, without adding one. */
  async read(bucket: string, clientRef: string, now: Date, windowMs: number): Promise<CountedCall> {
    const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
    const row = await this.db
      .selectFrom("rate_limit_counts")
      .select("count")
      .where("bucket", "=", bucket)
      .where("client_ref", "=", clientRef)
      .where("window_start", "=", new Date(windowStart))
      .executeTakeFirst();
    return { count: Number(row?.count ?? 0), msLeft: windowStart + windowMs - now.getTime() };
  }

  /** About once a minute per process: old windows are dropped, so the table stays a few minutes long. */
  async #prune(nowMs: number, windowMs: number): Promise<void> {
    if (nowMs - this.#lastPruned < 60_000 && nowMs >= this.#lastPruned) return;
    this.#lastPruned = nowMs;
    await this.db
      .deleteFrom("rate_limit_counts")
      .where("window_start", "<", new Date(nowMs - windowMs - KEEP_MS))
      .execute();
  }
}
