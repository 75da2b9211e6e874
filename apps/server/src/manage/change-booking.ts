import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { type BookedRow, describeBooking } from "../booked-appointments/find-booked-appointment.ts";
import { type AuditContext, recordBookingAudit } from "../booking/booking-audit.ts";
import { lockCalendar } from "../booking/calendar-lock.ts";
import type { Database } from "../database/create-database.ts";
import { isExclusionViolation, retryOnDeadlock } from "../database/database-errors.ts";
import { enqueueSiu } from "../hl7/hl7-outbox.ts";
import { enqueueEmail } from "../mail/email-outbox.ts";
import { enqueueStaffNotice, STAFF_NOTICE_KINDS } from "../mail/staff-notice.ts";
import type { PatientKeyring } from "../patient-data/patient-encryption.ts";

/**
 * Cancelling and rescheduling a booking from its manage link (docs/decisions.md 82). Each change is one
 * transaction with its audit row and its email, guarded by the row's state so two changes at once
 * cannot both pass: the first wins and the second finds the booking changed.
 */
export type ChangeOutcome =
  | { kind: "changed"; row: BookedRow }
  /** The appointment has started or passed on the server's clock. */
  | { kind: "past" }
  | { kind: "cancelled" }
  /** Another change of the booking (a reschedule in another tab) came first and moved it. */
  | { kind: "changed-elsewhere" }
  /** Reschedule: the new time is not of the same physician, location and type. */
  | { kind: "other-calendar" }
  /** Reschedule: the hold on the new time is not this visitor's live hold. */
  | { kind: "hold-lost" }
  /** The clinic's move: another booking or a live hold has the new time. */
  | { kind: "taken" };

interface ChangeContext {
  db: Database;
  keyring: PatientKeyring;
  now: Date;
  audit: AuditContext;
  /** The booking as opened with its token, and the token (the emails' links carry it). */
  opened: BookedRow;
  /**
   * Null when staff cancel (the staff console, issue 33): they never hold the patient's token, and a
   * cancellation email carries no manage link (mail/booking-email.ts), so its envelope keeps none.
   */
  token: string | null;
  /** Written in the change's transaction too (the staff console's audit row with who cancelled and why). */
  alsoInTransaction?: (trx: Database) => Promise<void>;
  /** "clinic" when the clinic's staff make the change: the SIU text and the patient's email say so. */
  changedBy?: "patient" | "clinic";
}

/** Thrown inside a transaction to roll it back with the refusal it found. */
class Refusal extends Error {
  constructor(readonly outcome: Exclude<ChangeOutcome, { kind: "changed" }>) {
    super(outcome.kind);
  }
}

function refusalOf(opened: BookedRow, now: Date): Exclude<ChangeOutcome, { kind: "changed" }> | null {
  if (opened.status === "cancelled") return { kind: "cancelled" };
  if (opened.start.getTime() <= now.getTime()) return { kind: "past" };
  return null;
}

/** The email to write with a change, when the patient asked for email confirmation. */
async function emailOf(context: ChangeContext, row: BookedRow): Promise<string | null> {
  const { email, appointment } = await describeBooking({ ...context, row });
  return appointment.emailConfirmation ? email : null;
}

export async function cancelBooking(context: ChangeContext): Promise<ChangeOutcome> {
  const { db, now, opened, audit } = context;
  const audited = auditedAppointment(opened);
  const refused = refusalOf(opened, now);
  if (refused) {
    await recordBookingAudit(db, audit, {
      action: "cancel",
      outcome: refused.kind,
      occurredAt: now,
      appointment: audited,
      bookingId: opened.bookingId,
    });
    return refused;
  }
  const to = await emailOf(context, opened);
  try {
    await retryOnDeadlock(() =>
      db.transaction().execute(async (trx) => {
        await endBooking(trx, context, "cancelled");
        await recordChange(trx, context, { action: "cancel", appointment: audited, email: "cancellation", to });
        await context.alsoInTransaction?.(trx);
      }),
    );
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return error.outcome;
  }
  return { kind: "changed", row: { ...opened, status: "cancelled" } };
}

type RescheduleContext = ChangeContext & {
  token: string;
  holdId: string;
  slotId: string;
  holderToken: string | null;
};

/** The held row a reschedule moves to: its calendar and type, and its time. */
interface HeldTarget {
  id: string;
  calendar_id: string;
  appointment_type_code: string;
  slot_id: string | null;
  start: Date;
  end: Date;
}

/**
 * Moves a booking to a time the visitor holds on the same calendar and type: in one transaction the old
 * row becomes `rescheduled` (its time free at once) and the hold becomes the booking, with the same
 * booking id, patient record and manage token, so the patient's link and calendar event carry on. Either
 * both happen or neither: the patient never ends with two bookings or none.
 */
/** A reschedule's booking-audit row of the given outcome (the patient's move and the clinic's alike). */
function rescheduleRecorder(context: ChangeContext): (outcome: string) => Promise<void> {
  const { db, now, opened, audit } = context;
  const audited = auditedAppointment(opened);
  return (outcome) =>
    recordBookingAudit(db, audit, {
      action: "reschedule",
      outcome,
      occurredAt: now,
      appointment: audited,
      bookingId: opened.bookingId,
    });
}

export async function rescheduleBooking(context: RescheduleContext): Promise<ChangeOutcome> {
  const { db, now, opened } = context;
  const record = rescheduleRecorder(context);
  const refused = refusalOf(opened, now);
  if (refused) {
    await record(refused.kind);
    return refused;
  }
  const target = await findHeldTarget(context);
  const targetRefused = targetRefusal(context, target);
  if (targetRefused || !target) {
    const outcome = targetRefused ?? { kind: "hold-lost" };
    await record(outcome.kind);
    return outcome;
  }
  const to = await emailOf(context, opened);
  try {
    await retryOnDeadlock(() => db.transaction().execute((trx) => moveBooking(trx, context, target, to)));
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    await record(error.outcome.kind);
    return error.outcome;
  }
  const row: BookedRow = {
    ...opened,
    appointmentId: target.id,
    start: new Date(target.start),
    end: new Date(target.end),
    status: "booked",
  };
  return { kind: "changed", row };
}

/** An open time of the booking's calendar and type, as the scheduling engine found it (the clinic's move). */
export interface OpenTarget {
  slotId: string;
  calendarId: string;
  appointmentTypeCode: string;
  start: Date;
  end: Date;
}

/**
 * The clinic moves a booking to an open time of its calendar and type (the staff console, decision 197):
 * the patient's reschedule without the hold. In one transaction, under the calendar's lock, the old row
 * becomes `rescheduled` (its time free at once), run-out holds on the new period expire, and a new row is
 * booked there with the same booking id, patient record and manage token; the audit row, the S13, the
 * staff notice and the patient's email as the patient's reschedule writes them. Another booking or a
 * live hold on the new time makes the exclusion constraint refuse: all of it rolls back, "taken".
 */
export async function moveBookingByClinic(context: ChangeContext & { target: OpenTarget }): Promise<ChangeOutcome> {
  const { db, now, opened, target } = context;
  const record = rescheduleRecorder(context);
  const refused =
    refusalOf(opened, now) ??
    (target.calendarId !== opened.calendarId || target.appointmentTypeCode !== opened.appointmentTypeCode
      ? ({ kind: "other-calendar" } as const)
      : null);
  if (refused) {
    await record(refused.kind);
    return refused;
  }
  const to = await emailOf(context, opened);
  let appointmentId: string;
  try {
    appointmentId = await retryOnDeadlock(() =>
      db.transaction().execute(async (trx) => {
        await lockCalendar(trx, opened.calendarId);
        await endBooking(trx, context, "rescheduled");
        const id = await bookOpenTarget(trx, context, target);
        const movedAudit = { ...auditedAppointment(opened), appointmentId: id, slotStart: target.start };
        await recordChange(trx, context, { action: "reschedule", appointment: movedAudit, email: "rescheduled", to });
        await context.alsoInTransaction?.(trx);
        return id;
      }),
    );
  } catch (error) {
    const outcome =
      error instanceof Refusal ? error.outcome : isExclusionViolation(error) ? ({ kind: "taken" } as const) : null;
    if (!outcome) throw error;
    await record(outcome.kind);
    return outcome;
  }
  return {
    kind: "changed",
    row: { ...opened, appointmentId, start: target.start, end: target.end, status: "booked" },
  };
}

/**
 * The booked row at the new time: run-out holds on its period expire first (as a hold's call does), a
 * live row there refuses it ("taken") before the insert, and the exclusion constraint still decides
 * against a writer the lock does not order. The row has a hold id of its own (the column is unique and
 * required) that no visitor holds, and expires at once: it was never a hold.
 */
async function bookOpenTarget(trx: Database, context: ChangeContext, target: OpenTarget): Promise<string> {
  const { now, opened } = context;
  const period = sql<string>`tstzrange(${target.start}::timestamptz, ${target.end}::timestamptz, '[)')`;
  await trx
    .updateTable("appointments")
    .set({ status: "expired" })
    .where("calendar_id", "=", target.calendarId)
    .where("status", "=", "held")
    .where("hold_expires_at", "<=", now)
    .where(sql<boolean>`period && ${period}`)
    .execute();
  const live = await trx
    .selectFrom("appointments")
    .select("id")
    .where("calendar_id", "=", target.calendarId)
    .where("status", "in", ["held", "booked"])
    .where(sql<boolean>`period && ${period}`)
    .executeTakeFirst();
  if (live) throw new Refusal({ kind: "taken" });
  const row = await trx
    .insertInto("appointments")
    .values({
      calendar_id: target.calendarId,
      appointment_type_code: target.appointmentTypeCode,
      slot_id: target.slotId,
      period,
      status: "booked",
      hold_id: `clinic-${randomBytes(16).toString("base64url")}`,
      hold_expires_at: now,
      holder_token: null,
      booking_id: opened.bookingId,
      booked_at: now,
      changed_at: now,
      created_at: now,
      patient_ciphertext: opened.patientCiphertext,
      manage_token_hash: opened.manageTokenHash,
      source: opened.source,
      site_type: opened.siteType,
      patient_language: opened.language,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The booking's identity in its audit rows (npi null: the calendar names the physician). */
function auditedAppointment(opened: BookedRow) {
  return {
    appointmentId: opened.appointmentId,
    calendarId: opened.calendarId,
    npi: null,
    slotStart: opened.start,
  };
}

/** The row the visitor's hold is on, if any. */
async function findHeldTarget(context: RescheduleContext): Promise<HeldTarget | undefined> {
  return context.db
    .selectFrom("appointments")
    .select([
      "id",
      "calendar_id",
      "appointment_type_code",
      "slot_id",
      sql<Date>`lower(period)`.as("start"),
      sql<Date>`upper(period)`.as("end"),
    ])
    .where("hold_id", "=", context.holdId)
    .executeTakeFirst();
}

/** Why the held time cannot take the booking: not the visitor's hold of that slot, or another calendar or type. */
function targetRefusal(
  context: RescheduleContext,
  target: HeldTarget | undefined,
): Exclude<ChangeOutcome, { kind: "changed" }> | null {
  if (!target || target.slot_id !== context.slotId || context.holderToken === null) return { kind: "hold-lost" };
  const { opened } = context;
  if (target.calendar_id !== opened.calendarId || target.appointment_type_code !== opened.appointmentTypeCode) {
    return { kind: "other-calendar" };
  }
  return null;
}

/**
 * The reschedule's transaction: the old row rescheduled, the hold booked in its place, the audit row
 * and the email. A row no longer as read throws a Refusal, which rolls back both.
 */
async function moveBooking(
  trx: Database,
  context: RescheduleContext,
  target: HeldTarget,
  to: string | null,
): Promise<void> {
  const { now, opened } = context;
  await lockCalendar(trx, opened.calendarId);
  await endBooking(trx, context, "rescheduled");
  const moved = await trx
    .updateTable("appointments")
    .set({
      status: "booked",
      booking_id: opened.bookingId,
      booked_at: now,
      changed_at: now,
      patient_ciphertext: opened.patientCiphertext,
      manage_token_hash: opened.manageTokenHash,
      source: opened.source,
      site_type: opened.siteType,
      // The patient's language moves with the booking (decision 177).
      patient_language: opened.language,
    })
    .where("id", "=", target.id)
    .where("status", "=", "held")
    .where("hold_expires_at", ">", now)
    .where("holder_token", "=", context.holderToken)
    .returning("id")
    .executeTakeFirst();
  if (!moved) throw new Refusal({ kind: "hold-lost" });
  const movedAudit = { ...auditedAppointment(opened), appointmentId: target.id, slotStart: new Date(target.start) };
  await recordChange(trx, context, { action: "reschedule", appointment: movedAudit, email: "rescheduled", to });
}

/**
 * The opened booking leaves "booked" only while it still is booked and has not started: a change that
 * finds it otherwise rolls back, saying what happened in between: another change cancelled it, moved it
 * (a reschedule from another tab: the booking lives on at another time, issue 38), or its time came.
 */
async function endBooking(trx: Database, context: ChangeContext, status: "cancelled" | "rescheduled"): Promise<void> {
  const { now, opened } = context;
  const row = await trx
    .updateTable("appointments")
    .set({ status, changed_at: now })
    .where("id", "=", opened.appointmentId)
    .where("status", "=", "booked")
    .where(sql<Date>`lower(period)`, ">", now)
    .returning("id")
    .executeTakeFirst();
  if (row) return;
  const found = await trx
    .selectFrom("appointments")
    .select("status")
    .where("id", "=", opened.appointmentId)
    .executeTakeFirst();
  if (found?.status === "cancelled") throw new Refusal({ kind: "cancelled" });
  if (found?.status === "booked") throw new Refusal({ kind: "past" });
  throw new Refusal({ kind: "changed-elsewhere" });
}

/**
 * A change's audit row and, when the patient asked for email, its email, in the change's transaction:
 * the email names the appointment the booking now is (the new time's row after a reschedule).
 */
async function recordChange(
  trx: Database,
  context: ChangeContext,
  change: {
    action: "cancel" | "reschedule";
    appointment: ReturnType<typeof auditedAppointment>;
    email: "cancellation" | "rescheduled";
    to: string | null;
  },
): Promise<void> {
  const { now, opened, audit } = context;
  await recordBookingAudit(trx, audit, {
    action: change.action,
    outcome: change.action === "cancel" ? "cancelled" : "rescheduled",
    occurredAt: now,
    appointment: change.appointment,
    bookingId: opened.bookingId,
  });
  // The EHR's SIU^S15 or S13 (about the new time's row), in the same transaction (decision 150).
  const event = change.action === "cancel" ? "S15" : "S13";
  const changedBy = context.changedBy ?? "patient";
  await enqueueSiu(trx, {
    event,
    appointmentId: change.appointment.appointmentId,
    keyring: context.keyring,
    now,
    changedBy,
  });
  // The location's staff are told too (decision 195), whoever made the change.
  await enqueueStaffNotice(trx, {
    kind: change.action === "cancel" ? STAFF_NOTICE_KINDS.cancelled : STAFF_NOTICE_KINDS.rescheduled,
    bookingId: opened.bookingId,
    appointmentId: change.appointment.appointmentId,
    calendarId: opened.calendarId,
    keyring: context.keyring,
    now,
  });
  if (!change.to) return;
  await enqueueEmail(trx, {
    kind: change.email,
    bookingId: opened.bookingId,
    appointmentId: change.appointment.appointmentId,
    envelope: {
      to: change.to,
      manageToken: context.token ?? "",
      ...(changedBy === "clinic" ? { changedBy: "clinic" as const } : {}),
    },
    keyring: context.keyring,
    now,
  });
}
