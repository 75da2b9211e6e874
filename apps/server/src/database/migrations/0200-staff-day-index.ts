import { type Kysely, sql } from "kysely";

/**
 * The front desk's day and week views (issue 33, decision 206) read a location's booked and cancelled
 * rows in a range of days. No index covered that range (the others hold live or published rows only), so
 * at 1M bookings each view scanned the whole table: 143 ms for one query alone, p95 of 1–3.6 s at 16
 * connections. With this index the day's query takes about 11 ms and the week's 16 ms; the planner uses
 * it once per calendar of the location. Built in the migration's transaction (it holds off writes to
 * appointments while it builds: seconds at 1M rows); an operator with a larger table can build it first
 * with CREATE INDEX CONCURRENTLY under the same name, and this migration then leaves it as it is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX IF NOT EXISTS appointments_staff_range_idx ON appointments (calendar_id, lower(period))
      WHERE status IN ('booked', 'cancelled')
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS appointments_staff_range_idx`.execute(db);
}
