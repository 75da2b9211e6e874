import { type Kysely, sql } from "kysely";

/**
 * The provider directory's search tables (docs/decisions.md "Directory search documents"): one
 * precomputed row per physician holding everything a search filters, matches or sorts on, and one row
 * per type-ahead term. Both are materialized views over the source tables, rebuilt by
 * `refreshDirectorySearch` (the seed calls it); the generation counter tells every server process that
 * its in-memory term index is stale.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
  // A database migrated with its directory already loaded gets the views' statistics now: without them
  // the planner misjudges every search (one physician's locations estimated at hundreds of rows).
  for (const view of ["physician_search", "provider_location_search", "directory_terms"]) {
    await sql`ANALYZE ${sql.table(view)}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP MATERIALIZED VIEW directory_terms`.execute(db);
  await sql`DROP MATERIALIZED VIEW provider_location_search`.execute(db);
  await sql`DROP MATERIALIZED VIEW physician_search`.execute(db);
  await sql`DROP TABLE directory_search_state`.execute(db);
}

const STATEMENTS = [
  `CREATE TABLE directory_search_state (
     singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
     generation bigint NOT NULL DEFAULT 0,
     refreshed_at timestamptz NOT NULL DEFAULT now()
   )`,
  `INSERT INTO directory_search_state DEFAULT VALUES`,

  // Everything a search filters on, in one row per physician; the location arrays and the box around the
  // physician's locations let indexes cut the candidates before any location is looked at.
  `CREATE MATERIALIZED VIEW physician_search AS
   SELECT
     p.npi,
     lower(p.last_name) AS last_key,
     lower(p.first_name) AS first_key,
     p.gender,
     p.telehealth_provider,
     p.mhd_participant,
     p.languages,
     ARRAY(SELECT lower(language) FROM unnest(p.languages) AS language) AS language_keys,
     ARRAY(SELECT ps.specialty_id FROM physician_specialties ps WHERE ps.physician_npi = p.npi
           ORDER BY ps.specialty_id) AS specialty_ids,
     coalesce(loc.location_url_titles, '{}') AS location_url_titles,
     ARRAY(SELECT DISTINCT coid FROM unnest(loc.location_coids) AS coid ORDER BY coid) AS facility_coids,
     coalesce(loc.accepts_new_anywhere, false) AS accepts_new_anywhere,
     ARRAY(SELECT DISTINCT coid FROM unnest(loc.accepting_coids) AS coid WHERE coid IS NOT NULL ORDER BY coid)
       AS accepting_coids,
     loc.area,
     setweight(to_tsvector('simple', concat_ws(' ', p.first_name, p.middle_initial, p.last_name, p.designation)), 'A')
       || setweight(to_tsvector('simple', coalesce(spec.names, '')), 'B')
       || setweight(to_tsvector('simple', coalesce(kw.names, '')), 'C')
       || setweight(to_tsvector('simple', concat_ws(' ', loc.place_text, aff.names)), 'D') AS document,
     ARRAY(
       SELECT DISTINCT lower(regexp_replace(trim(term), '\\s+', ' ', 'g'))
       FROM unnest(
         ARRAY[
           p.first_name || ' ' || p.last_name,
           p.first_name || ' ' || p.middle_initial || ' ' || p.last_name,
           p.first_name || ' ' || p.middle_initial || '. ' || p.last_name,
           p.last_name
         ] || spec.list || kw.list || loc.place_list || aff.list
       ) AS term
       WHERE term IS NOT NULL
     ) AS exact_terms
   FROM physicians p
   LEFT JOIN LATERAL (
     SELECT string_agg(s.name, ' ') AS names, array_agg(s.name) AS list
     FROM physician_specialties ps JOIN specialties s ON s.id = ps.specialty_id
     WHERE ps.physician_npi = p.npi
   ) spec ON true
   LEFT JOIN LATERAL (
     SELECT string_agg(k.keyword, ' ') AS names, array_agg(k.keyword) AS list
     FROM physician_keywords pk JOIN clinical_keywords k ON k.id = pk.keyword_id
     WHERE pk.physician_npi = p.npi
   ) kw ON true
   LEFT JOIN LATERAL (
     SELECT string_agg(a.location_name, ' ') AS names, array_agg(a.location_name) AS list
     FROM affiliations a WHERE a.physician_npi = p.npi
   ) aff ON true
   LEFT JOIN LATERAL (
     SELECT
       array_agg(l.facility_coid) AS location_coids,
       array_agg(l.url_title) AS location_url_titles,
       bool_or(pl.accepts_new_patients) AS accepts_new_anywhere,
       array_agg(l.facility_coid) FILTER (WHERE pl.accepts_new_patients) AS accepting_coids,
       box(point(min(l.longitude), min(l.latitude)), point(max(l.longitude), max(l.latitude))) AS area,
       string_agg(concat_ws(' ', l.name, f.title, l.city), ' ') AS place_text,
       array_agg(l.name) || array_agg(f.title) AS place_list
     FROM provider_locations pl
     JOIN locations l ON l.id = pl.location_id
     JOIN facilities f ON f.coid = l.facility_coid
     WHERE pl.physician_npi = p.npi
   ) loc ON true`,
  `CREATE UNIQUE INDEX physician_search_npi_idx ON physician_search (npi)`,
  `CREATE INDEX physician_search_name_idx ON physician_search (last_key, first_key, npi)`,
  `CREATE INDEX physician_search_document_idx ON physician_search USING gin (document)`,
  `CREATE INDEX physician_search_exact_idx ON physician_search USING gin (exact_terms)`,
  `CREATE INDEX physician_search_specialty_idx ON physician_search USING gin (specialty_ids)`,
  `CREATE INDEX physician_search_facility_idx ON physician_search USING gin (facility_coids)`,
  `CREATE INDEX physician_search_accepting_idx ON physician_search USING gin (accepting_coids)`,
  `CREATE INDEX physician_search_location_title_idx ON physician_search USING gin (location_url_titles)`,
  `CREATE INDEX physician_search_area_idx ON physician_search USING gist (area)`,

  // One narrow row per provider location: the radius, facility and new-patient checks of the candidates.
  `CREATE MATERIALIZED VIEW provider_location_search AS
   SELECT pl.physician_npi AS npi, pl.id AS provider_location_id, c.id AS calendar_id, l.facility_coid AS coid,
          l.url_title, l.latitude, l.longitude, pl.accepts_new_patients AS accepting
   FROM provider_locations pl
   JOIN locations l ON l.id = pl.location_id
   LEFT JOIN calendars c ON c.provider_location_id = pl.id`,
  `CREATE UNIQUE INDEX provider_location_search_id_idx ON provider_location_search (provider_location_id)`,
  `CREATE INDEX provider_location_search_npi_idx ON provider_location_search (npi)`,

  // Type-ahead terms with the facilities where each leads to a physician; terms that lead nowhere are left out.
  `CREATE MATERIALIZED VIEW directory_terms AS
   SELECT 'provider' AS type,
          p.first_name || coalesce(' ' || p.middle_initial || '.', '') || ' ' || p.last_name || ', ' || p.designation AS value,
          p.npi AS reference,
          lower(p.last_name || ' ' || p.first_name) AS sort_key,
          d.facility_coids AS coids
   FROM physicians p JOIN physician_search d ON d.npi = p.npi
   UNION ALL
   SELECT 'specialty', s.name, s.id::text, lower(s.name), coids.list
   FROM specialties s
   CROSS JOIN LATERAL (
     SELECT ARRAY(SELECT DISTINCT coid FROM physician_search d, unnest(d.facility_coids) AS coid
                  WHERE d.specialty_ids @> ARRAY[s.id] ORDER BY coid) AS list
   ) coids
   WHERE cardinality(coids.list) > 0
   UNION ALL
   SELECT 'webVisibleKeyword', k.keyword, k.keyword, lower(k.keyword), coids.list
   FROM clinical_keywords k
   CROSS JOIN LATERAL (
     SELECT ARRAY(SELECT DISTINCT l.facility_coid
                  FROM physician_keywords pk
                  JOIN provider_locations pl ON pl.physician_npi = pk.physician_npi
                  JOIN locations l ON l.id = pl.location_id
                  WHERE pk.keyword_id = k.id ORDER BY l.facility_coid) AS list
   ) coids
   WHERE cardinality(coids.list) > 0
   UNION ALL
   SELECT 'location', l.name, l.url_title, lower(l.name), ARRAY[l.facility_coid]
   FROM locations l
   WHERE EXISTS (SELECT 1 FROM provider_locations pl WHERE pl.location_id = l.id)`,
];
