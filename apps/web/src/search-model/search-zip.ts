import { zipSchema } from "@fad/contracts/search/search-field-rules";
import { useSyncExternalStore } from "react";
import { readSessionValue, writeSessionValue } from "../ui/browser-storage.ts";

/**
 * The visitor's location as discovery knows it: the zip of the search the results page shows (typed,
 * a city's zip, or "Use my location" turned into the nearest zip). The booking page measures its
 * locations' distances from it (spec booking §2 Step 1, issue 19). Kept in this tab's session storage so
 * a reload of the booking page still knows it; a search without a zip forgets it (decision 102).
 */
const STORAGE_KEY = "fad-search-zip";
const listeners = new Set<() => void>();

export function rememberSearchZip(zip: string): void {
  const value = zipSchema.safeParse(zip).success ? zip : "";
  if (readSessionValue(STORAGE_KEY) === value) return;
  writeSessionValue(STORAGE_KEY, value);
  for (const listener of listeners) listener();
}

/** The zip, when one is known and well formed (storage is the visitor's to change); null otherwise. */
export function readSearchZip(): string | null {
  const value = readSessionValue(STORAGE_KEY);
  return value && zipSchema.safeParse(value).success ? value : null;
}

/** The zip for rendering: null on the server and while hydrating, so both renders agree. */
export function useSearchZip(): string | null {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    readSearchZip,
    () => null,
  );
}
