import { STAFF_MESSAGES } from "@fad/contracts/staff/staff-console";
import {
  addDays,
  STAFF_WEEK_DAYS,
  STAFF_WEEK_PATHS,
  staffDoctorsQuerySchema,
  staffDoctorsResponseSchema,
  weekBookingsQuerySchema,
  weekBookingsResponseSchema,
} from "@fad/contracts/staff/staff-week-view";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Clock } from "../clock.ts";
import type { Database } from "../database/create-database.ts";
import { sendError } from "../http/api-errors.ts";
import { PatientDataError, type PatientKeyring } from "../patient-data/patient-encryption.ts";
import { findLocationDoctors, findOwnLocation, findWeekBookings } from "./front-desk-bookings.ts";
import { recordStaffAudit } from "./staff-audit.ts";
import { requireStaff } from "./staff-guard.ts";
import type { SessionLimits } from "./staff-sessions.ts";

const OK = { code: "200", details: "OK" } as const;

/**
 * The front desk's week view and the doctors of a location for the per-doctor view (decision 196). Like
 * the day view (decision 163): the location must be one of the session's (another answers the 404 of one
 * that does not exist), the query itself keeps the session's locations, and the week is one `view-week`
 * audit row (a view of patient data: the names). A doctor not of the location shows nothing, not 404: a
 * doctor's NPI is public.
 */
export function weekViewRoutes(
  app: FastifyInstance,
  options: { db: Database; clock: Clock; keyring: PatientKeyring; limits: SessionLimits },
): void {
  const { db, clock, keyring, limits } = options;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(STAFF_WEEK_PATHS.week, { schema: { querystring: weekBookingsQuerySchema } }, async (request, reply) => {
    const now = clock();
    const session = await requireStaff(request, reply, { db, now, limits, role: "front-desk", change: false });
    if (!session) return reply;
    const { locationId, from, physicianNpi } = request.query;
    const location = await findOwnLocation(db, session.locations, locationId);
    const audit = { request, keyring, now, actor: session };
    const of = physicianNpi ? ` of ${physicianNpi}` : "";
    if (!location) {
      await recordStaffAudit(db, audit, { action: "view-week", outcome: `not-found${of}`, locationId, day: from });
      return sendError(reply, 404, STAFF_MESSAGES.locationNotFound);
    }
    const days = Array.from({ length: STAFF_WEEK_DAYS }, (_, index) => addDays(from, index));
    try {
      const [week, doctors] = await Promise.all([
        findWeekBookings(db, keyring, { location, from, days, locationIds: session.locations, physicianNpi }),
        physicianNpi ? findLocationDoctors(db, location.id) : Promise.resolve([]),
      ]);
      const shown = week.reduce((sum, one) => sum + one.bookings.length, 0);
      await recordStaffAudit(db, audit, { action: "view-week", outcome: `shown ${shown}${of}`, locationId, day: from });
      const physician = physicianNpi ? (doctors.find((doctor) => doctor.npi === physicianNpi) ?? null) : null;
      return weekBookingsResponseSchema.parse({
        status: OK,
        result: { location, from, to: days[days.length - 1], physician, days: week },
      });
    } catch (error) {
      if (!(error instanceof PatientDataError)) throw error;
      request.log.error({ err: error }, "a booking's patient record could not be read");
      return sendError(reply, 503, STAFF_MESSAGES.unreadable);
    }
  });

  // The doctors of a location: public directory data, so not audited; still the session's locations only.
  typed.get(STAFF_WEEK_PATHS.doctors, { schema: { querystring: staffDoctorsQuerySchema } }, async (request, reply) => {
    const now = clock();
    const session = await requireStaff(request, reply, { db, now, limits, role: "front-desk", change: false });
    if (!session) return reply;
    const { locationId } = request.query;
    const location = await findOwnLocation(db, session.locations, locationId);
    if (!location) return sendError(reply, 404, STAFF_MESSAGES.locationNotFound);
    const doctors = await findLocationDoctors(db, location.id);
    return staffDoctorsResponseSchema.parse({ status: OK, result: { locationId: location.id, doctors } });
  });
}
