import { isPsgSite } from "@fad/contracts/host/host-apps";
import type { Physician, ProviderLocation } from "@fad/contracts/provider/search-providers";
import { APP_ROUTES } from "@fad/contracts/routes/app-routes";
import { TEXTING_SOURCE } from "@fad/contracts/scheduling/texting-source";
import { useReducer } from "react";
import { Navigate, useLocation, useNavigate, useNavigationType, useSearchParams } from "react-router";
import { useContactNumber } from "../../api/contact-number.ts";
import type { BookingLinkState } from "../../booking-session/booking-link-state.ts";
import type { BookingHold, HoldOrigin } from "../../booking-session/booking-session.ts";
import {
  clearHold,
  reloadSlots,
  updateAppointmentChoice,
  useBookingSession,
} from "../../booking-session/booking-session-store.ts";
import { dropHold } from "../../booking-session/drop-hold.ts";
import { useDisclosureAgreed } from "../../search-model/disclosure.ts";
import { useReturnListingPath } from "../../search-model/results-return.ts";
import { useAppSettings } from "../../settings/app-settings.tsx";
import { Breadcrumbs, showsBreadcrumbs } from "../../ui/breadcrumbs.tsx";
import { ErrorBanner } from "../../ui/error-banner.tsx";
import { useText } from "../../ui/i18n/use-text.ts";
import { LoadingOverlay } from "../../ui/loading-overlay.tsx";
import { PageHeading } from "../../ui/page-heading.tsx";
import { formatNameWithDesignation, formatPhysicianName } from "../../ui/physician/physician-format.ts";
import { useSitePhysician } from "../../ui/physician/use-site-physician.ts";
import { bookingBreadcrumbs, bookingCrumbLabels } from "../../ui/physician-breadcrumbs.ts";
import { useIsMobile } from "../../ui/use-media-query.ts";
import { BookingContextProvider, type BookingContextValue } from "./booking-context.tsx";
import {
  bookableLocation,
  bookingLocation,
  furthestPosition,
  hasTypedData,
  textingConfigurationFails,
} from "./booking-rules.ts";
import { BookingTimerModals } from "./booking-timer-modals.tsx";
import { useOpenTimeOnArrival } from "./open-time-arrival.ts";
import { usePatientPrefill } from "./prefill/use-patient-prefill.ts";
import { HoldCountdown } from "./session-timer/hold-countdown.tsx";
import { useBookingLifecycle } from "./use-booking-lifecycle.ts";
import { useBookingSessionTimer } from "./use-booking-session-timer.ts";
import { useHeldAppointmentIdInAddress } from "./use-held-appointment-id.ts";
import { usePhysicianWithVisitorDistances } from "./use-visitor-distances.ts";
import { BookingWizard } from "./wizard/booking-wizard.tsx";
import { LeaveBookingWarning } from "./wizard/leave-booking-warning.tsx";
import { SchedulingErrorPage } from "./wizard/scheduling-error-page.tsx";
import { useLeaveWarning } from "./wizard/use-leave-warning.ts";
import { useWizardHistory } from "./wizard/use-wizard-history.ts";
import { leaveWizardPath } from "./wizard/wizard-steps.ts";
import "./booking-page.css";

/**
 * The booking flow (spec booking §2): BookAppointmentNew at /physicians?urlTitle=…&appt_id=…, and
 * BookAppointmentTexting at /texting with the same queries.
 */
export function BookingPage({ texting }: { texting: boolean }) {
  const [search] = useSearchParams();
  const { settings } = useAppSettings();
  const urlTitle = search.get("urlTitle")?.trim() ?? "";
  // The texting flow without a doctor is the texting error (spec booking §2 Routes), and so is a
  // texting configuration that reports an error or carries no route data (start-route.ts).
  if (texting && (!urlTitle || textingConfigurationFails(settings.texting))) {
    return <Navigate to={APP_ROUTES.textingError} replace />;
  }
  return <BookingPhysicianLoader urlTitle={urlTitle} texting={texting} />;
}

function BookingPhysicianLoader({ urlTitle, texting }: { urlTitle: string; texting: boolean }) {
  const { settings } = useAppSettings();
  const query = useSitePhysician(urlTitle, "booking page");
  const t = useText();

  if (query.isPending) return <LoadingOverlay text={t("booking.loading")} />;
  if (query.isError) {
    return (
      <section className="page">
        <PageHeading title={t("booking.pageTitle")}>{t("booking.pageTitle")}</PageHeading>
        <ErrorBanner />
      </section>
    );
  }
  const physician = query.data;
  if (!physician || !bookableLocation(physician)) {
    return <SchedulingError physician={physician} coids={settings.facilityCoids ?? ""} />;
  }
  return <BookingWithPhysician key={physician.urlTitle} physician={physician} urlTitle={urlTitle} texting={texting} />;
}

/**
 * The fixed support number from configuration (spec discovery §2); should the configuration not come,
 * the division's contact number, else the doctor's contact centre or office, so a number is still given.
 */
function SchedulingError({ physician, coids }: { physician: Physician | null; coids: string }) {
  const supportPhone = useAppSettings().configuration?.supportPhone?.trim() || null;
  const location = physician?.displayLocation ?? physician?.providerLocations[0] ?? null;
  const contact = useContactNumber(location?.providerLocationCOID || coids, supportPhone === null);
  const fallback = location?.relatedContactCenterPhoneNumber || location?.phone || null;
  return <SchedulingErrorPage phone={supportPhone ?? (contact.data || fallback)} />;
}

/** Back or Forward within the app (the first page of a visit is a POP too, on the "default" entry). */
function useReturnedByHistory(): boolean {
  const navigationType = useNavigationType();
  const entryKey = useLocation().key;
  return navigationType === "POP" && entryKey !== "default";
}

/** Change Location is the only way the location changes (issue 19, problem 2); the hold is given back. */
function chooseLocation(chosen: ProviderLocation) {
  updateAppointmentChoice({ locationId: chosen.id });
  dropHold();
  reloadSlots();
}

interface BookingWithPhysicianProps {
  physician: Physician;
  urlTitle: string;
  texting: boolean;
}

/** The booking page once its doctor is in: the session, the wizard, the timer and what every step reads. */
function BookingWithPhysician({ physician: loaded, urlTitle, texting }: BookingWithPhysicianProps) {
  const physician = usePhysicianWithVisitorDistances(loaded);
  const { settings } = useAppSettings();
  const session = useBookingSession();
  const isMobile = useIsMobile();
  const isPsg = isPsgSite(settings.siteType);
  const caseId = texting ? (settings.texting?.carelinkCaseId ?? null) : null;
  const source = texting ? TEXTING_SOURCE : (settings.hostApp ?? null);
  useBookingLifecycle(urlTitle, caseId, source, useReturnedByHistory());
  usePatientPrefill(texting);
  useOpenTimeOnArrival(loaded, urlTitle, source);

  const hold = session.hold?.physicianUrlTitle === urlTitle ? session.hold : null;
  useHeldAppointmentIdInAddress(hold, session.confirmation !== null);
  const location = bookingLocation(physician, session.choice.locationId ?? hold?.locationId ?? null);
  // Booked: the page is on its way to the confirmation, its steps stay as they are.
  const wizard = useWizardHistory(session.confirmation ? 4 : furthestPosition(hold, session, isMobile));
  const linkOrigin = (wizard.state as BookingLinkState).bookingOrigin;
  const origin: HoldOrigin = hold?.origin ?? (linkOrigin === "results" ? "results" : "profile");
  const listingPath = useReturnListingPath();
  const contact = useContactNumber(location.providerLocationCOID || settings.facilityCoids || "");
  const [timesFocusRequests, requestTimesFocus] = useReducer((count: number) => count + 1, 0);
  const timer = useBookingSessionTimer(hold, wizard);
  useLeaveWarning(hold !== null || hasTypedData(session.choice, session.patient));

  const context: BookingContextValue = {
    physician,
    location,
    chooseLocation,
    isPsg,
    texting,
    source,
    siteType: settings.siteType ?? null,
    contactCenterPhone: contact.data || location.relatedContactCenterPhoneNumber || null,
    origin,
    timesFocusRequests,
  };

  return (
    <BookingContextProvider value={context}>
      <BookingPageBreadcrumbs physician={physician} urlTitle={urlTitle} isMobile={isMobile} />
      <BookingArticle
        physician={physician}
        wizard={wizard}
        isMobile={isMobile}
        hold={hold}
        leavePath={leaveWizardPath(origin, urlTitle, listingPath)}
      />
      <BookingTimerModals
        timer={timer}
        texting={texting}
        urlTitle={urlTitle}
        onBackToTimes={() => {
          // The times themselves: on a phone they are step 2 (the questions are kept), on desktop step 1.
          wizard.replaceWith(2);
          requestTimesFocus();
        }}
      />
      <LeaveBookingWarning active={hold !== null} />
    </BookingContextProvider>
  );
}

interface BookingArticleProps {
  physician: Physician;
  wizard: ReturnType<typeof useWizardHistory>;
  isMobile: boolean;
  hold: BookingHold | null;
  /** Where the wizard's Back on step 1 goes: the profile or the results the hold began on. */
  leavePath: string;
}

/** The page's heading (the doctor's name) and the wizard under it, with the hold's countdown. */
function BookingArticle({ physician, wizard, isMobile, hold, leavePath }: BookingArticleProps) {
  const { settings } = useAppSettings();
  const navigate = useNavigate();
  const t = useText();
  return (
    <article className="page booking-page">
      <PageHeading title={t("booking.pageTitleFor", { physician: formatPhysicianName(physician) })}>
        {formatNameWithDesignation(physician)}
      </PageHeading>
      <BookingWizard
        position={wizard.position}
        onPositionChange={wizard.goTo}
        isMobile={isMobile}
        showMobileCount={settings.hostApp !== "proofs"}
        onLeave={() => navigate(leavePath)}
        onChooseTime={() => {
          clearHold();
          reloadSlots();
          wizard.replaceWith(1);
        }}
        status={<HoldCountdown hold={hold} />}
      />
    </article>
  );
}

/** Home › results or profile › booking, where the host shows breadcrumbs (not on phones). */
function BookingPageBreadcrumbs(props: { physician: Physician; urlTitle: string; isMobile: boolean }) {
  const { settings } = useAppSettings();
  const disclosureAgreed = useDisclosureAgreed();
  const t = useText();
  if (!showsBreadcrumbs(settings.hostApp, props.isMobile)) return null;
  const physicianName = formatPhysicianName(props.physician);
  const isPsg = isPsgSite(settings.siteType);
  const labels = bookingCrumbLabels(t);
  return (
    <Breadcrumbs
      crumbs={bookingBreadcrumbs({ physicianName, urlTitle: props.urlTitle, isPsg, disclosureAgreed, labels })}
    />
  );
}
