import { useSyncExternalStore } from "react";

/** For a value that never changes behind React's back: only its server and browser readings differ. */
export const noChanges = () => () => {};

/**
 * True while the server renders a page and while the browser hydrates that HTML; false in every render
 * after, and always in a page the browser renders alone (decisions 57, 59).
 */
export function useBeforeHydration(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );
}
