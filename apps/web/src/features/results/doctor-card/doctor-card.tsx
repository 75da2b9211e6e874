import type { Physician, ProviderLocation } from "@fad/contracts/provider/search-providers";
import { DEFAULT_VISIT, type Visit } from "@fad/contracts/provider/visit";
import { useId, useState } from "react";
import { useResultsReturnState } from "../../../search-model/results-return.ts";
import { useText } from "../../../ui/i18n/use-text.ts";
import { takesOnlineBooking } from "../../../ui/physician/online-booking.ts";
import { formatPhysicianName } from "../../../ui/physician/physician-format.ts";
import { SelfPayNote } from "../../../ui/physician/self-pay-note.tsx";
import { AvailabilityCalendar } from "../../availability/availability-calendar.tsx";
import { TimesForLine } from "../../availability/visit-choice.tsx";
import { CardProcedures } from "./card-procedures.tsx";
import { DoctorCardActions } from "./doctor-card-actions.tsx";
import { DoctorCardIdentity } from "./doctor-card-identity.tsx";
import { DoctorCardLocation } from "./doctor-card-location.tsx";
import "./doctor-card.css";

/** Spec §9: the results page asks 89 days of availability. */
const RESULTS_DAYS_OUT = 89;

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
  /** The visit the times are for (decision 129): a held time brings it to booking step 1. */
  visit?: Visit;
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
  visit = DEFAULT_VISIT,
  onViewNextAvailable,
  chosenInsurerId = null,
}: DoctorCardProps) {
  const headingId = useId();
  const [chosenLocationId, setChosenLocationId] = useState<string | null>(null);
  const location: ProviderLocation | null =
    physician.providerLocations.find((entry) => entry.id === chosenLocationId) ?? physician.displayLocation;
  const name = formatPhysicianName(physician);
  const canBook = !appointmentTypeChosen && takesOnlineBooking(physician, location, { appointmentTypeChosen });
  // Each way to the profile carries this search, for its crumb back and its distance.
  const fromSearch = useResultsReturnState();

  return (
    <article className="doctor-card" aria-labelledby={headingId}>
      <div className="doctor-card__main">
        <DoctorCardIdentity
          physician={physician}
          location={location}
          name={name}
          headingId={headingId}
          selectedSpecialtyName={selectedSpecialtyName}
          fromSearch={fromSearch}
        />

        <div className="doctor-card__details">
          {location ? (
            <DoctorCardLocation
              physician={physician}
              location={location}
              name={name}
              hasUserLocation={hasUserLocation}
              chosenInsurerId={chosenInsurerId}
              onChooseLocation={(chosen) => setChosenLocationId(chosen.id)}
            />
          ) : null}
          <CardProcedures physician={physician} name={name} />
        </div>

        <DoctorCardActions
          physician={physician}
          name={name}
          canBook={canBook}
          fromSearch={fromSearch}
          onViewNextAvailable={isPsg && index >= 1 ? onViewNextAvailable : undefined}
        />
        <SelfPayNote variant="card" />
      </div>

      {location ? (
        <DoctorCardCalendar
          physician={physician}
          location={location}
          appointmentTypeCode={appointmentTypeCode}
          visit={visit}
          isPsg={isPsg}
        />
      ) : null}
    </article>
  );
}

interface DoctorCardCalendarProps {
  physician: Physician;
  location: ProviderLocation;
  appointmentTypeCode?: string | null;
  visit: Visit;
  isPsg: boolean;
}

/**
 * The location's availability, starting from the days the search answer carried, under the line that
 * says which type they are for (decision 129). The calendar asks and holds that very type, so a time
 * picked here is held as what the card said.
 */
function DoctorCardCalendar({ physician, location, appointmentTypeCode, visit, isPsg }: DoctorCardCalendarProps) {
  const t = useText();
  const shownType = location.availableAppointmentsType;
  return (
    <div className="doctor-card__calendar">
      <TimesForLine type={shownType} />
      <AvailabilityCalendar
        physician={physician}
        location={location}
        initialDays={location.availableAppointments.length > 0 ? location.availableAppointments : undefined}
        appointmentTypeCode={appointmentTypeCode || shownType?.code || null}
        visit={visit}
        numberDaysOut={RESULTS_DAYS_OUT}
        origin="results"
        isPsg={isPsg}
        regionLabel={t("availability.regionLabelOf", { name: formatPhysicianName(physician) })}
      />
    </div>
  );
}
