import { PHYSICIAN_TEXTS } from "@fad/contracts/messages/physician-texts";
import { displayPhoneNumber } from "@fad/contracts/patient/phone-number";
import type { Physician, ProviderLocation } from "@fad/contracts/provider/search-providers";
import { profilePath } from "@fad/contracts/routes/app-routes";
import { useId, useState } from "react";
import { Link } from "react-router";
import type { BookingLinkState } from "../../../booking-session/booking-link-state.ts";
import { useResultsReturnState } from "../../../search-model/results-return.ts";
import { sendAnalyticsEvent } from "../../../ui/analytics.ts";
import { LocationMapModal } from "../../../ui/location-map/location-map-modal.tsx";
import { LocationAddress } from "../../../ui/physician/location-address.tsx";
import { takesOnlineBooking } from "../../../ui/physician/online-booking.ts";
import { locationPhone, PhoneLink } from "../../../ui/physician/phone-link.tsx";
import { PhysicianBadges } from "../../../ui/physician/physician-badges.tsx";
import {
  formatDesignation,
  formatPhysicianName,
  primarySpecialtyNames,
} from "../../../ui/physician/physician-format.ts";
import { PhysicianPhoto } from "../../../ui/physician/physician-photo.tsx";
import { SelfPayNote } from "../../../ui/physician/self-pay-note.tsx";
import { StarRating } from "../../../ui/physician/star-rating.tsx";
import { AvailabilityCalendar } from "../../availability/availability-calendar.tsx";
import { CardInsurance } from "./card-insurance.tsx";
import { CardProcedures } from "./card-procedures.tsx";
import { bookingStartPath, locationPath } from "./doctor-card-links.ts";
import { DOCTOR_CARD_MESSAGES } from "./doctor-card-messages.ts";

/** The booking page's Back goes to the listing when the visitor came from a card (BookingLinkState). */
const fromResults: BookingLinkState = { bookingOrigin: "results" };

import "./doctor-card.css";

/** Spec §9: the results page asks 89 days of availability. */
const RESULTS_DAYS_OUT = 89;
const CARD_PHOTO_SIZE = 96;

export interface DoctorCardProps {
  physician: Physician;
  /** Index in the list (0-based): "View Next Available Provider" shows for index ≥ 1 on psg. */
  index: number;
  isPsg: boolean;
  /** The selected specialty's name, shown instead of the primary specialties when set. */
  selectedSpecialtyName?: string | null;
  /** A user location exists (distance shown). */
  hasUserLocation: boolean;
  /** An appointment type was chosen in the search (psg): hides Book an Appointment. */
  appointmentTypeChosen: boolean;
  /** The chosen appointment type's code, passed to the calendar (its default type when absent). */
  appointmentTypeCode?: string | null;
  /** psg: moves to the first physician in the list. */
  onViewNextAvailable?: () => void;
  /** The insurer the search filters by (decision 67): named first among the accepted ones. */
  chosenInsurerId?: number | null;
}

/** One physician in the results (spec discovery §2 "Doctor card"), with its availability calendar. */
export function DoctorCard({
  physician,
  index,
  isPsg,
  selectedSpecialtyName,
  hasUserLocation,
  appointmentTypeChosen,
  appointmentTypeCode,
  onViewNextAvailable,
  chosenInsurerId = null,
}: DoctorCardProps) {
  const headingId = useId();
  const [chosenLocationId, setChosenLocationId] = useState<string | null>(null);
  const location: ProviderLocation | null =
    physician.providerLocations.find((entry) => entry.id === chosenLocationId) ?? physician.displayLocation;
  const name = formatPhysicianName(physician);
  const designation = formatDesignation(physician.physicianDesignation);
  const specialty = selectedSpecialtyName || primarySpecialtyNames(physician).join(", ");
  const phone = locationPhone(location);
  const canBook = !appointmentTypeChosen && takesOnlineBooking(physician, location, { appointmentTypeChosen });
  const hasSeveralLocations = physician.providerLocations.length > 1;
  // Each way to the profile carries this search, for its crumb back and its distance.
  const fromSearch = useResultsReturnState();
  const forName = <span className="visually-hidden">{DOCTOR_CARD_MESSAGES.forPhysician(name)}</span>;

  return (
    <article className="doctor-card" aria-labelledby={headingId}>
      <div className="doctor-card__main">
        <div className="doctor-card__identity">
          <PhysicianPhoto physician={physician} size={CARD_PHOTO_SIZE} />
          <div className="doctor-card__headline">
            <h2 className="doctor-card__name" id={headingId}>
              <Link to={profilePath(physician.urlTitle)} state={fromSearch}>
                {designation ? `${name}, ${designation}` : name}
              </Link>
            </h2>
            {specialty ? <p className="doctor-card__specialty">{specialty}</p> : null}
            <StarRating rating={physician.starRatings} count={physician.ratingCount} />
            <PhysicianBadges physician={physician} location={location} />
          </div>
        </div>

        <div className="doctor-card__details">
          {location ? (
            <div className="doctor-card__location">
              <LocationAddress
                location={location}
                showDistance={hasUserLocation}
                name={
                  hasSeveralLocations ? undefined : <Link to={locationPath(location.urlTitle)}>{location.name}</Link>
                }
              />
              <LocationMapModal
                physician={physician}
                selectedLocationId={location.id}
                onSelect={(chosen) => setChosenLocationId(chosen.id)}
                triggerText="change"
                showDistance={hasUserLocation}
                triggerClassName="button-link-plain doctor-card__change-location"
              />
              {phone ? (
                <PhoneLink phone={phone} className="doctor-card__phone">
                  <span aria-hidden="true">☎</span>
                  <span>{`${DOCTOR_CARD_MESSAGES.call} ${displayPhoneNumber(phone)}`}</span>
                </PhoneLink>
              ) : null}
              <CardInsurance physician={physician} location={location} name={name} chosenInsurerId={chosenInsurerId} />
            </div>
          ) : null}
          <CardProcedures physician={physician} name={name} />
        </div>

        <div className="doctor-card__actions">
          {canBook ? (
            <Link
              className="button"
              to={bookingStartPath(physician.urlTitle)}
              state={fromResults}
              onClick={() =>
                sendAnalyticsEvent(PHYSICIAN_TEXTS.bookAnAppointment, DOCTOR_CARD_MESSAGES.analyticsCategory, {
                  physicianNpi: physician.physicianNpi,
                })
              }
            >
              {PHYSICIAN_TEXTS.bookAnAppointment}
              {forName}
            </Link>
          ) : null}
          <Link className="button-secondary" to={profilePath(physician.urlTitle)} state={fromSearch}>
            {PHYSICIAN_TEXTS.viewProfile}
            {forName}
          </Link>
          {isPsg && index >= 1 && onViewNextAvailable ? (
            <button type="button" className="button-link-plain" onClick={onViewNextAvailable}>
              {PHYSICIAN_TEXTS.viewNextAvailableProvider}
            </button>
          ) : null}
        </div>
        <SelfPayNote variant="card" />
      </div>

      {location ? (
        <div className="doctor-card__calendar">
          <AvailabilityCalendar
            physician={physician}
            location={location}
            initialDays={location.availableAppointments.length > 0 ? location.availableAppointments : undefined}
            appointmentTypeCode={appointmentTypeCode}
            numberDaysOut={RESULTS_DAYS_OUT}
            origin="results"
            isPsg={isPsg}
          />
        </div>
      ) : null}
    </article>
  );
}
