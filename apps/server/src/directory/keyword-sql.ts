import { type RawBuilder, sql } from "kysely";
import type { KeywordPart, KeywordQuery } from "./keyword-query.ts";
import { combine, renderTextQuery, type TextQuery, type Weight } from "./text-query.ts";

/**
 * How a part of the keyword is satisfied, best first (docs/decisions.md 63): by practising a specialty the
 * phrase leads to, or for a plain word one the document names (weight B); by a related specialty; by a
 * listed condition or procedure (C; for a phrase, also another specialty's name holding its words:
 * "surgery" leads to General Surgery, not every surgeon); by a name (A); by a place or affiliation (D).
 */
const SPECIALTY = 4;
const RELATED_SPECIALTY = 3;
const LISTED_TERM = 2;
const NAME = 1;

/**
 * The keyword in SQL over physician_search `d`. Every part must be satisfied; each way of satisfying one
 * is an index condition (the specialty array's and the document's GIN indexes), so matching stays in the
 * database whatever the network's size.
 */
export function keywordCondition(keyword: KeywordQuery): RawBuilder<unknown> {
  return sql.join(
    keyword.parts.map((part) => {
      const ways = [...specialtyConditions(part), ...(part.document ? [documentCondition(part.document, null)] : [])];
      // A part always has a way (the snapshot keeps no phrase without one); none would match no one.
      if (ways.length === 0) return sql`false`;
      return ways.length === 1 ? (ways[0] as RawBuilder<unknown>) : sql`(${sql.join(ways, sql` OR `)})`;
    }),
    sql` AND `,
  );
}

/**
 * The relevance columns of a match: `tier`, the sum over the parts of how each is satisfied; `exact_hit`
 * (every plain word as typed); `rank` (ts_rank, weights A names to D places), which orders within a tier
 * only when no shuffle does (so it is not computed for a shuffled order: a broad word matches thousands).
 */
export function keywordRankColumns(keyword: KeywordQuery, options: { shuffled: boolean }): RawBuilder<unknown> {
  const tier = sql.join(keyword.parts.map(partLevel), sql` + `);
  const exact = keyword.exact ? documentCondition(keyword.exact, null) : sql`true`;
  const ranked = combine(
    "all",
    keyword.parts.flatMap((part) => part.document ?? []),
  );
  const rank =
    ranked && !options.shuffled ? sql`ts_rank(d.document, ${renderTextQuery(ranked)}::tsquery)` : sql`0::real`;
  return sql`, (${tier}) AS tier, (${exact}) AS exact_hit, ${rank} AS rank`;
}

/**
 * Relevance order over the columns above: tier, then exact hits; within those the seeded shuffle when the
 * site asks for one (its fairness holds inside a tier), else ts_rank, then `ties`.
 */
export function keywordOrder(options: { shuffled: boolean; ties: RawBuilder<unknown> }): RawBuilder<unknown> {
  return options.shuffled
    ? sql`m.tier DESC, m.exact_hit DESC, ${options.ties}`
    : sql`m.tier DESC, m.exact_hit DESC, m.rank DESC, ${options.ties}`;
}

function partLevel(part: KeywordPart): RawBuilder<unknown> {
  const levels: RawBuilder<unknown>[] = [];
  const phrase = part.specialtyIds.length + part.relatedIds.length > 0;
  if (part.specialtyIds.length > 0) {
    levels.push(sql`WHEN d.specialty_ids && ${part.specialtyIds}::int[] THEN ${sql.lit(SPECIALTY)}`);
  }
  if (part.relatedIds.length > 0) {
    levels.push(sql`WHEN d.specialty_ids && ${part.relatedIds}::int[] THEN ${sql.lit(RELATED_SPECIALTY)}`);
  }
  if (part.document) {
    const named = documentCondition(part.document, "B");
    if (!phrase) levels.push(sql`WHEN ${named} THEN ${sql.lit(SPECIALTY)}`);
    const listed = documentCondition(part.document, "C");
    levels.push(sql`WHEN ${phrase ? sql`${listed} OR ${named}` : listed} THEN ${sql.lit(LISTED_TERM)}`);
    levels.push(sql`WHEN ${documentCondition(part.document, "A")} THEN ${sql.lit(NAME)}`);
  }
  return levels.length > 0 ? sql`CASE ${sql.join(levels, sql` `)} ELSE 0 END` : sql`0`;
}

function specialtyConditions(part: KeywordPart): RawBuilder<unknown>[] {
  const ids = [...part.specialtyIds, ...part.relatedIds];
  return ids.length > 0 ? [sql`d.specialty_ids && ${ids}::int[]`] : [];
}

/** tsquery text is [a-z0-9] lexemes and operators only (text-query.ts): the cast cannot fail. */
function documentCondition(query: TextQuery, weight: Weight | null): RawBuilder<unknown> {
  return sql`d.document @@ ${renderTextQuery(query, weight)}::tsquery`;
}
