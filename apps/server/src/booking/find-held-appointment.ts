import type { PatientType } from "@fad/contracts/provider/app-type";
import { shownDesignation } from "@fad/contracts/provider/designations";
import { sql } from "kysely";
import type { Database } from "../database/create-database.ts";
import type { AppointmentStatus } from "../database/database-schema.ts";
import type { SiuBookingFacts } from "../hl7/hl7-outbox.ts";
import { type AuditContext, type AuditedAppointment, recordBookingAudit } from "./booking-audit.ts";

/** A hold or booking with what the book call checks and answers. */
export interface HeldAppointment {
  /** The appointments row's id (the audit log names appointments by it, never by the hold id). */
  appointmentId: string;
  holdId: string;
  status: AppointmentStatus;
  slotId: string;
  calendarId: string;
  appointmentTypeCode: string;
  locationId: string;
  providerLocationId: number;
  physicianNpi: string;
  timeZone: string;
  start: Date;
  end: Date;
  holdExpiresAt: Date;
  /** When the hold was made, on the app's clock (the book call's minimum fill time counts from it). */
  heldAt: Date;
  bookingId: string | null;
  patientCiphertext: Uint8Array | null;
  /** SHA-256 of the booking's manage token (booked-appointments/manage-token.ts). */
  manageTokenHash: string | null;
  source: string | null;
  informationForConsumer: string | null;
  /** The held type's patientType and whether its location takes new patients (decision 125). */
  patientType: PatientType;
  acceptsNewPatients: boolean;
}

export async function findHeldAppointment(db: Database, holdId: string): Promise<HeldAppointment | null> {
  const row = await heldQuery(db, holdId).executeTakeFirst();
  return row ? heldAppointmentOf(row) : null;
}

function heldQuery(db: Database, holdId: string) {
  return db
    .selectFrom("appointments as a")
    .innerJoin("calendars as c", "c.id", "a.calendar_id")
    .innerJoin("provider_locations as pl", "pl.id", "c.provider_location_id")
    .innerJoin("locations as l", "l.id", "pl.location_id")
    .innerJoin("appointment_types as t", "t.code", "a.appointment_type_code")
    .leftJoin("calendar_appointment_types as cat", (join) =>
      join
        .onRef("cat.calendar_id", "=", "a.calendar_id")
        .onRef("cat.appointment_type_code", "=", "a.appointment_type_code"),
    )
    .select([
      "a.id",
      "a.hold_id",
      "a.status",
      "a.slot_id",
      "a.calendar_id",
      "a.appointment_type_code",
      "a.hold_expires_at",
      "a.created_at",
      "a.booking_id",
      "a.patient_ciphertext",
      "a.manage_token_hash",
      "a.source",
      "l.id as location_id",
      "l.time_zone",
      "pl.id as provider_location_id",
      "pl.physician_npi",
      "cat.information_for_consumer",
      "t.patient_type",
      "pl.accepts_new_patients",
      sql<Date>`lower(a.period)`.as("start"),
      sql<Date>`upper(a.period)`.as("end"),
    ])
    .where("a.hold_id", "=", holdId);
}

type HeldRow = NonNullable<Awaited<ReturnType<ReturnType<typeof heldQuery>["executeTakeFirst"]>>>;

function heldAppointmentOf(row: HeldRow): HeldAppointment {
  return {
    appointmentId: row.id,
    holdId: row.hold_id,
    status: row.status,
    slotId: row.slot_id,
    calendarId: row.calendar_id,
    appointmentTypeCode: row.appointment_type_code,
    locationId: row.location_id,
    providerLocationId: row.provider_location_id,
    physicianNpi: row.physician_npi,
    timeZone: row.time_zone,
    start: new Date(row.start),
    end: new Date(row.end),
    holdExpiresAt: new Date(row.hold_expires_at),
    heldAt: new Date(row.created_at),
    bookingId: row.booking_id,
    patientCiphertext: row.patient_ciphertext,
    manageTokenHash: row.manage_token_hash,
    source: row.source,
    informationForConsumer: row.information_for_consumer,
    patientType: row.patient_type,
    acceptsNewPatients: row.accepts_new_patients,
  };
}

/**
 * The hold with what the EHR's SIU^S12 says of the booking (physician, location, type), in the one read
 * the book makes before its write: the book writes the booking, its audit row and its outbox rows in
 * one statement (decision 191), so the message is built before it, from this read.
 */
export async function findHeldForBooking(
  db: Database,
  holdId: string,
): Promise<{ held: HeldAppointment; siu: Omit<SiuBookingFacts, "bookingId"> } | null> {
  const row = await heldQuery(db, holdId)
    .innerJoin("physicians as p", "p.npi", "pl.physician_npi")
    .select([
      "p.first_name",
      "p.middle_initial",
      "p.last_name",
      "p.designation",
      "l.name as location_name",
      "l.facility_coid",
      "l.street",
      "l.city",
      "l.state",
      "l.zip",
      "t.friendly_name2",
    ])
    .executeTakeFirst();
  if (!row) return null;
  const held = heldAppointmentOf(row);
  return {
    held,
    siu: {
      appointmentId: held.appointmentId,
      calendarId: held.calendarId,
      start: held.start,
      end: held.end,
      timeZone: held.timeZone,
      appointmentType: { code: held.appointmentTypeCode, name: row.friendly_name2 },
      physician: {
        npi: held.physicianNpi,
        firstName: row.first_name,
        middleInitial: row.middle_initial,
        lastName: row.last_name,
        designation: shownDesignation(row.designation),
      },
      location: {
        id: held.locationId,
        name: row.location_name,
        facilityCoid: row.facility_coid,
        street: row.street,
        city: row.city,
        state: row.state,
        zip: row.zip,
      },
    },
  };
}

/** The audit's references to a hold's appointment (never the hold id or the holder's token). */
export function auditedAppointmentOf(held: HeldAppointment): AuditedAppointment {
  return {
    appointmentId: held.appointmentId,
    calendarId: held.calendarId,
    npi: held.physicianNpi,
    slotStart: held.start,
  };
}

/** The audit's references to the appointment of a hold id, or null when there is no such hold. */
export async function findAuditedAppointment(db: Database, holdId: string): Promise<AuditedAppointment | null> {
  const held = await findHeldAppointment(db, holdId);
  return held ? auditedAppointmentOf(held) : null;
}

/**
 * The audit row of a release or renewal that changed nothing, written outside any transaction (nothing
 * else was written). An unknown hold names no appointment: a hold id of another slot included, since the
 * request matched none.
 */
export async function auditHoldRefusal(
  db: Database,
  audit: AuditContext,
  refusal: { action: "release" | "renew"; outcome: string; holdId: string; now: Date },
): Promise<void> {
  await recordBookingAudit(db, audit, {
    action: refusal.action,
    outcome: refusal.outcome,
    occurredAt: refusal.now,
    appointment: refusal.outcome === "unknown-hold" ? null : await findAuditedAppointment(db, refusal.holdId),
  });
}
