import { type Kysely, sql } from "kysely";
import type { HoldLimits } from "../config/hold-limit-defaults.ts";
import type { DatabaseSchema } from "../database/database-schema.ts";
import type { AuditContext } from "./booking-audit.ts";

const DAY_MS = 24 * 60 * 60_000;

/** Thrown inside the hold's transaction, which rolls back the releases it made before the count. */
export class HoldLimitReached extends Error {
  constructor() {
    super("hold limit reached");
    this.name = "HoldLimitReached";
  }
}

/**
 * Transaction-scoped locks on the holder and on the client: concurrent holds of one holder or one
 * address wait for each other, so each counts the others' holds (READ COMMITTED would let them all
 * count the same earlier state and all insert). Always the holder's first, then the client's: two
 * holds never wait for each other's in the opposite order. Held until the transaction ends.
 */
export async function lockHolderAndClient(
  trx: Kysely<DatabaseSchema>,
  holderToken: string,
  clientRef: string,
): Promise<void> {
  await sql`
    SELECT pg_advisory_xact_lock(hashtextextended(${`fad holder ${holderToken}`}, 0)),
           pg_advisory_xact_lock(hashtextextended(${`fad client ${clientRef}`}, 0))
  `.execute(trx);
}

/**
 * Throws HoldLimitReached when one more hold would pass a limit. One statement, after the locks (a
 * statement's snapshot is taken when it starts: one that took the locks itself could miss a hold
 * committed while it waited).
 */
export async function checkHoldLimits(
  trx: Kysely<DatabaseSchema>,
  options: { limits: HoldLimits; calendarId: string; audit: AuditContext; now: Date },
): Promise<void> {
  const { limits, calendarId, audit, now } = options;
  const since = new Date(now.getTime() - DAY_MS);
  const madeSince = (column: "client_ref" | "holder_ref", ref: string | null) => sql<number>`(
    SELECT count(*)::int FROM booking_audit
    WHERE ${sql.ref(column)} = ${ref} AND action = 'hold' AND occurred_at > ${since}
  )`;
  const { rows } = await sql<{ live: number; byClient: number; byHolder: number }>`
    SELECT
      (SELECT count(*)::int FROM appointments
        WHERE holder_client_ref = ${audit.clientRef} AND calendar_id = ${calendarId}
          AND status = 'held' AND hold_expires_at > ${now}) AS live,
      ${madeSince("client_ref", audit.clientRef)} AS "byClient",
      ${audit.holderRef === null ? sql<number>`0` : madeSince("holder_ref", audit.holderRef)} AS "byHolder"
  `.execute(trx);
  const counts = rows[0];
  if (!counts) return;
  if (counts.live >= limits.perCalendar) throw new HoldLimitReached();
  if (counts.byClient >= limits.perDay || counts.byHolder >= limits.perDay) throw new HoldLimitReached();
}
