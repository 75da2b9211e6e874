import type { BookedAppointment } from "@fad/contracts/appointments/booked-appointment";
import { BOOKED_TEXTS, patientNameOf } from "@fad/contracts/appointments/booked-appointment-texts";
import { CONFIRMATION_TEXTS } from "@fad/contracts/messages/confirmation-texts";
import type { ReactNode } from "react";
import { LocationAddress } from "../physician/location-address.tsx";
import { formatNameWithDesignation } from "../physician/physician-format.ts";
import { PhysicianPhoto } from "../physician/physician-photo.tsx";
import "./booked-appointment.css";

/** The details' own labels (the spec's confirmation lists these fields without naming them). */
export const BOOKED_DETAIL_LABELS = {
  heading: "Appointment Details",
  patient: BOOKED_TEXTS.patientLabel,
  bookedBy: BOOKED_TEXTS.bookedByLabel,
  physician: "Doctor",
  location: "Location",
  appointmentType: "Appointment Type",
  reasonForVisit: "Reason for Visit",
} as const;

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
  const { physician, location, appointmentType } = booked;
  // A cancelled appointment is not visited: what to bring, when to arrive and how to join are not for
  // it (issue 39).
  const visiting = booked.status !== "cancelled";
  return (
    <>
      <section className="booked-details" aria-labelledby="booked-details-heading">
        <Heading id="booked-details-heading" className="booked-details__heading">
          {BOOKED_DETAIL_LABELS.heading}
        </Heading>
        <div className="booked-details__physician">
          <PhysicianPhoto physician={physician} size={80} />
          <dl className="booked-details__list">
            <DetailItem label={BOOKED_DETAIL_LABELS.patient}>{patientNameOf(booked)}</DetailItem>
            {booked.patient.parentOrGuardian ? (
              <DetailItem label={BOOKED_DETAIL_LABELS.bookedBy}>{booked.patient.parentOrGuardian}</DetailItem>
            ) : null}
            <DetailItem label={BOOKED_DETAIL_LABELS.physician}>{formatNameWithDesignation(physician)}</DetailItem>
            <DetailItem label={BOOKED_DETAIL_LABELS.location}>
              {appointmentType.telehealth ? (
                <span className="booked-details__text">{`${BOOKED_TEXTS.telehealthLocation}, ${location.name}`}</span>
              ) : (
                <LocationAddress location={{ ...location, distance: null }} showDistance={false} />
              )}
            </DetailItem>
            <DetailItem label={BOOKED_DETAIL_LABELS.appointmentType}>{appointmentType.friendlyName2}</DetailItem>
            {booked.reasonForVisit ? (
              <DetailItem label={BOOKED_DETAIL_LABELS.reasonForVisit}>
                <span className="booked-details__text">{booked.reasonForVisit}</span>
              </DetailItem>
            ) : null}
          </dl>
        </div>
        {visiting && appointmentType.telehealth ? (
          <p className="booked-details__text">
            {BOOKED_TEXTS.telehealthHow(location.phone || location.relatedContactCenterPhoneNumber)}
          </p>
        ) : null}
      </section>
      {visiting && booked.informationForConsumer.trim() ? (
        <section className="booked-details" aria-labelledby="booked-things-to-know">
          <Heading id="booked-things-to-know" className="booked-details__heading">
            {CONFIRMATION_TEXTS.thingsToKnow}
          </Heading>
          {/* The server's text, shown as text with its line breaks: never as markup. */}
          <p className="booked-details__text">{booked.informationForConsumer}</p>
        </section>
      ) : null}
    </>
  );
}

function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="booked-details__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
