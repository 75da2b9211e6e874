import { APP_ROUTES } from "@fad/contracts/routes/app-routes";
import { specialtyNameOf } from "../../search-model/listing-url.ts";
import { useRememberListing } from "../../search-model/results-return.ts";
import { useSiteContext } from "../../search-model/site-context.ts";
import { useSpecialties } from "../../search-model/use-specialties.ts";
import { useAppSettings } from "../../settings/app-settings.tsx";
import { Breadcrumbs, showsBreadcrumbs } from "../../ui/breadcrumbs.tsx";
import { DisclosureModal } from "../../ui/disclosure-modal/disclosure-modal.tsx";
import { useSpecialtyName, useText } from "../../ui/i18n/use-text.ts";
import { LoadingOverlay } from "../../ui/loading-overlay.tsx";
import { useUserGeolocation } from "../../ui/location-search/use-user-geolocation.ts";
import { PageHeading } from "../../ui/page-heading.tsx";
import { useIsMobile } from "../../ui/use-media-query.ts";
import { ResultsFilters } from "./results-filters.tsx";
import { resultsHeader } from "./results-header.ts";
import { ResultsListing } from "./results-listing.tsx";
import { RESULTS_MESSAGES } from "./results-messages.ts";
import { useResultsFilterDraft } from "./use-results-filter-draft.ts";
import { useResultsFocus } from "./use-results-focus.ts";
import { useResultsNavigation } from "./use-results-navigation.ts";
import { useResultsSearch } from "./use-results-search.ts";
import "./results-page.css";

/** Results listing, also for the specialty and location routes (spec discovery §2 "Results listing"). */
export function ResultsPage() {
  const { configuration } = useAppSettings();
  const site = useSiteContext();
  const isMobile = useIsMobile();
  const specialties = useSpecialties();
  const results = useResultsSearch(site, specialties);
  const t = useText();
  const { criteria } = results;
  const filters = useResultsFilterDraft(criteria, results.invalidKeyword);
  const geolocation = useUserGeolocation({ enabled: site.hostApp !== "mhonative" && criteria.zip === "" });
  const focus = useResultsFocus(results);
  const navigation = useResultsNavigation(criteria, results.specialties, site);
  // The booking page's Back and "find another doctor" return to this very listing (issue 39).
  useRememberListing();

  const specialtyName = specialtyNameOf(criteria.specialtyId, results.specialties);
  const shownSpecialtyName = useSpecialtyName();
  const header = resultsHeader(criteria, specialtyName && shownSpecialtyName(specialtyName), results.physicians);
  const preferredHospital = site.preferredFacility?.displayName;

  return (
    <section className="page results-page">
      {showsBreadcrumbs(site.hostApp, isMobile) ? <ResultsBreadcrumbs /> : null}
      <PageHeading title={t("results.heading")}>
        {header ? t("results.headingFor", { header }) : t("results.heading")}
      </PageHeading>
      {preferredHospital !== undefined ? <PreferredHospitalNote displayName={preferredHospital} /> : null}

      {results.agreed ? (
        <ResultsListing
          results={results}
          site={site}
          filters={
            <ResultsFilters
              filters={filters}
              results={results}
              site={site}
              geolocation={geolocation}
              navigation={navigation}
              specialtyName={specialtyName}
            />
          }
          focus={focus}
          goTo={navigation.goTo}
          specialtyName={specialtyName}
          place={filters.place}
        />
      ) : null}

      {results.isFetching ? <LoadingOverlay text={t("landing.loadingDoctors")} /> : null}
      <DisclosureModal
        isOpen={!results.agreed}
        englishText={configuration?.dshsEnglish}
        spanishText={configuration?.dshsSpanish}
        onAgree={results.agree}
        onCancel={() => navigation.navigate(APP_ROUTES.landing)}
      />
    </section>
  );
}

function ResultsBreadcrumbs() {
  const t = useText();
  return (
    <Breadcrumbs
      crumbs={[
        { label: t("breadcrumb.home"), href: "/" },
        { label: t("breadcrumb.doctors"), to: APP_ROUTES.landing },
        { label: t("results.breadcrumb") },
      ]}
    />
  );
}

/** The site's preferred hospital, by name when it has one. */
function PreferredHospitalNote({ displayName }: { displayName: string }) {
  return (
    <p className="results-page__note">
      {displayName ? RESULTS_MESSAGES.preferredHospital(displayName) : RESULTS_MESSAGES.preferredHospitalUnnamed}
    </p>
  );
}
