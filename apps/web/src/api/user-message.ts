import { HOLDER_MESSAGES } from "@fad/contracts/appointments/holder";
import { RATE_LIMIT_STATUS, RATE_LIMIT_TEXTS } from "@fad/contracts/messages/rate-limit-texts";
import { NEW_PATIENTS_NOT_TAKEN_REFUSAL } from "@fad/contracts/provider/new-patients";
import { ApiError } from "./request-envelope.ts";

/**
 * Refusals whose sentence the server writes for the visitor and which waiting does not cure: the hold
 * limit (a 429 like the rate limits, decision 90) and a new-patient type where new patients are not
 * taken (decision 125). Shown as they are, not as "wait a minute" or the network error (issue 39).
 */
const VISITOR_SENTENCES: ReadonlySet<string> = new Set([
  HOLDER_MESSAGES.tooManyHolds,
  NEW_PATIENTS_NOT_TAKEN_REFUSAL.message,
]);

/**
 * What the visitor reads when a call failed. A refusal with its own sentence for the visitor shows it;
 * a rate-limit refusal (429) gets its own text wherever a failure is shown: the generic "network error"
 * would send them to check a connection that works, while waiting a minute is all it takes (decision
 * 46). Every other failure keeps the caller's text.
 */
export function userMessageFor(error: unknown, fallback: string): string {
  return rateLimitMessageFor(error) ?? visitorSentenceOf(error) ?? fallback;
}

/**
 * The text for a 429: the server's own sentence when it is the hold limit (waiting does not help),
 * else the contracts' rate-limit text; null for any other failure.
 */
export function rateLimitMessageFor(error: unknown): string | null {
  if (!isRateLimited(error)) return null;
  return visitorSentenceOf(error) ?? RATE_LIMIT_TEXTS.tooManyRequests;
}

/** The server's sentence when the refusal is one written for the visitor, else null. */
export function visitorSentenceOf(error: unknown): string | null {
  return error instanceof ApiError && VISITOR_SENTENCES.has(error.details) ? error.details : null;
}

export function isRateLimited(error: unknown): boolean {
  return error instanceof ApiError && error.status === RATE_LIMIT_STATUS;
}
