import { type Kysely, sql } from "kysely";

/**
 * What an import of a network's own directory needs (issue 32, decisions 130–133):
 * - `physicians.retired`: a clinician missing from a full import is kept (their bookings point at them)
 *   but leaves the search views and the profile, so they are neither found nor booked;
 * - the source's resource ids (`source_id`) of physicians (Practitioner), facilities (Organization),
 *   locations (Location), provider locations (PractitionerRole) and insurance plans (InsurancePlan), so
 *   a second import updates the rows the first one wrote;
 * - `physicians.source_hash`: a digest of every row an imported clinician brings, so an unchanged
 *   clinician is recognised without reading their rows back and a re-run writes nothing.
 * NPIs are already unique (the physicians' primary key). The search views of migrations 0002 and 0021
 * are recreated as they were, with `WHERE NOT p.retired`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
  for (const view of ["physician_search", "directory_terms", "physician_details_docs"]) {
    await sql`ANALYZE ${sql.table(view)}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP MATERIALIZED VIEW directory_terms`.execute(db);
  await sql`DROP MATERIALIZED VIEW physician_search`.execute(db);
  await sql`DROP MATERIALIZED VIEW physician_details_docs`.execute(db);
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}

const COLUMNS = [
  `ALTER TABLE physicians ADD COLUMN retired boolean NOT NULL DEFAULT false`,
  `ALTER TABLE physicians ADD COLUMN source_id text UNIQUE`,
  `ALTER TABLE physicians ADD COLUMN source_hash text`,
  `ALTER TABLE facilities ADD COLUMN source_id text UNIQUE`,
  `ALTER TABLE locations ADD COLUMN source_id text UNIQUE`,
  `ALTER TABLE provider_locations ADD COLUMN source_id text`,
  `ALTER TABLE insurance_plans ADD COLUMN source_id text UNIQUE`,
];

const DOWN = [
  `ALTER TABLE physicians DROP COLUMN retired, DROP COLUMN source_id, DROP COLUMN source_hash`,
  `ALTER TABLE facilities DROP COLUMN source_id`,
  `ALTER TABLE locations DROP COLUMN source_id`,
  `ALTER TABLE provider_locations DROP COLUMN source_id`,
  `ALTER TABLE insurance_plans DROP COLUMN source_id`,
];

const UP = [
  ...COLUMNS,
  `DROP MATERIALIZED VIEW directory_terms`,
  `DROP MATERIALIZED VIEW physician_search`,
  `DROP MATERIALIZED VIEW physician_details_docs`,
  // 0002's physician_search, retired clinicians left out.
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
   ) loc ON true
   WHERE NOT p.retired`,
  `CREATE UNIQUE INDEX physician_search_npi_idx ON physician_search (npi)`,
  `CREATE INDEX physician_search_name_idx ON physician_search (last_key, first_key, npi)`,
  `CREATE INDEX physician_search_document_idx ON physician_search USING gin (document)`,
  `CREATE INDEX physician_search_exact_idx ON physician_search USING gin (exact_terms)`,
  `CREATE INDEX physician_search_specialty_idx ON physician_search USING gin (specialty_ids)`,
  `CREATE INDEX physician_search_facility_idx ON physician_search USING gin (facility_coids)`,
  `CREATE INDEX physician_search_accepting_idx ON physician_search USING gin (accepting_coids)`,
  `CREATE INDEX physician_search_location_title_idx ON physician_search USING gin (location_url_titles)`,
  `CREATE INDEX physician_search_area_idx ON physician_search USING gist (area)`,

  // 0002's directory_terms unchanged (its provider terms join physician_search, so they leave out the retired).
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
  // 0021's physician_details_docs, retired clinicians left out (their profile is not found).
  `CREATE MATERIALIZED VIEW physician_details_docs AS
    SELECT p.npi, p.url_title, p.first_name, p.middle_initial, p.last_name, p.designation, p.photo_url, p.bio,
      p.care_philosophy, p.gender, p.languages, p.website, p.star_rating, p.rating_count, p.telehealth_provider,
      p.mhd_participant,
      coalesce((SELECT json_agg(json_build_array(ps.specialty_id,
                                  (SELECT s.name FROM specialties s WHERE s.id = ps.specialty_id),
                                  ps.is_primary, ps.board_certified))
                FROM physician_specialties ps WHERE ps.physician_npi = p.npi), '[]'::json) AS specialties,
      coalesce((SELECT json_agg((SELECT k.keyword FROM clinical_keywords k WHERE k.id = pk.keyword_id))
                FROM physician_keywords pk WHERE pk.physician_npi = p.npi), '[]'::json) AS keywords,
      coalesce((SELECT json_agg(json_build_array(a.location_id, a.location_name) ORDER BY a.id)
                FROM affiliations a WHERE a.physician_npi = p.npi), '[]'::json) AS affiliations,
      coalesce((SELECT json_agg(json_build_array(c.id, c.organization_or_school, c.type, c.year_received) ORDER BY c.id)
                FROM credentials c WHERE c.physician_npi = p.npi), '[]'::json) AS credentials,
      coalesce((SELECT json_agg(json_build_array(m.type, m.url, m.name, m.featured) ORDER BY m.featured DESC, m.id)
                FROM physician_media m WHERE m.physician_npi = p.npi), '[]'::json) AS media,
      coalesce((SELECT json_agg(json_build_array(pl.id, l.id, l.name, l.street, l.city, l.state, l.zip, l.phone,
                                l.related_contact_center_phone, c.id, l.facility_coid, pl.accepts_new_patients,
                                l.latitude, l.longitude, l.url_title, l.website, l.time_zone,
                                f.market, f.title, f.city, f.state,
                                (SELECT json_agg(json_build_array(ip.insurer_id, i.payor_name, ip.id, ip.plan_name))
                                 FROM location_insurance_plans lip
                                 JOIN insurance_plans ip ON ip.id = lip.insurance_plan_id
                                 JOIN insurers i ON i.id = ip.insurer_id
                                 WHERE lip.location_id = l.id))
                                ORDER BY pl.sort_order, pl.id)
                FROM provider_locations pl JOIN locations l ON l.id = pl.location_id
                JOIN facilities f ON f.coid = l.facility_coid
                LEFT JOIN calendars c ON c.provider_location_id = pl.id
                WHERE pl.physician_npi = p.npi), '[]'::json) AS locations
    FROM physicians p
    WHERE NOT p.retired`,
  `CREATE UNIQUE INDEX physician_details_docs_npi_idx ON physician_details_docs (npi)`,
  `CREATE INDEX physician_details_docs_url_title_idx ON physician_details_docs (url_title)`,
];
