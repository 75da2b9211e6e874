import { type Kysely, sql } from "kysely";

/**
 * When each directory row last changed, for the FHIR API's `meta.lastUpdated` and `_lastUpdated`
 * search (docs/decisions.md 140). The rows a resource is built from carry `updated_at`, set by the
 * database itself so every writer (the seed, an import, a hand edit) keeps it true without knowing of
 * it: a row update that leaves `updated_at` as it was stamps it now(); a writer that sets it itself
 * (a test, an import keeping its source's time) is believed. The rows hanging off a physician
 * (specialties, credentials) and a calendar's weekly hours stamp their physician or provider location,
 * once per statement, so a bulk load touches each parent once. A provider location (a FHIR
 * PractitionerRole, built from its physician and location too) takes its physician's or location's
 * stamp when that is newer, so one indexed column answers a role's `_lastUpdated`.
 * Prefix indexes serve the FHIR string searches (name, family, given, address-city: starts-with,
 * case-insensitive) without reading the table.
 */
const STAMPED = ["physicians", "locations", "facilities", "provider_locations"];

const CHILD_STAMPS = [
  {
    child: "physician_specialties",
    stamp: (rows: string) =>
      `UPDATE physicians SET updated_at = now() WHERE npi IN (SELECT physician_npi FROM ${rows})`,
  },
  {
    child: "credentials",
    stamp: (rows: string) =>
      `UPDATE physicians SET updated_at = now() WHERE npi IN (SELECT physician_npi FROM ${rows})`,
  },
  {
    child: "calendar_weekly_rules",
    stamp: (rows: string) =>
      `UPDATE provider_locations SET updated_at = now()
       WHERE id IN (SELECT c.provider_location_id FROM calendars c JOIN ${rows} r ON r.calendar_id = c.id)`,
  },
];

/** Parents whose newer stamp a provider location takes (on UPDATE; a new parent has no role yet). */
const ROLE_STAMPS = [
  { parent: "physicians", key: "npi", column: "physician_npi" },
  { parent: "locations", key: "id", column: "location_id" },
];

const EVENTS = [
  { event: "INSERT", table: "NEW TABLE AS changed_rows" },
  { event: "UPDATE", table: "NEW TABLE AS changed_rows" },
  { event: "DELETE", table: "OLD TABLE AS changed_rows" },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`CREATE FUNCTION fhir_stamp_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at AND NEW IS DISTINCT FROM OLD THEN
        NEW.updated_at := now();
      END IF;
      RETURN NEW;
    END $$`)
    .execute(db);
  for (const table of STAMPED) {
    await sql.raw(`ALTER TABLE ${table} ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`).execute(db);
    await sql
      .raw(`CREATE TRIGGER ${table}_stamp_updated_at BEFORE UPDATE ON ${table}
            FOR EACH ROW EXECUTE FUNCTION fhir_stamp_updated_at()`)
      .execute(db);
    await sql.raw(`CREATE INDEX ${table}_updated_at_idx ON ${table} (updated_at)`).execute(db);
  }
  for (const { child, stamp } of CHILD_STAMPS) {
    await sql
      .raw(`CREATE FUNCTION fhir_stamp_from_${child}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          ${stamp("changed_rows")};
          RETURN NULL;
        END $$`)
      .execute(db);
    for (const { event, table } of EVENTS) {
      await sql
        .raw(`CREATE TRIGGER ${child}_stamp_${event.toLowerCase()} AFTER ${event} ON ${child}
              REFERENCING ${table} FOR EACH STATEMENT EXECUTE FUNCTION fhir_stamp_from_${child}()`)
        .execute(db);
    }
  }
  for (const { parent, key, column } of ROLE_STAMPS) {
    await sql
      .raw(`CREATE FUNCTION fhir_stamp_roles_from_${parent}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          UPDATE provider_locations pl SET updated_at = c.updated_at FROM changed_rows c
          WHERE pl.${column} = c.${key} AND pl.updated_at < c.updated_at;
          RETURN NULL;
        END $$`)
      .execute(db);
    await sql
      .raw(`CREATE TRIGGER ${parent}_stamp_roles AFTER UPDATE ON ${parent}
            REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION fhir_stamp_roles_from_${parent}()`)
      .execute(db);
  }
  for (const statement of PREFIX_INDEXES) await sql.raw(statement).execute(db);
}

const PREFIX_INDEXES = [
  `CREATE INDEX physicians_last_name_prefix_idx ON physicians (lower(last_name) text_pattern_ops)`,
  `CREATE INDEX physicians_first_name_prefix_idx ON physicians (lower(first_name) text_pattern_ops)`,
  `CREATE INDEX locations_city_prefix_idx ON locations (lower(city) text_pattern_ops)`,
  `CREATE INDEX locations_zip_idx ON locations (zip)`,
  `CREATE INDEX locations_state_idx ON locations (state)`,
];

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    "physicians_last_name_prefix_idx",
    "physicians_first_name_prefix_idx",
    "locations_city_prefix_idx",
    "locations_zip_idx",
    "locations_state_idx",
  ]) {
    await sql.raw(`DROP INDEX ${name}`).execute(db);
  }
  for (const { parent } of ROLE_STAMPS) {
    await sql.raw(`DROP TRIGGER ${parent}_stamp_roles ON ${parent}`).execute(db);
    await sql.raw(`DROP FUNCTION fhir_stamp_roles_from_${parent}()`).execute(db);
  }
  for (const { child } of CHILD_STAMPS) {
    for (const { event } of EVENTS) {
      await sql.raw(`DROP TRIGGER ${child}_stamp_${event.toLowerCase()} ON ${child}`).execute(db);
    }
    await sql.raw(`DROP FUNCTION fhir_stamp_from_${child}()`).execute(db);
  }
  for (const table of STAMPED) {
    await sql.raw(`DROP TRIGGER ${table}_stamp_updated_at ON ${table}`).execute(db);
    await sql.raw(`ALTER TABLE ${table} DROP COLUMN updated_at`).execute(db);
  }
  await sql.raw(`DROP FUNCTION fhir_stamp_updated_at()`).execute(db);
}
