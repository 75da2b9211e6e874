import { ZIP_PATTERN } from "@fad/contracts/geo/place";
import { useLocation } from "react-router";

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
