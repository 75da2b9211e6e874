import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { type BuildManifest, chunkFiles } from "@fad/contracts/host/build-manifest";
import {
  BOOKING_CHANGES_PATHS,
  bookingChangesCountResponseSchema,
  bookingChangesQuerySchema,
  bookingChangesResponseSchema,
  bookingChangesSeenRequestSchema,
} from "@fad/contracts/staff/booking-changes";
import {
  BOOKING_SEARCH_PATH,
  bookingSearchRequestSchema,
  bookingSearchResponseSchema,
} from "@fad/contracts/staff/booking-search";
import {
  dayBookingsQuerySchema,
  dayBookingsResponseSchema,
  STAFF_MESSAGES,
  STAFF_PATHS,
  staffArrivalRequestSchema,
  staffBookingDetailResponseSchema,
  staffCancelRequestSchema,
  staffEhrEnteredRequestSchema,
  staffNoteRequestSchema,
  staffSessionResponseSchema,
} from "@fad/contracts/staff/staff-console";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { auditContextOf } from "../booking/booking-audit.ts";
import type { Clock } from "../clock.ts";
import type { StaffSignInConfig } from "../config/staff-sign-in-config.ts";
import type { Database } from "../database/create-database.ts";
import { sendError } from "../http/api-errors.ts";
import { cancelBooking } from "../manage/change-booking.ts";
import { indexBookingsForSearch } from "../patient-data/booking-search-keys.ts";
import { PatientDataError, type PatientKeyring } from "../patient-data/patient-encryption.ts";
import { auditViewRoutes } from "./audit-view/audit-view-routes.ts";
import { countChanges, listChanges, markSeen, seenAtOf } from "./booking-changes.ts";
import { saveEhrEntered, saveNote } from "./booking-notes.ts";
import { dayBookingsCsv } from "./day-csv.ts";
import {
  findDayBookings,
  findOwnLocation,
  findStaffBooking,
  findStaffLocations,
  searchBookings,
} from "./front-desk-bookings.ts";
import { heldEhrMessageRoutes } from "./held-ehr-messages/held-ehr-message-routes.ts";
import { markArrival } from "./mark-arrival.ts";
import { rescheduleRoutes } from "./reschedule-routes.ts";
import { scheduleAdminRoutes } from "./schedule-admin/schedule-admin-routes.ts";
import { recordStaffAudit } from "./staff-audit.ts";
import { requireStaff } from "./staff-guard.ts";
import type { SessionLimits } from "./staff-sessions.ts";
import { weekViewRoutes } from "./week-view-routes.ts";

export interface StaffRouteOptions {
  db: Database;
  clock: Clock;
  keyring: PatientKeyring;
  signIn: StaffSignInConfig | null;
  /** The built web app: the console's own page (staff.html) is served from it. */
  webDistDir: string;
}

const OK = { code: "200", details: "OK" } as const;
const bookingParams = z.object({ bookingId: z.string().trim().min(1).max(40) });

/**
 * The staff console's calls (decision 163) and its page. Each call opens the session first
 * (staff-guard.ts); every read of patient data and every change writes a staff audit row.
 */
export async function staffRoutes(app: FastifyInstance, options: StaffRouteOptions): Promise<void> {
  const { db, clock, keyring } = options;
  // Without a provider nobody signs in, so every call answers 401 (the limits are then never used).
  const limits: SessionLimits = options.signIn ?? { idleMinutes: 1, absoluteHours: 1 };
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const guard = (request: FastifyRequest, reply: FastifyReply, change: boolean, now: Date) =>
    requireStaff(request, reply, { db, now, limits, role: change ? "front-desk" : null, change });

  typed.get(STAFF_PATHS.session, async (request, reply) => {
    const session = await guard(request, reply, false, clock());
    if (!session) return reply;
    const locations = await findStaffLocations(db, session.locations);
    return staffSessionResponseSchema.parse({
      status: OK,
      result: {
        name: session.name,
        roles: session.roles,
        locations,
        csrfToken: session.csrfToken,
        idleMinutes: limits.idleMinutes,
      },
    });
  });

  typed.get(STAFF_PATHS.dayBookings, { schema: { querystring: dayBookingsQuerySchema } }, async (request, reply) => {
    const now = clock();
    const session = await requireStaff(request, reply, { db, now, limits, role: "front-desk", change: false });
    if (!session) return reply;
    const { locationId, day, physicianNpi } = request.query;
    const location = await findOwnLocation(db, session.locations, locationId);
    const audit = { request, keyring, now, actor: session };
    // The per-doctor view (decision 196) says whose day it was in the audit row.
    const of = physicianNpi ? ` of ${physicianNpi}` : "";
    if (!location) {
      await recordStaffAudit(db, audit, { action: "view-day", outcome: `not-found${of}`, locationId, day });
      return sendError(reply, 404, STAFF_MESSAGES.locationNotFound);
    }
    try {
      const bookings = await findDayBookings(db, keyring, {
        location,
        day,
        locationIds: session.locations,
        physicianNpi,
      });
      await recordStaffAudit(db, audit, {
        action: "view-day",
        outcome: `shown ${bookings.length}${of}`,
        locationId,
        day,
      });
      return dayBookingsResponseSchema.parse({ status: OK, result: { location, day, bookings } });
    } catch (error) {
      if (!(error instanceof PatientDataError)) throw error;
      request.log.error({ err: error }, "a booking's patient record could not be read");
      return sendError(reply, 503, STAFF_MESSAGES.unreadable);
    }
  });

  // The same day as a CSV file (formula injection neutralised, day-csv.ts); every export is audited.
  typed.get(STAFF_PATHS.dayCsv, { schema: { querystring: dayBookingsQuerySchema } }, async (request, reply) => {
    const now = clock();
    const session = await requireStaff(request, reply, { db, now, limits, role: "front-desk", change: false });
    if (!session) return reply;
    const { locationId, day, physicianNpi } = request.query;
    // One doctor's day when the console shows one (decision 196).
    const of = physicianNpi ? ` of ${physicianNpi}` : "";
    const location = await findOwnLocation(db, session.locations, locationId);
    const audit = { request, keyring, now, actor: session };
    if (!location) {
      await recordStaffAudit(db, audit, { action: "export-day", outcome: `not-found${of}`, locationId, day });
      return sendError(reply, 404, STAFF_MESSAGES.locationNotFound);
    }
    const bookings = await findDayBookings(db, keyring, {
      location,
      day,
      locationIds: session.locations,
      physicianNpi,
    });
    await recordStaffAudit(db, audit, {
      action: "export-day",
      outcome: `exported ${bookings.length}${of}`,
      locationId,
      day,
    });
    return reply
      .type("text/csv; charset=utf-8")
      .header(
        "content-disposition",
        `attachment; filename="bookings-${location.id}${physicianNpi ? `-${physicianNpi}` : ""}-${day}.csv"`,
      )
      .send(dayBookingsCsv(bookings));
  });

  typed.get("/fadmaa/staff/bookings/:bookingId", { schema: { params: bookingParams } }, async (request, reply) => {
    const now = clock();
    const session = await requireStaff(request, reply, { db, now, limits, role: "front-desk", change: false });
    if (!session) return reply;
    const { bookingId } = request.params;
    const audit = { request, keyring, now, actor: session };
    const found = await readBooking(request, reply, { bookingId, locationIds: session.locations, now });
    if (!found) {
      if (!reply.sent) {
        await recordStaffAudit(db, audit, { action: "view-booking", outcome: "not-found", bookingId });
        return sendError(reply, 404, STAFF_MESSAGES.bookingNotFound);
      }
      return reply;
    }
    await recordStaffAudit(db, audit, {
      action: "view-booking",
      outcome: "shown",
      bookingId,
      locationId: found.detail.locationId,
    });
    return staffBookingDetailResponseSchema.parse({ status: OK, result: found.detail });
  });

  typed.post(
    "/fadmaa/staff/bookings/:bookingId/cancel",
    { schema: { params: bookingParams, body: staffCancelRequestSchema } },
    async (request, reply) => {
      const now = clock();
      const session = await requireStaff(request, reply, { db, now, limits, role: "front-desk", change: true });
      if (!session) return reply;
      const { bookingId } = request.params;
      const audit = { request, keyring, now, actor: session };
      const found = await readBooking(request, reply, { bookingId, locationIds: session.locations, now });
      if (!found) {
        if (reply.sent) return reply;
        await recordStaffAudit(db, audit, { action: "cancel", outcome: "not-found", bookingId });
        return sendError(reply, 404, STAFF_MESSAGES.bookingNotFound);
      }
      const entry = { action: "cancel" as const, bookingId, locationId: found.detail.locationId };
      const outcome = await cancelBooking({
        db,
        keyring,
        now,
        audit: auditContextOf({ requestId: request.id, holderToken: null, clientAddress: request.ip, keyring }),
        opened: found.booked,
        token: null,
        changedBy: "clinic",
        // The staff row is written with the cancellation, so neither exists without the other.
        alsoInTransaction: (trx) =>
          recordStaffAudit(trx, audit, { ...entry, outcome: "cancelled", detail: request.body.reason }),
      });
      if (outcome.kind !== "changed") {
        await recordStaffAudit(db, audit, { ...entry, outcome: outcome.kind });
        return outcome.kind === "past"
          ? sendError(reply, 422, STAFF_MESSAGES.past)
          : sendError(reply, 409, STAFF_MESSAGES.alreadyCancelled);
      }
      const after = await findStaffBooking(db, keyring, { bookingId, locationIds: session.locations, now });
      return staffBookingDetailResponseSchema.parse({ status: OK, result: after?.detail });
    },
  );

  // The search (decision 166): in a POST body, never the address; the session's locations only; the
  // search is one audit row (which kind, how many) and each booking it answered one more.
  typed.post(BOOKING_SEARCH_PATH, { schema: { body: bookingSearchRequestSchema } }, async (request, reply) => {
    const now = clock();
    const session = await requireStaff(request, reply, { db, now, limits, role: "front-desk", change: true });
    if (!session) return reply;
    const audit = { request, keyring, now, actor: session };
    try {
      const result = await searchBookings(db, keyring, { request: request.body, locationIds: session.locations });
      await db.transaction().execute(async (trx) => {
        const outcome = `by ${request.body.by}: ${result.bookings.length}${result.more ? "+" : ""}`;
        await recordStaffAudit(trx, audit, { action: "search", outcome });
        for (const booking of result.bookings) {
          await recordStaffAudit(trx, audit, {
            action: "view-search-result",
            outcome: "shown",
            bookingId: booking.bookingId,
            locationId: booking.locationId,
          });
        }
      });
      return bookingSearchResponseSchema.parse({ status: OK, result });
    } catch (error) {
      if (!(error instanceof PatientDataError)) throw error;
      request.log.error({ err: error }, "a booking's patient record could not be read");
      return sendError(reply, 503, STAFF_MESSAGES.unreadable);
    }
  });

  // Arrived or no-show, once the time has started (decision 165); a no-show is sent to the EHR as S26.
  typed.post(
    "/fadmaa/staff/bookings/:bookingId/arrival",
    { schema: { params: bookingParams, body: staffArrivalRequestSchema } },
    async (request, reply) => {
      const now = clock();
      const session = await requireStaff(request, reply, { db, now, limits, role: "front-desk", change: true });
      if (!session) return reply;
      const { bookingId } = request.params;
      const { arrival } = request.body;
      const audit = { request, keyring, now, actor: session };
      const found = await readBooking(request, reply, { bookingId, locationIds: session.locations, now });
      if (!found) {
        if (reply.sent) return reply;
        await recordStaffAudit(db, audit, { action: "mark-arrival", outcome: "not-found", bookingId });
        return sendError(reply, 404, STAFF_MESSAGES.bookingNotFound);
      }
      const entry = { action: "mark-arrival" as const, bookingId, locationId: found.detail.locationId };
      const marked = await markArrival(db, {
        bookingId,
        locationIds: session.locations,
        arrival,
        markedBy: session.subject,
        now,
        keyring,
        alsoInTransaction: (trx) => recordStaffAudit(trx, audit, { ...entry, outcome: arrival }),
      });
      if (!marked) {
        const started = found.detail.past;
        await recordStaffAudit(db, audit, { ...entry, outcome: started ? "refused marked" : "refused not started" });
        return started
          ? sendError(reply, 409, STAFF_MESSAGES.arrivalMarked)
          : sendError(reply, 422, STAFF_MESSAGES.notStarted);
      }
      const after = await findStaffBooking(db, keyring, { bookingId, locationIds: session.locations, now });
      return staffBookingDetailResponseSchema.parse({ status: OK, result: after?.detail });
    },
  );

  // New and changed bookings (decision 168): the badge's count names no patient and is not audited; the
  // list is (a view of patient data); marking seen is a change (CSRF). The person's locations only.
  const changesLocation = async (request: FastifyRequest, reply: FastifyReply, change: boolean) => {
    const now = clock();
    const session = await requireStaff(request, reply, { db, now, limits, role: "front-desk", change });
    if (!session) return null;
    const { locationId } = (change ? request.body : request.query) as { locationId: string };
    const location = await findOwnLocation(db, session.locations, locationId);
    return { now, session, location, locationId, audit: { request, keyring, now, actor: session } };
  };

  typed.get(
    BOOKING_CHANGES_PATHS.count,
    { schema: { querystring: bookingChangesQuerySchema } },
    async (request, reply) => {
      const opened = await changesLocation(request, reply, false);
      if (!opened) return reply;
      const { now, session, location } = opened;
      if (!location) return sendError(reply, 404, STAFF_MESSAGES.locationNotFound);
      const seenAt = await seenAtOf(db, session.subject, location.id, now);
      const count = await countChanges(db, location.id, seenAt);
      return bookingChangesCountResponseSchema.parse({ status: OK, result: { count, seenAt: seenAt.toISOString() } });
    },
  );

  typed.get(
    BOOKING_CHANGES_PATHS.list,
    { schema: { querystring: bookingChangesQuerySchema } },
    async (request, reply) => {
      const opened = await changesLocation(request, reply, false);
      if (!opened) return reply;
      const { now, session, location, locationId, audit } = opened;
      if (!location) {
        await recordStaffAudit(db, audit, { action: "view-changes", outcome: "not-found", locationId });
        return sendError(reply, 404, STAFF_MESSAGES.locationNotFound);
      }
      try {
        const seenAt = await seenAtOf(db, session.subject, location.id, now);
        const { bookings, more } = await listChanges(db, keyring, location.id, seenAt);
        await recordStaffAudit(db, audit, {
          action: "view-changes",
          outcome: `shown ${bookings.length}${more ? "+" : ""}`,
          locationId,
        });
        return bookingChangesResponseSchema.parse({
          status: OK,
          result: { seenAt: seenAt.toISOString(), bookings, more },
        });
      } catch (error) {
        if (!(error instanceof PatientDataError)) throw error;
        request.log.error({ err: error }, "a booking's patient record could not be read");
        return sendError(reply, 503, STAFF_MESSAGES.unreadable);
      }
    },
  );

  typed.post(
    BOOKING_CHANGES_PATHS.seen,
    { schema: { body: bookingChangesSeenRequestSchema } },
    async (request, reply) => {
      const opened = await changesLocation(request, reply, true);
      if (!opened) return reply;
      const { now, session, location } = opened;
      if (!location) return sendError(reply, 404, STAFF_MESSAGES.locationNotFound);
      await markSeen(db, session.subject, location.id, now);
      return bookingChangesCountResponseSchema.parse({ status: OK, result: { count: 0, seenAt: now.toISOString() } });
    },
  );

  // The internal note and "entered in the EHR" (decision 167): front desk, CSRF, audited; the note
  // encrypted like patient data, also in its audit row.
  typed.post(
    "/fadmaa/staff/bookings/:bookingId/note",
    { schema: { params: bookingParams, body: staffNoteRequestSchema } },
    async (request, reply) => {
      const now = clock();
      const session = await requireStaff(request, reply, { db, now, limits, role: "front-desk", change: true });
      if (!session) return reply;
      const { bookingId } = request.params;
      const { note } = request.body;
      const audit = { request, keyring, now, actor: session };
      const found = await readBooking(request, reply, { bookingId, locationIds: session.locations, now });
      if (!found) {
        if (reply.sent) return reply;
        await recordStaffAudit(db, audit, { action: "set-note", outcome: "not-found", bookingId });
        return sendError(reply, 404, STAFF_MESSAGES.bookingNotFound);
      }
      await saveNote(db, {
        bookingId,
        note,
        actor: session,
        now,
        keyring,
        alsoInTransaction: (trx) =>
          recordStaffAudit(trx, audit, {
            action: "set-note",
            outcome: note === "" ? "removed" : "saved",
            bookingId,
            locationId: found.detail.locationId,
            detail: note === "" ? null : note,
          }),
      });
      const after = await findStaffBooking(db, keyring, { bookingId, locationIds: session.locations, now });
      return staffBookingDetailResponseSchema.parse({ status: OK, result: after?.detail });
    },
  );

  typed.post(
    "/fadmaa/staff/bookings/:bookingId/ehr-entered",
    { schema: { params: bookingParams, body: staffEhrEnteredRequestSchema } },
    async (request, reply) => {
      const now = clock();
      const session = await requireStaff(request, reply, { db, now, limits, role: "front-desk", change: true });
      if (!session) return reply;
      const { bookingId } = request.params;
      const { entered } = request.body;
      const audit = { request, keyring, now, actor: session };
      const found = await readBooking(request, reply, { bookingId, locationIds: session.locations, now });
      if (!found) {
        if (reply.sent) return reply;
        await recordStaffAudit(db, audit, { action: "mark-ehr-entered", outcome: "not-found", bookingId });
        return sendError(reply, 404, STAFF_MESSAGES.bookingNotFound);
      }
      await saveEhrEntered(db, {
        bookingId,
        entered,
        actor: session,
        now,
        alsoInTransaction: (trx) =>
          recordStaffAudit(trx, audit, {
            action: "mark-ehr-entered",
            outcome: entered ? "entered" : "taken back",
            bookingId,
            locationId: found.detail.locationId,
          }),
      });
      const after = await findStaffBooking(db, keyring, { bookingId, locationIds: session.locations, now });
      return staffBookingDetailResponseSchema.parse({ status: OK, result: after?.detail });
    },
  );

  async function readBooking(
    request: FastifyRequest,
    reply: FastifyReply,
    query: { bookingId: string; locationIds: readonly string[]; now: Date },
  ) {
    try {
      return await findStaffBooking(db, keyring, query);
    } catch (error) {
      if (!(error instanceof PatientDataError)) throw error;
      request.log.error({ err: error }, "a booking's patient record could not be read");
      sendError(reply, 503, STAFF_MESSAGES.unreadable);
      return null;
    }
  }

  scheduleAdminRoutes(app, { db, clock, keyring, limits });
  heldEhrMessageRoutes(app, { db, clock, keyring, limits });
  weekViewRoutes(app, { db, clock, keyring, limits });
  rescheduleRoutes(app, { db, clock, keyring, limits });
  auditViewRoutes(app, { db, clock, keyring, limits });
  indexForSearchInBackground(app, db, keyring);
  registerConsolePage(app, options.webDistDir);
}

/**
 * At start, the bookings not yet searchable under the current patient-data key get their search keys
 * (decision 166: bookings made before migration 0132, and all of them after a key rotation), in the
 * background a batch at a time; closing the server stops it between batches.
 */
function indexForSearchInBackground(app: FastifyInstance, db: Database, keyring: PatientKeyring): void {
  let stopped = false;
  let running: Promise<void> | null = null;
  app.addHook("onReady", async () => {
    running = indexBookingsForSearch(db, keyring, { stopped: () => stopped })
      .then(({ written, unreadable }) => {
        if (written + unreadable > 0) app.log.info({ written, unreadable }, "bookings indexed for the staff search");
      })
      .catch((error: unknown) => {
        if (!stopped)
          app.log.warn({ err: error }, "indexing bookings for the staff search stopped; it resumes at the next start");
      });
  });
  app.addHook("onClose", async () => {
    stopped = true;
    await running;
  });
}

/** The Vite manifest key of the console's entry (apps/web/vite.config.ts). */
export const STAFF_ENTRY_KEY = "src/staff/staff-main.tsx";

/**
 * The console's page: its entry's module, the chunks it imports and its CSS, from the build's manifest.
 * It names no patient and is the same for everyone; no-store all the same, as every staff page.
 */
export function renderConsolePage(manifest: BuildManifest | null): string {
  const entry = manifest?.[STAFF_ENTRY_KEY];
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    "<title>Staff console · Find a Doctor</title>",
  ];
  if (!manifest || !entry) {
    return `<!doctype html><html lang="en"><head>${head.join("")}</head><body><main><h1>Staff console</h1><p>The web app is not built: run npm run build.</p></main></body></html>`;
  }
  const { modules, stylesheets } = chunkFiles(manifest, [STAFF_ENTRY_KEY]);
  const tags = [
    ...stylesheets.map((file) => `<link rel="stylesheet" href="${file}">`),
    ...modules.slice(1).map((file) => `<link rel="modulepreload" href="${file}">`),
    `<script type="module" src="/${entry.file}"></script>`,
  ];
  return `<!doctype html><html lang="en"><head>${[...head, ...tags].join("")}</head><body><div id="staff-root"></div></body></html>`;
}

/** /staff: the console's own entry of the web build (decision 160). Written once at start. */
function registerConsolePage(app: FastifyInstance, webDistDir: string): void {
  const manifestFile = path.join(webDistDir, ".vite", "manifest.json");
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, "utf8")) as BuildManifest) : null;
  if (!manifest?.[STAFF_ENTRY_KEY]) app.log.warn({ webDistDir }, "staff console not built");
  const page = renderConsolePage(manifest);
  const send = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(page);
  app.get(STAFF_PATHS.page, send);
  app.get(`${STAFF_PATHS.page}/*`, send);
}
