import {
  locationScheduleQuerySchema,
  locationScheduleResponseSchema,
  newPatientsRequestSchema,
  offeredTypesRequestSchema,
  removedBlockResponseSchema,
  SCHEDULE_MESSAGES,
  SCHEDULE_PATHS,
  scheduleBlockRequestSchema,
  scheduleBlockResponseSchema,
  scheduleCalendarResponseSchema,
  weeklyHoursRequestSchema,
} from "@fad/contracts/staff/schedule-admin";
import { STAFF_MESSAGES } from "@fad/contracts/staff/staff-console";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { z } from "zod";
import type { Clock } from "../../clock.ts";
import type { Database } from "../../database/create-database.ts";
import { sendError } from "../../http/api-errors.ts";
import { PatientDataError, type PatientKeyring } from "../../patient-data/patient-encryption.ts";
import { findOwnLocation } from "../front-desk-bookings.ts";
import { recordStaffAudit, type StaffAuditEntry } from "../staff-audit.ts";
import { requireStaff } from "../staff-guard.ts";
import type { SessionLimits, StaffSessionRow } from "../staff-sessions.ts";
import { blockRows, findLocationCalendars, findLocationSchedule, scheduleBlockOf } from "./location-schedule.ts";
import {
  type AdminCalendar,
  deleteBlock,
  findAdminCalendar,
  findBookedUnderBlock,
  insertBlock,
  replaceOfferedTypes,
  replaceWeeklyHours,
  setAcceptsNewPatients,
} from "./schedule-changes.ts";

const OK = { code: "200", details: "OK" } as const;
const calendarParams = z.object({ calendarId: z.string().trim().min(1).max(40) });
const blockParams = z.object({ blockId: z.string().trim().min(1).max(40) });

/**
 * The scheduling administrator's calls (decision 164). The role is `scheduling-admin`; a location, a
 * calendar or a block outside the session's locations answers the 404 of one that does not exist, and
 * that refusal is audited. Every read and change is a staff audit row; a new block's listed bookings are
 * each a view of patient data, one row per booking.
 */
export function scheduleAdminRoutes(
  app: FastifyInstance,
  options: { db: Database; clock: Clock; keyring: PatientKeyring; limits: SessionLimits },
): void {
  const { db, clock, keyring, limits } = options;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  async function admin(request: FastifyRequest, reply: FastifyReply, change: boolean) {
    const now = clock();
    const session = await requireStaff(request, reply, { db, now, limits, role: "scheduling-admin", change });
    if (!session) return null;
    const audit = (entry: StaffAuditEntry, into: Database = db) =>
      recordStaffAudit(into, { request, keyring, now, actor: session }, entry);
    return { now, session, audit };
  }

  async function ownLocation(session: StaffSessionRow, locationId: string) {
    const location = await findOwnLocation(db, session.locations, locationId);
    return location ?? null;
  }

  /** The calendar when it is at one of the session's locations; else the audited 404. */
  async function ownCalendar(
    reply: FastifyReply,
    context: NonNullable<Awaited<ReturnType<typeof admin>>>,
    calendarId: string,
    action: StaffAuditEntry["action"],
  ): Promise<AdminCalendar | null> {
    const calendar = await findAdminCalendar(db, calendarId, context.session.locations);
    if (!calendar) {
      await context.audit({ action, outcome: `not-found calendar ${calendarId}` });
      sendError(reply, 404, SCHEDULE_MESSAGES.calendarNotFound);
    }
    return calendar;
  }

  async function calendarAnswer(calendar: AdminCalendar) {
    const [changed] = await findLocationCalendars(db, calendar.locationId, calendar.calendarId);
    return scheduleCalendarResponseSchema.parse({ status: OK, result: changed });
  }

  typed.get(
    SCHEDULE_PATHS.schedule,
    { schema: { querystring: locationScheduleQuerySchema } },
    async (request, reply) => {
      const context = await admin(request, reply, false);
      if (!context) return reply;
      const { locationId } = request.query;
      const location = await ownLocation(context.session, locationId);
      if (!location) {
        await context.audit({ action: "view-schedule", outcome: "not-found", locationId });
        return sendError(reply, 404, STAFF_MESSAGES.locationNotFound);
      }
      const schedule = await findLocationSchedule(db, location, context.now);
      await context.audit({ action: "view-schedule", outcome: `shown ${schedule.calendars.length}`, locationId });
      return locationScheduleResponseSchema.parse({ status: OK, result: schedule });
    },
  );

  typed.post(SCHEDULE_PATHS.blocks, { schema: { body: scheduleBlockRequestSchema } }, async (request, reply) => {
    const context = await admin(request, reply, true);
    if (!context) return reply;
    const block = request.body;
    const location = await ownLocation(context.session, block.locationId);
    const calendar =
      location && block.calendarId !== null ? await findAdminCalendar(db, block.calendarId, [location.id]) : null;
    if (!location || (block.calendarId !== null && !calendar)) {
      await context.audit({ action: "add-block", outcome: "not-found", locationId: block.locationId });
      return sendError(reply, 404, location ? SCHEDULE_MESSAGES.calendarNotFound : STAFF_MESSAGES.locationNotFound);
    }
    const blockId = await db.transaction().execute(async (trx) => {
      const id = await insertBlock(trx, { location, block, createdBy: context.session.name, now: context.now });
      await context.audit({ action: "add-block", outcome: `added ${block.kind} ${id}`, locationId: location.id }, trx);
      return id;
    });
    const row = await blockRows(db, location.id)
      .where(sql<boolean>`b.id = ${blockId}::bigint`)
      .executeTakeFirstOrThrow();
    let bookedUnder: Awaited<ReturnType<typeof findBookedUnderBlock>>;
    try {
      bookedUnder = await findBookedUnderBlock(db, keyring, { location, blockId, now: context.now });
    } catch (error) {
      if (!(error instanceof PatientDataError)) throw error;
      request.log.error({ err: error }, "a booking's patient record could not be read");
      return sendError(reply, 503, STAFF_MESSAGES.unreadable);
    }
    for (const booked of bookedUnder) {
      await context.audit({
        action: "view-blocked-booking",
        outcome: `listed under block ${blockId}`,
        bookingId: booked.bookingId,
        locationId: location.id,
      });
    }
    return scheduleBlockResponseSchema.parse({
      status: OK,
      result: { block: scheduleBlockOf(row, location.timeZone), bookedUnder },
    });
  });

  typed.post(
    "/fadmaa/staff/schedule/blocks/:blockId/remove",
    { schema: { params: blockParams } },
    async (request, reply) => {
      const context = await admin(request, reply, true);
      if (!context) return reply;
      const { blockId } = request.params;
      const locationId = await db.transaction().execute(async (trx) => {
        const removedAt = await deleteBlock(trx, blockId, context.session.locations);
        if (removedAt)
          await context.audit({ action: "remove-block", outcome: `removed ${blockId}`, locationId: removedAt }, trx);
        return removedAt;
      });
      if (!locationId) {
        await context.audit({ action: "remove-block", outcome: `not-found ${blockId}` });
        return sendError(reply, 404, SCHEDULE_MESSAGES.blockNotFound);
      }
      return removedBlockResponseSchema.parse({ status: OK, result: { removed: blockId } });
    },
  );

  typed.post(
    "/fadmaa/staff/schedule/calendars/:calendarId/hours",
    { schema: { params: calendarParams, body: weeklyHoursRequestSchema } },
    async (request, reply) => {
      const context = await admin(request, reply, true);
      if (!context) return reply;
      const calendar = await ownCalendar(reply, context, request.params.calendarId, "set-hours");
      if (!calendar) return reply;
      await db.transaction().execute(async (trx) => {
        await replaceWeeklyHours(trx, calendar.calendarId, request.body.hours);
        await context.audit(
          {
            action: "set-hours",
            outcome: `${request.body.hours.length} spans on ${calendar.calendarId}`,
            locationId: calendar.locationId,
          },
          trx,
        );
      });
      return calendarAnswer(calendar);
    },
  );

  typed.post(
    "/fadmaa/staff/schedule/calendars/:calendarId/types",
    { schema: { params: calendarParams, body: offeredTypesRequestSchema } },
    async (request, reply) => {
      const context = await admin(request, reply, true);
      if (!context) return reply;
      const calendar = await ownCalendar(reply, context, request.params.calendarId, "set-types");
      if (!calendar) return reply;
      const codes = request.body.codes;
      const done = await db.transaction().execute(async (trx) => {
        if (!(await replaceOfferedTypes(trx, calendar.calendarId, codes))) return false;
        await context.audit(
          {
            action: "set-types",
            outcome: `${codes.join(" ")} on ${calendar.calendarId}`.slice(0, 300),
            locationId: calendar.locationId,
          },
          trx,
        );
        return true;
      });
      if (!done) return sendError(reply, 422, SCHEDULE_MESSAGES.unknownType);
      return calendarAnswer(calendar);
    },
  );

  typed.post(
    "/fadmaa/staff/schedule/calendars/:calendarId/new-patients",
    { schema: { params: calendarParams, body: newPatientsRequestSchema } },
    async (request, reply) => {
      const context = await admin(request, reply, true);
      if (!context) return reply;
      const calendar = await ownCalendar(reply, context, request.params.calendarId, "set-new-patients");
      if (!calendar) return reply;
      const { accepting } = request.body;
      await db.transaction().execute(async (trx) => {
        await setAcceptsNewPatients(trx, calendar.providerLocationId, accepting);
        await context.audit(
          {
            action: "set-new-patients",
            outcome: `${accepting ? "accepting" : "not accepting"} on ${calendar.calendarId}`,
            locationId: calendar.locationId,
          },
          trx,
        );
      });
      return calendarAnswer(calendar);
    },
  );
}
