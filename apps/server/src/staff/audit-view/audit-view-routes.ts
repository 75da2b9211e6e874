import {
  STAFF_AUDIT_CSV_MAX,
  STAFF_AUDIT_MESSAGES,
  STAFF_AUDIT_PATHS,
  type StaffAuditQuery,
  staffAuditQuerySchema,
  staffAuditResponseSchema,
} from "@fad/contracts/staff/staff-audit-view";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Clock } from "../../clock.ts";
import type { Database } from "../../database/create-database.ts";
import { sendError } from "../../http/api-errors.ts";
import type { PatientKeyring } from "../../patient-data/patient-encryption.ts";
import { recordStaffAudit } from "../staff-audit.ts";
import { requireStaff } from "../staff-guard.ts";
import type { SessionLimits } from "../staff-sessions.ts";
import { auditRowsCsv } from "./audit-csv.ts";
import { findAuditRows } from "./audit-rows.ts";

const OK = { code: "200", details: "OK" } as const;

/** The filters of a reading as its audit row's outcome says them (no patient data: who/what/when/where). */
function filtersOf(query: StaffAuditQuery): string {
  const parts = [
    query.from || query.to ? `period ${query.from ?? "…"}..${query.to ?? "…"}` : null,
    query.who ? `who ${JSON.stringify(query.who)}` : null,
    query.action ? `action ${query.action}` : null,
    query.after ? "next page" : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? `; ${parts.join(", ")}` : "";
}

/**
 * The auditor's view of the audit (decision 201): the list and its CSV, auditor role only (front desk and
 * administrator 403, signed out 401). A location filter outside the auditor's locations is the 404 of one
 * that does not exist, and audited. Every reading is a `view-audit` or `export-audit` row of its own.
 */
export function auditViewRoutes(
  app: FastifyInstance,
  options: { db: Database; clock: Clock; keyring: PatientKeyring; limits: SessionLimits },
): void {
  const { db, clock, keyring, limits } = options;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  async function open(request: FastifyRequest, reply: FastifyReply, query: StaffAuditQuery, csv: boolean) {
    const now = clock();
    const session = await requireStaff(request, reply, { db, now, limits, role: "auditor", change: false });
    if (!session) return null;
    const audit = { request, keyring, now, actor: session };
    const entry = {
      action: csv ? ("export-audit" as const) : ("view-audit" as const),
      bookingId: query.bookingId ?? null,
      locationId: query.locationId ?? null,
    };
    if (query.locationId && !session.locations.includes(query.locationId)) {
      await recordStaffAudit(db, audit, { ...entry, outcome: `not-found${filtersOf(query)}` });
      sendError(reply, 404, STAFF_AUDIT_MESSAGES.locationNotFound);
      return null;
    }
    const limit = csv ? STAFF_AUDIT_CSV_MAX : query.limit;
    const page = await findAuditRows(db, { query, locations: session.locations, limit });
    const counted = `${page.rows.length}${page.next ? "+" : ""}`;
    await recordStaffAudit(db, audit, {
      ...entry,
      outcome: `${csv ? "exported" : "shown"} ${counted}${filtersOf(query)}`,
    });
    return page;
  }

  typed.get(STAFF_AUDIT_PATHS.list, { schema: { querystring: staffAuditQuerySchema } }, async (request, reply) => {
    const page = await open(request, reply, request.query, false);
    if (!page) return reply;
    return staffAuditResponseSchema.parse({ status: OK, result: page });
  });

  // The CSV of the filtered audit: the newest STAFF_AUDIT_CSV_MAX rows (the page size and cursor apply not).
  typed.get(STAFF_AUDIT_PATHS.csv, { schema: { querystring: staffAuditQuerySchema } }, async (request, reply) => {
    const query = { ...request.query, after: undefined };
    const page = await open(request, reply, query, true);
    if (!page) return reply;
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="audit-${clock().toISOString().slice(0, 10)}.csv"`)
      .send(auditRowsCsv(page.rows));
  });
}
