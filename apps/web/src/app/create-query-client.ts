import { QueryClient } from "@tanstack/react-query";
import { FIRST_RETRY_MS, refetchWhileUnavailable } from "../api/transient-failure.ts";
import { refetchUnlessServed } from "../hydration/served-queries.ts";

/**
 * The app's one QueryClient (decision 53). A query failing for a transient reason (network, 503 while
 * the database is away) shows its error banner and asks again by itself with backoff while the page is
 * open, and on reconnect and window focus, so the page recovers without a reload. Mutations are never
 * repeated by themselves: a hold is not idempotent, and a book is the visitor's to confirm again.
 */
export function createQueryClient(options: { firstRetryMs?: number } = {}): QueryClient {
  const firstRetryMs = options.firstRetryMs ?? FIRST_RETRY_MS;
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Each call's file says retry: false too: a retry before failing would keep the banner hidden.
        retry: false,
        refetchInterval: (query) => refetchWhileUnavailable(query, firstRetryMs),
        // An answer that came with a server-rendered page is not asked for again as the page hydrates.
        refetchOnMount: (query) => refetchUnlessServed(query),
        refetchOnReconnect: true,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
