import { prefixWithinOneEdit, withinEdits } from "./directory-words.ts";

/** How a typed word reached a lexicon word: the same, a prefix of it, or a typo of it. */
export const EXACT = 0;
export const PREFIX = 1;
export const TYPO = 2;
export type WordMatch = typeof EXACT | typeof PREFIX | typeof TYPO;

/** Words under this length are taken as typed: too short to complete or to correct (an initial, "md"). */
export const MIN_PREFIX_LENGTH = 3;
export const MIN_TYPO_LENGTH = 4;
/** From this length a typo may be two edits ("Gastroentrology"), below it one. */
export const TWO_EDIT_LENGTH = 8;
/** A typed word stands for at most this many corrections. */
const MAX_CORRECTIONS = 12;

/**
 * Every word of the directory's terms (names, specialties, conditions and procedures, places), sorted
 * for prefix ranges and bucketed by first letter for typo look-ups. Typo tolerance assumes the first
 * letter is right, as spelling correctors commonly do; it keeps a look-up to a few hundred words.
 */
export class WordLexicon {
  readonly #sorted: string[];
  readonly #known: Set<string>;
  readonly #byFirstLetter = new Map<string, string[]>();

  constructor(words: Iterable<string>) {
    this.#known = new Set(words);
    this.#sorted = [...this.#known].sort();
    for (const word of this.#sorted) {
      const bucket = this.#byFirstLetter.get(word[0] as string);
      if (bucket) bucket.push(word);
      else this.#byFirstLetter.set(word[0] as string, [word]);
    }
  }

  get size(): number {
    return this.#sorted.length;
  }

  has(word: string): boolean {
    return this.#known.has(word);
  }

  /**
   * The lexicon words a typed word may mean, with how: itself, the words it begins (3+ letters), and
   * only when neither exists, the words one edit away (4+ letters; two edits from 8), or whose
   * beginning is (`typoAsPrefix`, for type-ahead).
   */
  matches(typed: string, options: { prefix: boolean; typoAsPrefix: boolean }): Map<string, WordMatch> {
    const found = new Map<string, WordMatch>();
    if (this.#known.has(typed)) found.set(typed, EXACT);
    if (options.prefix && typed.length >= MIN_PREFIX_LENGTH) {
      for (let index = lowerBound(this.#sorted, typed); index < this.#sorted.length; index += 1) {
        const word = this.#sorted[index] as string;
        if (!word.startsWith(typed)) break;
        if (word !== typed) found.set(word, PREFIX);
      }
    }
    if (found.size > 0 || typed.length < MIN_TYPO_LENGTH) return found;
    const limit = typed.length >= TWO_EDIT_LENGTH ? 2 : 1;
    for (const word of this.#byFirstLetter.get(typed[0] as string) ?? []) {
      const close = options.typoAsPrefix ? prefixWithinOneEdit(typed, word) : withinEdits(typed, word, limit);
      if (close) {
        found.set(word, TYPO);
        if (found.size >= MAX_CORRECTIONS) break;
      }
    }
    return found;
  }
}

/** The first index whose word is not below `key`. */
export function lowerBound(sorted: string[], key: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < key) low = middle + 1;
    else high = middle;
  }
  return low;
}
