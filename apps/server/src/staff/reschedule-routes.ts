import {
  STAFF_MESSAGES,
  staffBookingDetailResponseSchema,
  staffOpenTimesQuerySchema,
  staffOpenTimesResponseSchema,
  staffRescheduleRequestSchema,
} from "@fad/contracts/staff/staff-console";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { auditContextOf } from "../booking/booking-audit.ts";
import type { Clock } from "../clock.ts";
import type { Database } from "../database/create-database.ts";
import { sendError } from "../http/api-errors.ts";
import { type ChangeOutcome, moveBookingByClinic } from "../manage/change-booking.ts";
import { PatientDataError, type PatientKeyring } from "../patient-data/patient-encryption.ts";
import { findSlot } from "../scheduling/find-slot.ts";
import { searchSlots } from "../scheduling/search-slots.ts";
import { parseSlotId } from "../scheduling/slot-id.ts";
import { type FoundBooking, findStaffBooking, startTimeOf } from "./front-desk-bookings.ts";
import { recordStaffAudit } from "./staff-audit.ts";
import { requireStaff } from "./staff-guard.ts";
import type { SessionLimits } from "./staff-sessions.ts";

const OK = { code: "200", details: "OK" } as const;
const bookingParams = z.object({ bookingId: z.string().trim().min(1).max(40) });
const BOOKING_PATH = "/fadmaa/staff/bookings/:bookingId";

/** yyyymmdd (the scheduling engine's day) as the console's YYYY-MM-DD. */
const isoDayOf = (day: string) => `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;

/**
 * The front desk moves a booking to another open time of the same calendar and type (decision 197): the
 * open times of a chosen day, from the scheduling engine as patients see them, and the move, through the
 * manage room's change logic (one transaction: old time free, new time booked, S13, the patient's email,
 * the staff notice, the audit rows). Scoped like every booking call: another location's booking answers
 * the 404 of an unknown one, audited.
 */
export function rescheduleRoutes(
  app: FastifyInstance,
  options: { db: Database; clock: Clock; keyring: PatientKeyring; limits: SessionLimits },
): void {
  const { db, clock, keyring, limits } = options;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  /** The booking at the session's locations, or null once the 404 (audited) or the 503 is sent. */
  async function open(
    request: FastifyRequest,
    reply: FastifyReply,
    context: { bookingId: string; locations: readonly string[]; now: Date; audit: AuditOf; action: Action },
  ): Promise<FoundBooking | null> {
    const { bookingId, locations, now, audit, action } = context;
    let found: FoundBooking | null;
    try {
      found = await findStaffBooking(db, keyring, { bookingId, locationIds: locations, now });
    } catch (error) {
      if (!(error instanceof PatientDataError)) throw error;
      request.log.error({ err: error }, "a booking's patient record could not be read");
      sendError(reply, 503, STAFF_MESSAGES.unreadable);
      return null;
    }
    if (found) return found;
    await recordStaffAudit(db, audit, { action, outcome: "not-found", bookingId });
    sendError(reply, 404, STAFF_MESSAGES.bookingNotFound);
    return null;
  }

  // The open times of one local day that the booking could move to: its calendar's, for its type (a new
  // or a returning patient's, as booked) and its source, as the patient's own reschedule offers them.
  // Times only, no patient data: a refusal is audited, a listing is not.
  typed.get(
    `${BOOKING_PATH}/open-times`,
    { schema: { params: bookingParams, querystring: staffOpenTimesQuerySchema } },
    async (request, reply) => {
      const now = clock();
      const session = await requireStaff(request, reply, { db, now, limits, role: "front-desk", change: false });
      if (!session) return reply;
      const { bookingId } = request.params;
      const { day } = request.query;
      const audit = { request, keyring, now, actor: session };
      const found = await open(request, reply, {
        bookingId,
        locations: session.locations,
        now,
        audit,
        action: "view-open-times",
      });
      if (!found) return reply;
      const { booked, timeZone } = found;
      const searched = await searchSlots({
        db,
        calendarId: booked.calendarId,
        appointmentTypeCode: booked.appointmentTypeCode,
        startDate: day.replaceAll("-", ""),
        numberDaysOut: 1,
        now,
        source: booked.source,
      });
      const slots = searched.kind === "found" ? (searched.days[0]?.timeSlots ?? []) : [];
      const times = slots.flatMap((slot) => {
        const parts = parseSlotId(slot.appointmentId);
        if (!parts) return [];
        return [
          {
            slotId: slot.appointmentId,
            start: parts.start.toISOString(),
            startTime: startTimeOf(parts.start, timeZone),
            minutes: slot.duration,
          },
        ];
      });
      return staffOpenTimesResponseSchema.parse({ status: OK, result: { day, times } });
    },
  );

  typed.post(
    `${BOOKING_PATH}/reschedule`,
    { schema: { params: bookingParams, body: staffRescheduleRequestSchema } },
    async (request, reply) => {
      const now = clock();
      const session = await requireStaff(request, reply, { db, now, limits, role: "front-desk", change: true });
      if (!session) return reply;
      const { bookingId } = request.params;
      const { slotId, reason } = request.body;
      const audit = { request, keyring, now, actor: session };
      const found = await open(request, reply, {
        bookingId,
        locations: session.locations,
        now,
        audit,
        action: "reschedule",
      });
      if (!found) return reply;
      const { booked, detail } = found;
      const entry = { action: "reschedule" as const, bookingId, locationId: detail.locationId };
      const refuse = async (outcome: string, status: number, message: string) => {
        await recordStaffAudit(db, audit, { ...entry, outcome });
        return sendError(reply, status, message);
      };
      if (booked.status === "cancelled") return refuse("cancelled", 409, STAFF_MESSAGES.cancelledMove);
      if (detail.past) return refuse("past", 422, STAFF_MESSAGES.pastMove);
      const slot = await findSlot({
        db,
        calendarId: booked.calendarId,
        appointmentTypeCode: booked.appointmentTypeCode,
        slotId,
        now,
        source: booked.source,
      });
      if (slot.kind !== "found") return refuse("not-open", 422, STAFF_MESSAGES.timeNotOpen);
      const target = slot.slot;
      const day = isoDayOf(target.day);
      const outcome = await moveBookingByClinic({
        db,
        keyring,
        now,
        audit: auditContextOf({ requestId: request.id, holderToken: null, clientAddress: request.ip, keyring }),
        opened: booked,
        token: null,
        changedBy: "clinic",
        target,
        // The staff row is written with the move, so neither exists without the other.
        alsoInTransaction: (trx) =>
          recordStaffAudit(trx, audit, { ...entry, outcome: "rescheduled", day, detail: reason || null }),
      });
      if (outcome.kind !== "changed") {
        const [status, message] = refusalOf(outcome);
        await recordStaffAudit(db, audit, { ...entry, outcome: outcome.kind, day });
        return sendError(reply, status, message);
      }
      const after = await findStaffBooking(db, keyring, { bookingId, locationIds: session.locations, now });
      return staffBookingDetailResponseSchema.parse({ status: OK, result: after?.detail });
    },
  );
}

type AuditOf = Parameters<typeof recordStaffAudit>[1];
type Action = "view-open-times" | "reschedule";

/** A refused move's status and message. */
function refusalOf(outcome: Exclude<ChangeOutcome, { kind: "changed" }>): [number, string] {
  switch (outcome.kind) {
    case "past":
      return [422, STAFF_MESSAGES.pastMove];
    case "cancelled":
      return [409, STAFF_MESSAGES.cancelledMove];
    case "changed-elsewhere":
      return [409, STAFF_MESSAGES.movedElsewhere];
    case "taken":
      return [409, STAFF_MESSAGES.timeTaken];
    case "other-calendar":
    case "hold-lost":
      return [422, STAFF_MESSAGES.timeNotOpen];
  }
}
