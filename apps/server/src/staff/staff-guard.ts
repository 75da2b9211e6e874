import { STAFF_CSRF_HEADER, STAFF_MESSAGES, type StaffRole } from "@fad/contracts/staff/staff-console";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../database/create-database.ts";
import { sendError } from "../http/api-errors.ts";
import { clearSessionCookie, cookieValueOf, STAFF_SESSION_COOKIE } from "./staff-cookies.ts";
import { csrfMatches, openStaffSession, type SessionLimits, type StaffSessionRow } from "./staff-sessions.ts";

/**
 * Every staff call passes here first: the session cookie must open a live session (else 401 and the
 * cookie cleared), every change must carry the session's CSRF token in its header (else 403), and the
 * person must hold the role the call needs (else 403). Staff answers are never cached.
 */
export async function requireStaff(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { db: Database; now: Date; limits: SessionLimits; role: StaffRole | null; change: boolean },
): Promise<StaffSessionRow | null> {
  reply.header("cache-control", "no-store");
  const token = cookieValueOf(request, STAFF_SESSION_COOKIE);
  const session = token
    ? await openStaffSession(options.db, token, { now: options.now, limits: options.limits })
    : null;
  if (!session) {
    if (token) clearSessionCookie(reply);
    sendError(reply, 401, STAFF_MESSAGES.signedOut);
    return null;
  }
  if (options.change && !csrfMatches(request.headers[STAFF_CSRF_HEADER], session.csrfToken)) {
    sendError(reply, 403, STAFF_MESSAGES.badCsrf);
    return null;
  }
  if (options.role && !session.roles.includes(options.role)) {
    sendError(reply, 403, STAFF_MESSAGES.forbiddenRole);
    return null;
  }
  return session;
}
