import { type Insertable, sql, type Transaction } from "kysely";
import type { DatabaseSchema } from "../database/database-schema.ts";

/** Rows per statement: a few megabytes of JSON at most, so no single statement holds much memory. */
const ROWS_PER_STATEMENT = 5000;

/**
 * Inserts many rows, each statement carrying a batch as one JSON parameter that PostgreSQL unpacks
 * with json_populate_recordset. One bind parameter per statement keeps far from PostgreSQL's 65,535
 * limit whatever the batch width, and spares the driver and the parser tens of thousands of
 * placeholders (measured faster on PGlite than multi-row VALUES). Every row must carry the same keys;
 * columns not named keep their defaults.
 */
export async function insertInBatches<Table extends keyof DatabaseSchema & string>(
  trx: Transaction<DatabaseSchema>,
  table: Table,
  rows: readonly Insertable<DatabaseSchema[Table]>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = sql.join(Object.keys(first).map((column) => sql.ref(column)));
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const batch = JSON.stringify(rows.slice(start, start + ROWS_PER_STATEMENT));
    await sql`
      INSERT INTO ${sql.table(table)} (${columns})
      SELECT ${columns} FROM json_populate_recordset(NULL::${sql.table(table)}, ${batch}::json)
    `.execute(trx);
  }
}
