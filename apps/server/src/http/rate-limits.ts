import { RATE_LIMIT_STATUS, RATE_LIMIT_TEXTS } from "@fad/contracts/messages/rate-limit-texts";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";

/**
 * Per-client rate limits (decision 46). Off by default: each limited call opts in through its route
 * config with `limitPerMinute(n)`, and gets its own counter per client address. A refusal is the one
 * error envelope (api-errors.ts) with the contracts' text, which the app shows as it is, and a
 * Retry-After in seconds. The counters live in each process (docs/operations.md).
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new RateLimitError(),
  });
}

/** Route config of a call limited to `max` requests per client address per minute. */
export function limitPerMinute(max: number): { rateLimit: { max: number; timeWindow: string } } {
  return { rateLimit: { max, timeWindow: "1 minute" } };
}

/** Thrown by the plugin; the error handler turns it into the envelope with its status and message. */
class RateLimitError extends Error {
  readonly statusCode = RATE_LIMIT_STATUS;
  constructor() {
    super(RATE_LIMIT_TEXTS.tooManyRequests);
    this.name = "RateLimitError";
  }
}
