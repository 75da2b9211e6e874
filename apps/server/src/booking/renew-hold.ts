import { HOLD_MINUTES } from "@fad/contracts/appointments/hold-slot";
import { MAX_HOLD_RENEWALS, type RenewHoldRequest } from "@fad/contracts/appointments/renew-hold";
import type { Database } from "../database/create-database.ts";
import { retryOnDeadlock } from "../database/database-errors.ts";
import { type AuditContext, recordBookingAudit } from "./booking-audit.ts";
import { lockCalendarOfHold } from "./calendar-lock.ts";
import { expireRunOutHold } from "./expire-run-out-hold.ts";
import { auditHoldRefusal, findAuditedAppointment } from "./find-held-appointment.ts";

export type RenewHoldOutcome =
  | { kind: "renewed"; holdExpiresAt: Date; renewals: number }
  /** No hold with that id for that slot: 404. */
  | { kind: "unknown-hold" }
  /** The request carries no holder cookie, or another visitor's: 403. */
  | { kind: "not-holder" }
  /** The hold ran out (marked expired now if it was not yet) or a later hold released it: 410. */
  | { kind: "expired" }
  | { kind: "released" }
  /** Booked already: 409. */
  | { kind: "booked" }
  /** The hold is live but has been renewed MAX_HOLD_RENEWALS times: 422. */
  | { kind: "limit-reached"; holdExpiresAt: Date };

/**
 * Keeps a live hold for another 15 minutes from now (docs/decisions.md 49). One UPDATE checks
 * everything — the holder's token, still held, not run out, renewals under the maximum — and moves the
 * expiry with the count, so concurrent renewals cannot pass the maximum and a renewal cannot revive a
 * hold that a book, a later hold or its own expiry has just ended. Only when it changes nothing is the
 * row read to say why. Every answer gets a booking audit row (action "renew", the outcome's kind); a
 * renewal's row is written in its transaction, so none exists without the other.
 */
export async function renewHold(options: {
  db: Database;
  request: RenewHoldRequest;
  holderToken: string | null;
  now: Date;
  audit: AuditContext;
}): Promise<RenewHoldOutcome> {
  const { db, request, holderToken, now, audit } = options;
  const holdExpiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  if (holderToken !== null) {
    // Moving the expiry writes a new index entry, as a hold does: it takes the calendar's turn too.
    const renewed = await retryOnDeadlock(() =>
      db.transaction().execute(async (trx) => {
        await lockCalendarOfHold(trx, request.holdId);
        const row = await trx
          .updateTable("appointments")
          .set((eb) => ({ hold_expires_at: holdExpiresAt, hold_renewals: eb("hold_renewals", "+", 1) }))
          .where("hold_id", "=", request.holdId)
          .where("slot_id", "=", request.appointmentId)
          .where("holder_token", "=", holderToken)
          .where("status", "=", "held")
          .where("hold_expires_at", ">", now)
          .where("hold_renewals", "<", MAX_HOLD_RENEWALS)
          .returning("hold_renewals")
          .executeTakeFirst();
        if (!row) return null;
        await recordBookingAudit(trx, audit, {
          action: "renew",
          outcome: "renewed",
          occurredAt: now,
          appointment: await findAuditedAppointment(trx, request.holdId),
        });
        return row;
      }),
    );
    if (renewed) return { kind: "renewed", holdExpiresAt, renewals: renewed.hold_renewals };
  }
  const refusal = await whyNotRenewed({ db, request, holderToken, now });
  await auditHoldRefusal(db, audit, { action: "renew", outcome: refusal.kind, holdId: request.holdId, now });
  return refusal;
}

async function whyNotRenewed(options: {
  db: Database;
  request: RenewHoldRequest;
  holderToken: string | null;
  now: Date;
}): Promise<Exclude<RenewHoldOutcome, { kind: "renewed" }>> {
  const { db, request, holderToken, now } = options;
  const row = await db
    .selectFrom("appointments")
    .select(["status", "holder_token", "hold_expires_at", "hold_renewals"])
    .where("hold_id", "=", request.holdId)
    .where("slot_id", "=", request.appointmentId)
    .executeTakeFirst();
  if (!row) return { kind: "unknown-hold" };
  // A stranger learns nothing more about someone else's hold than that it is not theirs.
  if (holderToken === null || row.holder_token !== holderToken) return { kind: "not-holder" };
  if (row.status === "booked") return { kind: "booked" };
  if (row.status === "released") return { kind: "released" };
  if (row.status === "expired") return { kind: "expired" };
  const expiresAt = new Date(row.hold_expires_at);
  if (expiresAt.getTime() <= now.getTime()) {
    // Ran out: free the slot now rather than waiting for the next hold on it (as the book call does).
    await expireRunOutHold(db, request.holdId, now);
    return { kind: "expired" };
  }
  return { kind: "limit-reached", holdExpiresAt: expiresAt };
}
