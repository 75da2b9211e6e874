import { type Kysely, sql } from "kysely";
import type { DatabaseSchema } from "../database/database-schema.ts";
import type { AuditContext } from "./booking-audit.ts";

/**
 * How many times one visitor may hold (decision 90), counted in the database so every server process
 * sees the same counts:
 * - live holds per client address (an IPv6 client's /64) on one calendar: `perCalendar`;
 * - holds made per holder and per client address in the last 24 hours: `perDay` (the audit's hold rows).
 * A holder has one live hold at most by construction: each hold releases the holder's others.
 */
export interface HoldLimits {
  perCalendar: number;
  perDay: number;
}

export const HOLD_LIMIT_DEFAULTS: HoldLimits = { perCalendar: 2, perDay: 30 };

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

/** Throws HoldLimitReached when one more hold would pass a limit. */
export async function checkHoldLimits(
  trx: Kysely<DatabaseSchema>,
  options: { limits: HoldLimits; calendarId: string; audit: AuditContext; now: Date },
): Promise<void> {
  const { limits, calendarId, audit, now } = options;
  const live = await trx
    .selectFrom("appointments")
    .select((eb) => eb.fn.countAll<string>().as("holds"))
    .where("holder_client_ref", "=", audit.clientRef)
    .where("calendar_id", "=", calendarId)
    .where("status", "=", "held")
    .where("hold_expires_at", ">", now)
    .executeTakeFirst();
  if (Number(live?.holds ?? 0) >= limits.perCalendar) throw new HoldLimitReached();

  const since = new Date(now.getTime() - DAY_MS);
  const madeBy = async (column: "client_ref" | "holder_ref", ref: string) => {
    const row = await trx
      .selectFrom("booking_audit")
      .select((eb) => eb.fn.countAll<string>().as("holds"))
      .where(column, "=", ref)
      .where("action", "=", "hold")
      .where("occurred_at", ">", since)
      .executeTakeFirst();
    return Number(row?.holds ?? 0);
  };
  if ((await madeBy("client_ref", audit.clientRef)) >= limits.perDay) throw new HoldLimitReached();
  if (audit.holderRef !== null && (await madeBy("holder_ref", audit.holderRef)) >= limits.perDay) {
    throw new HoldLimitReached();
  }
}
