import { ZIP_PATTERN } from "@fad/contracts/geo/place";
import { APP_ROUTES } from "@fad/contracts/routes/app-routes";
import { LAST_LISTING_KEY } from "@fad/contracts/session/session-keys";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { readSessionValue, writeSessionValue } from "../ui/browser-storage.ts";
import { useHydrated } from "../ui/use-hydrated.ts";

/**
 * The search a profile was opened from, carried in the link's history state (not the address, not
 * storage): the profile's "Doctors Results" crumb goes back to it and its zip gives the distance (issue
 * 21 item 7). History state survives a reload and Back; a profile opened afresh has none.
 */
export interface ResultsReturn {
  /** The results address inside the app: path and query, e.g. /physicians/listing?zip=37203. */
  resultsPath: string;
}

/** The state for a link from the results page being shown now. */
export function useResultsReturnState(): ResultsReturn {
  const { pathname, search } = useLocation();
  return { resultsPath: `${pathname}${search}` };
}

/** The search a page was opened from, or null when its history state names none (or a foreign one). */
export function resultsReturnOf(state: unknown): ResultsReturn | null {
  const path = (state as Partial<ResultsReturn> | null)?.resultsPath;
  // Only an app path: history state can be written by any script of the page's origin.
  if (typeof path !== "string" || !path.startsWith("/physicians/")) return null;
  return { resultsPath: path };
}

/** The visitor's zip in that search ("" when it had none). */
export function zipOfResults(from: ResultsReturn | null): string {
  if (!from) return "";
  const query = from.resultsPath.split("?")[1] ?? "";
  const zip = new URLSearchParams(query).get("zip")?.trim() ?? "";
  return ZIP_PATTERN.test(zip) ? zip.slice(0, 5) : "";
}

/** The results page remembers itself (path and query: criteria, page, filters) for this tab. */
export function useRememberListing(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    writeSessionValue(LAST_LISTING_KEY, `${pathname}${search}`);
  }, [pathname, search]);
}

/**
 * Where "back to the results" goes (spec booking §4: Back on step 1 returns to the listing): the
 * listing this tab last showed, with its query and page, else the bare listing. Read once the page is
 * live (the server render has no tab storage), so hydration matches.
 */
export function useReturnListingPath(): string {
  const hydrated = useHydrated();
  return hydrated ? listingPathOf(readSessionValue(LAST_LISTING_KEY)) : APP_ROUTES.listing;
}

/** A stored listing path when it is one of the app's pages, else the bare listing. */
export function listingPathOf(stored: string | null): string {
  // Only an app path: session storage can be written by any script of the page's origin.
  return stored?.startsWith("/physicians/") ? stored : APP_ROUTES.listing;
}
