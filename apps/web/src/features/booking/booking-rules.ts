import type { PageSettings } from "@fad/contracts/host/page-settings";
import { todayHere } from "@fad/contracts/patient/patient-schemas";
import type { Physician, ProviderLocation } from "@fad/contracts/provider/search-providers";
import { answerOfVisit } from "@fad/contracts/provider/visit";
import {
  type AppointmentChoice,
  type BookingHold,
  type BookingSession,
  EMPTY_APPOINTMENT_CHOICE,
  EMPTY_PATIENT_DRAFT,
  type PatientDraft,
} from "../../booking-session/booking-session.ts";
import { canContinuePatientStep, validatePatientDraft } from "./patient-step/patient-form-rules.ts";
import type { WizardPosition } from "./wizard/wizard-steps.ts";

/** The booking page's rules, apart from React: which pages may open, which location, what leaving loses. */

/**
 * A texting block with a non-blank textingError, or without route data naming a doctor. No texting block
 * at all is a deep link (a reload, a shared address): its urlTitle query stands for the route data.
 */
export function textingConfigurationFails(texting: PageSettings["texting"]): boolean {
  if (!texting) return false;
  const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";
  return filled(texting.textingError) || !filled(texting.routeData?.urlTitle);
}

/** Online booking needs the participation flag and a location with a calendar (spec booking §6). */
export function bookableLocation(physician: Physician): ProviderLocation | null {
  if (!physician.mhdParticipant) return null;
  const display = physician.displayLocation?.mhdCalendarId ? physician.displayLocation : null;
  return display ?? physician.providerLocations.find((location) => location.mhdCalendarId) ?? null;
}

/**
 * The location booked: the one chosen on this page or named by the hold brought here, else the
 * physician's display location, else the first with a calendar (spec booking §4 "Location or
 * physician change"). Dropping a hold never moves it (issue 19, problem 2).
 */
export function bookingLocation(physician: Physician, preferredId: string | null): ProviderLocation {
  const preferred = preferredId ? physician.providerLocations.find((candidate) => candidate.id === preferredId) : null;
  // bookableLocation was checked by the loader: there is one.
  return preferred ?? (bookableLocation(physician) as ProviderLocation);
}

/** Anything typed or chosen that leaving would lose. */
export function hasTypedData(choice: AppointmentChoice, patient: PatientDraft): boolean {
  const choiceTouched =
    choice.currentPatient !== EMPTY_APPOINTMENT_CHOICE.currentPatient ||
    choice.appointmentType !== null ||
    choice.reasonForVisit !== "";
  const patientTouched = (Object.keys(EMPTY_PATIENT_DRAFT) as (keyof PatientDraft)[]).some(
    (field) => patient[field] !== EMPTY_PATIENT_DRAFT[field],
  );
  return choiceTouched || patientTouched;
}

/**
 * The furthest step the booking can show (use-wizard-history.ts): the patient steps need a live hold,
 * review a patient form that passes; without a hold, the phone's appointment details need the questions.
 */
export function furthestPosition(hold: BookingHold | null, session: BookingSession, isMobile: boolean): WizardPosition {
  if (hold) {
    const today = todayHere();
    const formPasses =
      canContinuePatientStep(session.patient, today) &&
      Object.keys(validatePatientDraft(session.patient, today)).length === 0;
    return formPasses ? 4 : 3;
  }
  const { currentPatient, appointmentType, reasonForVisit } = session.choice;
  const questionsAnswered = currentPatient !== null && appointmentType !== null && reasonForVisit.trim() !== "";
  return isMobile && questionsAnswered ? 2 : 1;
}

/** What opening the booking page changes in step 1's answers (openBookingSession, use-booking-lifecycle.ts). */
export interface BookingOpening {
  /** Another physician than the last booked (or a hold of another one): the hold goes, the answers start afresh. */
  physicianChanged: boolean;
  /** The change to step 1's answers. */
  choice: Partial<AppointmentChoice>;
}

/**
 * Spec booking §4: opening the booking page clears the reason for visit, unless the booking was read
 * back from this tab's storage or the page was reached by Back or Forward (`resumed`: the answers are
 * the visitor's own); a different physician (or a hold of another one) resets step 1's answers; a hold
 * brought from a card or the profile names the location, and a type other than its own is unset.
 */
export function bookingOpening(options: {
  urlTitle: string;
  lastOpenedUrlTitle: string | null;
  hold: BookingHold | null;
  choice: AppointmentChoice;
  resumed: boolean;
}): BookingOpening {
  const { urlTitle, lastOpenedUrlTitle, hold, choice, resumed } = options;
  const holdOfOther = hold !== null && hold.physicianUrlTitle !== urlTitle;
  const otherPhysician = lastOpenedUrlTitle !== null && lastOpenedUrlTitle !== urlTitle;
  // A time just held on this physician's card or profile is theirs: another physician's answers go,
  // the hold stays (decision 129).
  if (holdOfOther || (otherPhysician && hold === null)) {
    return { physicianChanged: true, choice: EMPTY_APPOINTMENT_CHOICE };
  }
  if (resumed && !otherPhysician) return { physicianChanged: false, choice: {} };
  if (!hold) return { physicianChanged: false, choice: { reasonForVisit: "" } };
  const start = otherPhysician ? EMPTY_APPOINTMENT_CHOICE : choice;
  // The visit said beside the times gives step 1's answer (decision 129); another answer resets the type (spec §4).
  const answer = hold.visit ? answerOfVisit(hold.visit) : start.currentPatient;
  const otherType =
    start.appointmentType !== null &&
    (start.appointmentType.code !== hold.appointmentTypeCode || answer !== start.currentPatient);
  return {
    physicianChanged: false,
    choice: {
      ...(otherPhysician ? EMPTY_APPOINTMENT_CHOICE : {}),
      reasonForVisit: "",
      locationId: hold.locationId,
      ...(answer !== start.currentPatient ? { currentPatient: answer } : {}),
      ...(otherType ? { appointmentType: null } : {}),
    },
  };
}
