import type { Place } from "@fad/contracts/geo/place";
import { useEffect, useState } from "react";
import { EMPTY_CRITERIA, type SearchCriteria } from "../../search-model/search-criteria.ts";
import type { FilterValues } from "./filters/filter-values.ts";
import { filterValuesOf } from "./results-filter-criteria.ts";

/**
 * The filter panel's values before Apply. They follow the address; the place chosen in the box is kept
 * for its label, and an invalid keyword from the address stays in the box, to be corrected there.
 */
export function useResultsFilterDraft(criteria: SearchCriteria, invalidKeyword: string | null) {
  const [place, setPlace] = useState<Place | null>(null);
  const [draft, setDraft] = useState<FilterValues>(() => ({
    ...filterValuesOf(criteria),
    ...(invalidKeyword === null ? {} : { keyword: invalidKeyword }),
  }));
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the address's criteria change
  useEffect(() => {
    const values = filterValuesOf(criteria, place);
    setDraft(invalidKeyword === null ? values : { ...values, keyword: invalidKeyword });
  }, [criteria]);

  return {
    place,
    draft,
    change: (next: FilterValues) => {
      if (next.place) setPlace(next.place);
      setDraft(next);
    },
    /** Clear: no place, the values of no criteria (the page then leaves the address's filters). */
    clear: () => {
      setPlace(null);
      setDraft(filterValuesOf(EMPTY_CRITERIA));
    },
  };
}

export type ResultsFilterDraft = ReturnType<typeof useResultsFilterDraft>;
