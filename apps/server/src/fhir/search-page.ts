import { sql } from "kysely";
import type { Database } from "../database/create-database.ts";
import { badParameter } from "../http/fhir-errors.ts";
import type { SearchCriteria, SearchFilter } from "./search-parameters.ts";
import { and, type Condition, dateMatch } from "./sql-filters.ts";

/**
 * How one type's rows are searched: the FROM clause, the condition of each filter, and a unique,
 * stable sort key (the keyset the pages continue from, so a next link never repeats or skips a row,
 * whatever is written meanwhile: rows are found by their key, not by an offset).
 */
export interface RowSearch<Row> {
  from: Condition;
  /** The sort key's columns, unique together, in order (a btree index serves them). */
  key: Condition[];
  keyOf(row: Row): string[];
  /** The lastUpdated expression (for _lastUpdated). */
  lastUpdated: Condition;
  /** The condition for one filter (the type's own parameters, and _id). */
  filter(filter: SearchFilter): Condition;
  select: Condition;
  /**
   * Columns computed per resource of the page only (its lists, as JSON), over the page's rows as
   * `page`: read in the same round trip, never for the matches a LIMIT leaves out.
   */
  pageColumns?: { columns: Condition; keyNames: string[] };
}

export async function searchRows<Row>(
  db: Database,
  search: RowSearch<Row>,
  criteria: SearchCriteria,
): Promise<{ rows: Row[]; next: string[] | null }> {
  const conditions = criteria.filters.map((filter) => conditionOf(search, filter));
  if (criteria.cursor) {
    if (criteria.cursor.length !== search.key.length) {
      throw badParameter("_cursor", "_cursor is not one this server gave (use the Bundle's next link as it is)");
    }
    conditions.push(sql`(${sql.join(search.key)}) > (${sql.join(criteria.cursor)})`);
  }
  const matches = sql`
    SELECT ${search.select} FROM ${search.from}
    WHERE ${and(conditions)}
    ORDER BY ${sql.join(search.key)}
    LIMIT ${criteria.count + 1}`;
  const { rows } = await (search.pageColumns
    ? sql<Row>`SELECT page.*, ${search.pageColumns.columns} FROM (${matches}) page
        ORDER BY ${sql.join(search.pageColumns.keyNames.map((name) => sql.ref(`page.${name}`)))}`
    : sql<Row>`${matches}`
  ).execute(db);
  const page = rows.slice(0, criteria.count);
  const last = page[page.length - 1];
  return { rows: page, next: rows.length > criteria.count && last ? search.keyOf(last) : null };
}

function conditionOf<Row>(search: RowSearch<Row>, filter: SearchFilter): Condition {
  return filter.name === "_lastUpdated" && filter.type === "date"
    ? dateMatch(search.lastUpdated, filter)
    : search.filter(filter);
}

/**
 * The keys of this type's rows one filter matches, as a subquery (a chain's target, FHIR R4
 * §3.1.1.4.9.5): the source's condition is `column IN (this)`, answered by the database in one query.
 * Only for a single-column key, which is then the resource's id.
 */
export function matchingKeys<Row>(search: RowSearch<Row>, filter: SearchFilter): Condition {
  const [key] = search.key;
  if (!key || search.key.length !== 1) throw new Error("A chain's target needs a single-column key");
  return sql`SELECT ${key} FROM ${search.from} WHERE ${conditionOf(search, filter)}`;
}
