import { type Kysely, sql } from "kysely";

/**
 * The whole schema of spec discovery §3 and booking §3. Raw SQL because the exclusion constraint,
 * ranges and extensions are PostgreSQL features the schema builder only wraps.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Extensions live in public so per-test schemas on a shared PostgreSQL all see one copy;
  // the advisory lock stops two test workers creating them at the same moment.
  await sql`SELECT pg_advisory_xact_lock(727001)`.execute(db);
  // cube and earthdistance were created here once and never used; a fresh database no longer gets them
  // and migration 0081 drops them where they were made.
  for (const extension of ["pg_trgm", "btree_gist"]) {
    await sql`CREATE EXTENSION IF NOT EXISTS ${sql.raw(extension)} SCHEMA public`.execute(db);
  }

  for (const statement of splitStatements(SCHEMA)) {
    await sql.raw(statement).execute(db);
  }
}

/** PGlite's extended protocol runs one statement per call, so the schema is sent statement by statement. */
function splitStatements(script: string): string[] {
  return script
    .split(/;\s*\n/)
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}

const SCHEMA = `
    CREATE TABLE divisions (
      id text PRIMARY KEY,
      name text NOT NULL,
      contact_number text
    );

    CREATE TABLE facilities (
      coid text PRIMARY KEY,
      market text NOT NULL,
      title text NOT NULL,
      city text NOT NULL,
      state char(2) NOT NULL,
      division_id text REFERENCES divisions(id)
    );

    CREATE TABLE locations (
      id text PRIMARY KEY,
      facility_coid text NOT NULL REFERENCES facilities(coid),
      url_title text NOT NULL UNIQUE,
      name text NOT NULL,
      street text NOT NULL,
      city text NOT NULL,
      state char(2) NOT NULL,
      zip text NOT NULL CHECK (zip ~ '^[0-9]{5}$'),
      phone text,
      related_contact_center_phone text,
      latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
      longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
      time_zone text NOT NULL,
      website text
    );
    CREATE INDEX locations_facility_idx ON locations (facility_coid);

    CREATE TABLE physicians (
      npi text PRIMARY KEY CHECK (npi ~ '^[0-9]{10}$'),
      url_title text NOT NULL UNIQUE,
      first_name text NOT NULL,
      middle_initial text,
      last_name text NOT NULL,
      designation text NOT NULL,
      photo_url text,
      bio text,
      care_philosophy text,
      gender text NOT NULL CHECK (gender IN ('Male', 'Female')),
      languages text[] NOT NULL DEFAULT '{English}',
      website text,
      star_rating numeric(2, 1) CHECK (star_rating BETWEEN 0 AND 5),
      rating_count integer NOT NULL DEFAULT 0 CHECK (rating_count >= 0),
      telehealth_provider boolean NOT NULL DEFAULT false,
      mhd_participant boolean NOT NULL DEFAULT false
    );
    CREATE INDEX physicians_last_name_idx ON physicians (lower(last_name), lower(first_name));

    CREATE TABLE specialties (
      id integer PRIMARY KEY,
      name text NOT NULL UNIQUE
    );

    CREATE TABLE physician_specialties (
      id serial PRIMARY KEY,
      physician_npi text NOT NULL REFERENCES physicians(npi) ON DELETE CASCADE,
      specialty_id integer NOT NULL REFERENCES specialties(id),
      is_primary boolean NOT NULL DEFAULT false,
      board_certified boolean NOT NULL DEFAULT false,
      UNIQUE (physician_npi, specialty_id)
    );
    CREATE INDEX physician_specialties_specialty_idx ON physician_specialties (specialty_id);

    CREATE TABLE clinical_keywords (
      id serial PRIMARY KEY,
      keyword text NOT NULL UNIQUE,
      kind text NOT NULL CHECK (kind IN ('condition', 'procedure'))
    );

    CREATE TABLE specialty_keywords (
      specialty_id integer NOT NULL REFERENCES specialties(id),
      keyword_id integer NOT NULL REFERENCES clinical_keywords(id),
      PRIMARY KEY (specialty_id, keyword_id)
    );

    CREATE TABLE physician_keywords (
      physician_npi text NOT NULL REFERENCES physicians(npi) ON DELETE CASCADE,
      keyword_id integer NOT NULL REFERENCES clinical_keywords(id),
      PRIMARY KEY (physician_npi, keyword_id)
    );
    CREATE INDEX physician_keywords_keyword_idx ON physician_keywords (keyword_id);

    CREATE TABLE affiliations (
      id serial PRIMARY KEY,
      physician_npi text NOT NULL REFERENCES physicians(npi) ON DELETE CASCADE,
      location_id text NOT NULL,
      location_name text NOT NULL
    );
    CREATE INDEX affiliations_physician_idx ON affiliations (physician_npi);

    CREATE TABLE credentials (
      id serial PRIMARY KEY,
      physician_npi text NOT NULL REFERENCES physicians(npi) ON DELETE CASCADE,
      organization_or_school text NOT NULL,
      type text NOT NULL,
      year_received integer CHECK (year_received BETWEEN 1900 AND 2100)
    );
    CREATE INDEX credentials_physician_idx ON credentials (physician_npi);

    CREATE TABLE physician_media (
      id serial PRIMARY KEY,
      physician_npi text NOT NULL REFERENCES physicians(npi) ON DELETE CASCADE,
      type text NOT NULL CHECK (type IN ('video', 'link', 'publication')),
      url text NOT NULL,
      name text NOT NULL,
      featured boolean NOT NULL DEFAULT false
    );
    CREATE INDEX physician_media_physician_idx ON physician_media (physician_npi);

    CREATE TABLE appointment_types (
      code text PRIMARY KEY,
      friendly_name2 text NOT NULL,
      abbreviation text NOT NULL,
      mhd_appointment_type_name text NOT NULL,
      patient_type text NOT NULL CHECK (patient_type IN ('New', 'Current', 'New/Current')),
      duration_minutes integer NOT NULL CHECK (duration_minutes > 0 AND duration_minutes <= 480),
      texting_only boolean NOT NULL DEFAULT false
    );

    CREATE TABLE specialty_appointment_types (
      specialty_id integer NOT NULL REFERENCES specialties(id),
      appointment_type_code text NOT NULL REFERENCES appointment_types(code),
      PRIMARY KEY (specialty_id, appointment_type_code)
    );

    CREATE TABLE provider_locations (
      id serial PRIMARY KEY,
      physician_npi text NOT NULL REFERENCES physicians(npi) ON DELETE CASCADE,
      location_id text NOT NULL REFERENCES locations(id),
      sort_order smallint NOT NULL DEFAULT 0,
      accepts_new_patients boolean NOT NULL DEFAULT true,
      UNIQUE (physician_npi, location_id)
    );
    CREATE INDEX provider_locations_location_idx ON provider_locations (location_id);

    CREATE TABLE calendars (
      id text PRIMARY KEY,
      provider_location_id integer NOT NULL UNIQUE REFERENCES provider_locations(id) ON DELETE CASCADE
    );

    CREATE TABLE calendar_weekly_rules (
      id serial PRIMARY KEY,
      calendar_id text NOT NULL REFERENCES calendars(id) ON DELETE CASCADE,
      weekday smallint NOT NULL CHECK (weekday BETWEEN 0 AND 6),
      start_time time NOT NULL,
      end_time time NOT NULL,
      CHECK (end_time > start_time)
    );
    CREATE INDEX calendar_weekly_rules_calendar_idx ON calendar_weekly_rules (calendar_id);

    CREATE TABLE calendar_appointment_types (
      calendar_id text NOT NULL REFERENCES calendars(id) ON DELETE CASCADE,
      appointment_type_code text NOT NULL REFERENCES appointment_types(code),
      information_for_consumer text NOT NULL DEFAULT '',
      PRIMARY KEY (calendar_id, appointment_type_code)
    );

    CREATE TABLE insurers (
      id serial PRIMARY KEY,
      payor_name text NOT NULL UNIQUE
    );

    CREATE TABLE insurance_plans (
      id serial PRIMARY KEY,
      insurer_id integer NOT NULL REFERENCES insurers(id) ON DELETE CASCADE,
      plan_name text NOT NULL,
      UNIQUE (insurer_id, plan_name)
    );

    CREATE TABLE appointments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      calendar_id text NOT NULL REFERENCES calendars(id),
      appointment_type_code text NOT NULL REFERENCES appointment_types(code),
      slot_id text NOT NULL,
      period tstzrange NOT NULL CHECK (NOT isempty(period)),
      status text NOT NULL CHECK (status IN ('held', 'booked', 'released', 'expired')),
      hold_id text NOT NULL UNIQUE,
      hold_expires_at timestamptz NOT NULL,
      holder_token text,
      booking_id text UNIQUE,
      booked_at timestamptz,
      patient_ciphertext bytea,
      source text,
      site_type text,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT appointments_no_overlap
        EXCLUDE USING gist (calendar_id WITH =, period WITH &&) WHERE (status IN ('held', 'booked')),
      CONSTRAINT appointments_booked_complete
        CHECK (status <> 'booked' OR (booking_id IS NOT NULL AND booked_at IS NOT NULL AND patient_ciphertext IS NOT NULL))
    );
    CREATE INDEX appointments_live_idx ON appointments (calendar_id, hold_expires_at) WHERE status IN ('held', 'booked');
`;

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE appointments, insurance_plans, insurers, calendar_appointment_types, calendar_weekly_rules,
      calendars, provider_locations, specialty_appointment_types, appointment_types, physician_media,
      credentials, affiliations, physician_keywords, specialty_keywords, clinical_keywords,
      physician_specialties, specialties, physicians, locations, facilities, divisions
  `.execute(db);
}
