import { APP_ROUTES } from "@fad/contracts/routes/app-routes";
import { isPortalHost, type SiteContext } from "../../search-model/site-context.ts";
import type { UserGeolocation } from "../../ui/location-search/use-user-geolocation.ts";
import { appTypesOf } from "./app-types-of-specialty.ts";
import { FilterPanel } from "./filters/filter-panel.tsx";
import { criteriaOfFilters } from "./results-filter-criteria.ts";
import type { ResultsFilterDraft } from "./use-results-filter-draft.ts";
import type { ResultsNavigation } from "./use-results-navigation.ts";
import type { ResultsSearch } from "./use-results-search.ts";

export interface ResultsFiltersProps {
  filters: ResultsFilterDraft;
  results: ResultsSearch;
  site: SiteContext;
  geolocation: UserGeolocation;
  navigation: ResultsNavigation;
  specialtyName: string | null;
}

/**
 * The results page's filter panel: Apply opens the listing of its criteria, Clear the bare listing
 * (spec §2), and what the site shows decides which filters there are.
 */
export function ResultsFilters({
  filters,
  results,
  site,
  geolocation,
  navigation,
  specialtyName,
}: ResultsFiltersProps) {
  const { criteria } = results;
  return (
    <FilterPanel
      value={filters.draft}
      onChange={filters.change}
      onApply={(values) => navigation.goToListing(criteriaOfFilters(values, criteria), specialtyName)}
      onClear={() => {
        filters.clear();
        navigation.navigate(APP_ROUTES.listing);
      }}
      onSelectKeywordTerm={(term) => navigation.openTerm(term, filters.draft)}
      filteredLanguages={results.filteredLanguages}
      facilityMap={results.facilityMap}
      showFacilityFilter={!site.isPsg && !isPortalHost(site.hostApp)}
      isPsg={site.isPsg}
      appTypes={site.isPsg ? appTypesOf(results.specialties, criteria.specialtyId) : []}
      geolocation={geolocation}
      coids={site.coids}
      program={site.program}
      hasRouteFilter={criteria.specialtyId !== null || criteria.locationUrlTitle !== ""}
    />
  );
}
