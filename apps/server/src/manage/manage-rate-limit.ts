import { sql } from "kysely";
import type { Database } from "../database/create-database.ts";

/** Counters older than this are deleted (the window is one minute; a few spare minutes cost nothing). */
const KEEP_WINDOWS_MS = 5 * 60_000;
const WINDOW_MS = 60_000;

/**
 * The manage calls' per-client limit, counted in the database (docs/decisions.md 80): every server
 * process adds to the same row, so several processes refuse at the same count as one would. One
 * statement adds one and answers the count, so concurrent calls cannot both read a count under the limit.
 */
export class ManageRateLimit {
  #lastPrunedWindow = 0;

  constructor(
    private readonly db: Database,
    private readonly perMinute: number,
  ) {}

  /** Counts one call of the client; answers the seconds to wait when it is over the limit, else null. */
  async exceeded(clientRef: string, now: Date): Promise<number | null> {
    const windowStart = Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS;
    await this.#prune(windowStart);
    const row = await sql<{ count: number }>`
      INSERT INTO manage_rate_counts (client_ref, window_start, count)
      VALUES (${clientRef}, ${new Date(windowStart)}, 1)
      ON CONFLICT (client_ref, window_start) DO UPDATE SET count = manage_rate_counts.count + 1
      RETURNING count
    `.execute(this.db);
    const count = Number(row.rows[0]?.count ?? 1);
    if (count <= this.perMinute) return null;
    return Math.max(1, Math.ceil((windowStart + WINDOW_MS - now.getTime()) / 1000));
  }

  /** Once per window per process: old windows are dropped, so the table stays a few minutes long. */
  async #prune(windowStart: number): Promise<void> {
    if (windowStart === this.#lastPrunedWindow) return;
    this.#lastPrunedWindow = windowStart;
    await this.db
      .deleteFrom("manage_rate_counts")
      .where("window_start", "<", new Date(windowStart - KEEP_WINDOWS_MS))
      .execute();
  }
}
