import { sql } from "kysely";
import type { Clock } from "../clock.ts";
import type { Database } from "../database/create-database.ts";

/** What the health check says of the two outboxes: messages waiting, and messages given up. */
export interface OutboxHealth {
  email: { backlog: number; dead: number };
  hl7: { backlog: number; dead: number; oldestPendingSeconds: number | null };
}

/**
 * Counted from the outboxes' partial indexes (pending and given-up rows only), so a poll every second
 * stays cheap however many sent rows the tables keep. Every process answers the same: the outboxes
 * are in the database.
 */
export async function readOutboxHealth(db: Database, clock: Clock): Promise<OutboxHealth> {
  const { rows } = await sql<{
    email_backlog: string;
    email_dead: string;
    hl7_backlog: string;
    hl7_dead: string;
    hl7_oldest: Date | null;
  }>`
    SELECT
      (SELECT count(*) FROM email_outbox WHERE status = 'pending') AS email_backlog,
      (SELECT count(*) FROM email_outbox WHERE status = 'failed') AS email_dead,
      (SELECT count(*) FROM hl7_outbox WHERE status = 'pending') AS hl7_backlog,
      (SELECT count(*) FROM hl7_outbox WHERE status = 'dead') AS hl7_dead,
      (SELECT min(created_at) FROM hl7_outbox WHERE status = 'pending') AS hl7_oldest
  `.execute(db);
  const row = rows[0];
  const oldest = row?.hl7_oldest ? new Date(row.hl7_oldest) : null;
  return {
    email: { backlog: Number(row?.email_backlog ?? 0), dead: Number(row?.email_dead ?? 0) },
    hl7: {
      backlog: Number(row?.hl7_backlog ?? 0),
      dead: Number(row?.hl7_dead ?? 0),
      oldestPendingSeconds: oldest ? Math.max(0, Math.round((clock().getTime() - oldest.getTime()) / 1000)) : null,
    },
  };
}
