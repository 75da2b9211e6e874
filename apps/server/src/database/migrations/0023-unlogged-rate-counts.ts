import { type Kysely, sql } from "kysely";

/**
 * The rate limits' counters kept out of the write-ahead log (decision 114): every limited call adds one
 * to its row, and as a logged table each of those writes waited for a WAL flush to disk, about 5 ms of a
 * search under load at 50,000 physicians (an unlogged table took the same insert from 11 ms to 1 ms
 * with 4 clients, measured with pgbench). A crash empties an unlogged table; losing a minute's counts
 * then only lets a client start its minute again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE rate_limit_counts SET UNLOGGED`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE rate_limit_counts SET LOGGED`.execute(db);
}
