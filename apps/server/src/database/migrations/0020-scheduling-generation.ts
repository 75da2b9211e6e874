import { type Kysely, sql } from "kysely";

/**
 * A counter that moves on whenever anything a calendar's open slots are computed from changes: weekly
 * rules, the calendar's types, a type's duration or flags, the calendar or its provider location, or a
 * location's time zone. Server processes keep schedules (and the days of slots built from them) in
 * memory and check this one row before using them, so a change made by any process, or by hand in the
 * database, is seen by every process at its next search (decision 71). Statement-level triggers: a bulk
 * load bumps it once per statement, not per row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}

const SOURCES = [
  "calendar_weekly_rules",
  "calendar_appointment_types",
  "appointment_types",
  "calendars",
  "provider_locations",
  "locations",
];

const UP = [
  `CREATE TABLE scheduling_state (
     id boolean PRIMARY KEY DEFAULT true CHECK (id),
     generation bigint NOT NULL DEFAULT 1
   )`,
  `INSERT INTO scheduling_state (id, generation) VALUES (true, 1)`,
  `CREATE FUNCTION bump_scheduling_generation() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     UPDATE scheduling_state SET generation = generation + 1;
     RETURN NULL;
   END $$`,
  ...SOURCES.map(
    (table) => `CREATE TRIGGER ${table}_scheduling_generation
       AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
       FOR EACH STATEMENT EXECUTE FUNCTION bump_scheduling_generation()`,
  ),
];

const DOWN = [
  ...SOURCES.map((table) => `DROP TRIGGER ${table}_scheduling_generation ON ${table}`),
  `DROP FUNCTION bump_scheduling_generation()`,
  `DROP TABLE scheduling_state`,
];
