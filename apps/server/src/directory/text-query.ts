/**
 * A text-search query as a small tree, rendered to tsquery text with or without a weight label on every
 * lexeme (PostgreSQL: `heart:B`, `chest:C <-> pain:C`). Lexemes are [a-z0-9]+ only (wordsOf), so the text
 * needs no escaping and always parses.
 */
export type TextQuery =
  | { kind: "word"; word: string; prefix: boolean }
  | { kind: "all" | "any" | "phrase"; parts: TextQuery[] };

/** The search documents' weights: A names, B specialties, C conditions and procedures, D places. */
export type Weight = "A" | "B" | "C" | "D";

export const word = (text: string, prefix = false): TextQuery => ({ kind: "word", word: text, prefix });

export function combine(kind: "all" | "any" | "phrase", parts: TextQuery[]): TextQuery | null {
  if (parts.length === 0) return null;
  return parts.length === 1 ? (parts[0] as TextQuery) : { kind, parts };
}

const OPERATORS = { all: " & ", any: " | ", phrase: " <-> " } as const;

/** tsquery text; with `weight`, the query matches only lexemes of that weight. */
export function renderTextQuery(query: TextQuery, weight: Weight | null = null): string {
  if (query.kind === "word") {
    const label = `${query.prefix ? "*" : ""}${weight ?? ""}`;
    return label ? `${query.word}:${label}` : query.word;
  }
  return `(${query.parts.map((part) => renderTextQuery(part, weight)).join(OPERATORS[query.kind])})`;
}
