import type { Place } from "@fad/contracts/geo/place";
import { RESULTS_PAGE_TEXTS, SEARCH_LANDING_TEXTS } from "@fad/contracts/messages/search-texts";
import { APP_ROUTES } from "@fad/contracts/routes/app-routes";
import { DEFAULT_SEARCH_RADIUS_MILES } from "@fad/contracts/search/search-field-rules";
import type { SearchTerm } from "@fad/contracts/terms/autocomplete";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { listingUrl } from "../../search-model/listing-url.ts";
import { openProviderSuggestion } from "../../search-model/provider-suggestion.ts";
import type { SearchCriteria } from "../../search-model/search-criteria.ts";
import { useSiteContext } from "../../search-model/site-context.ts";
import { resolveTypedSearchPlace, type TypedSearchPlace } from "../../search-model/typed-place.ts";
import { useSpecialties } from "../../search-model/use-specialties.ts";
import { useAppSettings } from "../../settings/app-settings.tsx";
import { Breadcrumbs, showsBreadcrumbs } from "../../ui/breadcrumbs.tsx";
import {
  DisclosureModalOnDemand,
  preloadDisclosureModal,
} from "../../ui/disclosure-modal/disclosure-modal-on-demand.tsx";
import { ErrorBanner } from "../../ui/error-banner.tsx";
import { KeywordTypeAhead } from "../../ui/keyword-type-ahead/keyword-type-ahead.tsx";
import { LoadingOverlay } from "../../ui/loading-overlay.tsx";
import { LocationSearch } from "../../ui/location-search/location-search.tsx";
import { useUserGeolocation } from "../../ui/location-search/use-user-geolocation.ts";
import { MESSAGES } from "../../ui/messages.ts";
import { PageHeading } from "../../ui/page-heading.tsx";
import { useIsMobile } from "../../ui/use-media-query.ts";
import { EmptySearchPanel } from "./empty-search-panel.tsx";
import { HelpLine } from "./help-line.tsx";
import { directLinkCriteria } from "./landing-direct-link.ts";
import { criteriaOfLandingForm } from "./landing-form-criteria.ts";
import { LANDING_MESSAGES } from "./landing-messages.ts";
import { useLandingSearch } from "./use-landing-search.ts";
import "./landing-page.css";

/** The search landing, MakeAppointment (spec discovery §2 "Search landing"). */
export function LandingPage() {
  const { settings, configuration } = useAppSettings();
  const site = useSiteContext();
  const isMobile = useIsMobile();
  const specialties = useSpecialties();
  const location = useLocation();
  const navigate = useNavigate();
  const search = useLandingSearch(site, specialties.list);

  const direct = useMemo(
    () => directLinkCriteria(location.search, settings, specialties.list),
    [location.search, settings, specialties.list],
  );
  const [keyword, setKeyword] = useState(direct.criteria.keywordExact || direct.criteria.keyword);
  const [keywordValid, setKeywordValid] = useState(true);
  const [locationText, setLocationText] = useState(direct.criteria.zip);
  const [place, setPlace] = useState<Place | null>(null);
  const [locationValid, setLocationValid] = useState(true);
  // Decision 65: the place typed (not picked) names no place; the box keeps the text and says so.
  const [placeError, setPlaceError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const geolocation = useUserGeolocation({ enabled: site.hostApp !== "mhonative" && direct.criteria.zip === "" });

  const formCriteria = (form: TypedSearchPlace = { keyword, locationText, place }): SearchCriteria =>
    criteriaOfLandingForm(direct.criteria, form);

  /** Reads a place typed in either box (decision 65), shows what was understood, then goes on; or shows the error. */
  const withTypedPlace = async (form: TypedSearchPlace, next: (form: TypedSearchPlace) => void) => {
    const outcome = await resolveTypedSearchPlace(queryClient, form);
    if (outcome.keyword !== form.keyword) setKeyword(outcome.keyword);
    setLocationText(outcome.locationText);
    setPlace(outcome.place);
    if (outcome.kind === "unresolved") {
      setPlaceError(outcome.error);
      document.getElementById("landing-location")?.focus();
      return;
    }
    setPlaceError(null);
    next(outcome);
  };

  // Spec §2: a direct link with keywords, keywordExact or facilityCoid runs the search at once; so does
  // a site configured with a single specialty (auto-selected). Once per visit of the landing.
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

  const canSearch = keywordValid && locationValid && (keyword.trim() !== "" || locationText.trim() !== "");
  const submit = () => {
    if (canSearch) void withTypedPlace({ keyword, locationText, place }, (form) => search.run(formCriteria(form)));
  };

  const selectTerm = (term: SearchTerm) => {
    const base = (form: TypedSearchPlace) => ({ ...formCriteria(form), keyword: "", keywordExact: "" });
    if (term.type === "provider") {
      openProviderSuggestion(term.reference, site, navigate);
    } else if (term.type === "specialty") {
      // The chosen term replaces the keyword; only the location box's place is read.
      void withTypedPlace({ keyword: "", locationText, place }, (form) =>
        navigate(
          listingUrl({ ...base(form), specialtyId: Number(term.reference) }, specialties.list, true, term.value),
        ),
      );
    } else if (term.type === "location") {
      void withTypedPlace({ keyword: "", locationText, place }, (form) =>
        navigate(listingUrl({ ...base(form), locationUrlTitle: term.reference }, specialties.list, true)),
      );
    } else {
      setKeyword(term.value);
    }
  };

  const cancelDisclosure = () => {
    search.cancel();
    if (location.search) navigate(APP_ROUTES.landing, { replace: true });
  };

  const heading = settings.facilityName
    ? MESSAGES.landing.facilityHeading(settings.facilityName)
    : MESSAGES.landing.heading;
  const showBreadcrumbs = showsBreadcrumbs(site.hostApp, isMobile);
  const { state } = search;

  return (
    <section className="page landing">
      {showBreadcrumbs ? (
        <Breadcrumbs
          crumbs={[
            { label: RESULTS_PAGE_TEXTS.breadcrumbHome, href: "/" },
            { label: RESULTS_PAGE_TEXTS.breadcrumbDoctors },
          ]}
        />
      ) : null}
      <div className="landing__hero">
        <PageHeading title={null}>{heading}</PageHeading>
        <p className="intro">{MESSAGES.landing.intro}</p>
        <HelpLine coids={site.coids} isMobile={isMobile} />
      </div>

      <search aria-label={LANDING_MESSAGES.formLabel}>
        <form
          className="landing-search"
          onFocus={preloadDisclosureModal}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="landing-search__keyword">
            <KeywordTypeAhead
              id="landing-keyword"
              label={site.isPsg ? LANDING_MESSAGES.keywordLabelPsg : LANDING_MESSAGES.keywordLabel}
              placeholder={SEARCH_LANDING_TEXTS.keywordPlaceholder({ mobile: isMobile, psg: site.isPsg })}
              value={keyword}
              onValueChange={setKeyword}
              onSelectTerm={selectTerm}
              onValidityChange={setKeywordValid}
              onEnter={submit}
              coids={site.coids}
              program={site.program}
            />
          </div>
          <div className="landing-search__location">
            <LocationSearch
              id="landing-location"
              label={LANDING_MESSAGES.locationLabel}
              value={locationText}
              onValueChange={(text) => {
                setLocationText(text);
                setPlaceError(null);
              }}
              onPlaceChange={setPlace}
              onValidityChange={setLocationValid}
              geolocation={geolocation}
              error={placeError}
            />
          </div>
          <button type="submit" className="button landing-search__submit" disabled={!canSearch}>
            {SEARCH_LANDING_TEXTS.findButton}
          </button>
        </form>
      </search>

      {state.status === "error" ? (
        <ErrorBanner error={state.error} />
      ) : specialties.isError ? (
        // Spec §8: a failed specialty call is the same network error.
        <ErrorBanner />
      ) : null}
      {state.status === "empty" ? (
        <EmptySearchPanel
          hadLocation={state.hadLocation}
          hadKeyword={state.hadKeyword}
          place={place ? { label: place.label, miles: site.distance ?? DEFAULT_SEARCH_RADIUS_MILES } : null}
        />
      ) : null}
      {state.status === "loading" ? <LoadingOverlay text={SEARCH_LANDING_TEXTS.loadingDoctors} /> : null}

      <DisclosureModalOnDemand
        isOpen={search.awaitingDisclosure}
        englishText={configuration?.dshsEnglish}
        spanishText={configuration?.dshsSpanish}
        onAgree={search.agree}
        onCancel={cancelDisclosure}
      />
    </section>
  );
}
