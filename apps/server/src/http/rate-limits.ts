import { RATE_LIMIT_STATUS, RATE_LIMIT_TEXTS } from "@fad/contracts/messages/rate-limit-texts";
import rateLimit, { type FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Clock } from "../clock.ts";
import type { Database } from "../database/create-database.ts";
import { clientReference } from "../patient-data/client-references.ts";
import type { PatientKeyring } from "../patient-data/patient-encryption.ts";
import { clientAddressKey } from "./client-address.ts";
import { DatabaseRateCounts } from "./database-rate-counts.ts";

/**
 * Per-client rate limits (decisions 46, 91). Off by default: each limited call opts in through its
 * route config with `limitPerMinute(n)`, and gets its own counter per client. The counters live in the
 * database (http/database-rate-counts.ts), so every server process counts against the same limit. A
 * client is its address (an IPv6 client its /64, client-address.ts), kept only as a keyed hash. A
 * refusal is the one error envelope (api-errors.ts) with the contracts' text, which the app shows as
 * it is, and a Retry-After in seconds. A database out of reach lets calls through uncounted.
 */
export interface RateLimitOptions {
  db: Database;
  clock: Clock;
  keyring: PatientKeyring;
}

export async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateStore(options),
    keyGenerator: (request) => clientKeyOf(request, options.keyring),
    errorResponseBuilder: () => new RateLimitError(),
    // A database out of reach lets the call through uncounted (decision 91): what needs the database
    // answers 503 by itself, and an answer a process still holds in memory is served.
    skipOnError: true,
  });
}

/** The keyed hash a client's limits are counted under (the same as the audit log's client reference). */
export function clientKeyOf(request: Pick<FastifyRequest, "ip">, keyring: PatientKeyring): string {
  return clientReference(keyring, clientAddressKey(request.ip));
}

/** Route config of a call limited to `max` requests per client per minute. */
export function limitPerMinute(max: number): { rateLimit: { max: number; timeWindow: string } } {
  return { rateLimit: { max, timeWindow: "1 minute" } };
}

/** @fastify/rate-limit's store on the database: one bucket per limited route (method and path). */
function databaseRateStore({ db, clock }: RateLimitOptions): FastifyRateLimitStoreCtor {
  const counts = new DatabaseRateCounts(db);
  // Not `implements FastifyRateLimitStore`: its types say child() gets the route options, but the
  // plugin passes the route's merged limit settings, with the route under routeInfo.
  class DatabaseRateStore {
    readonly #bucket: string;
    constructor(bucket: unknown) {
      this.#bucket = typeof bucket === "string" ? bucket : "";
    }
    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      counts.add(this.#bucket, key, clock(), timeWindow).then(
        ({ count, msLeft }) => callback(null, { current: count, ttl: msLeft }),
        (error: Error) => callback(error),
      );
    }
    read(key: string, callback: StoreCallback, timeWindow: number): void {
      counts.read(this.#bucket, key, clock(), timeWindow).then(
        ({ count, msLeft }) => callback(null, { current: count, ttl: count === 0 ? 0 : msLeft }),
        (error: Error) => callback(error),
      );
    }
    child(settings: { routeInfo?: { method?: string | string[]; url?: string } }): DatabaseRateStore {
      const { method = "", url = "" } = settings.routeInfo ?? {};
      return new DatabaseRateStore(`${Array.isArray(method) ? method.join(",") : method} ${url}`);
    }
  }
  return DatabaseRateStore as unknown as FastifyRateLimitStoreCtor;
}

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Thrown by the plugin; the error handler turns it into the envelope with its status and message. */
class RateLimitError extends Error {
  readonly statusCode = RATE_LIMIT_STATUS;
  constructor() {
    super(RATE_LIMIT_TEXTS.tooManyRequests);
    this.name = "RateLimitError";
  }
}
