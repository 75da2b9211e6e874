import { randomBytes } from "node:crypto";
import { HOLD_MINUTES, type HoldSlotRequest } from "@fad/contracts/appointments/hold-slot";
import { sql } from "kysely";
import type { HoldLimits } from "../config/hold-limit-defaults.ts";
import type { Database } from "../database/create-database.ts";
import { isExclusionViolation, retryOnDeadlock } from "../database/database-errors.ts";
import { findSlot } from "../scheduling/find-slot.ts";
import { type AuditContext, recordBookingAudit } from "./booking-audit.ts";
import { calendarLockCall } from "./calendar-lock.ts";
import { checkHoldLimits, HoldLimitReached, lockHolderAndClient } from "./hold-limits.ts";
import { matchesProviderLocation } from "./provider-location.ts";

export type HoldSlotOutcome =
  | { kind: "held"; holdId: string; holdExpiresAt: Date; appointmentTypeId: string }
  /** No such slot in the calendar's weekly rules for that type, or it has passed: 404. */
  | { kind: "unknown-slot" }
  /** A real slot, but the body describes it otherwise: 400 naming the field. */
  | { kind: "mismatch"; field: "date" | "startTime" | "duration" | "providerLocationId"; expected: string }
  /** Another live hold or a booking overlaps it: 409. */
  | { kind: "taken" }
  /** The request names no holder the server made (decision 90): 400. */
  | { kind: "no-holder" }
  /** The holder or the client address holds as many times as one may (decision 90): 429. */
  | { kind: "limit-reached" }
  /** A new-patient type at a location that does not take new patients (decision 125): 403. */
  | { kind: "new-patients-not-taken" };

/**
 * Holds a slot for 15 minutes (spec booking §4 "Slot hold", DESIGN.md). The slot must exist in the
 * weekly rules; then one transaction marks expired holds overlapping it as expired, releases the
 * visitor's other live holds, and inserts the hold. Holds and books on one calendar take its advisory
 * lock first and so run one after another (calendar-lock.ts, decision 93); the exclusion constraint on
 * live appointments picks one winner among concurrent holds, in one process or many. The hold's audit
 * row is written in that transaction too (booking-audit.ts). A hold needs a holder, and the holder and
 * the client address may hold only so many times (hold-limits.ts, decision 90).
 */
export async function holdSlot(options: {
  db: Database;
  request: HoldSlotRequest;
  holderToken: string | null;
  now: Date;
  audit: AuditContext;
  limits: HoldLimits;
}): Promise<HoldSlotOutcome> {
  const { db, request, holderToken, now, audit, limits } = options;
  const found = await findSlot({
    db,
    calendarId: request.calendarId,
    appointmentTypeCode: request.appointmentTypeId ?? null,
    slotId: request.appointmentId,
    now,
    source: request.source ?? null,
  });
  if (found.kind === "new-patients-not-taken") return found;
  if (found.kind !== "found") return { kind: "unknown-slot" };
  const { slot } = found;
  if (request.date !== slot.day) return { kind: "mismatch", field: "date", expected: slot.day };
  if (request.startTime !== slot.startTime) return { kind: "mismatch", field: "startTime", expected: slot.startTime };
  if (request.duration !== slot.durationMinutes) {
    return { kind: "mismatch", field: "duration", expected: String(slot.durationMinutes) };
  }
  if (!matchesProviderLocation(request.providerLocationId, slot)) {
    return { kind: "mismatch", field: "providerLocationId", expected: slot.calendarId };
  }
  if (holderToken === null) return { kind: "no-holder" };

  const holdId = randomBytes(16).toString("base64url");
  const holdExpiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  // The calendar lock keeps holds on one calendar from deadlocking in the exclusion index; one that
  // still meets a write on another calendar (releasing the holder's hold there) is run again.
  let held: boolean;
  try {
    held = await retryOnDeadlock(() =>
      insertHold({ db, slot, holdId, holdExpiresAt, holderToken, now, source: request.source ?? null, audit, limits }),
    );
  } catch (error) {
    if (error instanceof HoldLimitReached) return { kind: "limit-reached" };
    throw error;
  }
  return held
    ? { kind: "held", holdId, holdExpiresAt, appointmentTypeId: slot.appointmentTypeCode }
    : { kind: "taken" };
}

type FoundSlot = Extract<Awaited<ReturnType<typeof findSlot>>, { kind: "found" }>["slot"];

/**
 * One transaction: lock the holder and the client address, release the visitor's other holds, check
 * the hold limits, then take the calendar's lock, expire run-out holds on the period, insert and audit
 * (true); false when a live hold or booking overlaps.
 */
async function insertHold(options: {
  db: Database;
  slot: FoundSlot;
  holdId: string;
  holdExpiresAt: Date;
  holderToken: string;
  now: Date;
  source: string | null;
  audit: AuditContext;
  limits: HoldLimits;
}): Promise<boolean> {
  const { db, slot, holdId, holdExpiresAt, holderToken, now, source, audit, limits } = options;
  const period = sql<string>`tstzrange(${slot.start}::timestamptz, ${slot.end}::timestamptz, '[)')`;
  // Taken already (most of a crowd racing for one time arrive after its winner): answered without
  // queueing for the calendar's lock.
  if (await isTaken(db, slot, holderToken, now)) return false;
  try {
    await db.transaction().execute(async (trx) => {
      // First, and before the calendar's lock (always in this order: decision 90): one holder's or one
      // address's concurrent holds are counted one after another.
      await lockHolderAndClient(trx, holderToken, audit.clientRef);
      const firstHeldAt = await releaseHoldersOtherHolds(trx, { holderToken, slotId: slot.slotId, now });
      // After the release: the holds this one replaces do not count against it.
      await checkHoldLimits(trx, { limits, calendarId: slot.calendarId, audit, now });
      const createdAt = firstHeldAt.getTime() < now.getTime() ? firstHeldAt : now;
      // One statement takes the calendar's lock (held from here to commit: decision 93), marks run-out
      // holds on the period expired (they still sit in the constraint) and inserts the hold, so the
      // calendar waits on this transaction for three round trips only. Its snapshot may predate a
      // winner that committed while it queued for the lock: the exclusion constraint still sees that
      // row, and the insert fails as taken.
      const inserted = await sql<{ id: string }>`
        WITH locked AS (SELECT ${calendarLockCall(slot.calendarId)} AS locked),
        expired AS (
          UPDATE appointments SET status = 'expired'
          WHERE EXISTS (SELECT 1 FROM locked) AND calendar_id = ${slot.calendarId} AND status = 'held'
            AND hold_expires_at <= ${now} AND period && ${period}
          RETURNING id
        )
        INSERT INTO appointments
          (calendar_id, appointment_type_code, slot_id, period, status, hold_id, hold_expires_at,
           holder_token, holder_client_ref, source, created_at)
        SELECT ${slot.calendarId}, ${slot.appointmentTypeCode}, ${slot.slotId}, ${period}, 'held',
          ${holdId}, ${holdExpiresAt}::timestamptz, ${holderToken}, ${audit.clientRef}::text, ${source}::text,
          ${createdAt}::timestamptz
        FROM locked WHERE (SELECT count(*) FROM expired) >= 0
        RETURNING id
      `.execute(trx);
      const heldRowId = inserted.rows[0]?.id;
      if (!heldRowId) throw new Error("the hold's insert returned no row");
      await recordBookingAudit(trx, audit, {
        action: "hold",
        outcome: "held",
        occurredAt: now,
        appointment: {
          appointmentId: heldRowId,
          calendarId: slot.calendarId,
          npi: slot.physicianNpi,
          slotStart: slot.start,
        },
      });
    });
    return true;
  } catch (error) {
    if (isExclusionViolation(error)) return false;
    throw error;
  }
}

/**
 * Whether someone else's live hold or a booking overlaps the slot (committed ones: it runs before the
 * transaction). The visitor's own hold does not count: the hold releases it.
 */
async function isTaken(db: Database, slot: FoundSlot, holderToken: string, now: Date): Promise<boolean> {
  const period = sql<string>`tstzrange(${slot.start}::timestamptz, ${slot.end}::timestamptz, '[)')`;
  const row = await db
    .selectFrom("appointments")
    .select(
      sql<boolean>`bool_or(status = 'booked' OR (hold_expires_at > ${now} AND holder_token IS DISTINCT FROM ${holderToken}))`.as(
        "live",
      ),
    )
    .where("calendar_id", "=", slot.calendarId)
    .where("status", "in", ["held", "booked"])
    .where(sql<boolean>`period && ${period}`)
    .executeTakeFirst();
  return row?.live === true;
}

/**
 * The visitor's earlier hold goes back to others (one that ran out is marked expired instead). Returns
 * when the visitor first held this very time (the page held it again after a reload, or for another
 * type; decisions 77, 78): the book call's minimum fill time counts from then, so a patient who filled
 * the form before the reload is not taken for a bot.
 */
async function releaseHoldersOtherHolds(
  trx: Database,
  options: { holderToken: string; slotId: string; now: Date },
): Promise<Date> {
  const { holderToken, slotId, now } = options;
  const earlier = await trx
    .selectFrom("appointments")
    .select((eb) => eb.fn.min("created_at").as("first"))
    .where("holder_token", "=", holderToken)
    .where("slot_id", "=", slotId)
    .where("status", "in", ["held", "released"])
    .executeTakeFirst();
  await trx
    .updateTable("appointments")
    .set({ status: sql`CASE WHEN hold_expires_at <= ${now} THEN 'expired' ELSE 'released' END` })
    .where("holder_token", "=", holderToken)
    .where("status", "=", "held")
    .execute();
  return earlier?.first ? new Date(earlier.first) : now;
}
