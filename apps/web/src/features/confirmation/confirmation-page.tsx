import type { BookedAppointment, BookingAccess } from "@fad/contracts/appointments/booked-appointment";
import { bookedPhone, calendarEventOf } from "@fad/contracts/appointments/booked-appointment-texts";
import { buildCalendarFile } from "@fad/contracts/appointments/calendar-file";
import { isPsgSite } from "@fad/contracts/host/host-apps";
import { manageAddress, readBookingAccess } from "@fad/contracts/routes/booking-links";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { Link, useLocation } from "react-router";
import { bookedAppointmentQuery } from "../../api/booked-appointment.ts";
import { ApiError } from "../../api/request-envelope.ts";
import type { BookingConfirmation } from "../../booking-session/booking-session.ts";
import {
  getBookingSession,
  leaveConfirmation,
  useBookingSession,
} from "../../booking-session/booking-session-store.ts";
import { hasAgreedToDisclosure } from "../../search-model/stored-disclosure-agreement.ts";
import { useAppSettings } from "../../settings/app-settings.tsx";
import { BookedAppointmentDetails } from "../../ui/booked-appointment/booked-appointment-details.tsx";
import { AppointmentNotFound, NoAppointment } from "../../ui/booked-appointment/no-appointment.tsx";
import { Breadcrumbs, showsBreadcrumbs } from "../../ui/breadcrumbs.tsx";
import { ErrorBanner } from "../../ui/error-banner.tsx";
import { useCalendarEventTexts } from "../../ui/i18n/use-calendar-event-texts.ts";
import { useDateText } from "../../ui/i18n/use-date-text.ts";
import { useRichText, useText } from "../../ui/i18n/use-text.ts";
import { PageHeading } from "../../ui/page-heading.tsx";
import { PhoneLink } from "../../ui/physician/phone-link.tsx";
import { formatPhysicianName } from "../../ui/physician/physician-format.ts";
import { bookingBreadcrumbs, bookingCrumbLabels } from "../../ui/physician-breadcrumbs.ts";
import { PageLoading } from "../../ui/route-loading.tsx";
import { useIsMobile } from "../../ui/use-media-query.ts";
import { downloadCalendarFile } from "./calendar-download.ts";
import { backLink, bookedFromSession, directionsUrl } from "./confirmation-details.ts";
import "./confirmation.css";

/**
 * /physicians/confirmation/ and /texting/confirmation/ (spec booking §2 "Confirmation screen"). The
 * address carries the booking reference and its manage token (docs/decisions.md 80), so a reload, Back
 * and Forward, or a visit days later show the same booking, as the server answers it. Right after
 * booking, this tab's own copy shows at once while the server is asked.
 */
export function ConfirmationPage({ texting }: { texting: boolean }) {
  const { search, hash } = useLocation();
  const access = useMemo(() => readBookingAccess(search, hash), [search, hash]);
  const { confirmation } = useBookingSession();
  const t = useText();
  useLeaveConfirmationOnUnmount();
  const fromThisTab =
    confirmation && access && confirmation.result.bookingId === access.bookingId ? confirmation : null;
  const query = useQuery({
    ...bookedAppointmentQuery(access),
    placeholderData: fromThisTab ? bookedFromSession(fromThisTab, getBookingSession().patient) : undefined,
  });
  if (!access) return <NoAppointment title={t("confirmation.pageTitle")} />;
  if (query.data) {
    return (
      <Confirmation
        booked={query.data}
        access={access}
        origin={fromThisTab?.origin ?? "profile"}
        texting={texting || (fromThisTab?.texting ?? false)}
      />
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return <AppointmentNotFound message={query.error.details} />;
    return (
      <section className="page">
        <ErrorBanner error={query.error} />
        <button type="button" className="button-secondary" onClick={() => query.refetch()}>
          {t("confirmation.tryAgain")}
        </button>
      </section>
    );
  }
  return <PageLoading />;
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

function Confirmation(props: {
  booked: BookedAppointment;
  access: BookingAccess;
  origin: BookingConfirmation["origin"];
  texting: boolean;
}) {
  const { booked, access, origin, texting } = props;
  const { settings } = useAppSettings();
  const isMobile = useIsMobile();
  const t = useText();
  const rich = useRichText();
  const when = useDateText().bookedWhen(booked.appointment);
  const phone = bookedPhone(booked);
  // The calendar file in the page's language (decision 178).
  const calendarTexts = useCalendarEventTexts();
  const back = backLink(t, origin, booked.physician.urlTitle);
  const cancelled = booked.status === "cancelled";
  const changeable = !cancelled && !booked.past;
  // The same chain as the booking page (spec booking §2).
  const crumbs = bookingBreadcrumbs({
    physicianName: formatPhysicianName(booked.physician),
    urlTitle: booked.physician.urlTitle,
    isPsg: isPsgSite(settings.siteType),
    disclosureAgreed: hasAgreedToDisclosure(),
    labels: bookingCrumbLabels(t),
  });

  function addToCalendar() {
    downloadCalendarFile(
      buildCalendarFile(calendarEventOf(booked, { texts: calendarTexts })),
      `appointment-${booked.bookingId}.ics`,
    );
  }

  const heading = cancelled ? t("confirmation.cancelledHeading") : t("confirmation.heading");
  return (
    <>
      {showsBreadcrumbs(settings.hostApp, isMobile) ? <Breadcrumbs crumbs={crumbs} /> : null}
      <section className="page confirmation">
        <PageHeading title={heading}>{heading}</PageHeading>
        {cancelled ? (
          <p className="confirmation__when">{t("confirmation.cancelledFor", when)}</p>
        ) : (
          <>
            <p className="confirmation__thanks">{t("confirmation.thankYou")}</p>
            <p className="confirmation__when">{t("confirmation.confirmedFor", when)}</p>
          </>
        )}
        <p>
          {rich("confirmation.confirmationNumber", {
            number: () => (
              <strong key="number" className="confirmation__booking-id">
                {booked.bookingId}
              </strong>
            ),
          })}
        </p>
        {booked.emailConfirmation && !cancelled ? <p>{t("confirmation.emailOnItsWay")}</p> : null}
        {changeable ? (
          <div className="confirmation__manage">
            {phone ? (
              <p>{rich("confirmation.changeOnline", { phone: () => <PhoneLink key="phone" phone={phone} /> })}</p>
            ) : null}
            <Link className="button-secondary" to={manageAddress(access)}>
              {t("confirmation.manageAppointment")}
            </Link>
          </div>
        ) : null}

        {cancelled ? null : (
          <div className="confirmation__actions">
            {isMobile ? null : (
              <button type="button" className="button-secondary" onClick={() => window.print()}>
                {t("confirmation.print")}
              </button>
            )}
            <button type="button" className="button-secondary" onClick={addToCalendar}>
              {t("confirmation.addToCalendar")}
            </button>
            {booked.appointmentType.telehealth ? null : (
              <a
                className="button-secondary"
                href={directionsUrl(booked.location)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t("confirmation.viewOnMap")}
                <span className="visually-hidden">{` ${t("confirmation.opensInNewTab")}`}</span>
              </a>
            )}
          </div>
        )}

        <BookedAppointmentDetails booked={booked} />

        {texting ? null : (
          <p className="confirmation__back">
            <Link to={back.to}>{back.label}</Link>
          </p>
        )}
      </section>
    </>
  );
}
