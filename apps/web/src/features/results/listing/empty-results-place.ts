import type { Place } from "@fad/contracts/geo/place";
import { DEFAULT_SEARCH_RADIUS_MILES } from "@fad/contracts/search/search-field-rules";

/**
 * The place an empty answer is named around (decision 65): the place chosen in the box, when the
 * search shown is for its zip, with the site's radius; else none.
 */
export function emptyResultsPlace(
  place: Place | null,
  searchedZip: string,
  siteDistance: number | null,
): { label: string; miles: number } | null {
  return place && searchedZip !== "" && place.zip === searchedZip
    ? { label: place.label, miles: siteDistance ?? DEFAULT_SEARCH_RADIUS_MILES }
    : null;
}
