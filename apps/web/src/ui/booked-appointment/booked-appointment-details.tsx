import type { BookedAppointment } from "@fad/contracts/appointments/booked-appointment";
import { patientNameOf } from "@fad/contracts/appointments/booked-appointment-texts";
import { displayPhoneNumber } from "@fad/contracts/patient/phone-number";
import type { ReactNode } from "react";
import { useText, yesNo } from "../i18n/use-text.ts";
import { LocationAddress } from "../physician/location-address.tsx";
import { formatNameWithDesignation } from "../physician/physician-format.ts";
import { PhysicianPhoto } from "../physician/physician-photo.tsx";
import "./booked-appointment.css";

/**
 * A booking's details as the confirmation and manage pages show them: whose appointment it is (a parent
 * booking for a child sees the child's name), the doctor, the location (a virtual visit says how it
 * happens instead of giving an address), the type, the reason, and the things to know.
 */
export function BookedAppointmentDetails({
  booked,
  headingLevel = 2,
}: {
  booked: BookedAppointment;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const t = useText();
  const { physician, location, appointmentType } = booked;
  // A cancelled appointment is not visited: what to bring, when to arrive and how to join are not for
  // it (issue 39).
  const visiting = booked.status !== "cancelled";
  return (
    <>
      <section className="booked-details" aria-labelledby="booked-details-heading">
        <Heading id="booked-details-heading" className="booked-details__heading">
          {t("booked.heading")}
        </Heading>
        <div className="booked-details__physician">
          <PhysicianPhoto physician={physician} size={80} />
          <dl className="booked-details__list">
            <DetailItem label={t("booked.patient")}>{patientNameOf(booked)}</DetailItem>
            {booked.patient.parentOrGuardian ? (
              <DetailItem label={t("booked.bookedBy")}>{booked.patient.parentOrGuardian}</DetailItem>
            ) : null}
            <DetailItem label={t("booked.physician")}>{formatNameWithDesignation(physician)}</DetailItem>
            <DetailItem label={t("booked.location")}>
              {appointmentType.telehealth ? (
                <span className="booked-details__text">{t("booked.virtualVisitAt", { location: location.name })}</span>
              ) : (
                <LocationAddress location={{ ...location, distance: null }} showDistance={false} />
              )}
            </DetailItem>
            <DetailItem label={t("booked.appointmentType")}>{appointmentType.friendlyName2}</DetailItem>
            {booked.reasonForVisit ? (
              <DetailItem label={t("booked.reasonForVisit")}>
                <span className="booked-details__text">{booked.reasonForVisit}</span>
              </DetailItem>
            ) : null}
          </dl>
        </div>
        {visiting && appointmentType.telehealth ? (
          <p className="booked-details__text">
            {telehealthHow(t, location.phone || location.relatedContactCenterPhoneNumber)}
          </p>
        ) : null}
      </section>
      {visiting && booked.informationForConsumer.trim() ? (
        <section className="booked-details" aria-labelledby="booked-things-to-know">
          <Heading id="booked-things-to-know" className="booked-details__heading">
            {t("booked.thingsToKnow")}
          </Heading>
          {/* The server's text, shown as text with its line breaks: never as markup. */}
          <p className="booked-details__text">{booked.informationForConsumer}</p>
        </section>
      ) : null}
    </>
  );
}

/** How a virtual visit happens, with the office's number when there is one. */
function telehealthHow(t: ReturnType<typeof useText>, phone: string | null): string {
  return t("booked.telehealthHow", { hasPhone: yesNo(Boolean(phone)), phone: phone ? displayPhoneNumber(phone) : "" });
}

function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="booked-details__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
