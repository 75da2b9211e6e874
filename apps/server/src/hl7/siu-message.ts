import { Hl7Message, Hl7Segment } from "@medplum/core";
import type { SiuEvent } from "../database/database-schema.ts";
import type { PatientDemographics } from "../patient-data/patient-demographics.ts";
import { components, escapeHl7, hl7Date, hl7DateTime } from "./hl7-text.ts";

/**
 * The SIU scheduling message of one booking change (HL7 v2.5.1 chapter 10, message structure SIU_S12),
 * built with `@medplum/core`'s Hl7Message. Pure: everything it says comes in `SiuFacts`, so it is
 * tested without a database; hl7-outbox.ts gathers the facts inside the change's transaction.
 *
 *   MSH  header: SIU^<event>^SIU_S12, the control id, version 2.5.1, UTF-8
 *   SCH  the booking: placer appointment id (our booking id), event reason, reason for visit,
 *        appointment type, duration, timing, filler status
 *   TQ1  start and end (v2.5's place for the timing SCH-11 also carries)
 *   PID  the patient as typed on the booking form, and the language they booked in (PID-15)
 *   PV1  an outpatient visit at the location with the physician as attending doctor
 *   RGS  the resource group
 *   AIS  the service: the appointment type at its time
 *   AIG  the physician as a general resource, by NPI
 *   AIL  the location
 *   AIP  the physician as personnel (Epic Cadence and most engines read the provider from AIP)
 *
 * docs/operations.md "The EHR feed" lists what each field holds.
 */

/**
 * The events this product makes today: booked, rescheduled, cancelled, and the front desk's no-show mark
 * (S26, decision 165). S14 (modified) has no event in the product yet.
 */
export type ProductSiuEvent = Extract<SiuEvent, "S12" | "S13" | "S15" | "S26">;

/** MSH-3: who sends. MSH-4 to MSH-6 are set by the sender from configuration (hl7-sender.ts). */
export const SENDING_APPLICATION = "FIND_A_DOCTOR";
/** The assigning authority of our own identifiers (booking ids, appointment type codes). */
export const OUR_AUTHORITY = "FIND_A_DOCTOR";
/** The NPI's assigning authority: CMS, by its OID. */
const NPI_AUTHORITY = "CMS&2.16.840.1.113883.4.6&ISO";

/** Who made the change: the patient (the public site and the manage link) or the clinic's staff. */
export type SiuChangedBy = "patient" | "clinic";

export interface SiuFacts {
  event: ProductSiuEvent;
  /** Who made it (SCH-6's text); the patient when absent. */
  changedBy?: SiuChangedBy;
  /** MSH-10, at most 20 characters. */
  controlId: string;
  /** MSH-7: when the change was made. */
  createdAt: Date;
  bookingId: string;
  /** The row of the time the message is about (after a reschedule, the new time's). */
  appointmentId: string;
  calendarId: string;
  start: Date;
  end: Date;
  /** The location's IANA zone: times are written in it, with their offset. */
  timeZone: string;
  appointmentType: { code: string; name: string };
  physician: { npi: string; firstName: string; middleInitial: string | null; lastName: string; designation: string };
  location: {
    id: string;
    name: string;
    facilityCoid: string | null;
    street: string;
    city: string;
    state: string;
    zip: string;
  };
  patient: PatientDemographics;
}

const EVENT_REASONS: Record<ProductSiuEvent, [code: string, text: string]> = {
  S12: ["BOOKED", "Booked online by the patient"],
  S13: ["RESCHEDULED", "Rescheduled by the patient"],
  S15: ["CANCELLED", "Cancelled by the patient"],
  S26: ["NOSHOW", "Patient did not arrive (marked by the front desk)"],
};

/** The same events made by the clinic's staff in the console (issue 33): the EHR learns who changed it. */
const CLINIC_EVENT_REASONS: Partial<Record<ProductSiuEvent, [code: string, text: string]>> = {
  S13: ["RESCHEDULED", "Rescheduled by the clinic"],
  S15: ["CANCELLED", "Cancelled by the clinic"],
};

function eventReasonOf(facts: SiuFacts): [code: string, text: string] {
  const clinic = facts.changedBy === "clinic" ? CLINIC_EVENT_REASONS[facts.event] : undefined;
  return clinic ?? EVENT_REASONS[facts.event];
}

/** HL7 table 0278 (filler status codes) for each event: the booking's state after it. */
const FILLER_STATUS: Record<ProductSiuEvent, string> = {
  S12: "Booked",
  S13: "Booked",
  S15: "Cancelled",
  S26: "Noshow",
};

export function buildSiuMessage(facts: SiuFacts): Hl7Message {
  const { event, physician, location, patient, timeZone } = facts;
  const start = hl7DateTime(facts.start, timeZone);
  const end = hl7DateTime(facts.end, timeZone);
  const minutes = String(Math.round((facts.end.getTime() - facts.start.getTime()) / 60_000));
  // HL7 table 0278, filler status codes.
  const status = components(FILLER_STATUS[event], FILLER_STATUS[event], "HL70278");
  const [reasonCode, reasonText] = eventReasonOf(facts);
  const appointmentType = components(facts.appointmentType.code, facts.appointmentType.name, OUR_AUTHORITY);
  const physicianXcn = xcnOf(physician);
  const locationPl = plOf(location);

  const segments = [
    new Hl7Segment([
      "MSH",
      "^~\\&",
      SENDING_APPLICATION,
      "",
      "",
      "",
      hl7DateTime(facts.createdAt, "UTC"),
      "",
      `SIU^${event}^SIU_S12`,
      escapeHl7(facts.controlId),
      "P",
      "2.5.1",
      "",
      "",
      // Original-mode acknowledgement (MSH-15/16 empty) is what MLLP receivers answer by default.
      "",
      "",
      "",
      "UNICODE UTF-8",
    ]),
    new Hl7Segment([
      "SCH",
      `${escapeHl7(facts.bookingId)}^${OUR_AUTHORITY}`,
      "",
      "",
      "",
      components(facts.calendarId, "", OUR_AUTHORITY),
      components(reasonCode, reasonText, OUR_AUTHORITY),
      components("", patient.reasonForVisit),
      appointmentType,
      minutes,
      "min",
      // TQ: quantity, interval, duration (M<minutes>), start, end.
      `^^M${minutes}^${start}^${end}`,
      ...Array<string>(13).fill(""),
      status,
    ]),
    new Hl7Segment(["TQ1", "1", "", "", "", "", `${minutes}&min`, start, end]),
    new Hl7Segment([
      "PID",
      "1",
      "",
      // No medical record number is known here: the booking id, so the engine can match on demographics.
      `${escapeHl7(facts.bookingId)}^^^${OUR_AUTHORITY}^PT`,
      "",
      components(patient.lastName, patient.firstName, patient.middleName),
      "",
      hl7Date(patient.dateOfBirth),
      sexOf(patient.gender),
      "",
      "",
      patient.address
        ? components(
            patient.address.address1,
            patient.address.address2,
            patient.address.city,
            patient.address.state,
            patient.address.zip,
            "USA",
            "H",
          )
        : "",
      "",
      contactsOf(patient.phoneNumber, patient.email),
      "",
      languageOf(patient.language),
    ]),
    new Hl7Segment(["PV1", "1", "O", locationPl, "", "", "", physicianXcn]),
    new Hl7Segment(["RGS", "1"]),
    new Hl7Segment(["AIS", "1", "", appointmentType, start, "", "", minutes, "min", "", status]),
    new Hl7Segment([
      "AIG",
      "1",
      "",
      components(physician.npi, nameText(physician), "NPI"),
      components("P", "Physician", OUR_AUTHORITY),
      "",
      "",
      "",
      start,
      "",
      "",
      minutes,
      "min",
      "",
      status,
    ]),
    new Hl7Segment([
      "AIL",
      "1",
      "",
      locationPl,
      components("C", "Clinic", OUR_AUTHORITY),
      "",
      start,
      "",
      "",
      minutes,
      "min",
      "",
      status,
    ]),
    new Hl7Segment([
      "AIP",
      "1",
      "",
      physicianXcn,
      components("PRV", "Provider", OUR_AUTHORITY),
      "",
      start,
      "",
      "",
      minutes,
      "min",
      "",
      status,
    ]),
  ];
  return new Hl7Message(segments);
}

/** XCN: the physician by NPI, with name and degree, typed NPI under CMS's OID. */
function xcnOf(physician: SiuFacts["physician"]): string {
  const name = components(
    physician.npi,
    physician.lastName,
    physician.firstName,
    physician.middleInitial,
    "",
    "",
    physician.designation,
  );
  // Components 8 to 13: source table (empty), assigning authority, name type, check digit, scheme, identifier type.
  return `${name}${"^".repeat(8 - name.split("^").length)}^${NPI_AUTHORITY}^L^^^NPI`;
}

/** PL: point of care (our location id), facility (its COID when it has one), description (its name). */
function plOf(location: SiuFacts["location"]): string {
  return components(location.id, "", "", location.facilityCoid ?? "", "", "", "", "", location.name);
}

function nameText(physician: SiuFacts["physician"]): string {
  return [physician.firstName, physician.middleInitial, physician.lastName, physician.designation]
    .filter((part) => part && part.trim() !== "")
    .join(" ");
}

/** HL7 table 0001; the form offers Female and Male. */
function sexOf(gender: string | null): string {
  if (gender === "Female") return "F";
  if (gender === "Male") return "M";
  return "U";
}

/**
 * PID-15, the primary language (CWE, user-defined table 0296): the ISO 639-1 code under the coding system
 * name "ISO639", the form integration engines send and map (decision 202).
 */
const LANGUAGE_CWE: Record<PatientDemographics["language"], string> = {
  en: components("en", "English", "ISO639"),
  es: components("es", "Spanish", "ISO639"),
};

function languageOf(language: PatientDemographics["language"]): string {
  return LANGUAGE_CWE[language];
}

/** PID-13: the phone (XTN area code and local number) and the email, as repetitions. */
function contactsOf(phoneNumber: string | null, email: string | null): string {
  const repetitions: string[] = [];
  const digits = (phoneNumber ?? "").replace(/\D/g, "");
  if (digits.length === 10) {
    repetitions.push(components("", "PRN", "PH", "", "1", digits.slice(0, 3), digits.slice(3)));
  }
  if (email?.trim()) repetitions.push(components("", "NET", "Internet", email.trim()));
  return repetitions.join("~");
}
