import { type Kysely, sql } from "kysely";

/**
 * Insurance each location accepts (docs/decisions.md 67): the plans of the insurance list a location
 * takes, an insurer being accepted where one of its plans is. The search reads two derived views that
 * `refreshDirectorySearch` rebuilds with the others: per provider location the accepted insurer and plan
 * ids (the per-location check of the location-level filters), and per physician the same ids across
 * every location, GIN-indexed, so an insurance filter cuts the candidates before any location is read.
 * A view of its own rather than columns of physician_search, so the directory's search document can
 * change without this migration and this without it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
  for (const view of ["provider_location_search", "physician_insurance_search"]) {
    await sql`ANALYZE ${sql.table(view)}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}

const PROVIDER_LOCATION_SEARCH_INDEXES = [
  `CREATE UNIQUE INDEX provider_location_search_id_idx ON provider_location_search (provider_location_id)`,
  `CREATE INDEX provider_location_search_npi_idx ON provider_location_search (npi)`,
];

const UP = [
  `CREATE TABLE location_insurance_plans (
     location_id text NOT NULL REFERENCES locations(id) ON DELETE CASCADE,
     insurance_plan_id integer NOT NULL REFERENCES insurance_plans(id) ON DELETE CASCADE,
     PRIMARY KEY (location_id, insurance_plan_id)
   )`,
  `CREATE INDEX location_insurance_plans_plan_idx ON location_insurance_plans (insurance_plan_id)`,

  // 0002's provider_location_search with the location's accepted insurers and plans.
  `DROP MATERIALIZED VIEW provider_location_search`,
  `CREATE MATERIALIZED VIEW provider_location_search AS
   SELECT pl.physician_npi AS npi, pl.id AS provider_location_id, c.id AS calendar_id, l.facility_coid AS coid,
          l.url_title, l.latitude, l.longitude, pl.accepts_new_patients AS accepting,
          ARRAY(SELECT DISTINCT ip.insurer_id
                FROM location_insurance_plans lip JOIN insurance_plans ip ON ip.id = lip.insurance_plan_id
                WHERE lip.location_id = l.id ORDER BY ip.insurer_id) AS insurer_ids,
          ARRAY(SELECT lip.insurance_plan_id FROM location_insurance_plans lip
                WHERE lip.location_id = l.id ORDER BY lip.insurance_plan_id) AS plan_ids
   FROM provider_locations pl
   JOIN locations l ON l.id = pl.location_id
   LEFT JOIN calendars c ON c.provider_location_id = pl.id`,
  ...PROVIDER_LOCATION_SEARCH_INDEXES,

  // Physicians with at least one location accepting some insurance (the others have no row): the ids
  // accepted anywhere, and "id/coid" pairs telling at which facilities, so an insurer with a facility
  // filter, and the facilities of the matches, are answered from the row like the other filters.
  `CREATE MATERIALIZED VIEW physician_insurance_search AS
   SELECT pl.physician_npi AS npi,
          array_agg(DISTINCT ip.insurer_id ORDER BY ip.insurer_id) AS insurer_ids,
          array_agg(DISTINCT ip.id ORDER BY ip.id) AS plan_ids,
          array_agg(DISTINCT ip.insurer_id::text || '/' || l.facility_coid) AS insurer_coids,
          array_agg(DISTINCT ip.id::text || '/' || l.facility_coid) AS plan_coids
   FROM provider_locations pl
   JOIN locations l ON l.id = pl.location_id
   JOIN location_insurance_plans lip ON lip.location_id = pl.location_id
   JOIN insurance_plans ip ON ip.id = lip.insurance_plan_id
   GROUP BY pl.physician_npi`,
  `CREATE UNIQUE INDEX physician_insurance_search_npi_idx ON physician_insurance_search (npi)`,
  `CREATE INDEX physician_insurance_search_insurer_idx ON physician_insurance_search USING gin (insurer_ids)`,
  `CREATE INDEX physician_insurance_search_plan_idx ON physician_insurance_search USING gin (plan_ids)`,
  `CREATE INDEX physician_insurance_search_insurer_coid_idx ON physician_insurance_search USING gin (insurer_coids)`,
  `CREATE INDEX physician_insurance_search_plan_coid_idx ON physician_insurance_search USING gin (plan_coids)`,
];

const DOWN = [
  `DROP MATERIALIZED VIEW physician_insurance_search`,
  `DROP MATERIALIZED VIEW provider_location_search`,
  `CREATE MATERIALIZED VIEW provider_location_search AS
   SELECT pl.physician_npi AS npi, pl.id AS provider_location_id, c.id AS calendar_id, l.facility_coid AS coid,
          l.url_title, l.latitude, l.longitude, pl.accepts_new_patients AS accepting
   FROM provider_locations pl
   JOIN locations l ON l.id = pl.location_id
   LEFT JOIN calendars c ON c.provider_location_id = pl.id`,
  ...PROVIDER_LOCATION_SEARCH_INDEXES,
  `DROP TABLE location_insurance_plans`,
];
