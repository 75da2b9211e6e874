import type { BookAppointmentInput } from "@fad/contracts/appointments/book-appointment";
import type { LanguageTag } from "@fad/contracts/i18n/locales";
import { decryptPatientRecord, type PatientKeyring } from "./patient-encryption.ts";

/** A booking's patient as the form took it, with what was left out as null: what the EHR feeds send. */
export interface PatientDemographics {
  firstName: string;
  middleName: string | null;
  lastName: string;
  /** MM/DD/YYYY as the form takes it. */
  dateOfBirth: string | null;
  gender: string | null;
  phoneNumber: string | null;
  email: string | null;
  address: { address1: string; address2: string | null; city: string; state: string; zip: string } | null;
  reasonForVisit: string | null;
  /**
   * The language the patient booked in (decision 177; kept on the booking's row, not in the encrypted
   * record): what the EHR's PID-15 and Patient.communication say (decision 202).
   */
  language: LanguageTag;
}

type StoredPatient = Pick<BookAppointmentInput, "patient" | "address">;

/**
 * Decrypts a booking's patient record into its demographics. The callers (the FHIR Patient feed and the
 * HL7 outbox, decisions 150 and 152) audit or queue what they read; this only reads.
 */
export function readPatientDemographics(options: {
  keyring: PatientKeyring;
  ciphertext: Uint8Array;
  bookingId: string;
  language: LanguageTag;
}): PatientDemographics {
  return patientDemographicsOf(decryptPatientRecord(options) as StoredPatient, options.language);
}

/** The demographics of a patient record as the book call was given it (it builds its SIU message before writing). */
export function patientDemographicsOf(record: StoredPatient, language: LanguageTag): PatientDemographics {
  return {
    firstName: record.patient.firstName,
    middleName: record.patient.middleName ?? null,
    lastName: record.patient.lastName,
    dateOfBirth: record.patient.dateOfBirth ?? null,
    gender: record.patient.gender ?? null,
    phoneNumber: record.patient.phoneNumber ?? null,
    email: record.patient.email ?? null,
    address: record.address
      ? {
          address1: record.address.address1,
          address2: record.address.address2 ?? null,
          city: record.address.city,
          state: record.address.state,
          zip: record.address.zip,
        }
      : null,
    reasonForVisit: record.patient.reasonForReferral ?? null,
    language,
  };
}
