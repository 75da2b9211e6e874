import type { BookedAppointment, BookingAccess } from "@fad/contracts/appointments/booked-appointment";
import { bookedPhone, patientNameOf, physicianNameOf } from "@fad/contracts/appointments/booked-appointment-texts";
import { profilePath } from "@fad/contracts/routes/app-routes";
import { readBookingAccess } from "@fad/contracts/routes/booking-links";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link, useLocation } from "react-router";
import { bookedAppointmentQuery } from "../../api/booked-appointment.ts";
import { ApiError } from "../../api/request-envelope.ts";
import { BookedAppointmentDetails } from "../../ui/booked-appointment/booked-appointment-details.tsx";
import { useBookedRefusal } from "../../ui/booked-appointment/booked-refusal.ts";
import { AppointmentNotFound, NoAppointment } from "../../ui/booked-appointment/no-appointment.tsx";
import { ErrorBanner } from "../../ui/error-banner.tsx";
import { useDateText } from "../../ui/i18n/use-date-text.ts";
import { useRichText, useText } from "../../ui/i18n/use-text.ts";
import { LoadingOverlay } from "../../ui/loading-overlay.tsx";
import { PageHeading } from "../../ui/page-heading.tsx";
import { PhoneLink } from "../../ui/physician/phone-link.tsx";
import { PageLoading } from "../../ui/route-loading.tsx";
import { CancelDialog } from "./cancel-dialog.tsx";
import { changeErrorMessage } from "./change-error-message.ts";
import { ReschedulePanel } from "./reschedule-panel.tsx";
import { useBookingChanges } from "./use-booking-changes.ts";
import "./manage.css";

/**
 * /physicians/manage/?booking=…#token=… (ours, issue 20; decision 83): the emailed link's page. It shows
 * the booking as the server keeps it (whose appointment, the doctor, type, time, location and phone),
 * and cancels it (after a confirmation step) or moves it to a held time of the same doctor, location
 * and type. A booking that has started, or is cancelled, is shown without either.
 */
export function ManagePage() {
  const { search, hash } = useLocation();
  const access = useMemo(() => readBookingAccess(search, hash), [search, hash]);
  const query = useQuery(bookedAppointmentQuery(access));
  const t = useText();
  if (!access) return <NoAppointment title={t("manage.title")} />;
  if (query.data) return <ManageAppointment booked={query.data} access={access} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return <AppointmentNotFound message={query.error.details} />;
    return (
      <section className="page">
        <PageHeading title={t("manage.title")}>{t("manage.title")}</PageHeading>
        <ErrorBanner error={query.error} />
        <button type="button" className="button-secondary" onClick={() => query.refetch()}>
          {t("confirmation.tryAgain")}
        </button>
      </section>
    );
  }
  return <PageLoading />;
}

function ManageAppointment({ booked, access }: { booked: BookedAppointment; access: BookingAccess }) {
  const changes = useBookingChanges(access);
  const [rescheduling, setRescheduling] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const t = useText();
  const rich = useRichText();
  const refusal = useBookedRefusal();
  const when = useDateText().bookedWhen(booked.appointment);
  const phone = bookedPhone(booked);
  const cancelled = booked.status === "cancelled";
  const changeable = !cancelled && !booked.past;
  const heading = cancelled ? t("confirmation.cancelledHeading") : t("manage.title");
  const physicianName = physicianNameOf(booked.physician);

  return (
    <section className="page manage">
      <PageHeading title={heading}>{heading}</PageHeading>
      <p className="manage__when">
        {cancelled ? t("confirmation.cancelledFor", when) : t("manage.scheduledFor", when)}
      </p>
      <p>
        {rich("confirmation.confirmationNumber", {
          number: () => (
            <strong key="number" className="manage__booking-id">
              {booked.bookingId}
            </strong>
          ),
        })}
      </p>
      <ChangeNotice notice={changes.notice} booked={booked} when={when} />
      {changes.error ? <ErrorBanner message={changeErrorMessage(changes.error, t, refusal)} /> : null}
      {!cancelled && booked.past ? (
        <div className="manage__past" role="note">
          <p className="manage__past-title">{t("manage.pastTitle")}</p>
          <p>{t("manage.refusal.past")}</p>
        </div>
      ) : null}
      {phone ? <p>{rich("manage.locationPhone", { phone: () => <PhoneLink key="phone" phone={phone} /> })}</p> : null}

      {changeable && !rescheduling ? (
        <div className="manage__actions">
          <button
            type="button"
            className="button"
            onClick={() => {
              changes.clearError();
              setRescheduling(true);
            }}
          >
            {t("manage.reschedule")}
          </button>
          <button
            type="button"
            className="button-secondary"
            onClick={() => {
              changes.clearError();
              setConfirmingCancel(true);
            }}
          >
            {t("manage.cancelAppointment")}
          </button>
        </div>
      ) : null}
      {changeable && rescheduling ? (
        <ReschedulePanel
          booked={booked}
          onClose={() => setRescheduling(false)}
          onMove={async (held) => {
            const outcome = await changes.reschedule(held);
            if (outcome === "moved") setRescheduling(false);
            return outcome;
          }}
        />
      ) : null}

      <BookedAppointmentDetails booked={booked} />

      {cancelled ? (
        <p>
          <Link className="button-link" to={profilePath(booked.physician.urlTitle)}>
            {t("manage.bookAgain")}
          </Link>
        </p>
      ) : null}

      <CancelDialog
        isOpen={confirmingCancel}
        text={t("manage.cancelDialog.body", { patient: patientNameOf(booked), physician: physicianName, ...when })}
        onKeep={() => setConfirmingCancel(false)}
        onCancel={() => {
          setConfirmingCancel(false);
          void changes.cancel();
        }}
      />
      {changes.cancelling ? <LoadingOverlay text={t("manage.cancelling")} /> : null}
    </section>
  );
}

/** What the last change did, said once (a status line, read by screen readers as it appears). */
function ChangeNotice(props: {
  notice: ReturnType<typeof useBookingChanges>["notice"];
  booked: BookedAppointment;
  when: { date: string; time: string };
}) {
  const { notice, booked, when } = props;
  const t = useText();
  const text =
    notice === "rescheduled"
      ? [t("manage.rescheduled", when), booked.emailConfirmation ? t("manage.rescheduledEmail") : ""]
      : notice === "cancelled" && booked.emailConfirmation
        ? [t("manage.cancellationEmail")]
        : [];
  return (
    <p className="manage__notice" role="status">
      {text.filter(Boolean).join(" ")}
    </p>
  );
}
