import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/**
 * false while the server's HTML is hydrated (and on the server), true after: what only the browser
 * knows (history state, this tab's storage) is applied once the page is live, so hydration matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
