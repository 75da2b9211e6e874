import { isPsgSite } from "@fad/contracts/host/host-apps";
import type { Physician } from "@fad/contracts/provider/search-providers";
import { useLocation, useParams } from "react-router";
import { useDisclosureAgreed } from "../../search-model/disclosure.ts";
import { resultsReturnOf, zipOfResults } from "../../search-model/results-return.ts";
import { useAppSettings } from "../../settings/app-settings.tsx";
import { Breadcrumbs, showsBreadcrumbs } from "../../ui/breadcrumbs.tsx";
import { ErrorBanner } from "../../ui/error-banner.tsx";
import { useText } from "../../ui/i18n/use-text.ts";
import { LoadingOverlay } from "../../ui/loading-overlay.tsx";
import { PageHeading } from "../../ui/page-heading.tsx";
import { formatPhysicianName } from "../../ui/physician/physician-format.ts";
import { useSitePhysician } from "../../ui/physician/use-site-physician.ts";
import { profileBreadcrumbs } from "../../ui/physician-breadcrumbs.ts";
import { useIsMobile } from "../../ui/use-media-query.ts";
import { PhysicianNotFound } from "./physician-not-found.tsx";
import { PhysicianProfile } from "./physician-profile.tsx";

/** Physician profile at /physicians/profile/{urlTitle} (spec discovery §2 "Physician profile"). */
export function ProfilePage() {
  const { urlTitle = "" } = useParams();
  const { settings } = useAppSettings();
  const isPsg = isPsgSite(settings.siteType);
  const query = useSitePhysician(urlTitle, "profile page");
  const t = useText();

  if (query.isPending) return <LoadingOverlay text={t("profile.loading")} />;
  if (query.isError) {
    return (
      <section className="page">
        <PageHeading title={t("profile.pageTitle")}>{t("profile.pageTitle")}</PageHeading>
        <ErrorBanner />
      </section>
    );
  }
  if (!query.data) return <PhysicianNotFound />;
  return <ProfileWithCrumbs physician={query.data} isPsg={isPsg} hostApp={settings.hostApp} />;
}

function ProfileWithCrumbs({
  physician,
  isPsg,
  hostApp,
}: {
  physician: Physician;
  isPsg: boolean;
  hostApp: string | null | undefined;
}) {
  const isMobile = useIsMobile();
  const t = useText();
  const disclosureAgreed = useDisclosureAgreed();
  const fromSearch = resultsReturnOf(useLocation().state);
  const crumbs = profileBreadcrumbs({
    physicianName: formatPhysicianName(physician),
    isPsg,
    disclosureAgreed,
    resultsPath: fromSearch?.resultsPath,
    labels: { home: t("breadcrumb.home"), doctors: t("breadcrumb.doctors"), results: t("results.breadcrumb") },
  });
  return (
    <>
      {showsBreadcrumbs(hostApp, isMobile) ? <Breadcrumbs crumbs={crumbs} /> : null}
      <PhysicianProfile physician={physician} isPsg={isPsg} visitorZip={zipOfResults(fromSearch)} />
    </>
  );
}
