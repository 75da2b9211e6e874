import { useEffect, useRef } from "react";
import type { Specialties } from "../../search-model/use-specialties.ts";
import type { DirectLink } from "./landing-direct-link.ts";
import type { LandingSearch } from "./use-landing-search.ts";

/**
 * Spec §2: a direct link with keywords, keywordExact or facilityCoid runs the search at once; so does
 * a site configured with a single specialty (auto-selected). Once per visit of the landing.
 */
export function useLandingAutoSearch(direct: DirectLink, specialties: Specialties, search: LandingSearch) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    if (direct.runsSearch) {
      started.current = true;
      search.run(direct.criteria);
    } else if (!specialties.isLoading && specialties.list.length === 1) {
      started.current = true;
      const only = specialties.list[0]?.speciality;
      if (only) search.run({ ...direct.criteria, specialtyId: only.id }, only.name);
    }
  }, [direct, specialties.isLoading, specialties.list, search]);
}
