import { type Kysely, sql } from "kysely";

/**
 * What SMART Scheduling Links' `_since` and a Slot's `meta.lastUpdated` need (decision 141):
 * - `appointments.state_changed_at`: when the row last changed status (held, booked, released, expired,
 *   cancelled, rescheduled), stamped by the database itself so the booking code needs no change. A
 *   release had no time of its own; without it a slot freed by a release could not be said changed.
 * - a calendar's appointment types and a type's duration decide which times a calendar publishes, so
 *   their changes stamp the provider location (the Schedule's and its Slots' source), as the weekly
 *   hours already do (migration 0040).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}

const TYPE_STAMPS = [
  {
    table: "calendar_appointment_types",
    stamp: `UPDATE provider_locations SET updated_at = now()
            WHERE id IN (SELECT c.provider_location_id FROM calendars c JOIN changed_rows r ON r.calendar_id = c.id)`,
  },
  {
    table: "appointment_types",
    stamp: `UPDATE provider_locations SET updated_at = now()
            WHERE id IN (SELECT c.provider_location_id FROM calendars c
                         JOIN calendar_appointment_types cat ON cat.calendar_id = c.id
                         JOIN changed_rows r ON r.code = cat.appointment_type_code)`,
  },
];
const EVENTS = [
  { event: "insert", table: "NEW TABLE AS changed_rows" },
  { event: "update", table: "NEW TABLE AS changed_rows" },
  { event: "delete", table: "OLD TABLE AS changed_rows" },
];

const UP = [
  `ALTER TABLE appointments ADD COLUMN state_changed_at timestamptz NOT NULL DEFAULT now()`,
  `CREATE FUNCTION stamp_appointment_state() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF NEW.status IS DISTINCT FROM OLD.status THEN
       NEW.state_changed_at := now();
     END IF;
     RETURN NEW;
   END $$`,
  `CREATE TRIGGER appointments_stamp_state BEFORE UPDATE ON appointments
     FOR EACH ROW EXECUTE FUNCTION stamp_appointment_state()`,
  ...TYPE_STAMPS.flatMap(({ table, stamp }) => [
    `CREATE FUNCTION slot_stamp_from_${table}() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       ${stamp};
       RETURN NULL;
     END $$`,
    ...EVENTS.map(
      ({ event, table: rows }) => `CREATE TRIGGER ${table}_slot_stamp_${event} AFTER ${event.toUpperCase()} ON ${table}
         REFERENCING ${rows} FOR EACH STATEMENT EXECUTE FUNCTION slot_stamp_from_${table}()`,
    ),
  ]),
];

const DOWN = [
  ...TYPE_STAMPS.flatMap(({ table }) => [
    ...EVENTS.map(({ event }) => `DROP TRIGGER ${table}_slot_stamp_${event} ON ${table}`),
    `DROP FUNCTION slot_stamp_from_${table}()`,
  ]),
  `DROP TRIGGER appointments_stamp_state ON appointments`,
  `DROP FUNCTION stamp_appointment_state()`,
  `ALTER TABLE appointments DROP COLUMN state_changed_at`,
];
