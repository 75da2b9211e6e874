import { type Kysely, sql } from "kysely";

/**
 * Every physician's profile sections in one row each, rebuilt by `refreshDirectorySearch` with the
 * other search views (decision 72). A results page read them physician by physician, each a dozen
 * correlated look-ups (specialties, keywords, locations with their accepted insurance), which made the
 * details the costliest statement of a search at 50,000 physicians; now it is a look-up by key. The
 * columns are those loadPhysicianDetails reads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
  await sql`ANALYZE physician_details_docs`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP MATERIALIZED VIEW physician_details_docs`.execute(db);
}

const UP = [
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
    FROM physicians p`,
  `CREATE UNIQUE INDEX physician_details_docs_npi_idx ON physician_details_docs (npi)`,
  `CREATE INDEX physician_details_docs_url_title_idx ON physician_details_docs (url_title)`,
];
