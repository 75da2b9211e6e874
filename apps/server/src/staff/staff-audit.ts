import type { STAFF_AUDIT_ACTIONS } from "@fad/contracts/staff/staff-audit-view";
import type { FastifyRequest } from "fastify";
import type { Database } from "../database/create-database.ts";
import { clientAddressKey } from "../http/client-address.ts";
import { clientReference } from "../patient-data/client-references.ts";
import { encryptPatientRecord, type PatientKeyring } from "../patient-data/patient-encryption.ts";

/**
 * The staff audit (docs/operations.md "Staff audit"): one row for every view of patient data, every
 * change, every refusal of a booking or location and every sign-in and sign-out. Who (the provider's
 * subject and name), when, which booking or location and day, from where (a keyed hash of the client
 * address, as the booking audit keeps it) and the request id. Free text typed by staff (a cancellation's
 * reason) is encrypted with the patient-data key, bound to the booking.
 */
export type StaffAuditAction = (typeof STAFF_AUDIT_ACTIONS)[number];

export interface StaffAuditEntry {
  action: StaffAuditAction;
  outcome: string;
  bookingId?: string | null;
  locationId?: string | null;
  day?: string | null;
  /** Free text to keep encrypted with the row; requires bookingId (its authenticated data). */
  detail?: string | null;
}

export interface StaffActor {
  subject: string;
  name: string;
}

export async function recordStaffAudit(
  db: Database,
  context: { request: FastifyRequest; keyring: PatientKeyring; now: Date; actor: StaffActor },
  entry: StaffAuditEntry,
): Promise<void> {
  const { request, keyring, now, actor } = context;
  const detail =
    entry.detail && entry.bookingId
      ? encryptPatientRecord({ keyring, record: { detail: entry.detail }, bookingId: entry.bookingId })
      : null;
  await db
    .insertInto("staff_audit")
    .values({
      occurred_at: now,
      subject: actor.subject.slice(0, 200),
      staff_name: actor.name.slice(0, 200),
      action: entry.action,
      outcome: entry.outcome,
      booking_id: entry.bookingId ?? null,
      location_id: entry.locationId ?? null,
      day: entry.day ?? null,
      request_id: request.id.slice(0, 100),
      client_ref: clientReference(keyring, clientAddressKey(request.ip)),
      detail_ciphertext: detail,
    })
    .execute();
}
