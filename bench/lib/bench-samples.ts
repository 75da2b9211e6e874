import type { Database } from "@fad/server/database/create-database";
import { sql } from "kysely";

/** Real values from the seeded network, so every benchmark request asks for something that exists. */
export interface BenchSamples {
  urlTitles: string[];
  lastNames: string[];
  specialties: string[];
  keywords: string[];
  zips: string[];
  calendars: { calendarId: string; npi: string; locationId: string; appointmentTypeCode: string }[];
  /** Cities of the network's locations (the FHIR Location search). */
  cities: string[];
  /** A specialty practised at a location (the FHIR PractitionerRole search). */
  specialtyLocations: { specialty: string; locationId: string }[];
}

const SAMPLE_SIZE = 300;

export async function collectSamples(db: Database): Promise<BenchSamples> {
  const physicians = await sql<{ url_title: string; last_name: string }>`
    SELECT url_title, last_name FROM physicians ORDER BY md5(npi) LIMIT ${SAMPLE_SIZE}`.execute(db);
  const specialties = await sql<{ name: string }>`SELECT name FROM specialties ORDER BY name`.execute(db);
  const keywords = await sql<{ keyword: string }>`
    SELECT keyword FROM clinical_keywords ORDER BY md5(keyword) LIMIT ${SAMPLE_SIZE}`.execute(db);
  const zips = await sql<{ zip: string }>`SELECT DISTINCT zip FROM locations ORDER BY zip`.execute(db);
  // A calendar's first New or New/Current visit type that is not texting-only: what a new patient books.
  const calendars = await sql<{ calendar_id: string; npi: string; location_id: string; code: string }>`
    SELECT DISTINCT ON (c.id) c.id AS calendar_id, pl.physician_npi AS npi, pl.location_id, t.code
    FROM calendars c
    JOIN provider_locations pl ON pl.id = c.provider_location_id
    JOIN calendar_appointment_types cat ON cat.calendar_id = c.id
    JOIN appointment_types t ON t.code = cat.appointment_type_code
    WHERE NOT t.texting_only AND t.patient_type IN ('New', 'New/Current')
    ORDER BY c.id, t.friendly_name2`.execute(db);
  const cities = await sql<{ city: string }>`SELECT DISTINCT city FROM locations ORDER BY city`.execute(db);
  const specialtyLocations = await sql<{ specialty: string; location_id: string }>`
    SELECT specialty, location_id FROM (
      SELECT DISTINCT s.name AS specialty, pl.location_id
      FROM provider_locations pl
      JOIN physician_specialties ps ON ps.physician_npi = pl.physician_npi
      JOIN specialties s ON s.id = ps.specialty_id) pairs
    ORDER BY md5(specialty || location_id) LIMIT ${SAMPLE_SIZE}`.execute(db);
  return {
    urlTitles: physicians.rows.map((row) => row.url_title),
    cities: cities.rows.map((row) => row.city),
    specialtyLocations: specialtyLocations.rows.map((row) => ({
      specialty: row.specialty,
      locationId: row.location_id,
    })),
    lastNames: physicians.rows.map((row) => row.last_name),
    specialties: specialties.rows.map((row) => row.name),
    keywords: keywords.rows.map((row) => row.keyword),
    zips: zips.rows.map((row) => row.zip),
    calendars: shuffle(calendars.rows)
      .slice(0, SAMPLE_SIZE)
      .map((row) => ({
        calendarId: row.calendar_id,
        npi: row.npi,
        locationId: row.location_id,
        appointmentTypeCode: row.code,
      })),
  };
}

/** A fixed-seed shuffle, so two runs ask for the same things. */
function shuffle<T>(items: T[]): T[] {
  const result = [...items];
  let state = 20261122;
  for (let index = result.length - 1; index > 0; index -= 1) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const other = state % (index + 1);
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}

/** Cycles through a list: request n asks for item n mod length. */
export function cycle<T>(items: T[]): () => T {
  if (items.length === 0) throw new Error("no samples: is the network seeded?");
  let index = 0;
  return () => items[index++ % items.length] as T;
}
