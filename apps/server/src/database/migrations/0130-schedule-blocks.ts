import { type Kysely, sql } from "kysely";

/**
 * Blocked time, closures and holidays set by a scheduling administrator (issue 33, decision 164).
 *
 * One table for the three kinds, since the schedule reads them together:
 * - once: one period on one day (a doctor's surgery morning); `period` in instants.
 * - closure: whole local days, first_day…last_day (a holiday, the clinic closed); `period` is those days'
 *   instants in the location's zone, computed when written, so reading it needs no zone arithmetic.
 * - weekly: a weekday's local wall-clock span (a weekly staff meeting), optionally from/until a day.
 * calendar_id NULL means every calendar of the location (a clinic's holiday).
 *
 * The table is one of the scheduling generation's sources (migration 0020): adding or removing a block
 * moves the generation, so every process drops its kept schedules and days at its next answer and no
 * patient is offered a blocked time (decision 71). A block cancels nothing: booked appointments under it
 * stay booked, and the administrator is shown them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE schedule_blocks (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      location_id text NOT NULL REFERENCES locations(id) ON DELETE CASCADE,
      calendar_id text REFERENCES calendars(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('once', 'closure', 'weekly')),
      period tstzrange,
      weekday smallint CHECK (weekday BETWEEN 0 AND 6),
      start_time time,
      end_time time,
      first_day date,
      last_day date,
      label text NOT NULL CHECK (length(label) BETWEEN 1 AND 120),
      created_by text NOT NULL,
      created_at timestamptz NOT NULL,
      CHECK (kind = 'weekly' OR (period IS NOT NULL AND NOT isempty(period))),
      CHECK (kind <> 'weekly' OR (weekday IS NOT NULL AND start_time IS NOT NULL AND end_time > start_time)),
      CHECK (first_day IS NULL OR last_day IS NULL OR last_day >= first_day)
    )
  `.execute(db);
  await sql`CREATE INDEX schedule_blocks_location_idx ON schedule_blocks (location_id)`.execute(db);
  await sql`CREATE INDEX schedule_blocks_calendar_idx ON schedule_blocks (calendar_id)`.execute(db);
  await sql`
    CREATE TRIGGER schedule_blocks_scheduling_generation
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON schedule_blocks
      FOR EACH STATEMENT EXECUTE FUNCTION bump_scheduling_generation()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE schedule_blocks`.execute(db);
}
