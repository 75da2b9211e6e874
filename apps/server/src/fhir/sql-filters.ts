import { foldAccents } from "@fad/contracts/search/fold-accents";
import { type RawBuilder, sql } from "kysely";
import type {
  DateFilter,
  DatePrefix,
  DateValue,
  ReferenceFilter,
  StringFilter,
  TokenValue,
} from "./search-parameters.ts";

export type Condition = RawBuilder<unknown>;

export const TRUE: Condition = sql`TRUE`;
export const FALSE: Condition = sql`FALSE`;

export function and(conditions: Condition[]): Condition {
  return conditions.length === 0 ? TRUE : sql`(${sql.join(conditions, sql` AND `)})`;
}

export function or(conditions: Condition[]): Condition {
  return conditions.length === 0 ? FALSE : sql`(${sql.join(conditions, sql` OR `)})`;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * FHIR string matching on any of the columns: starts with (ignoring case and accents, as FHIR R4
 * §3.1.1.4.7 says; served by the lower(fold_accents(column)) text_pattern_ops indexes of migration
 * 0111), :exact (equal, case- and accent-sensitive) or :contains (anywhere, ignoring case and accents).
 * The value is folded by the contracts' foldAccents, which folds as the SQL function does (decision 171).
 */
export function stringMatch(columns: Condition[], filter: StringFilter): Condition {
  return or(
    filter.values.flatMap((value) =>
      columns.map((column) => {
        if (filter.modifier === "exact") return sql`${column} = ${value}`;
        const pattern = escapeLike(foldAccents(value).toLowerCase());
        const folded = sql`lower(fold_accents(${column}))`;
        return filter.modifier === "contains"
          ? sql`${folded} LIKE ${`%${pattern}%`}`
          : sql`${folded} LIKE ${`${pattern}%`}`;
      }),
    ),
  );
}

/** A date filter on a timestamptz column: each value's range against its prefix, values OR'd. */
export function dateMatch(column: Condition, filter: DateFilter): Condition {
  return or(filter.values.map((value) => DATE_PREFIXES[value.prefix](column, value)));
}

const DATE_PREFIXES: Record<DatePrefix, (column: Condition, value: DateValue) => Condition> = {
  eq: (column, { start, end }) => sql`(${column} >= ${start} AND ${column} < ${end})`,
  ap: (column, { start, end }) => sql`(${column} >= ${start} AND ${column} < ${end})`,
  ne: (column, { start, end }) => sql`(${column} < ${start} OR ${column} >= ${end})`,
  gt: (column, { end }) => sql`${column} >= ${end}`,
  sa: (column, { end }) => sql`${column} >= ${end}`,
  lt: (column, { start }) => sql`${column} < ${start}`,
  eb: (column, { start }) => sql`${column} < ${start}`,
  ge: (column, { start }) => sql`${column} >= ${start}`,
  le: (column, { end }) => sql`${column} < ${end}`,
};

/** A column equal to any of the codes (token values whose system is absent or the one given). */
export function codeIn(column: Condition, values: TokenValue[], system?: string): Condition {
  const codes = values.filter((value) => value.system === undefined || value.system === system).map((v) => v.code);
  return codes.length === 0 ? FALSE : sql`${column} IN (${sql.join(codes)})`;
}

export function valuesIn(column: Condition, values: string[]): Condition {
  return values.length === 0 ? FALSE : sql`${column} IN (${sql.join(values)})`;
}

/**
 * A reference column against a reference filter: equal to one of the ids named, or (a chain) in the
 * keys the chained target's subquery matches. The column holds the target's key as its table does
 * (a location's integer id, a physician's NPI), so the planner joins on the key's own index.
 */
export function referenceIn(column: Condition, filter: ReferenceFilter): Condition {
  if (filter.chain) return filter.chain.keys ? sql`${column} IN (${filter.chain.keys})` : FALSE;
  return valuesIn(
    column,
    filter.values.map((value) => value.id),
  );
}

/** A chain's matched targets as references ("Type/id" text), for references kept as text (JSON, imports). */
export function chainedReferences(filter: ReferenceFilter): Condition | null {
  const chain = filter.chain;
  if (!chain?.keys) return null;
  return sql`SELECT ${`${chain.target}/`} || chained.key::text FROM (${chain.keys}) AS chained(key)`;
}
