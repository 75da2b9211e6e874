import type { Kysely } from "kysely";
import type { BookingAuditAction, DatabaseSchema } from "../database/database-schema.ts";
import { clientAddressKey } from "../http/client-address.ts";
import { clientReference, holderReference } from "../patient-data/client-references.ts";
import type { PatientKeyring } from "../patient-data/patient-encryption.ts";

/**
 * The booking audit log (docs/decisions.md 48, docs/operations.md "Booking audit log"): one row per
 * hold made and per book answered. Only references go in: never a patient field, never the holder
 * token or the hold id (both let their bearer act on the hold), never the client address itself.
 */

/** Who asked, as the route knows it; built once per request by `auditContextOf`. */
export interface AuditContext {
  requestId: string;
  /** SHA-256 of the holder cookie's token, or null when the request carried none. */
  holderRef: string | null;
  /** Keyed hash of the client address (an IPv6 client's /64: http/client-address.ts). */
  clientRef: string;
}

/** The appointment a row is about, when the request named one that exists. */
export interface AuditedAppointment {
  appointmentId: string;
  calendarId: string;
  npi: string | null;
  slotStart: Date;
}

export interface BookingAuditEntry {
  action: BookingAuditAction;
  /** e.g. held, booked, already-booked, bot-check, expired, released, unknown-hold (docs/operations.md). */
  outcome: string;
  occurredAt: Date;
  appointment: AuditedAppointment | null;
  bookingId?: string | null;
}

/** Request ids are the server's own (http/request-id.ts); kept short all the same. */
const REQUEST_ID_LENGTH = 100;

export function auditContextOf(options: {
  requestId: string;
  holderToken: string | null;
  clientAddress: string;
  keyring: PatientKeyring;
}): AuditContext {
  return {
    requestId: options.requestId.slice(0, REQUEST_ID_LENGTH),
    holderRef: holderReference(options.holderToken),
    clientRef: clientReference(options.keyring, clientAddressKey(options.clientAddress)),
  };
}

/**
 * Writes one row, with the connection or transaction given: a hold's and a booking's rows are written
 * in the transaction that makes them, so neither exists without its row.
 */
export async function recordBookingAudit(
  db: Kysely<DatabaseSchema>,
  context: AuditContext,
  entry: BookingAuditEntry,
): Promise<void> {
  await db
    .insertInto("booking_audit")
    .values({
      occurred_at: entry.occurredAt,
      action: entry.action,
      outcome: entry.outcome,
      request_id: context.requestId,
      appointment_id: entry.appointment?.appointmentId ?? null,
      booking_id: entry.bookingId ?? null,
      calendar_id: entry.appointment?.calendarId ?? null,
      npi: entry.appointment?.npi ?? null,
      slot_start: entry.appointment?.slotStart ?? null,
      holder_ref: context.holderRef,
      client_ref: context.clientRef,
    })
    .execute();
}
