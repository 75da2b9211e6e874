import { sql } from "kysely";
import type { Database } from "../database/create-database.ts";

/**
 * The first key of the two-key advisory locks this server takes on a calendar (the second is the
 * calendar id's hash): a namespace of its own, so no other use of advisory locks can collide with it.
 * The hold's server-side call (fad_hold_slot, migration 0150) is given it as an argument.
 */
export const CALENDAR_LOCK_NAMESPACE = 22_001;

/**
 * Serialises the writes that put a row into a calendar's exclusion index (docs/decisions.md 93): hold,
 * book and renew take this transaction-scoped lock before they write, so concurrent holds of
 * overlapping periods queue for a few milliseconds each instead of deadlocking inside the index (which
 * PostgreSQL resolves only after deadlock_timeout, and retries then pile up). Released at commit or
 * rollback; works the same on PGlite. Different calendars never wait for each other (barring a hash
 * collision, which only makes two calendars queue together).
 */
export async function lockCalendar(trx: Database, calendarId: string): Promise<void> {
  await sql`SELECT ${calendarLockCall(calendarId)}`.execute(trx);
}

/** The lock as an expression, for a statement that takes it and then writes (hold-slot.ts). */
export function calendarLockCall(calendarId: string) {
  return sql<void>`pg_advisory_xact_lock(${CALENDAR_LOCK_NAMESPACE}, hashtext(${calendarId}))`;
}

/** lockCalendar for the calendar of a hold, when only its hold id is known (no row: no lock needed). */
export async function lockCalendarOfHold(trx: Database, holdId: string): Promise<void> {
  await sql`
    SELECT pg_advisory_xact_lock(${CALENDAR_LOCK_NAMESPACE}, hashtext(calendar_id))
    FROM appointments WHERE hold_id = ${holdId}
  `.execute(trx);
}
