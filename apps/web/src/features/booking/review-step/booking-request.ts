import type { BookAppointmentRequest } from "@fad/contracts/appointments/book-appointment";
import { HONEYPOT_FIELD } from "@fad/contracts/appointments/booking-bot-checks";
import type { Physician } from "@fad/contracts/provider/search-providers";
import type { AppointmentChoice, BookingHold, PatientDraft } from "../../../booking-session/booking-session.ts";
import { toBookingAddress, toBookingPatient, toBookingReferral } from "../patient-step/booking-patient.ts";

export interface BookingRequestParts {
  hold: BookingHold;
  choice: AppointmentChoice;
  patient: PatientDraft;
  caseId: string | null;
  physician: Pick<Physician, "physicianNpi">;
  source: string | null;
  siteType: string | null;
  /** From the page settings (the texting configuration); null elsewhere. */
  dateTimeOfAppointment: string | null;
  /** The patient form's hidden honeypot (decision 47); "" as people leave it. */
  honeypot?: string;
}

/**
 * The book call's body (spec booking §7 POST /appointment/book). The slot, type and calendar are the
 * held ones: the server books only the hold that was made for exactly these.
 */
export function toBookAppointmentRequest(parts: BookingRequestParts): BookAppointmentRequest {
  const { hold, choice, patient, caseId, physician, source, siteType, dateTimeOfAppointment, honeypot } = parts;
  return {
    appointmentId: hold.appointmentId,
    appointmentTypeId: hold.appointmentTypeCode,
    bookingType: null,
    dateTimeOfAppointment,
    holdId: hold.holdId,
    patient: toBookingPatient(patient, choice.reasonForVisit),
    // The location's calendar id, as the hold call sent it.
    providerLocationId: hold.calendarId,
    caseID: caseId,
    ...toBookingReferral(patient),
    source,
    siteType,
    address: toBookingAddress(patient),
    npi: physician.physicianNpi,
    // Sent only when something filled it: the server refuses those (people never see the field).
    ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}),
  };
}
