import { isPsgSite } from "@fad/contracts/host/host-apps";
import type { PageSettings } from "@fad/contracts/host/page-settings";
import type { Physician, ProviderLocation } from "@fad/contracts/provider/search-providers";
import { APP_ROUTES, profilePath } from "@fad/contracts/routes/app-routes";
import { TEXTING_SOURCE } from "@fad/contracts/scheduling/texting-source";
import { useCallback, useEffect, useReducer, useState } from "react";
import { Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { useContactNumber } from "../../api/contact-number.ts";
import { useAppSettings } from "../../app/app-settings.tsx";
import {
  type AppointmentChoice,
  clearHold,
  EMPTY_APPOINTMENT_CHOICE,
  EMPTY_PATIENT_DRAFT,
  getBookingSession,
  type HoldOrigin,
  type PatientDraft,
  reloadSlots,
  setCaseId,
  updateAppointmentChoice,
  useBookingSession,
} from "../../booking-session/booking-session-store.ts";
import { useDisclosureAgreed } from "../../search-model/disclosure.ts";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { ErrorBanner } from "../../ui/error-banner.tsx";
import { LoadingOverlay } from "../../ui/loading-overlay.tsx";
import { PageHeading } from "../../ui/page-heading.tsx";
import { formatNameWithDesignation, formatPhysicianName } from "../../ui/physician/physician-format.ts";
import { useSitePhysician } from "../../ui/physician/use-site-physician.ts";
import { useIsMobile } from "../../ui/use-media-query.ts";
import { showsBreadcrumbs } from "../profile/profile-breadcrumbs.ts";
import { BookingContextProvider, type BookingContextValue } from "./booking-context.tsx";
import { usePatientPrefill } from "./prefill/use-patient-prefill.ts";
import { SessionTimerModals } from "./session-timer/session-timer-modals.tsx";
import { useSessionTimer } from "./session-timer/use-session-timer.ts";
import { bookingBreadcrumbs } from "./wizard/booking-breadcrumbs.ts";
import { BookingWizard } from "./wizard/booking-wizard.tsx";
import { SchedulingErrorPage } from "./wizard/scheduling-error-page.tsx";
import { useLeaveWarning } from "./wizard/use-leave-warning.ts";
import { WIZARD_MESSAGES as TEXT } from "./wizard/wizard-messages.ts";
import { leaveWizardPath, type WizardPosition } from "./wizard/wizard-steps.ts";
import "./booking-page.css";

/**
 * Where a page that links to the booking says the visitor comes from: a link may pass
 * `state={{ bookingOrigin: "results" }}` (the results cards). A hold knows its own origin.
 */
export interface BookingLinkState {
  bookingOrigin?: HoldOrigin;
}

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
 * A texting block with a non-blank textingError, or without route data naming a doctor. No texting block
 * at all is a deep link (a reload, a shared address): its urlTitle query stands for the route data.
 */
function textingConfigurationFails(texting: PageSettings["texting"]): boolean {
  if (!texting) return false;
  const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";
  return filled(texting.textingError) || !filled(texting.routeData?.urlTitle);
}

/** Online booking needs the participation flag and a location with a calendar (spec booking §6). */
function bookableLocation(physician: Physician): ProviderLocation | null {
  if (!physician.mhdParticipant) return null;
  const display = physician.displayLocation?.mhdCalendarId ? physician.displayLocation : null;
  return display ?? physician.providerLocations.find((location) => location.mhdCalendarId) ?? null;
}

/** The support number: the division's contact number, else the doctor's contact centre or office. */
function SchedulingError({ physician, coids }: { physician: Physician | null; coids: string }) {
  const location = physician?.displayLocation ?? physician?.providerLocations[0] ?? null;
  const contact = useContactNumber(location?.providerLocationCOID || coids);
  const fallback = location?.relatedContactCenterPhoneNumber || location?.phone || null;
  return <SchedulingErrorPage phone={contact.data || fallback} />;
}

/** The physician last booked in this page's session: opening another one starts the answers afresh. */
let lastBookingUrlTitle: string | null = null;

/**
 * What opening the booking page does to the session (spec booking §4): the reason for visit is cleared;
 * a different physician (or a hold of another one) resets the hold and step 1's answers; the texting
 * flow's case id comes from its configuration.
 */
function openBookingSession(urlTitle: string, caseId: string | null): void {
  const { hold } = getBookingSession();
  const physicianChanged =
    (lastBookingUrlTitle !== null && lastBookingUrlTitle !== urlTitle) ||
    (hold !== null && hold.physicianUrlTitle !== urlTitle);
  lastBookingUrlTitle = urlTitle;
  if (physicianChanged) {
    clearHold();
    updateAppointmentChoice(EMPTY_APPOINTMENT_CHOICE);
  } else {
    updateAppointmentChoice({ reasonForVisit: "" });
  }
  setCaseId(caseId);
}

function BookingWithPhysician({
  physician,
  urlTitle,
  texting,
}: {
  physician: Physician;
  urlTitle: string;
  texting: boolean;
}) {
  const { settings } = useAppSettings();
  const session = useBookingSession();
  const navigate = useNavigate();
  const routerLocation = useLocation();
  const [search, setSearch] = useSearchParams();
  const isMobile = useIsMobile();
  const disclosureAgreed = useDisclosureAgreed();
  const isPsg = isPsgSite(settings.siteType);
  const caseId = texting ? (settings.texting?.carelinkCaseId ?? null) : null;

  useEffect(() => openBookingSession(urlTitle, caseId), [urlTitle, caseId]);
  usePatientPrefill(texting);

  const hold = session.hold?.physicianUrlTitle === urlTitle ? session.hold : null;
  const [chosenLocationId, setChosenLocationId] = useState<string | null>(null);
  const location = bookingLocation(physician, hold?.locationId ?? chosenLocationId);
  const linkOrigin = (routerLocation.state as BookingLinkState | null)?.bookingOrigin;
  const origin: HoldOrigin = hold?.origin ?? (linkOrigin === "results" ? "results" : "profile");
  const contact = useContactNumber(location.providerLocationCOID || settings.facilityCoids || "");

  // Step 1 is the start: the reason is cleared on opening, so the patient step could not be complete.
  const [position, setPosition] = useState<WizardPosition>(1);

  /** A released hold's appt_id leaves the address (replace: no history entry). */
  const dropHeldAppointmentId = useCallback(() => {
    if (!search.has("appt_id")) return;
    const next = new URLSearchParams(search);
    next.delete("appt_id");
    setSearch(next, { replace: true });
  }, [search, setSearch]);

  const chooseLocation = (chosen: ProviderLocation) => {
    setChosenLocationId(chosen.id);
    clearHold();
    dropHeldAppointmentId();
    reloadSlots();
  };

  const [timesFocusRequests, requestTimesFocus] = useReducer((count: number) => count + 1, 0);
  const timer = useSessionTimer({
    hold,
    hasUrlTitle: search.has("urlTitle"),
    onExpired: () => {
      clearHold();
      dropHeldAppointmentId();
      setPosition(1);
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
    source: texting ? TEXTING_SOURCE : (settings.hostApp ?? null),
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
          position={position}
          onPositionChange={setPosition}
          isMobile={isMobile}
          showMobileCount={settings.hostApp !== "proofs"}
          onLeave={() => navigate(leaveWizardPath(origin, urlTitle))}
          onChooseTime={() => {
            clearHold();
            dropHeldAppointmentId();
            reloadSlots();
            setPosition(1);
          }}
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
          setPosition(2);
          requestTimesFocus();
        }}
        onBackToProfile={() => navigate(profilePath(urlTitle))}
        onBackToResults={() => navigate(APP_ROUTES.listing)}
      />
    </BookingContextProvider>
  );
}

/**
 * The location booked: the held one, else the one chosen on this page, else the physician's display
 * location, else the first with a calendar (spec booking §4 "Location or physician change").
 */
function bookingLocation(physician: Physician, preferredId: string | null): ProviderLocation {
  const preferred = preferredId ? physician.providerLocations.find((candidate) => candidate.id === preferredId) : null;
  // bookableLocation was checked by the loader: there is one.
  return preferred ?? (bookableLocation(physician) as ProviderLocation);
}

/** Anything typed or chosen that leaving would lose. */
function hasTypedData(choice: AppointmentChoice, patient: PatientDraft): boolean {
  const choiceTouched =
    choice.currentPatient !== EMPTY_APPOINTMENT_CHOICE.currentPatient ||
    choice.appointmentType !== null ||
    choice.reasonForVisit !== "";
  const patientTouched = (Object.keys(EMPTY_PATIENT_DRAFT) as (keyof PatientDraft)[]).some(
    (field) => patient[field] !== EMPTY_PATIENT_DRAFT[field],
  );
  return choiceTouched || patientTouched;
}
