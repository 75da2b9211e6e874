import { wordsOf } from "./directory-words.ts";
import { MIN_PREFIX_LENGTH, type WordLexicon } from "./word-lexicon.ts";

/** Words a visitor adds that no document holds: "Dr. Smith" searches for Smith. */
const NOISE_WORDS = new Set(["dr", "doctor", "doctors", "physician", "physicians"]);
const MAX_WORDS = 10;
/** A word beginning more lexicon words than this is searched as a prefix. */
const MAX_LISTED_WORDS = 24;

export interface KeywordQuery {
  /** to_tsquery text: every word, as typed or as a beginning, or its corrections. */
  matching: string;
  /** to_tsquery text of the words exactly as typed, to rank exact hits above completions and corrections. */
  exact: string;
}

/**
 * The text-search query of a keyword (docs/decisions.md "Keyword matching"). Each word must match: itself
 * or, from 3 letters, a word it begins (the lexicon lists them, as every document word is in it); a word
 * the lexicon knows neither way also matches the lexicon words a typo away ("jonhson" → johnson). Words of 1–2 letters the documents lack (an unknown initial)
 * are dropped. null when no word is left: the keyword then filters nothing.
 * Lexemes are [a-z0-9]+ only, so the query text needs no escaping.
 */
export function keywordQuery(keyword: string, lexicon: WordLexicon): KeywordQuery | null {
  const words = wordsOf(keyword)
    .filter((word) => !NOISE_WORDS.has(word))
    .filter((word) => word.length >= MIN_PREFIX_LENGTH || lexicon.has(word))
    .slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  const parts = words.map((word) => {
    if (word.length < MIN_PREFIX_LENGTH) return word;
    const known = [...lexicon.matches(word, { prefix: true, typoAsPrefix: false }).keys()];
    // Listed words are exact index look-ups, much cheaper than a prefix scan; a long list keeps the prefix.
    if (known.length > MAX_LISTED_WORDS) return `(${word}:*)`;
    return `(${[...new Set([word, ...known])].join(" | ")})`;
  });
  return { matching: parts.join(" & "), exact: words.join(" & ") };
}
