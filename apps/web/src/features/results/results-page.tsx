import type { Place } from "@fad/contracts/geo/place";
import { RESULTS_PAGE_TEXTS, SEARCH_LANDING_TEXTS } from "@fad/contracts/messages/search-texts";
import type { SortType } from "@fad/contracts/provider/search-providers";
import type { SpecialtyEntry } from "@fad/contracts/provider/speciality-app-types";
import { APP_ROUTES } from "@fad/contracts/routes/app-routes";
import { DEFAULT_SEARCH_RADIUS_MILES, KEYWORD_MESSAGE } from "@fad/contracts/search/search-field-rules";
import type { SearchTerm } from "@fad/contracts/terms/autocomplete";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { listingUrl, specialtyNameOf } from "../../search-model/listing-url.ts";
import { openProviderSuggestion } from "../../search-model/provider-suggestion.ts";
import { EMPTY_CRITERIA, type SearchCriteria } from "../../search-model/search-criteria.ts";
import { isPortalHost, useSiteContext } from "../../search-model/site-context.ts";
import { criteriaToQuery } from "../../search-model/url-criteria.ts";
import { useSpecialties } from "../../search-model/use-specialties.ts";
import { useAppSettings } from "../../settings/app-settings.tsx";
import { Breadcrumbs, showsBreadcrumbs } from "../../ui/breadcrumbs.tsx";
import { DisclosureModal } from "../../ui/disclosure-modal/disclosure-modal.tsx";
import { ErrorBanner } from "../../ui/error-banner.tsx";
import { LoadingOverlay } from "../../ui/loading-overlay.tsx";
import { useUserGeolocation } from "../../ui/location-search/use-user-geolocation.ts";
import { PageHeading } from "../../ui/page-heading.tsx";
import { useIsMobile } from "../../ui/use-media-query.ts";
import { DoctorCard } from "./doctor-card/doctor-card.tsx";
import { FilterPanel } from "./filters/filter-panel.tsx";
import type { FilterValues } from "./filters/filter-values.ts";
import { EmptyResults } from "./listing/empty-results.tsx";
import { Pagination } from "./listing/pagination.tsx";
import { ResultCount } from "./listing/result-count.tsx";
import { ResultsLayout } from "./listing/results-layout.tsx";
import { SortBySelect } from "./listing/sort-by-select.tsx";
import { criteriaForSpecialty, criteriaOfFilters, filterValuesOf } from "./results-filter-criteria.ts";
import { resultsHeader } from "./results-header.ts";
import { RESULTS_MESSAGES } from "./results-messages.ts";
import { useResultsSearch } from "./use-results-search.ts";
import "./results-page.css";

/** Results listing, also for the specialty and location routes (spec discovery §2 "Results listing"). */
export function ResultsPage() {
  const { configuration } = useAppSettings();
  const site = useSiteContext();
  const isMobile = useIsMobile();
  const specialties = useSpecialties();
  const navigate = useNavigate();
  const location = useLocation();
  const results = useResultsSearch(site, specialties);
  const { criteria } = results;

  // The panel's values follow the address; the place chosen in the box is kept for its label.
  const [place, setPlace] = useState<Place | null>(null);
  const [draft, setDraft] = useState<FilterValues>(() => ({
    ...filterValuesOf(criteria),
    ...(results.invalidKeyword === null ? {} : { keyword: results.invalidKeyword }),
  }));
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the address's criteria change
  useEffect(() => {
    const values = filterValuesOf(criteria, place);
    // An invalid keyword from the address stays in the box, to be corrected there.
    setDraft(results.invalidKeyword === null ? values : { ...values, keyword: results.invalidKeyword });
  }, [criteria]);
  const geolocation = useUserGeolocation({ enabled: site.hostApp !== "mhonative" && criteria.zip === "" });

  const countLine = useRef<HTMLParagraphElement>(null);
  const errorBanner = useRef<HTMLDivElement>(null);
  const emptyState = useRef<HTMLDivElement>(null);
  const focusCount = useRef(false);
  const hadResults = useRef(false);

  const currentPath = () => {
    const path = location.pathname.replace(/\/+$/, "");
    return path.endsWith("/listing") ? path : `${path}/listing`;
  };
  const goTo = (next: SearchCriteria) => {
    const query = criteriaToQuery(next).toString();
    navigate(`${currentPath()}${query ? `?${query}` : ""}`);
  };
  const goToPage = (page: number) => {
    focusCount.current = true;
    goTo({ ...criteria, page });
  };
  const goToListing = (next: SearchCriteria, specialtyName?: string | null) =>
    navigate(listingUrl(next, results.specialties, true, specialtyName));

  useEffect(() => {
    if (!results.isSettled) return;
    if (focusCount.current) {
      focusCount.current = false;
      countLine.current?.focus();
    }
    if (results.physicians.length === 0) emptyState.current?.scrollIntoView?.({ block: "center" });
    hadResults.current = results.physicians.length > 0;
  }, [results.isSettled, results.physicians]);
  useEffect(() => {
    // Spec §2: when results exist, focus moves to the error banner on a search error.
    if (results.isError && hadResults.current) errorBanner.current?.focus();
  }, [results.isError]);

  const selectTerm = (term: SearchTerm) => {
    if (term.type === "provider") {
      openProviderSuggestion(term.reference, site, navigate);
      return;
    }
    const base = { ...criteriaOfFilters(draft, criteria), keyword: "", keywordExact: "" };
    if (term.type === "specialty")
      goToListing(criteriaForSpecialty(draft, criteria, Number(term.reference)), term.value);
    else if (term.type === "location") goToListing({ ...base, locationUrlTitle: term.reference });
  };

  const specialtyName = specialtyNameOf(criteria.specialtyId, results.specialties);
  const header = resultsHeader(criteria, specialtyName, results.physicians);
  const appTypes = site.isPsg ? appTypesOf(results.specialties, criteria.specialtyId) : [];
  const hasResults = results.physicians.length > 0;
  const showBreadcrumbs = showsBreadcrumbs(site.hostApp, isMobile);
  const preferredHospital = site.preferredFacility?.displayName;

  return (
    <section className="page results-page">
      {showBreadcrumbs ? (
        <Breadcrumbs
          crumbs={[
            { label: RESULTS_PAGE_TEXTS.breadcrumbHome, href: "/" },
            { label: RESULTS_PAGE_TEXTS.breadcrumbDoctors, to: APP_ROUTES.landing },
            { label: RESULTS_PAGE_TEXTS.breadcrumbResults },
          ]}
        />
      ) : null}
      <PageHeading title={RESULTS_PAGE_TEXTS.heading}>
        {header ? RESULTS_PAGE_TEXTS.headingFor(header) : RESULTS_PAGE_TEXTS.heading}
      </PageHeading>
      {preferredHospital !== undefined ? (
        <p className="results-page__note">
          {preferredHospital
            ? RESULTS_MESSAGES.preferredHospital(preferredHospital)
            : RESULTS_MESSAGES.preferredHospitalUnnamed}
        </p>
      ) : null}

      {results.agreed ? (
        <ResultsLayout
          filters={
            <FilterPanel
              value={draft}
              onChange={(next) => {
                if (next.place) setPlace(next.place);
                setDraft(next);
              }}
              onApply={(values) => goToListing(criteriaOfFilters(values, criteria), specialtyName)}
              onClear={() => {
                setPlace(null);
                setDraft(filterValuesOf(EMPTY_CRITERIA));
                navigate(APP_ROUTES.listing);
              }}
              onSelectKeywordTerm={selectTerm}
              filteredLanguages={results.filteredLanguages}
              facilityMap={results.facilityMap}
              showFacilityFilter={!site.isPsg && !isPortalHost(site.hostApp)}
              isPsg={site.isPsg}
              appTypes={appTypes}
              geolocation={geolocation}
              coids={site.coids}
              program={site.program}
              hasRouteFilter={criteria.specialtyId !== null || criteria.locationUrlTitle !== ""}
            />
          }
          toolbar={
            <>
              <ResultCount ref={countLine} page={criteria.page} pageSize={results.pageSize} total={results.total} />
              {hasResults ? (
                <SortBySelect
                  value={criteria.sortType ?? undefined}
                  onChange={(sortType: SortType | undefined) =>
                    goTo({ ...criteria, sortType: sortType ?? null, page: 1 })
                  }
                  hasUserLocation={criteria.zip !== ""}
                  hasAppointmentType={criteria.appointmentTypeId !== ""}
                />
              ) : null}
            </>
          }
        >
          {results.invalidKeyword !== null ? (
            <p className="results-page__keyword-error" role="alert">
              {KEYWORD_MESSAGE}
            </p>
          ) : null}
          {results.isError ? <ErrorBanner ref={errorBanner} error={results.error} /> : null}
          {results.isSettled && !hasResults ? (
            <EmptyResults
              ref={emptyState}
              place={
                place && criteria.zip !== "" && place.zip === criteria.zip
                  ? { label: place.label, miles: site.distance ?? DEFAULT_SEARCH_RADIUS_MILES }
                  : null
              }
            />
          ) : null}
          {hasResults ? (
            <ol className="results-list" aria-label={RESULTS_MESSAGES.listLabel}>
              {results.physicians.map((physician, index) => (
                <li key={physician.physicianNpi} id={`result-${results.firstIndex + index}`} tabIndex={-1}>
                  <DoctorCard
                    physician={physician}
                    index={results.firstIndex + index}
                    isPsg={site.isPsg}
                    selectedSpecialtyName={specialtyName}
                    hasUserLocation={criteria.zip !== ""}
                    appointmentTypeChosen={criteria.appointmentTypeId !== ""}
                    appointmentTypeCode={criteria.appointmentTypeId || null}
                    chosenInsurerId={criteria.insurerId}
                    onViewNextAvailable={() => showFirstPhysician(criteria.page, goTo, criteria)}
                  />
                </li>
              ))}
            </ol>
          ) : null}
          {results.totalPages > 1 ? (
            <Pagination currentPage={criteria.page} totalPages={results.totalPages} onPageChange={goToPage} />
          ) : null}
        </ResultsLayout>
      ) : null}

      {results.isFetching ? <LoadingOverlay text={SEARCH_LANDING_TEXTS.loadingDoctors} /> : null}
      <DisclosureModal
        isOpen={!results.agreed}
        englishText={configuration?.dshsEnglish}
        spanishText={configuration?.dshsSpanish}
        onAgree={results.agree}
        onCancel={() => navigate(APP_ROUTES.landing)}
      />
    </section>
  );
}

/** psg "View Next Available Provider": back to the first physician of the list (spec §2 Doctor card). */
function showFirstPhysician(page: number, goTo: (criteria: SearchCriteria) => void, criteria: SearchCriteria) {
  if (page !== 1) goTo({ ...criteria, page: 1 });
  requestAnimationFrame(() => {
    const first = document.getElementById("result-0");
    first?.scrollIntoView?.({ block: "start" });
    first?.focus({ preventScroll: true });
  });
}

function appTypesOf(specialties: readonly SpecialtyEntry[], specialtyId: number | null) {
  const chosen = specialties.find((entry) => entry.speciality.id === specialtyId);
  return chosen ? chosen.appTypes : specialties.flatMap((entry) => entry.appTypes);
}
