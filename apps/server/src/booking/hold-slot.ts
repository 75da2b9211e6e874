import { randomBytes } from "node:crypto";
import { HOLD_MINUTES, type HoldSlotRequest } from "@fad/contracts/appointments/hold-slot";
import { sql } from "kysely";
import type { HoldLimits } from "../config/hold-limit-defaults.ts";
import type { Database } from "../database/create-database.ts";
import { isExclusionViolation, retryOnDeadlock } from "../database/database-errors.ts";
import { findSlot } from "../scheduling/find-slot.ts";
import type { AuditContext } from "./booking-audit.ts";
import { CALENDAR_LOCK_NAMESPACE } from "./calendar-lock.ts";
import { clientLockKey, holderLockKey, isHoldLimitReached } from "./hold-limits.ts";
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
 * weekly rules; then one statement and transaction (insertHold) marks expired holds overlapping it as
 * expired, releases the visitor's other live holds, and inserts the hold. Holds and books on one calendar take its advisory
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
    if (isHoldLimitReached(error)) return { kind: "limit-reached" };
    throw error;
  }
  return held
    ? { kind: "held", holdId, holdExpiresAt, appointmentTypeId: slot.appointmentTypeCode }
    : { kind: "taken" };
}

type FoundSlot = Extract<Awaited<ReturnType<typeof findSlot>>, { kind: "found" }>["slot"];

/**
 * The hold's transaction in one statement, `fad_hold_slot` (migration 0150, decision 190), which commits
 * once: a pre-check answers taken without queueing when someone else's live hold or a booking overlaps;
 * then it locks the holder and the client address, releases the visitor's other holds, checks the hold
 * limits (HOLD_LIMIT_REACHED rolls it all back), takes the calendar's lock (held to commit, decision 93),
 * expires run-out holds on the period, inserts and audits (true); false when a live hold or booking
 * overlaps (the pre-check, or the exclusion constraint when a winner committed meanwhile). The hold's
 * created_at is when the visitor first held this very time (decisions 77, 78): the book call's minimum
 * fill time counts from then, so a patient who filled the form before a reload is not taken for a bot.
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
  try {
    const { rows } = await sql<{ outcome: "held" | "taken" }>`
      SELECT fad_hold_slot(
        ${slot.calendarId}, ${slot.appointmentTypeCode}, ${slot.slotId}, ${slot.start}::timestamptz,
        ${slot.end}::timestamptz, ${holdId}, ${holdExpiresAt}::timestamptz, ${holderToken}, ${audit.clientRef},
        ${audit.holderRef}::text, ${source}::text, ${now}::timestamptz, ${limits.perCalendar}::integer,
        ${limits.perDay}::integer, ${audit.requestId}, ${slot.physicianNpi}::text, ${holderLockKey(holderToken)},
        ${clientLockKey(audit.clientRef)}, ${CALENDAR_LOCK_NAMESPACE}::integer
      ) AS outcome
    `.execute(db);
    const outcome = rows[0]?.outcome;
    if (outcome !== "held" && outcome !== "taken") throw new Error("the hold's call answered no outcome");
    return outcome === "held";
  } catch (error) {
    if (isExclusionViolation(error)) return false;
    throw error;
  }
}
