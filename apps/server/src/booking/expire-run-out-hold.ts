import type { Database } from "../database/create-database.ts";

/**
 * Marks a hold that ran out as expired, now rather than at the next hold on its period: the renew,
 * release and book calls do it when they meet one. Only a row still held past its expiry changes.
 */
export async function expireRunOutHold(db: Database, holdId: string, now: Date): Promise<void> {
  await db
    .updateTable("appointments")
    .set({ status: "expired" })
    .where("hold_id", "=", holdId)
    .where("status", "=", "held")
    .where("hold_expires_at", "<=", now)
    .execute();
}
