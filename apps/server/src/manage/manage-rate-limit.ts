import type { FastifyReply } from "fastify";
import type { Database } from "../database/create-database.ts";
import { DatabaseRateCounts } from "../http/database-rate-counts.ts";

const WINDOW_MS = 60_000;
const BUCKET = "manage";

/** One manage call counted: the limit, the calls left in the window, the seconds until it ends. */
export interface ManageCount {
  limit: number;
  remaining: number;
  resetSeconds: number;
  /** Over the limit: the call is refused with 429 and Retry-After (resetSeconds). */
  exceeded: boolean;
}

/**
 * The manage calls' per-client limit (docs/decisions.md 80): one counter for the three calls together,
 * in the database like every other rate limit (http/database-rate-counts.ts, decision 91).
 */
export class ManageRateLimit {
  readonly #counts: DatabaseRateCounts;

  constructor(
    db: Database,
    private readonly perMinute: number,
  ) {
    this.#counts = new DatabaseRateCounts(db);
  }

  /** Counts one call of the client. */
  async count(clientRef: string, now: Date): Promise<ManageCount> {
    const { count, msLeft } = await this.#counts.add(BUCKET, clientRef, now, WINDOW_MS);
    return {
      limit: this.perMinute,
      remaining: Math.max(0, this.perMinute - count),
      resetSeconds: Math.max(1, Math.ceil(msLeft / 1000)),
      exceeded: count > this.perMinute,
    };
  }
}

/**
 * The headers every limited call's answer carries, as @fastify/rate-limit sets them for the others
 * (docs/api.md "Refusals at the edge"), and Retry-After on a refusal.
 */
export function setRateLimitHeaders(reply: FastifyReply, counted: ManageCount): void {
  reply.header("x-ratelimit-limit", String(counted.limit));
  reply.header("x-ratelimit-remaining", String(counted.remaining));
  reply.header("x-ratelimit-reset", String(counted.resetSeconds));
  if (counted.exceeded) reply.header("retry-after", String(counted.resetSeconds));
}
