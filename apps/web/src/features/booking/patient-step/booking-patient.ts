import type { BookAppointmentRequest } from "@fad/contracts/appointments/book-appointment";
import type { CalendarDate } from "@fad/contracts/patient/date-of-birth";
import { EMAIL_CONFIRMATION_PREFERENCE } from "@fad/contracts/patient/patient-field-rules";
import { todayHere } from "@fad/contracts/patient/patient-schemas";
import type { PatientDraft } from "../../../booking-session/booking-session.ts";
import { isMinorPatient } from "./patient-form-rules.ts";

/** The book call's parts built from the patient draft (spec booking §7 POST /appointment/book). */
export type BookingPatient = BookAppointmentRequest["patient"];
export type BookingAddress = BookAppointmentRequest["address"];
export interface BookingReferral {
  referredByName: string | null;
  referredByPhone: string | null;
}

/** Blank optional fields travel as null; values are sent trimmed. */
function orNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

/**
 * The `patient` of the book call. The reason for visit is step 1's (choice.reasonForVisit), sent as
 * reasonForReferral. Guardian fields are null for an adult (spec §4); the preference is 'Email' only
 * with an email address.
 */
export function toBookingPatient(
  draft: PatientDraft,
  reasonForVisit: string,
  today: CalendarDate = todayHere(),
): BookingPatient {
  const minor = isMinorPatient(draft.dateOfBirth, today);
  const email = orNull(draft.email);
  return {
    firstName: draft.firstName.trim(),
    middleName: orNull(draft.middleName),
    lastName: draft.lastName.trim(),
    dateOfBirth: draft.dateOfBirth,
    gender: draft.gender,
    email,
    phoneNumber: draft.phoneNumber,
    parentOrGuardian: minor ? orNull(draft.parentOrGuardian) : null,
    relationshipOfGuardian: minor ? orNull(draft.relationshipOfGuardian) : null,
    insuranceId: orNull(draft.insuranceId),
    policyId: orNull(draft.policyId),
    reasonForReferral: reasonForVisit,
    patientConfirmationPreference: draft.emailConfirmation && email ? EMAIL_CONFIRMATION_PREFERENCE : null,
    secondaryInsuranceId: null,
    secondaryPolicyId: null,
    externalEncounterId: null,
    externalPatientId: null,
  };
}

/** The `address` of the book call; the form asks for no coordinates, so they are null. */
export function toBookingAddress(draft: PatientDraft): BookingAddress {
  return {
    address1: draft.address1.trim(),
    address2: orNull(draft.address2),
    city: draft.city.trim(),
    state: draft.state,
    zip: draft.zip,
    latitude: null,
    longitude: null,
  };
}

/** referredByName and referredByPhone, which travel beside patient and address in the book call. */
export function toBookingReferral(draft: PatientDraft): BookingReferral {
  return { referredByName: orNull(draft.referredByName), referredByPhone: orNull(draft.referredByPhone) };
}
