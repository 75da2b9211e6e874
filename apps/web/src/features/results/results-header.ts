import type { Physician } from "@fad/contracts/provider/search-providers";
import type { SearchCriteria } from "../../search-model/search-criteria.ts";

/**
 * The {header} of "Results for {header}" (spec discovery §2): what the search was for — the specialty,
 * else the keyword, else the location of a location route (its name, from a listed doctor). None: null.
 */
export function resultsHeader(
  criteria: SearchCriteria,
  specialtyName: string | null,
  physicians: readonly Physician[],
): string | null {
  if (specialtyName) return specialtyName;
  const keyword = criteria.keywordExact || criteria.keyword.trim();
  if (keyword) return keyword;
  if (criteria.locationUrlTitle) {
    for (const physician of physicians) {
      const place = physician.providerLocations.find((entry) => entry.urlTitle === criteria.locationUrlTitle);
      if (place) return place.name;
    }
  }
  return null;
}
