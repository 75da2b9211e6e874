import { isPsgSite } from "@fad/contracts/host/host-apps";
import type { Physician, ProviderLocation } from "@fad/contracts/provider/search-providers";
import { APP_ROUTES, profilePath } from "@fad/contracts/routes/app-routes";
import { TEXTING_SOURCE } from "@fad/contracts/scheduling/texting-source";
import { useReducer } from "react";
import { Navigate, useLocation, useNavigate, useNavigationType, useSearchParams } from "react-router";
import { useContactNumber } from "../../api/contact-number.ts";
import type { BookingLinkState } from "../../booking-session/booking-link-state.ts";
import type { HoldOrigin } from "../../booking-session/booking-session.ts";
import {
  clearHold,
  deleteStoredBookingAtExpiry,
  reloadSlots,
  updateAppointmentChoice,
  useBookingSession,
} from "../../booking-session/booking-session-store.ts";
import { dropHold } from "../../booking-session/drop-hold.ts";
import { useDisclosureAgreed } from "../../search-model/disclosure.ts";
import { useAppSettings } from "../../settings/app-settings.tsx";
import { Breadcrumbs, showsBreadcrumbs } from "../../ui/breadcrumbs.tsx";
import { ErrorBanner } from "../../ui/error-banner.tsx";
import { LoadingOverlay } from "../../ui/loading-overlay.tsx";
import { PageHeading } from "../../ui/page-heading.tsx";
import { formatNameWithDesignation, formatPhysicianName } from "../../ui/physician/physician-format.ts";
import { useSitePhysician } from "../../ui/physician/use-site-physician.ts";
import { bookingBreadcrumbs } from "../../ui/physician-breadcrumbs.ts";
import { useIsMobile } from "../../ui/use-media-query.ts";
import { BookingContextProvider, type BookingContextValue } from "./booking-context.tsx";
import {
  bookableLocation,
  bookingLocation,
  furthestPosition,
  hasTypedData,
  textingConfigurationFails,
} from "./booking-rules.ts";
import { usePatientPrefill } from "./prefill/use-patient-prefill.ts";
import { HoldCountdown } from "./session-timer/hold-countdown.tsx";
import { SessionTimerModals } from "./session-timer/session-timer-modals.tsx";
import { useSessionTimer } from "./session-timer/use-session-timer.ts";
import { useBookingLifecycle } from "./use-booking-lifecycle.ts";
import { useHeldAppointmentIdInAddress } from "./use-held-appointment-id.ts";
import { usePhysicianWithVisitorDistances } from "./use-visitor-distances.ts";
import { BookingWizard } from "./wizard/booking-wizard.tsx";
import { LeaveBookingWarning } from "./wizard/leave-booking-warning.tsx";
import { SchedulingErrorPage } from "./wizard/scheduling-error-page.tsx";
import { useLeaveWarning } from "./wizard/use-leave-warning.ts";
import { useWizardHistory } from "./wizard/use-wizard-history.ts";
import { WIZARD_MESSAGES as TEXT } from "./wizard/wizard-messages.ts";
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

  if (query.isPending) return <LoadingOverlay text={TEXT.loading} />;
  if (query.isError) {
    return (
      <section className="page">
        <PageHeading title={TEXT.pageTitle}>{TEXT.pageTitle}</PageHeading>
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

function BookingWithPhysician({
  physician: loaded,
  urlTitle,
  texting,
}: {
  physician: Physician;
  urlTitle: string;
  texting: boolean;
}) {
  const physician = usePhysicianWithVisitorDistances(loaded);
  const { settings } = useAppSettings();
  const session = useBookingSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const isMobile = useIsMobile();
  const disclosureAgreed = useDisclosureAgreed();
  const isPsg = isPsgSite(settings.siteType);
  const caseId = texting ? (settings.texting?.carelinkCaseId ?? null) : null;
  const source = texting ? TEXTING_SOURCE : (settings.hostApp ?? null);

  // Back or Forward within the app (the first page of a visit is a POP too, on the "default" entry).
  const navigationType = useNavigationType();
  const entryKey = useLocation().key;
  const returned = navigationType === "POP" && entryKey !== "default";
  useBookingLifecycle(urlTitle, caseId, source, returned);
  usePatientPrefill(texting);

  const hold = session.hold?.physicianUrlTitle === urlTitle ? session.hold : null;
  useHeldAppointmentIdInAddress(hold, session.confirmation !== null);
  const location = bookingLocation(physician, session.choice.locationId ?? hold?.locationId ?? null);
  // Booked: the page is on its way to the confirmation, its steps stay as they are.
  const wizard = useWizardHistory(session.confirmation ? 4 : furthestPosition(hold, session, isMobile));
  const linkOrigin = (wizard.state as BookingLinkState).bookingOrigin;
  const origin: HoldOrigin = hold?.origin ?? (linkOrigin === "results" ? "results" : "profile");
  const contact = useContactNumber(location.providerLocationCOID || settings.facilityCoids || "");

  // Change Location is the only way the location changes (issue 19, problem 2); the hold is given back.
  const chooseLocation = (chosen: ProviderLocation) => {
    updateAppointmentChoice({ locationId: chosen.id });
    dropHold();
    reloadSlots();
  };

  const [timesFocusRequests, requestTimesFocus] = useReducer((count: number) => count + 1, 0);
  const timer = useSessionTimer({
    hold,
    hasUrlTitle: search.has("urlTitle"),
    onExpired: () => {
      clearHold();
      deleteStoredBookingAtExpiry();
      wizard.replaceWith(1);
      reloadSlots();
    },
  });

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
  const physicianName = formatPhysicianName(physician);

  return (
    <BookingContextProvider value={context}>
      {showsBreadcrumbs(settings.hostApp, isMobile) ? (
        <Breadcrumbs crumbs={bookingBreadcrumbs({ physicianName, urlTitle, isPsg, disclosureAgreed })} />
      ) : null}
      <article className="page booking-page">
        <PageHeading title={`${TEXT.pageTitle}: ${physicianName}`}>{formatNameWithDesignation(physician)}</PageHeading>
        <BookingWizard
          position={wizard.position}
          onPositionChange={wizard.goTo}
          isMobile={isMobile}
          showMobileCount={settings.hostApp !== "proofs"}
          onLeave={() => navigate(leaveWizardPath(origin, urlTitle))}
          onChooseTime={() => {
            clearHold();
            reloadSlots();
            wizard.replaceWith(1);
          }}
          status={<HoldCountdown hold={hold} />}
        />
      </article>
      <SessionTimerModals
        modal={timer.modal}
        origin={timer.expiredOrigin}
        texting={texting}
        onCloseWarning={timer.closeWarning}
        keepTime={timer.keepTime}
        onBackToTimes={() => {
          timer.closeExpired();
          // The times themselves: on a phone they are step 2 (the questions are kept), on desktop step 1.
          wizard.replaceWith(2);
          requestTimesFocus();
        }}
        onBackToProfile={() => navigate(profilePath(urlTitle))}
        onBackToResults={() => navigate(APP_ROUTES.listing)}
      />
      <LeaveBookingWarning active={hold !== null} />
    </BookingContextProvider>
  );
}
