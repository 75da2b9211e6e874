import type { Query } from "@tanstack/react-query";
import { ApiError } from "./request-envelope.ts";

/**
 * Failures that pass by themselves: the network dropped (status 0), or the server or the proxy in front
 * of it says "not now" (502, 503 — the database is away, decision 52 — and 504). A 4xx or a 500 would
 * only fail the same way again.
 */
const TRANSIENT_STATUSES = new Set([0, 502, 503, 504]);

export function isTransientFailure(error: unknown): boolean {
  return error instanceof ApiError && TRANSIENT_STATUSES.has(error.status);
}

export const FIRST_RETRY_MS = 2_000;
export const LONGEST_RETRY_MS = 30_000;

/**
 * A query's refetch interval while it is failing for a transient reason: the banner shows at once (the
 * queries do not retry before failing, as the spec shows the error banner on a failed call), then the
 * call is asked again after 2 s, 4 s, 8 s … at most 30 s apart, only while the page is visible (TanStack
 * pauses intervals in a background tab), until it answers; the banner goes when it does. Any other state
 * keeps no interval. errorUpdateCount counts the query's failures over its life, which for our short-
 * lived queries is this outage's.
 */
export function refetchWhileUnavailable(query: Pick<Query, "state">, firstRetryMs = FIRST_RETRY_MS): number | false {
  const { status, error, errorUpdateCount } = query.state;
  if (status !== "error" || !isTransientFailure(error)) return false;
  return Math.min(firstRetryMs * 2 ** Math.max(0, errorUpdateCount - 1), LONGEST_RETRY_MS);
}
