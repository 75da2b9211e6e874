import { type Kysely, sql } from "kysely";
import { FOLD_FROM, FOLD_TO } from "./0080-fold-accents.ts";

/**
 * `fold_accents` returns ASCII text as it is, without `translate` (issue 35's bench, decision 199).
 * translate() against the 497 accented letters cost about 60 µs a row, and the planner, which inlines
 * the function and costs translate as one operator, walked the key order filtering row by row: FHIR
 * `Location?address-city=Scottsdale` took 650 ms and `Practitioner?name=john` 680 ms at 50,000
 * physicians. The folding table has no ASCII letter, so ASCII text (byte length equal to its character
 * length) folds to itself: the same result for every input, so the indexes built on the old body stay
 * true and need no rebuild. Not STRICT (a STRICT function with a CASE body is not inlined, and its
 * indexes would no longer match the query's expression); NULL still folds to NULL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`CREATE OR REPLACE FUNCTION fold_accents(text) RETURNS text
  LANGUAGE sql IMMUTABLE CALLED ON NULL INPUT PARALLEL SAFE
  AS $$ SELECT CASE WHEN octet_length($1) = char_length($1) THEN $1
                    ELSE translate($1, '${FOLD_FROM}', '${FOLD_TO}') END $$`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`CREATE OR REPLACE FUNCTION fold_accents(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT translate($1, '${FOLD_FROM}', '${FOLD_TO}') $$`)
    .execute(db);
}
