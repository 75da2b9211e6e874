import { isPsgSite } from "@fad/contracts/host/host-apps";
import { APP_ROUTES } from "@fad/contracts/routes/app-routes";
import { type ReactNode, useEffect } from "react";
import { Link } from "react-router";
import { useAppSettings } from "../../app/app-settings.tsx";
import {
  type BookingConfirmation,
  leaveConfirmation,
  useBookingSession,
} from "../../booking-session/booking-session-store.ts";
import { hasAgreedToDisclosure } from "../../search-model/stored-disclosure-agreement.ts";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { PageHeading } from "../../ui/page-heading.tsx";
import { LocationAddress } from "../../ui/physician/location-address.tsx";
import { locationPhone, PhoneLink } from "../../ui/physician/phone-link.tsx";
import { formatNameWithDesignation, formatPhysicianName } from "../../ui/physician/physician-format.ts";
import { PhysicianPhoto } from "../../ui/physician/physician-photo.tsx";
import { useIsMobile } from "../../ui/use-media-query.ts";
import { bookingBreadcrumbs } from "../booking/wizard/booking-breadcrumbs.ts";
import { showsBreadcrumbs } from "../profile/profile-breadcrumbs.ts";
import { downloadCalendarFile } from "./calendar-download.ts";
import { buildCalendarFile } from "./calendar-file.ts";
import { appointmentWhen, backLink, calendarEventFor, directionsUrl } from "./confirmation-details.ts";
import { CONFIRMATION_MESSAGES as TEXT } from "./confirmation-messages.ts";
import "./confirmation.css";

/**
 * /physicians/confirmation/ and /texting/confirmation/ (spec booking §2 "Confirmation screen"). The
 * booking lives only in this tab's memory: a reload or a direct visit has nothing to show.
 */
export function ConfirmationPage({ texting }: { texting: boolean }) {
  const { confirmation } = useBookingSession();
  useLeaveConfirmationOnUnmount();
  if (!confirmation) return <NoConfirmation />;
  return <Confirmation confirmation={confirmation} texting={texting || confirmation.texting} />;
}

/**
 * Leaving the screen clears holdId, bookingId and appointmentId (spec booking §2). The clearing waits a
 * tick and a remount cancels it: React's development double mount must not empty the screen it shows.
 */
let pendingLeave: number | null = null;
function useLeaveConfirmationOnUnmount() {
  useEffect(() => {
    if (pendingLeave !== null) window.clearTimeout(pendingLeave);
    pendingLeave = null;
    return () => {
      pendingLeave = window.setTimeout(() => {
        pendingLeave = null;
        leaveConfirmation();
      }, 0);
    };
  }, []);
}

function Confirmation({ confirmation, texting }: { confirmation: BookingConfirmation; texting: boolean }) {
  const { settings } = useAppSettings();
  const isMobile = useIsMobile();
  const { result, physician, location, appointmentType, reasonForVisit } = confirmation;
  const when = appointmentWhen(result);
  const phone = locationPhone(location);
  const back = backLink(confirmation);
  // The same chain as the booking page (spec booking §2).
  const crumbs = bookingBreadcrumbs({
    physicianName: formatPhysicianName(physician),
    urlTitle: physician.urlTitle,
    isPsg: isPsgSite(settings.siteType),
    disclosureAgreed: hasAgreedToDisclosure(),
  });

  function addToCalendar() {
    const text = buildCalendarFile(calendarEventFor(confirmation));
    downloadCalendarFile(text, TEXT.calendarFileName(result.bookingId));
  }

  return (
    <>
      {showsBreadcrumbs(settings.hostApp, isMobile) ? <Breadcrumbs crumbs={crumbs} /> : null}
      <section className="page confirmation">
        <PageHeading title={TEXT.heading}>{TEXT.heading}</PageHeading>
        <p className="confirmation__thanks">{TEXT.thankYou}</p>
        <p className="confirmation__when">{`${TEXT.confirmedFor(when.date, when.time)}.`}</p>
        <p>
          {`${TEXT.bookingIdLabel}: `}
          <strong className="confirmation__booking-id">{result.bookingId}</strong>
        </p>
        {phone ? (
          <p>
            {`${TEXT.callToChange} `}
            <PhoneLink phone={phone} />.
          </p>
        ) : null}

        <div className="confirmation__actions">
          {isMobile ? null : (
            <button type="button" className="button-secondary" onClick={() => window.print()}>
              {TEXT.printConfirmation}
            </button>
          )}
          <button type="button" className="button-secondary" onClick={addToCalendar}>
            {TEXT.addToCalendar}
          </button>
          <a className="button-secondary" href={directionsUrl(location)} target="_blank" rel="noopener noreferrer">
            {TEXT.viewOnMap}
            <span className="visually-hidden">{` ${TEXT.opensInNewTab}`}</span>
          </a>
        </div>

        <section className="confirmation__section" aria-labelledby="confirmation-details">
          <h2 id="confirmation-details" className="confirmation__heading">
            {TEXT.detailsHeading}
          </h2>
          <div className="confirmation__physician">
            <PhysicianPhoto physician={physician} size={80} />
            <dl className="confirmation__list">
              <DetailItem label={TEXT.labels.physician}>{formatNameWithDesignation(physician)}</DetailItem>
              <DetailItem label={TEXT.labels.location}>
                <LocationAddress location={location} showDistance={false} />
              </DetailItem>
              {appointmentType ? (
                <DetailItem label={TEXT.labels.appointmentType}>{appointmentType.friendlyName2}</DetailItem>
              ) : null}
              {reasonForVisit ? (
                <DetailItem label={TEXT.labels.reasonForVisit}>
                  <span className="confirmation__text">{reasonForVisit}</span>
                </DetailItem>
              ) : null}
            </dl>
          </div>
        </section>

        {result.informationForConsumer.trim() ? (
          <section className="confirmation__section" aria-labelledby="confirmation-things-to-know">
            <h2 id="confirmation-things-to-know" className="confirmation__heading">
              {TEXT.thingsToKnow}
            </h2>
            {/* The server's text, shown as text with its line breaks: never as markup. */}
            <p className="confirmation__text">{result.informationForConsumer}</p>
          </section>
        ) : null}

        {texting ? null : (
          <p className="confirmation__back">
            <Link to={back.to}>{back.label}</Link>
          </p>
        )}
      </section>
    </>
  );
}

function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="confirmation__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function NoConfirmation() {
  return (
    <section className="page">
      <PageHeading title={TEXT.none.title}>{TEXT.none.title}</PageHeading>
      <p className="intro">{TEXT.none.summary}</p>
      <p>{TEXT.none.body}</p>
      <Link className="button-link" to={APP_ROUTES.landing}>
        {TEXT.none.findADoctor}
      </Link>
    </section>
  );
}
