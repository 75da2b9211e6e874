import { type Kysely, sql } from "kysely";

/**
 * FHIR string search ignores accents as well as case (R4 §3.1.1.4.7, decision 142): the FHIR name and
 * city searches compare `lower(fold_accents(column))` (migration 0080's function) with the folded value,
 * so the prefix indexes of migration 0040 are rebuilt on that expression.
 */
const REPLACED = [
  { name: "physicians_last_name_prefix_idx", table: "physicians", column: "last_name" },
  { name: "physicians_first_name_prefix_idx", table: "physicians", column: "first_name" },
  { name: "locations_city_prefix_idx", table: "locations", column: "city" },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name, table, column } of REPLACED) {
    await sql.raw(`DROP INDEX ${name}`).execute(db);
    await sql.raw(`CREATE INDEX ${name} ON ${table} (lower(fold_accents(${column})) text_pattern_ops)`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name, table, column } of REPLACED) {
    await sql.raw(`DROP INDEX ${name}`).execute(db);
    await sql.raw(`CREATE INDEX ${name} ON ${table} (lower(${column}) text_pattern_ops)`).execute(db);
  }
}
