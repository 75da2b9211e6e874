import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { DatabaseSchema, EmailKind } from "../database/database-schema.ts";
import { decryptPatientRecord, encryptPatientRecord, type PatientKeyring } from "../patient-data/patient-encryption.ts";

/**
 * Writing to the email outbox (docs/decisions.md 81). Called inside the transaction that books,
 * cancels or moves the appointment, so the email exists exactly when the change does.
 */

/** What the outbox keeps encrypted: whom to write to, and the token the manage link carries. */
export interface EmailEnvelope {
  to: string;
  manageToken: string;
  /** Set when the clinic's staff made the change (the staff console): the email says the clinic did. */
  changedBy?: "clinic";
}

/** The domain of our Message-IDs; a fixed name, so a resent copy carries exactly the same id. */
const MESSAGE_ID_DOMAIN = "find-a-doctor.invalid";

export async function enqueueEmail(db: Kysely<DatabaseSchema>, email: OutboxEmail): Promise<void> {
  await db.insertInto("email_outbox").values(emailOutboxRow(email)).execute();
}

export interface OutboxEmail {
  kind: EmailKind;
  bookingId: string;
  /** The appointments row the email describes (after a move, the new time's row). */
  appointmentId: string;
  envelope: EmailEnvelope;
  keyring: PatientKeyring;
  now: Date;
}

/**
 * The outbox row of an email (its envelope encrypted): for a caller that writes it in a statement of
 * its own making (the book writes it with the booking in one statement, decision 191).
 */
export function emailOutboxRow(email: OutboxEmail) {
  return {
    kind: email.kind,
    booking_id: email.bookingId,
    appointment_id: email.appointmentId,
    message_id: `<${randomUUID()}@${MESSAGE_ID_DOMAIN}>`,
    envelope_ciphertext: encryptPatientRecord({
      keyring: email.keyring,
      record: email.envelope,
      bookingId: email.bookingId,
    }),
    created_at: email.now,
    next_attempt_at: email.now,
  };
}

export function readEnvelope(keyring: PatientKeyring, ciphertext: Uint8Array, bookingId: string): EmailEnvelope {
  return decryptPatientRecord({ keyring, ciphertext, bookingId }) as EmailEnvelope;
}

/** The patient asked for an email confirmation and gave an address (spec booking §3: 'Email' or null). */
export function wantsEmail(patient: {
  email?: string | null;
  patientConfirmationPreference?: string | null;
}): string | null {
  const address = patient.email?.trim() ?? "";
  return address !== "" && patient.patientConfirmationPreference === "Email" ? address : null;
}
