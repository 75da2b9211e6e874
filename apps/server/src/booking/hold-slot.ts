import { randomBytes } from "node:crypto";
import { HOLD_MINUTES, type HoldSlotRequest } from "@fad/contracts/appointments/hold-slot";
import { sql } from "kysely";
import type { Database } from "../database/create-database.ts";
import { findSlot } from "../scheduling/find-slot.ts";
import { type AuditContext, recordBookingAudit } from "./booking-audit.ts";
import { isDeadlock, isExclusionViolation, retryOnDeadlock } from "./database-errors.ts";
import { matchesProviderLocation } from "./provider-location.ts";

export type HoldSlotOutcome =
  | { kind: "held"; holdId: string; holdExpiresAt: Date; appointmentTypeId: string }
  /** No such slot in the calendar's weekly rules for that type, or it has passed: 404. */
  | { kind: "unknown-slot" }
  /** A real slot, but the body describes it otherwise: 400 naming the field. */
  | { kind: "mismatch"; field: "date" | "startTime" | "duration" | "providerLocationId"; expected: string }
  /** Another live hold or a booking overlaps it: 409. */
  | { kind: "taken" };

/**
 * Holds a slot for 15 minutes (spec booking §4 "Slot hold", DESIGN.md). The slot must exist in the
 * weekly rules; then one transaction marks expired holds overlapping it as expired, releases the
 * visitor's other live holds, and inserts the hold. The exclusion constraint on live appointments
 * picks one winner among concurrent holds, in one process or many. The hold's audit row is written in
 * that transaction too (booking-audit.ts).
 */
export async function holdSlot(options: {
  db: Database;
  request: HoldSlotRequest;
  holderToken: string;
  now: Date;
  audit: AuditContext;
}): Promise<HoldSlotOutcome> {
  const { db, request, holderToken, now, audit } = options;
  const found = await findSlot({
    db,
    calendarId: request.calendarId,
    appointmentTypeCode: request.appointmentTypeId ?? null,
    appointmentId: request.appointmentId,
    now,
    source: request.source ?? null,
  });
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

  const holdId = randomBytes(16).toString("base64url");
  const holdExpiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  try {
    // Two holds of overlapping periods inserted at the same moment can deadlock in the exclusion
    // index; the retry then meets the winner's row as an exclusion violation.
    await retryOnDeadlock(() =>
      insertHold({ db, slot, holdId, holdExpiresAt, holderToken, now, source: request.source ?? null, audit }),
    );
    return { kind: "held", holdId, holdExpiresAt, appointmentTypeId: slot.appointmentTypeCode };
  } catch (error) {
    if (isExclusionViolation(error) || isDeadlock(error)) return { kind: "taken" };
    throw error;
  }
}

type FoundSlot = Extract<Awaited<ReturnType<typeof findSlot>>, { kind: "found" }>["slot"];

/** One transaction: expire run-out holds on the period, release the visitor's other holds, insert, audit. */
async function insertHold(options: {
  db: Database;
  slot: FoundSlot;
  holdId: string;
  holdExpiresAt: Date;
  holderToken: string;
  now: Date;
  source: string | null;
  audit: AuditContext;
}): Promise<void> {
  const { db, slot, holdId, holdExpiresAt, holderToken, now, source, audit } = options;
  const period = sql<string>`tstzrange(${slot.start}::timestamptz, ${slot.end}::timestamptz, '[)')`;
  await db.transaction().execute(async (trx) => {
    // A hold that ran out still sits in the constraint until someone marks it: do that here.
    await trx
      .updateTable("appointments")
      .set({ status: "expired" })
      .where("calendar_id", "=", slot.calendarId)
      .where("status", "=", "held")
      .where("hold_expires_at", "<=", now)
      .where(sql<boolean>`period && ${period}`)
      .execute();
    // The visitor held this very time before (the page held it again after a reload, or for another
    // type; decisions 77, 78): the book call's minimum fill time counts from the first of those holds,
    // so a patient who filled the form before the reload is not taken for a bot.
    const earlier = await trx
      .selectFrom("appointments")
      .select((eb) => eb.fn.min("created_at").as("first"))
      .where("holder_token", "=", holderToken)
      .where("slot_id", "=", slot.appointmentId)
      .where("status", "in", ["held", "released"])
      .executeTakeFirst();
    const firstHeldAt = earlier?.first ? new Date(earlier.first) : now;
    // The visitor's earlier hold goes back to others (one that ran out is marked expired instead).
    await trx
      .updateTable("appointments")
      .set({ status: sql`CASE WHEN hold_expires_at <= ${now} THEN 'expired' ELSE 'released' END` })
      .where("holder_token", "=", holderToken)
      .where("status", "=", "held")
      .execute();
    const inserted = await trx
      .insertInto("appointments")
      .values({
        calendar_id: slot.calendarId,
        appointment_type_code: slot.appointmentTypeCode,
        slot_id: slot.appointmentId,
        period,
        status: "held",
        hold_id: holdId,
        hold_expires_at: holdExpiresAt,
        holder_token: holderToken,
        source,
        // The app's clock, not the database's: the book call's minimum fill time counts from here
        // (booking-bot-checks.ts), on the same clock it reads.
        created_at: firstHeldAt.getTime() < now.getTime() ? firstHeldAt : now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordBookingAudit(trx, audit, {
      action: "hold",
      outcome: "held",
      occurredAt: now,
      appointment: {
        appointmentId: inserted.id,
        calendarId: slot.calendarId,
        npi: slot.physicianNpi,
        slotStart: slot.start,
      },
    });
  });
}
