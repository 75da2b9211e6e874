import { en, en_US, Faker } from "@faker-js/faker";
import { sql } from "kysely";
import type { Database } from "../database/create-database.ts";
import { refreshDirectorySearch } from "../directory/refresh-directory-search.ts";
import { generateNetworkPlaces } from "./generate-network-places.ts";
import { createPhysicianGenerator } from "./generate-physicians.ts";
import { insertInBatches } from "./insert-in-batches.ts";
import { generateLocationInsurance } from "./location-insurance.ts";
import { PHYSICIAN_TABLES } from "./physician-rows.ts";
import { buildReferenceRows, REFERENCE_TABLES } from "./reference-data.ts";

export interface SeedOptions {
  physicians: number;
  seed: number;
  log?: (message: string) => void;
}

/** Tables the seed fills, in an order that satisfies their foreign keys. */
export const SEEDED_TABLES = [
  "divisions",
  "facilities",
  "locations",
  ...REFERENCE_TABLES,
  "location_insurance_plans",
  ...PHYSICIAN_TABLES,
] as const;

export type SeededTable = (typeof SEEDED_TABLES)[number];

/** Rows written per table. */
export type SeedSummary = Record<SeededTable, number>;

/** Tables whose serial ids the seed sets itself; their sequences are moved past the seeded ids. */
const SERIAL_TABLES = [
  "clinical_keywords",
  "insurers",
  "insurance_plans",
  "physician_specialties",
  "affiliations",
  "credentials",
  "physician_media",
  "provider_locations",
  "calendar_weekly_rules",
] as const satisfies readonly SeededTable[];

/** Physicians generated and inserted at a time: bounded memory at any network size. */
const PHYSICIANS_PER_CHUNK = 2500;

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const row = await db.selectFrom("physicians").select("npi").limit(1).executeTakeFirst();
  return row === undefined;
}

/**
 * Fills an empty database with the deterministic demo network (DESIGN.md "Demo network"): the same
 * seed and size always give byte-identical rows, whatever the date or the machine. One transaction,
 * so a failed seed leaves nothing half-written.
 */
export async function seedDemoNetwork(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const log = options.log ?? (() => {});
  const faker = new Faker({ locale: [en_US, en] });
  faker.seed(options.seed);
  const summary = Object.fromEntries(SEEDED_TABLES.map((table) => [table, 0])) as SeedSummary;

  const reference = buildReferenceRows();
  const places = generateNetworkPlaces(faker, options.physicians);
  const generator = createPhysicianGenerator(faker, {
    places,
    catalogue: reference.index,
    seed: options.seed,
  });

  await db.transaction().execute(async (trx) => {
    const fixed = {
      divisions: places.divisions,
      facilities: places.facilities,
      locations: places.locations,
      ...reference.rows,
      location_insurance_plans: generateLocationInsurance(
        places.locations.map((location) => location.id),
        reference.rows.insurance_plans,
        options.seed,
      ),
    };
    for (const [table, rows] of Object.entries(fixed) as [keyof typeof fixed, never[]][]) {
      await insertInBatches(trx, table, rows);
      summary[table] = rows.length;
    }
    log(`inserted ${places.locations.length} locations of ${places.facilities.length} facilities and the catalogues`);

    for (let done = 0; done < options.physicians; done += PHYSICIANS_PER_CHUNK) {
      const rows = generator.next(Math.min(PHYSICIANS_PER_CHUNK, options.physicians - done));
      for (const table of PHYSICIAN_TABLES) {
        await insertInBatches(trx, table, rows[table] as never[]);
        summary[table] += rows[table].length;
      }
      log(`inserted ${done + rows.physicians.length} of ${options.physicians} physicians`);
    }

    for (const table of SERIAL_TABLES) {
      await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), coalesce((SELECT max(id) FROM ${sql.table(table)}), 0) + 1, false)`.execute(
        trx,
      );
    }
  });
  // Fresh statistics so the first searches get good plans; table by table so a shared server only
  // analyses what the seed wrote.
  for (const table of SEEDED_TABLES) await sql`ANALYZE ${sql.table(table)}`.execute(db);
  // The directory's search tables are derived from the rows just written.
  await refreshDirectorySearch(db);
  return summary;
}

/** Removes every seeded row and every appointment (seed --reset), and restarts the id sequences. */
export async function clearDemoNetwork(db: Database): Promise<void> {
  // Blocked time refers to locations and calendars: it goes with them (decision 164); the bookings'
  // search keys, notes and EHR marks go with the bookings (decisions 166, 167); an import's kept Plan-Net
  // resources and role references go too (decision 143): the reset network has none.
  const tables = sql.join(
    [
      "appointments",
      "booking_search_keys",
      "booking_staff_notes",
      "schedule_blocks",
      "provider_location_references",
      "plan_net_resources",
      ...SEEDED_TABLES,
    ].map((table) => sql.table(table)),
  );
  await sql`TRUNCATE ${tables} RESTART IDENTITY`.execute(db);
}
