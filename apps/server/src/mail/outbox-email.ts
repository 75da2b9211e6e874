import { DEFAULT_LOCALE, localeOfTag } from "@fad/contracts/i18n/locales";
import { manageAddress } from "@fad/contracts/routes/booking-links";
import { describeBooking, findRowForEmail } from "../booked-appointments/find-booked-appointment.ts";
import type { Database } from "../database/create-database.ts";
import type { PatientEmailKind } from "../database/database-schema.ts";
import type { PatientKeyring } from "../patient-data/patient-encryption.ts";
import { type BookingEmail, renderBookingEmail } from "./booking-email.ts";
import { type EmailEnvelope, readEnvelope } from "./email-outbox.ts";

/**
 * An outbox row's email as it is sent (the sender) or shown (the development outbox page): the row's
 * appointment described now, in the booking's language, with the manage link that opens the page in it
 * (decision 177) when the envelope holds the token. Null when the appointment row is gone.
 */
export async function composeOutboxEmail(options: {
  db: Database;
  keyring: PatientKeyring;
  now: Date;
  /** FAD_PUBLIC_URL: the origin the manage link points at. */
  publicUrl: string;
  row: {
    kind: PatientEmailKind;
    booking_id: string;
    appointment_id: string;
    envelope_ciphertext: Uint8Array;
    created_at: Date;
  };
}): Promise<{ envelope: EmailEnvelope; email: BookingEmail } | null> {
  const { db, keyring, now, publicUrl, row } = options;
  const envelope = readEnvelope(keyring, row.envelope_ciphertext, row.booking_id);
  const appointmentRow = await findRowForEmail(db, row.appointment_id);
  if (!appointmentRow) return null;
  const { appointment } = await describeBooking({ db, keyring, row: appointmentRow, now });
  const language = appointmentRow.language;
  const access = { bookingId: row.booking_id, token: envelope.manageToken };
  const email = renderBookingEmail({
    kind: row.kind,
    booked: appointment,
    // The clinic's changes hold no token (only its hash is kept): their emails carry no manage link, and
    // the patient's earlier link keeps working (decision 197).
    manageUrl: envelope.manageToken ? `${publicUrl}${manageAddress(access, language)}` : null,
    createdAt: row.created_at,
    byClinic: envelope.changedBy === "clinic",
    locale: localeOfTag(language) ?? DEFAULT_LOCALE,
  });
  return { envelope, email };
}
