import { RATE_LIMIT_STATUS, RATE_LIMIT_TEXTS } from "@fad/contracts/messages/rate-limit-texts";
import { ApiError } from "./request-envelope.ts";

/**
 * What the visitor reads when a call failed. A rate-limit refusal (429) gets its own text wherever a
 * failure is shown: the generic "network error" would send them to check a connection that works,
 * while waiting a minute is all it takes (decision 46). Every other failure keeps the caller's text.
 */
export function userMessageFor(error: unknown, fallback: string): string {
  return rateLimitMessageFor(error) ?? fallback;
}

/** The contracts' rate-limit text when the call was refused by a rate limit, else null. */
export function rateLimitMessageFor(error: unknown): string | null {
  return isRateLimited(error) ? RATE_LIMIT_TEXTS.tooManyRequests : null;
}

export function isRateLimited(error: unknown): boolean {
  return error instanceof ApiError && error.status === RATE_LIMIT_STATUS;
}
