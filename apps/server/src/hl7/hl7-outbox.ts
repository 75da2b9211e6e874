import { randomBytes } from "node:crypto";
import { shownDesignation } from "@fad/contracts/provider/designations";
import { sql } from "kysely";
import type { Database } from "../database/create-database.ts";
import { readPatientDemographics } from "../patient-data/patient-demographics.ts";
import { decryptPatientRecord, encryptPatientRecord, type PatientKeyring } from "../patient-data/patient-encryption.ts";
import { buildSiuMessage, type ProductSiuEvent, type SiuChangedBy, type SiuFacts } from "./siu-message.ts";

/**
 * Writing a booking change's SIU message to the HL7 outbox (docs/decisions.md 150). Called inside the
 * transaction that books, moves or cancels, after the appointments row has its new state: the message
 * is built from that row as the transaction sees it, so it exists exactly when the change does and says
 * what the change made. The whole message is stored encrypted (it names the patient).
 */
export async function enqueueSiu(
  trx: Database,
  change: {
    event: ProductSiuEvent;
    appointmentId: string;
    keyring: PatientKeyring;
    now: Date;
    /** Who made the change (SCH-6's text); the patient when absent. */
    changedBy?: SiuChangedBy;
  },
): Promise<void> {
  const { event, appointmentId, keyring, now } = change;
  const facts = {
    ...(await siuFactsOf(trx, { event, appointmentId, keyring, now, controlId: newControlId() })),
    changedBy: change.changedBy ?? "patient",
  };
  await trx
    .insertInto("hl7_outbox")
    .values(siuOutboxRow(facts, keyring, now))
    .execute();
}

/**
 * The outbox row of a message (the message built and encrypted): for a caller that writes it in a
 * statement of its own making (the book writes it with the booking in one statement, decision 191).
 */
export function siuOutboxRow(facts: SiuFacts, keyring: PatientKeyring, now: Date) {
  const message = buildSiuMessage(facts).toString();
  return {
    event: facts.event,
    booking_id: facts.bookingId,
    appointment_id: facts.appointmentId,
    control_id: facts.controlId,
    message_ciphertext: encryptPatientRecord({ keyring, record: message, bookingId: facts.bookingId }),
    created_at: now,
    next_attempt_at: now,
  };
}

/** What a message says of the booking itself (its time, type, physician and location), as read from the database. */
export type SiuBookingFacts = Omit<SiuFacts, "event" | "controlId" | "createdAt" | "patient" | "changedBy">;

/** The stored message's text (the sender, and operators with the key). */
export function readSiuMessage(keyring: PatientKeyring, ciphertext: Uint8Array, bookingId: string): string {
  const text = decryptPatientRecord({ keyring, ciphertext, bookingId });
  if (typeof text !== "string") throw new Error("an HL7 outbox row holds no message text");
  return text;
}

/**
 * MSH-10: 20 hex characters (v2.5.1 allows 20), random, so two processes never make the same one and
 * it says nothing about the booking.
 */
export function newControlId(): string {
  return randomBytes(10).toString("hex").toUpperCase();
}

/** The parts of the booking's stored patient record (book-appointment.ts PatientRecord) a message carries. */

async function siuFactsOf(
  trx: Database,
  options: { event: ProductSiuEvent; appointmentId: string; keyring: PatientKeyring; now: Date; controlId: string },
): Promise<SiuFacts> {
  const row = await trx
    .selectFrom("appointments as a")
    .innerJoin("calendars as c", "c.id", "a.calendar_id")
    .innerJoin("provider_locations as pl", "pl.id", "c.provider_location_id")
    .innerJoin("locations as l", "l.id", "pl.location_id")
    .innerJoin("physicians as p", "p.npi", "pl.physician_npi")
    .innerJoin("appointment_types as t", "t.code", "a.appointment_type_code")
    .select([
      "a.booking_id",
      "a.patient_ciphertext",
      "a.patient_language",
      "a.calendar_id",
      "a.appointment_type_code",
      sql<Date>`lower(a.period)`.as("start"),
      sql<Date>`upper(a.period)`.as("end"),
      "p.npi",
      "p.first_name",
      "p.middle_initial",
      "p.last_name",
      "p.designation",
      "l.id as location_id",
      "l.name as location_name",
      "l.facility_coid",
      "l.street",
      "l.city",
      "l.state",
      "l.zip",
      "l.time_zone",
      "t.friendly_name2",
    ])
    .where("a.id", "=", options.appointmentId)
    .executeTakeFirst();
  if (!row?.booking_id || !row.patient_ciphertext) {
    throw new Error("an SIU message was asked for an appointment that is not a booking");
  }
  const patient = readPatientDemographics({
    keyring: options.keyring,
    ciphertext: row.patient_ciphertext,
    bookingId: row.booking_id,
    language: row.patient_language,
  });
  return {
    event: options.event,
    controlId: options.controlId,
    createdAt: options.now,
    bookingId: row.booking_id,
    appointmentId: options.appointmentId,
    calendarId: row.calendar_id,
    start: new Date(row.start),
    end: new Date(row.end),
    timeZone: row.time_zone,
    appointmentType: { code: row.appointment_type_code, name: row.friendly_name2 },
    physician: {
      npi: row.npi,
      firstName: row.first_name,
      middleInitial: row.middle_initial,
      lastName: row.last_name,
      designation: shownDesignation(row.designation),
    },
    location: {
      id: row.location_id,
      name: row.location_name,
      facilityCoid: row.facility_coid,
      street: row.street,
      city: row.city,
      state: row.state,
      zip: row.zip,
    },
    patient,
  };
}
