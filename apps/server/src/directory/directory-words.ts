import { foldAccents } from "@fad/contracts/search/fold-accents";

/**
 * Words as the search documents hold them: lower-case runs of letters and digits, accents folded
 * ("Muñoz" → munoz, as migration 0080 folds the documents). PostgreSQL's 'simple' text-search
 * configuration splits "Crohn's" and "Follow-Up" into the same parts, so a word found here is a lexeme
 * of the documents.
 */
export function wordsOf(text: string): string[] {
  return foldAccents(text)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/**
 * Whether a and b are at most `limit` edits apart, counting an insertion, a deletion, a substitution or
 * two neighbours swapped as one edit (restricted Damerau–Levenshtein). Words are short, so the full table
 * is cheap; rows stop early once every cell is past the limit.
 */
export function withinEdits(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  return editDistance(a, b, limit, false) <= limit;
}

/** Whether some prefix of `word` is at most one edit from `typed`: "jonh" → "johnson". */
export function prefixWithinOneEdit(typed: string, word: string): boolean {
  if (word.length < typed.length - 1) return false;
  return editDistance(typed, word, 1, true) <= 1;
}

function editDistance(a: string, b: string, limit: number, prefixOfB: boolean): number {
  const columns = b.length + 1;
  let before = new Array<number>(columns).fill(0);
  let previous = Array.from({ length: columns }, (_, index) => index);
  let current = new Array<number>(columns).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowBest = current[0];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] as number) + 1);
      }
      current[j] = value;
      if (value < rowBest) rowBest = value;
    }
    if (rowBest > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  // Whole b, or (prefix mode) the best prefix of b: a typed prefix may stop anywhere in the word.
  return prefixOfB ? Math.min(...previous) : (previous[b.length] as number);
}
