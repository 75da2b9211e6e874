import type { SpecialtyEntry } from "@fad/contracts/provider/speciality-app-types";
import type { SearchTerm } from "@fad/contracts/terms/autocomplete";
import { useLocation, useNavigate } from "react-router";
import { listingUrl } from "../../search-model/listing-url.ts";
import { openProviderSuggestion } from "../../search-model/provider-suggestion.ts";
import type { SearchCriteria } from "../../search-model/search-criteria.ts";
import type { SiteContext } from "../../search-model/site-context.ts";
import { criteriaToQuery } from "../../search-model/url-criteria.ts";
import type { FilterValues } from "./filters/filter-values.ts";
import { criteriaForSpecialty, criteriaOfFilters } from "./results-filter-criteria.ts";

/** The listing address of a results route: the path with its /listing suffix. */
export function listingPathOf(pathname: string): string {
  const path = pathname.replace(/\/+$/, "");
  return path.endsWith("/listing") ? path : `${path}/listing`;
}

/**
 * The results page's ways on: other criteria on this route (sort, page), a new listing (Apply, a
 * specialty or location suggestion), or a provider's profile (a provider suggestion).
 */
export function useResultsNavigation(
  criteria: SearchCriteria,
  specialties: readonly SpecialtyEntry[],
  site: SiteContext,
) {
  const navigate = useNavigate();
  const location = useLocation();

  const goTo = (next: SearchCriteria) => {
    const query = criteriaToQuery(next).toString();
    navigate(`${listingPathOf(location.pathname)}${query ? `?${query}` : ""}`);
  };
  const goToListing = (next: SearchCriteria, specialtyName?: string | null) =>
    navigate(listingUrl(next, specialties, true, specialtyName));

  /** A keyword suggestion chosen in the panel: its profile, specialty or location listing. */
  const openTerm = (term: SearchTerm, draft: FilterValues) => {
    if (term.type === "provider") {
      openProviderSuggestion(term.reference, site, navigate);
      return;
    }
    const base = { ...criteriaOfFilters(draft, criteria), keyword: "", keywordExact: "" };
    if (term.type === "specialty")
      goToListing(criteriaForSpecialty(draft, criteria, Number(term.reference)), term.value);
    else if (term.type === "location") goToListing({ ...base, locationUrlTitle: term.reference });
  };

  return { navigate, goTo, goToListing, openTerm };
}

export type ResultsNavigation = ReturnType<typeof useResultsNavigation>;
