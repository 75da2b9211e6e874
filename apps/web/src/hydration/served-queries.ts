import { type DehydratedState, hydrate, type Query, type QueryClient } from "@tanstack/react-query";

/**
 * Answers that came with a server-rendered page are as fresh as the page: asking for them again the
 * moment the page hydrates would double every first call for nothing. They count as fresh for this
 * long after arriving; after that (or on a later visit of the page) the usual rules apply.
 */
export const SERVED_ANSWER_FRESH_MS = 30_000;

const freshUntil = new WeakMap<Query, number>();

/** Puts the page's answers in the query cache and marks them fresh from the server. */
export function hydrateServedQueries(queryClient: QueryClient, state: DehydratedState, now = Date.now()): void {
  hydrate(queryClient, state);
  for (const { queryHash } of state.queries) {
    const query = queryClient.getQueryCache().get(queryHash);
    if (query) freshUntil.set(query, now + SERVED_ANSWER_FRESH_MS);
  }
}

/** For the query client's refetchOnMount: false while an answer is fresh from the server. */
export function refetchUnlessServed(query: Query, now = Date.now()): boolean {
  const until = freshUntil.get(query);
  return until === undefined || now > until;
}
