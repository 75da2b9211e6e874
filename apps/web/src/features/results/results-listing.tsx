import type { Place } from "@fad/contracts/geo/place";
import type { SortType } from "@fad/contracts/provider/search-providers";
import { KEYWORD_MESSAGE } from "@fad/contracts/search/search-field-rules";
import type { ReactNode, RefObject } from "react";
import type { SearchCriteria } from "../../search-model/search-criteria.ts";
import type { SiteContext } from "../../search-model/site-context.ts";
import { ErrorBanner } from "../../ui/error-banner.tsx";
import { VisitChoice } from "../availability/visit-choice.tsx";
import { DoctorCardList } from "./doctor-card-list.tsx";
import { EmptyResults } from "./listing/empty-results.tsx";
import { emptyResultsPlace } from "./listing/empty-results-place.ts";
import { Pagination } from "./listing/pagination.tsx";
import { ResultCount } from "./listing/result-count.tsx";
import { ResultsLayout } from "./listing/results-layout.tsx";
import { SortBySelect } from "./listing/sort-by-select.tsx";
import type { ResultsFocus } from "./use-results-focus.ts";
import type { ResultsSearch } from "./use-results-search.ts";

export interface ResultsListingProps {
  results: ResultsSearch;
  site: SiteContext;
  /** The filter panel, in the layout's filter column. */
  filters: ReactNode;
  focus: ResultsFocus;
  goTo: (criteria: SearchCriteria) => void;
  specialtyName: string | null;
  /** The place chosen in the filter panel's location box. */
  place: Place | null;
}

/** What the results page shows once the disclosure is agreed: filters, count and sort, the list or why not, pages. */
export function ResultsListing({ results, site, filters, focus, goTo, specialtyName, place }: ResultsListingProps) {
  const { criteria } = results;
  const hasResults = results.physicians.length > 0;
  const goToPage = (page: number) => {
    focus.focusCountWhenSettled();
    goTo({ ...criteria, page });
  };
  return (
    <ResultsLayout
      filters={filters}
      toolbar={
        <ResultsToolbar
          countLine={focus.countLine}
          results={results}
          onSort={(sortType) => goTo({ ...criteria, sortType: sortType ?? null, page: 1 })}
        />
      }
    >
      {results.invalidKeyword !== null ? (
        <p className="results-page__keyword-error" role="alert">
          {KEYWORD_MESSAGE}
        </p>
      ) : null}
      {results.isError ? <ErrorBanner ref={focus.errorBanner} error={results.error} /> : null}
      {results.isSettled && !hasResults ? (
        <EmptyResults ref={focus.emptyState} place={emptyResultsPlace(place, criteria.zip, site.distance)} />
      ) : null}
      {hasResults && !site.isPsg ? (
        // The visit before the times (decision 129); psg says it with its patient type filter.
        <VisitChoice value={criteria.visit} onChange={(visit) => goTo({ ...criteria, visit })} />
      ) : null}
      {hasResults ? (
        <DoctorCardList
          physicians={results.physicians}
          firstIndex={results.firstIndex}
          isPsg={site.isPsg}
          specialtyName={specialtyName}
          criteria={criteria}
          goTo={goTo}
        />
      ) : null}
      {results.totalPages > 1 ? (
        <Pagination currentPage={criteria.page} totalPages={results.totalPages} onPageChange={goToPage} />
      ) : null}
    </ResultsLayout>
  );
}

interface ResultsToolbarProps {
  countLine: RefObject<HTMLParagraphElement | null>;
  results: ResultsSearch;
  onSort: (sortType: SortType | undefined) => void;
}

/** The count line, and Sort By when there is something to sort. */
function ResultsToolbar({ countLine, results, onSort }: ResultsToolbarProps) {
  const { criteria } = results;
  return (
    <>
      <ResultCount ref={countLine} page={criteria.page} pageSize={results.pageSize} total={results.total} />
      {results.physicians.length > 0 ? (
        <SortBySelect
          value={criteria.sortType ?? undefined}
          onChange={onSort}
          hasUserLocation={criteria.zip !== ""}
          hasAppointmentType={criteria.appointmentTypeId !== ""}
        />
      ) : null}
    </>
  );
}
