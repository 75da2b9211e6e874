import { APP_ROUTES } from "@fad/contracts/routes/app-routes";
import { DEFAULT_SEARCH_RADIUS_MILES } from "@fad/contracts/search/search-field-rules";
import type { SearchTerm } from "@fad/contracts/terms/autocomplete";
import { useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { useSiteContext } from "../../search-model/site-context.ts";
import { useSpecialties } from "../../search-model/use-specialties.ts";
import { useAppSettings } from "../../settings/app-settings.tsx";
import { Breadcrumbs, showsBreadcrumbs } from "../../ui/breadcrumbs.tsx";
import { DisclosureModalOnDemand } from "../../ui/disclosure-modal/disclosure-modal-on-demand.tsx";
import { ErrorBanner } from "../../ui/error-banner.tsx";
import { useText } from "../../ui/i18n/use-text.ts";
import { LoadingOverlay } from "../../ui/loading-overlay.tsx";
import { useUserGeolocation } from "../../ui/location-search/use-user-geolocation.ts";
import { PageHeading } from "../../ui/page-heading.tsx";
import { useIsMobile } from "../../ui/use-media-query.ts";
import { EmptySearchPanel } from "./empty-search-panel.tsx";
import { HelpLine } from "./help-line.tsx";
import { directLinkCriteria } from "./landing-direct-link.ts";
import { criteriaOfLandingForm } from "./landing-form-criteria.ts";
import { LandingSearchForm } from "./landing-search-form.tsx";
import { chooseLandingTerm } from "./landing-term-choice.ts";
import { useLandingAutoSearch } from "./use-landing-auto-search.ts";
import { useLandingForm } from "./use-landing-form.ts";
import { type LandingSearchState, useLandingSearch } from "./use-landing-search.ts";
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
  const t = useText();
  const direct = useMemo(
    () => directLinkCriteria(location.search, settings, specialties.list),
    [location.search, settings, specialties.list],
  );
  const form = useLandingForm(direct.criteria);
  const geolocation = useUserGeolocation({ enabled: site.hostApp !== "mhonative" && direct.criteria.zip === "" });
  useLandingAutoSearch(direct, specialties, search);

  const submit = () => {
    const { keyword, locationText, place } = form;
    if (form.canSearch) {
      void form.withTypedPlace({ keyword, locationText, place }, (typed) =>
        search.run(criteriaOfLandingForm(direct.criteria, typed)),
      );
    }
  };
  const selectTerm = (term: SearchTerm) =>
    chooseLandingTerm(term, { form, directCriteria: direct.criteria, specialties: specialties.list, site, navigate });
  const cancelDisclosure = () => {
    search.cancel();
    if (location.search) navigate(APP_ROUTES.landing, { replace: true });
  };
  const { state } = search;

  return (
    <section className="page landing">
      {showsBreadcrumbs(site.hostApp, isMobile) ? <LandingBreadcrumbs /> : null}
      <LandingHero facilityName={settings.facilityName} coids={site.coids} isMobile={isMobile} />
      <LandingSearchForm
        form={form}
        site={site}
        isMobile={isMobile}
        geolocation={geolocation}
        onSubmit={submit}
        onSelectTerm={selectTerm}
      />

      <LandingSearchError state={state} specialtiesFailed={specialties.isError} />
      {state.status === "empty" ? (
        <EmptySearchPanel
          hadLocation={state.hadLocation}
          hadKeyword={state.hadKeyword}
          place={form.place ? { label: form.place.label, miles: site.distance ?? DEFAULT_SEARCH_RADIUS_MILES } : null}
        />
      ) : null}
      {state.status === "loading" ? <LoadingOverlay text={t("landing.loadingDoctors")} /> : null}

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

function LandingBreadcrumbs() {
  const t = useText();
  return <Breadcrumbs crumbs={[{ label: t("breadcrumb.home"), href: "/" }, { label: t("breadcrumb.doctors") }]} />;
}

/** The heading (the facility's when the site names one), the intro and the help line. */
function LandingHero({
  facilityName,
  coids,
  isMobile,
}: {
  facilityName?: string | null;
  coids: string;
  isMobile: boolean;
}) {
  const t = useText();
  return (
    <div className="landing__hero">
      <PageHeading title={null}>
        {facilityName ? t("landing.facilityHeading", { facilityName }) : t("app.title")}
      </PageHeading>
      <p className="intro">{t("landing.intro")}</p>
      <HelpLine coids={coids} isMobile={isMobile} />
    </div>
  );
}

/** A failed search, or (spec §8: the same network error) a failed specialty call. */
function LandingSearchError({ state, specialtiesFailed }: { state: LandingSearchState; specialtiesFailed: boolean }) {
  if (state.status === "error") return <ErrorBanner error={state.error} />;
  return specialtiesFailed ? <ErrorBanner /> : null;
}
