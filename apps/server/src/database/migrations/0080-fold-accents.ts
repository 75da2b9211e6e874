import { type Kysely, sql } from "kysely";

/**
 * Search without regard to accents (issue 36, docs/decisions.md 171): "Muñoz", "José" and "cardiólogo" find
 * what "munoz", "jose" and "cardiologo" find. `fold_accents` is an immutable SQL function (no extension, so
 * PGlite and a PostgreSQL server fold alike) translating each accented Latin letter to its base letter; its
 * table is frozen here and checked equal to `foldAccents` of the contracts, which folds what a visitor types.
 * The search document, the name keys, the exact terms and the type-ahead sort keys are rebuilt folded; the
 * texts shown (names, specialties) stay as the directory has them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(FOLD_FUNCTION).execute(db);
  for (const statement of [...DROP_VIEWS, ...viewStatements(FOLDED)]) await sql.raw(statement).execute(db);
  for (const view of ["physician_search", "directory_terms"]) await sql`ANALYZE ${sql.table(view)}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [...DROP_VIEWS, ...viewStatements(UNFOLDED)]) await sql.raw(statement).execute(db);
  await sql`DROP FUNCTION fold_accents(text)`.execute(db);
}

/** Latin-1 and Latin Extended letters that fold to one letter, as foldAccents folds them (the test checks). */
export const FOLD_FROM =
  "ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǢǣǦǧǨǩǪǫǬǭǮǯǰǴǵǸǹǺǻǼǽǾǿȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳḀḁḂḃḄḅḆḇḈḉḊḋḌḍḎḏḐḑḒḓḔḕḖḗḘḙḚḛḜḝḞḟḠḡḢḣḤḥḦḧḨḩḪḫḬḭḮḯḰḱḲḳḴḵḶḷḸḹḺḻḼḽḾḿṀṁṂṃṄṅṆṇṈṉṊṋṌṍṎṏṐṑṒṓṔṕṖṗṘṙṚṛṜṝṞṟṠṡṢṣṤṥṦṧṨṩṪṫṬṭṮṯṰṱṲṳṴṵṶṷṸṹṺṻṼṽṾṿẀẁẂẃẄẅẆẇẈẉẊẋẌẍẎẏẐẑẒẓẔẕẖẗẘẙẛẠạẢảẤấẦầẨẩẪẫẬậẮắẰằẲẳẴẵẶặẸẹẺẻẼẽẾếỀềỂểỄễỆệỈỉỊịỌọỎỏỐốỒồỔổỖỗỘộỚớỜờỞởỠỡỢợỤụỦủỨứỪừỬửỮữỰựỲỳỴỵỶỷỸỹ";
export const FOLD_TO =
  "AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyyAaAaAaCcCcCcCcDdEeEeEeEeEeGgGgGgGgHhIiIiIiIiIJjKkLlLlLlNnNnNnOoOoOoRrRrRrSsSsSsSsTtTtUuUuUuUuUuUuWwYyYZzZzZzOoUuAaIiOoUuUuUuUuUuAaAaÆæGgKkOoOoƷʒjGgNnAaÆæØøAaAaEeEeIiIiOoOoRrRrUuUuSsTtHhAaEeOoOoOoOoYyAaBbBbBbCcDdDdDdDdDdEeEeEeEeEeFfGgHhHhHhHhHhIiIiKkKkKkLlLlLlLlMmMmMmNnNnNnNnOoOoOoOoPpPpRrRrRrRrSsSsSsSsSsTtTtTtTtUuUuUuUuUuVvVvWwWwWwWwWwXxXxYyZzZzZzhtwyſAaAaAaAaAaAaAaAaAaAaAaAaEeEeEeEeEeEeEeEeIiIiOoOoOoOoOoOoOoOoOoOoOoOoUuUuUuUuUuUuUuYyYyYyYy";

const FOLD_FUNCTION = `CREATE FUNCTION fold_accents(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT translate($1, '${FOLD_FROM}', '${FOLD_TO}') $$`;

/** directory_terms reads physician_search, so both are rebuilt. */
const DROP_VIEWS = [`DROP MATERIALIZED VIEW directory_terms`, `DROP MATERIALIZED VIEW physician_search`];

const FOLDED = (expression: string) => `fold_accents(${expression})`;
const UNFOLDED = (expression: string) => expression;

/** The views of migration 0030 (0002's, retired clinicians left out), with `fold` around every text a search matches or sorts on. */
function viewStatements(fold: (expression: string) => string): string[] {
  return [
    `CREATE MATERIALIZED VIEW physician_search AS
   SELECT
     p.npi,
     lower(${fold("p.last_name")}) AS last_key,
     lower(${fold("p.first_name")}) AS first_key,
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
     setweight(to_tsvector('simple', ${fold("concat_ws(' ', p.first_name, p.middle_initial, p.last_name, p.designation)")}), 'A')
       || setweight(to_tsvector('simple', ${fold("coalesce(spec.names, '')")}), 'B')
       || setweight(to_tsvector('simple', ${fold("coalesce(kw.names, '')")}), 'C')
       || setweight(to_tsvector('simple', ${fold("concat_ws(' ', loc.place_text, aff.names)")}), 'D') AS document,
     ARRAY(
       SELECT DISTINCT lower(${fold("regexp_replace(trim(term), '\\s+', ' ', 'g')")})
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

    // Type-ahead terms with the facilities where each leads to a physician; terms that lead nowhere are left out.
    `CREATE MATERIALIZED VIEW directory_terms AS
   SELECT 'provider' AS type,
          p.first_name || coalesce(' ' || p.middle_initial || '.', '') || ' ' || p.last_name || ', ' || p.designation AS value,
          p.npi AS reference,
          lower(${fold("p.last_name || ' ' || p.first_name")}) AS sort_key,
          d.facility_coids AS coids
   FROM physicians p JOIN physician_search d ON d.npi = p.npi
   UNION ALL
   SELECT 'specialty', s.name, s.id::text, lower(${fold("s.name")}), coids.list
   FROM specialties s
   CROSS JOIN LATERAL (
     SELECT ARRAY(SELECT DISTINCT coid FROM physician_search d, unnest(d.facility_coids) AS coid
                  WHERE d.specialty_ids @> ARRAY[s.id] ORDER BY coid) AS list
   ) coids
   WHERE cardinality(coids.list) > 0
   UNION ALL
   SELECT 'webVisibleKeyword', k.keyword, k.keyword, lower(${fold("k.keyword")}), coids.list
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
   SELECT 'location', l.name, l.url_title, lower(${fold("l.name")}), ARRAY[l.facility_coid]
   FROM locations l
   WHERE EXISTS (SELECT 1 FROM provider_locations pl WHERE pl.location_id = l.id)`,
  ];
}
