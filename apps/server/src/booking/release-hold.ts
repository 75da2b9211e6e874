import type { ReleaseHoldRequest } from "@fad/contracts/appointments/release-hold";
import type { Database } from "../database/create-database.ts";
import { type AuditContext, recordBookingAudit } from "./booking-audit.ts";
import { expireRunOutHold } from "./expire-run-out-hold.ts";
import { auditHoldRefusal, findAuditedAppointment } from "./find-held-appointment.ts";

export type ReleaseHoldOutcome =
  /** This call gave the time back: it is offered again at once. */
  | { kind: "released" }
  /** The visitor's hold was no longer held (run out, released by a later hold or an earlier release). */
  | { kind: "not-held" }
  /** No hold with that id for that slot: 404. */
  | { kind: "unknown-hold" }
  /** The request carries no holder cookie, or another visitor's: 403. */
  | { kind: "not-holder" }
  /** Booked: a booking is not cancelled by giving a hold back (409). */
  | { kind: "booked" };

/**
 * Gives a held time back (docs/decisions.md 75). One UPDATE checks the holder's token and that the
 * row is still held, and marks it released; so a release racing a book, a renewal or the holder's next
 * hold changes only what is still a live hold of this visitor; a hold that ran out is marked expired. Only when it changes nothing is the row
 * read to say why. Every answer gets a booking audit row (action "release"), in the release's
 * transaction when it released.
 */
export async function releaseHold(options: {
  db: Database;
  request: ReleaseHoldRequest;
  holderToken: string | null;
  now: Date;
  audit: AuditContext;
}): Promise<ReleaseHoldOutcome> {
  const { db, request, holderToken, now, audit } = options;
  if (holderToken !== null) {
    const released = await db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable("appointments")
        .set({ status: "released" })
        .where("hold_id", "=", request.holdId)
        .where("slot_id", "=", request.appointmentId)
        .where("holder_token", "=", holderToken)
        .where("status", "=", "held")
        .where("hold_expires_at", ">", now)
        .returning("hold_id")
        .executeTakeFirst();
      if (!row) return false;
      await recordBookingAudit(trx, audit, {
        action: "release",
        outcome: "released",
        occurredAt: now,
        appointment: await findAuditedAppointment(trx, request.holdId),
      });
      return true;
    });
    if (released) return { kind: "released" };
  }
  const refusal = await whyNotReleased({ db, request, holderToken, now });
  await auditHoldRefusal(db, audit, { action: "release", outcome: refusal.kind, holdId: request.holdId, now });
  return refusal;
}

async function whyNotReleased(options: {
  db: Database;
  request: ReleaseHoldRequest;
  holderToken: string | null;
  now: Date;
}): Promise<Exclude<ReleaseHoldOutcome, { kind: "released" }>> {
  const { db, request, holderToken, now } = options;
  const row = await db
    .selectFrom("appointments")
    .select(["status", "holder_token"])
    .where("hold_id", "=", request.holdId)
    .where("slot_id", "=", request.appointmentId)
    .executeTakeFirst();
  if (!row) return { kind: "unknown-hold" };
  // A stranger learns nothing more about someone else's hold than that it is not theirs.
  if (holderToken === null || row.holder_token !== holderToken) return { kind: "not-holder" };
  if (row.status === "booked") return { kind: "booked" };
  if (row.status === "held") {
    // Ran out: say so in the row as the renew and book calls do (it is free either way).
    await expireRunOutHold(db, request.holdId, now);
  }
  return { kind: "not-held" };
}
