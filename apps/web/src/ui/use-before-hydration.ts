import { useSyncExternalStore } from "react";

const noChanges = () => () => {};

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
