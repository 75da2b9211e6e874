import type { Database } from "../database/create-database.ts";
import { DatabaseRateCounts } from "../http/database-rate-counts.ts";

const WINDOW_MS = 60_000;
const BUCKET = "manage";

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

  /** Counts one call of the client; answers the seconds to wait when it is over the limit, else null. */
  async exceeded(clientRef: string, now: Date): Promise<number | null> {
    const { count, msLeft } = await this.#counts.add(BUCKET, clientRef, now, WINDOW_MS);
    if (count <= this.perMinute) return null;
    return Math.max(1, Math.ceil(msLeft / 1000));
  }
}
