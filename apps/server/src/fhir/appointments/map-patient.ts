import type { Patient } from "@medplum/fhirtypes";
import type { PatientDemographics } from "../../patient-data/patient-demographics.ts";
import type { FeedSystems } from "./feed-systems.ts";

/** The patient as typed on the booking form (the decrypted record's parts a Patient carries). */
export interface PatientSource extends Omit<PatientDemographics, "reasonForVisit"> {
  bookingId: string;
  lastUpdated: Date;
}

/**
 * The booking's patient as an R4 Patient (decision 152): only what the form asked and an EHR needs to
 * match the person (name, birth date, gender, phone, email, address) and the language they booked in;
 * insurance, referral and reason stay out. The id is the booking id: the site knows no patient across bookings, so each booking's
 * patient is its own, as the SIU's PID-3 says. Pure.
 */
export function mapPatient(source: PatientSource, systems: FeedSystems): Patient {
  const birthDate = isoDate(source.dateOfBirth);
  const phone = (source.phoneNumber ?? "").replace(/\D/g, "");
  const telecom = [
    ...(phone
      ? [{ system: "phone" as const, value: source.phoneNumber?.trim() ?? phone, use: "mobile" as const }]
      : []),
    ...(source.email?.trim() ? [{ system: "email" as const, value: source.email.trim() }] : []),
  ];
  return {
    resourceType: "Patient",
    id: source.bookingId,
    meta: { lastUpdated: source.lastUpdated.toISOString() },
    identifier: [
      {
        use: "usual",
        type: { coding: [{ system: "http://terminology.hl7.org/CodeSystem/v2-0203", code: "PT" }], text: "Booking" },
        system: systems.bookingId,
        value: source.bookingId,
      },
    ],
    name: [
      {
        use: "official",
        family: source.lastName,
        given: [source.firstName, ...(source.middleName?.trim() ? [source.middleName.trim()] : [])],
      },
    ],
    gender: genderOf(source.gender),
    ...(birthDate ? { birthDate } : {}),
    ...(telecom.length > 0 ? { telecom } : {}),
    ...(source.address
      ? {
          address: [
            {
              use: "home",
              line: [
                source.address.address1,
                ...(source.address.address2?.trim() ? [source.address.address2.trim()] : []),
              ],
              city: source.address.city,
              state: source.address.state,
              postalCode: source.address.zip,
              country: "US",
            },
          ],
        }
      : {}),
    // The language they booked in, as US Core asks (BCP 47, preferred): the clinic knows to call in it.
    communication: [
      {
        language: {
          coding: [{ system: "urn:ietf:bcp:47", code: source.language, display: LANGUAGE_NAMES[source.language] }],
          text: LANGUAGE_NAMES[source.language],
        },
        preferred: true,
      },
    ],
  };
}

/** Each language's name in English: the display of its BCP 47 code. */
const LANGUAGE_NAMES: Record<PatientSource["language"], string> = { en: "English", es: "Spanish" };

function genderOf(gender: string | null): Patient["gender"] {
  if (gender === "Female") return "female";
  if (gender === "Male") return "male";
  return "unknown";
}

/** MM/DD/YYYY to FHIR's YYYY-MM-DD; anything else is left out rather than guessed. */
function isoDate(value: string | null): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value ?? "");
  return match ? `${match[3]}-${match[1]}-${match[2]}` : null;
}
