import { isDeepStrictEqual } from "node:util";
import type { BookAppointmentInput, BookAppointmentResult } from "@fad/contracts/appointments/book-appointment";
import type { Database } from "../database/create-database.ts";
import { newBookingId } from "./booking-ids.ts";
import { retryOnDeadlock } from "./database-errors.ts";
import { findHeldAppointment, type HeldAppointment } from "./find-held-appointment.ts";
import { localDayAndTime } from "./local-time.ts";
import { decryptPatientRecord, encryptPatientRecord, type PatientKeyring } from "./patient-encryption.ts";
import { matchesProviderLocation } from "./provider-location.ts";

export type BookAppointmentOutcome =
  /** Booked now, or booked before with the same details (the same bookingId). */
  | { kind: "booked"; result: BookAppointmentResult }
  /** No hold with that id for that appointment, type and location: 404. */
  | { kind: "unknown-hold" }
  /** The npi is not the physician of the held calendar: 400. */
  | { kind: "wrong-physician" }
  /** The hold ran out (it is marked expired now) or was released by a later hold: 410. */
  | { kind: "expired" }
  | { kind: "released" }
  /** The hold was booked with other patient details: 409. */
  | { kind: "booked-otherwise" };

/** What is encrypted into patient_ciphertext: everything in the call that is about the patient. */
export type PatientRecord = Pick<
  BookAppointmentInput,
  "patient" | "address" | "referredByName" | "referredByPhone" | "caseID" | "dateTimeOfAppointment" | "bookingType"
>;

/**
 * Books a held slot (spec booking §4 "Booking"). One UPDATE turns the hold into a booking only while it
 * is live, so two books of one hold give one booking; a repeat with the same details answers the same
 * bookingId, which makes the call safe to retry.
 */
export async function bookAppointment(options: {
  db: Database;
  request: BookAppointmentInput;
  keyring: PatientKeyring;
  now: Date;
}): Promise<BookAppointmentOutcome> {
  const { db, request, keyring, now } = options;
  const held = await findHeldAppointment(db, request.holdId);
  if (
    !held ||
    held.slotId !== request.appointmentId ||
    held.appointmentTypeCode !== request.appointmentTypeId ||
    !matchesProviderLocation(request.providerLocationId, held)
  ) {
    return { kind: "unknown-hold" };
  }
  if (request.npi && request.npi !== held.physicianNpi) return { kind: "wrong-physician" };

  const record: PatientRecord = {
    patient: request.patient,
    address: request.address,
    referredByName: request.referredByName,
    referredByPhone: request.referredByPhone,
    caseID: request.caseID,
    dateTimeOfAppointment: request.dateTimeOfAppointment ?? null,
    bookingType: request.bookingType ?? null,
  };
  if (held.status === "held") {
    const bookingId = newBookingId();
    // Converting the row rewrites its exclusion-index entry, which can deadlock with a hold being
    // inserted on an overlapping period at that moment; the statement is safe to run again.
    const converted = await retryOnDeadlock(() =>
      db
        .updateTable("appointments")
        .set({
          status: "booked",
          booking_id: bookingId,
          booked_at: now,
          patient_ciphertext: encryptPatientRecord({ keyring, record, bookingId }),
          source: request.source ?? held.source,
          site_type: request.siteType ?? null,
        })
        .where("hold_id", "=", request.holdId)
        .where("status", "=", "held")
        .where("hold_expires_at", ">", now)
        .returning("booking_id")
        .executeTakeFirst(),
    );
    if (converted) return { kind: "booked", result: resultOf(held, bookingId) };
  }
  return settleUnconverted({ db, holdId: request.holdId, keyring, record, now });
}

/** The hold was not live: booked already (by this request's twin, or otherwise), ran out, or released. */
async function settleUnconverted(options: {
  db: Database;
  holdId: string;
  keyring: PatientKeyring;
  record: PatientRecord;
  now: Date;
}): Promise<BookAppointmentOutcome> {
  const { db, holdId, keyring, record, now } = options;
  const current = await findHeldAppointment(db, holdId);
  if (!current) return { kind: "unknown-hold" };
  if (current.status === "booked" && current.bookingId && current.patientCiphertext) {
    return sameRecord(keyring, current.patientCiphertext, current.bookingId, record)
      ? { kind: "booked", result: resultOf(current, current.bookingId) }
      : { kind: "booked-otherwise" };
  }
  if (current.status === "released") return { kind: "released" };
  if (current.status === "held") {
    // Ran out: free the slot now rather than waiting for the next hold on it.
    await db
      .updateTable("appointments")
      .set({ status: "expired" })
      .where("hold_id", "=", holdId)
      .where("status", "=", "held")
      .where("hold_expires_at", "<=", now)
      .execute();
  }
  return { kind: "expired" };
}

function sameRecord(
  keyring: PatientKeyring,
  ciphertext: Uint8Array,
  bookingId: string,
  record: PatientRecord,
): boolean {
  try {
    return isDeepStrictEqual(
      decryptPatientRecord({ keyring, ciphertext, bookingId }),
      JSON.parse(JSON.stringify(record)),
    );
  } catch {
    // Written under a key no longer configured: it cannot be shown to be the same request.
    return false;
  }
}

function resultOf(held: HeldAppointment, bookingId: string): BookAppointmentResult {
  const local = localDayAndTime(held.start, held.timeZone);
  return {
    bookingId,
    informationForConsumer: held.informationForConsumer ?? "",
    minutes: Math.round((held.end.getTime() - held.start.getTime()) / 60_000),
    appointment: {
      calendarId: held.calendarId,
      appointmentTypeId: held.appointmentTypeCode,
      day: local.day,
      startTime: local.startTime,
      timeZone: held.timeZone,
      start: held.start.toISOString(),
      end: held.end.toISOString(),
    },
  };
}
