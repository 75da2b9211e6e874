import { isDeepStrictEqual } from "node:util";
import type { BookAppointmentInput, BookAppointmentResult } from "@fad/contracts/appointments/book-appointment";
import { MIN_BOOKING_FILL_SECONDS } from "@fad/contracts/appointments/booking-bot-checks";
import { typeTakenAt } from "@fad/contracts/provider/new-patients";
import { sql, type Updateable } from "kysely";
import { localDayAndTime } from "../booked-appointments/local-time.ts";
import { issuedManageToken, manageTokenHash, manageTokenOf } from "../booked-appointments/manage-token.ts";
import type { Database } from "../database/create-database.ts";
import { retryOnDeadlock } from "../database/database-errors.ts";
import type { DatabaseSchema } from "../database/database-schema.ts";
import { newControlId, type SiuBookingFacts, siuOutboxRow } from "../hl7/hl7-outbox.ts";
import { type EmailEnvelope, emailOutboxRow, wantsEmail } from "../mail/email-outbox.ts";
import { STAFF_NOTICE_KINDS, staffNoticeInsert } from "../mail/staff-notice.ts";
import { searchKeysOf } from "../patient-data/booking-search-keys.ts";
import { patientDemographicsOf } from "../patient-data/patient-demographics.ts";
import { decryptPatientRecord, encryptPatientRecord, type PatientKeyring } from "../patient-data/patient-encryption.ts";
import type { PatientRecord } from "../patient-data/patient-record.ts";
import { type AuditContext, type AuditedAppointment, recordBookingAudit } from "./booking-audit.ts";
import { newBookingId } from "./booking-ids.ts";
import { calendarLockCall } from "./calendar-lock.ts";
import { expireRunOutHold } from "./expire-run-out-hold.ts";
import {
  auditedAppointmentOf,
  findHeldAppointment,
  findHeldForBooking,
  type HeldAppointment,
} from "./find-held-appointment.ts";
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
  | { kind: "booked-otherwise" }
  /**
   * A bot check failed (booking-bot-checks.ts): the honeypot carried a value, or the book came sooner
   * than the minimum fill time after the hold. 422; the hold stays held, so a person may confirm again.
   */
  | { kind: "refused"; check: "honeypot" | "too-fast" }
  /**
   * The held type is for new patients and the location does not take them (decision 125; a hold made
   * before it stopped, or by a caller that skipped the hold's check): 403, nothing booked.
   */
  | { kind: "new-patients-not-taken" };

/**
 * Books a held slot (spec booking §4 "Booking"). One UPDATE turns the hold into a booking only while it
 * is live, so two books of one hold give one booking; a repeat with the same details answers the same
 * bookingId, which makes the call safe to retry. Every answer leaves one audit row (booking-audit.ts);
 * a booking's is written in the transaction that makes it.
 */
export async function bookAppointment(options: {
  db: Database;
  request: BookAppointmentInput;
  /** The language the patient booked in (booking-language.ts, decision 177); English when not given. */
  language?: "en" | "es";
  keyring: PatientKeyring;
  now: Date;
  audit: AuditContext;
  /** The minimum seconds between hold and book; the contracts' value unless the server's settings lower it. */
  minFillSeconds?: number;
}): Promise<BookAppointmentOutcome> {
  const { db, now, audit } = options;
  const decision = await decideBooking({
    ...options,
    minFillSeconds: options.minFillSeconds ?? MIN_BOOKING_FILL_SECONDS,
  });
  // A new booking's row was written with it; every other answer is recorded here.
  if (!decision.newBooking) {
    await recordBookingAudit(db, audit, {
      ...auditOutcomeOf(decision.outcome),
      occurredAt: now,
      appointment: decision.audited,
    });
  }
  return decision.outcome;
}

interface Decision {
  outcome: BookAppointmentOutcome;
  /** The appointment the request named, when it exists and matched. */
  audited: AuditedAppointment | null;
  /** Booked by this request: its audit row is already written. */
  newBooking: boolean;
}

function auditOutcomeOf(outcome: BookAppointmentOutcome): {
  action: "book" | "book-refused";
  outcome: string;
  bookingId?: string;
} {
  switch (outcome.kind) {
    case "booked":
      // A repeat of a booked request (the same details): the answer is the booking's again.
      return { action: "book", outcome: "already-booked", bookingId: outcome.result.bookingId };
    case "refused":
      return { action: "book-refused", outcome: outcome.check };
    default:
      return { action: "book-refused", outcome: outcome.kind };
  }
}

async function decideBooking(options: {
  db: Database;
  request: BookAppointmentInput;
  language?: "en" | "es";
  keyring: PatientKeyring;
  now: Date;
  audit: AuditContext;
  minFillSeconds: number;
}): Promise<Decision> {
  const { db, request, keyring, now, audit } = options;
  const found = await findHeldForBooking(db, request.holdId);
  const held = found?.held;
  if (
    !found ||
    !held ||
    held.slotId !== request.appointmentId ||
    held.appointmentTypeCode !== request.appointmentTypeId ||
    !matchesProviderLocation(request.providerLocationId, held)
  ) {
    return { outcome: { kind: "unknown-hold" }, audited: null, newBooking: false };
  }
  const audited = auditedAppointmentOf(held);
  const answer = (outcome: BookAppointmentOutcome): Decision => ({ outcome, audited, newBooking: false });
  if (request.npi && request.npi !== held.physicianNpi) return answer({ kind: "wrong-physician" });

  const record: PatientRecord = {
    patient: request.patient,
    address: request.address,
    referredByName: request.referredByName,
    referredByPhone: request.referredByPhone,
    caseID: request.caseID,
    dateTimeOfAppointment: request.dateTimeOfAppointment ?? null,
    bookingType: request.bookingType ?? null,
  };
  if (held.status === "held" && held.holdExpiresAt.getTime() > now.getTime()) {
    if (!typeTakenAt(held.patientType, held.acceptsNewPatients)) return answer({ kind: "new-patients-not-taken" });
    // Only a live hold meets the bot checks: a spent or lost one answers what happened to it (410, 409).
    const check = failedBotCheck(request, held, now, options.minFillSeconds);
    if (check) return answer({ kind: "refused", check });
    const bookingId = newBookingId();
    const manageToken = manageTokenOf(keyring.current.key, bookingId);
    // Converting the row rewrites its exclusion-index entry, which could deadlock with a hold being
    // inserted on an overlapping period at that moment: the calendar's lock makes them take turns
    // (decision 93), and a conflict that remains runs the statement again (it is safe to).
    const email = wantsEmail(request.patient);
    const converted = await retryOnDeadlock(() =>
      writeBooking(db, {
        held,
        siu: found.siu,
        bookingId,
        now,
        audit,
        patientCiphertext: encryptPatientRecord({ keyring, record, bookingId }),
        source: request.source ?? held.source,
        siteType: request.siteType ?? null,
        manageTokenHash: manageTokenHash(manageToken),
        email: email ? { to: email, manageToken } : null,
        record,
        keyring,
        language: options.language ?? "en",
      }),
    );
    if (converted) {
      return { outcome: { kind: "booked", result: resultOf(held, bookingId, manageToken) }, audited, newBooking: true };
    }
  }
  return answer(await settleUnconverted({ db, holdId: request.holdId, keyring, record, now }));
}

/**
 * The booking in one statement, so one round trip and one commit (decision 191): the calendar's lock
 * (decision 93), the hold turned into the booking only while it is live (so two books of one hold give
 * one booking: the second's update re-reads the row the first committed and matches nothing), and, only
 * when that row was updated, the booking's audit row, the confirmation email (decision 81), the EHR's
 * SIU^S12 (decision 150), the front desk's search keys (decision 166) and the email to the location's
 * staff address (decision 195, when it has one): written together or not at all. Returns the booking id, or undefined when the
 * hold was no longer live. The SIU message is built beforehand from the book's own read of the hold
 * (findHeldForBooking) and the patient's record as the request gave it.
 */
async function writeBooking(
  db: Database,
  booking: {
    held: HeldAppointment;
    siu: Omit<SiuBookingFacts, "bookingId">;
    bookingId: string;
    now: Date;
    audit: AuditContext;
    patientCiphertext: Uint8Array;
    source: string | null;
    siteType: string | null;
    manageTokenHash: string;
    email: EmailEnvelope | null;
    record: PatientRecord;
    keyring: PatientKeyring;
    /** The patient's language (decision 177): every later email and manage link comes in it. */
    language: "en" | "es";
  },
): Promise<string | undefined> {
  const { held, bookingId, now, audit, keyring } = booking;
  const siu = siuOutboxRow(
    {
      ...booking.siu,
      bookingId,
      event: "S12",
      controlId: newControlId(),
      createdAt: now,
      changedBy: "patient",
      patient: patientDemographicsOf(booking.record, booking.language),
    },
    keyring,
    now,
  );
  const email = booking.email
    ? emailOutboxRow({
        kind: "confirmation",
        bookingId,
        appointmentId: held.appointmentId,
        envelope: booking.email,
        keyring,
        now,
      })
    : null;
  // The front desk's search keys (decision 166): keyed hashes of the name words, phone and birth date. The
  // booking id is new, so it has no earlier keys to replace.
  const searchKeys = searchKeysOf(keyring, bookingId, booking.record);
  const searchKeysInsert =
    searchKeys.length === 0
      ? sql``
      : sql`,
    search_keys AS (
      INSERT INTO booking_search_keys (booking_id, kind, term_hash, key_id)
      SELECT booked.booking_id, k.kind, k.term_hash, k.key_id
      FROM booked, (VALUES ${sql.join(
        searchKeys.map((key) => sql`(${key.kind}::text, ${key.term_hash}::text, ${key.key_id}::text)`),
      )}) AS k (kind, term_hash, key_id)
      ON CONFLICT DO NOTHING
    )`;
  // The location's staff are told of the booking (decision 195), only when the hold became it.
  const staffNotice = staffNoticeInsert(
    {
      kind: STAFF_NOTICE_KINDS.booked,
      bookingId,
      appointmentId: held.appointmentId,
      calendarId: held.calendarId,
      keyring,
      now,
    },
    sql`EXISTS (SELECT 1 FROM booked)`,
  );
  // The columns the hold becomes a booking with (the appointments row's own names).
  const set: Updateable<DatabaseSchema["appointments"]> = {
    status: "booked",
    booking_id: bookingId,
    booked_at: now,
    patient_ciphertext: booking.patientCiphertext,
    source: booking.source,
    site_type: booking.siteType,
    manage_token_hash: booking.manageTokenHash,
    patient_language: booking.language,
  };
  const { rows } = await sql<{ booking_id: string }>`
    WITH locked AS (SELECT ${calendarLockCall(held.calendarId)} AS locked),
    booked AS (
      UPDATE appointments SET ${sql.join(
        Object.entries(set).map(([column, value]) => sql`${sql.ref(column)} = ${value}`),
      )}
      WHERE hold_id = ${held.holdId} AND status = 'held' AND hold_expires_at > ${now}
        AND EXISTS (SELECT 1 FROM locked)
      RETURNING booking_id
    ),
    audit AS (
      INSERT INTO booking_audit
        (occurred_at, action, outcome, request_id, appointment_id, booking_id, calendar_id, npi, slot_start,
         holder_ref, client_ref)
      SELECT ${now}::timestamptz, 'book', 'booked', ${audit.requestId}::text, ${held.appointmentId}::uuid,
        booking_id, ${held.calendarId}::text, ${held.physicianNpi}::text, ${held.start}::timestamptz,
        ${audit.holderRef}::text, ${audit.clientRef}::text
      FROM booked
    ),
    email AS (
      INSERT INTO email_outbox
        (kind, booking_id, appointment_id, message_id, envelope_ciphertext, created_at, next_attempt_at)
      SELECT ${email?.kind ?? null}::text, booking_id, ${email?.appointment_id ?? null}::uuid,
        ${email?.message_id ?? null}::text, ${email?.envelope_ciphertext ?? null}::bytea,
        ${email?.created_at ?? null}::timestamptz, ${email?.next_attempt_at ?? null}::timestamptz
      FROM booked WHERE ${email !== null}
    ),
    siu AS (
      INSERT INTO hl7_outbox
        (event, booking_id, appointment_id, control_id, message_ciphertext, created_at, next_attempt_at)
      SELECT ${siu.event}::text, booking_id, ${siu.appointment_id}::uuid, ${siu.control_id}::text,
        ${siu.message_ciphertext}::bytea, ${siu.created_at}::timestamptz, ${siu.next_attempt_at}::timestamptz
      FROM booked
    ),
    staff_notice AS (${staffNotice})${searchKeysInsert}
    SELECT booking_id FROM booked
  `.execute(db);
  return rows[0]?.booking_id;
}

/**
 * The bot checks (booking-bot-checks.ts, docs/decisions.md 47): the honeypot must be blank, and the
 * hold must be at least the minimum fill time old on the server's clock (the browser's is not asked).
 */
function failedBotCheck(
  request: BookAppointmentInput,
  held: HeldAppointment,
  now: Date,
  minFillSeconds: number,
): "honeypot" | "too-fast" | null {
  if ((request.website ?? "").trim() !== "") return "honeypot";
  if (now.getTime() - held.heldAt.getTime() < minFillSeconds * 1000) return "too-fast";
  return null;
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
      ? {
          kind: "booked",
          result: resultOf(
            current,
            current.bookingId,
            issuedManageToken(keyring, current.bookingId, current.manageTokenHash),
          ),
        }
      : { kind: "booked-otherwise" };
  }
  if (current.status === "released") return { kind: "released" };
  if (current.status === "held") {
    // Ran out: free the slot now rather than waiting for the next hold on it.
    await expireRunOutHold(db, holdId, now);
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

function resultOf(held: HeldAppointment, bookingId: string, manageToken: string): BookAppointmentResult {
  const local = localDayAndTime(held.start, held.timeZone);
  return {
    bookingId,
    manageToken,
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
