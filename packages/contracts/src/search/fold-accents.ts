/**
 * Accents folded away, so that "Muñoz", "José" and "cardiólogo" match "munoz", "jose" and "cardiologo"
 * (issue 36). A letter is folded when Unicode decomposes it into a base letter and combining marks (NFD):
 * á → a, Ñ → N, ü → u, ç → c. Letters that do not decompose (ß, ø, æ, ł) are left as they are. The search
 * documents are folded the same way in SQL by the `fold_accents` function of migration 0080, whose
 * translation table is this function over Latin-1 and Latin Extended (a test holds the two together).
 */
export function foldAccents(text: string): string {
  // Only text that has something to fold pays for the normalisation.
  if (!/[^ -~]/.test(text)) return text;
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .normalize("NFC");
}

/** The code points the SQL fold covers: Latin-1 Supplement, Latin Extended-A and -B, Latin Extended Additional. */
export const SQL_FOLDED_RANGES: readonly (readonly [number, number])[] = [
  [0x00c0, 0x024f],
  [0x1e00, 0x1eff],
];

/** The two strings of the SQL fold's `translate(text, from, to)`: every covered letter that folds to one letter. */
export function sqlFoldTable(): { from: string; to: string } {
  let from = "";
  let to = "";
  for (const [first, last] of SQL_FOLDED_RANGES) {
    for (let code = first; code <= last; code += 1) {
      const letter = String.fromCodePoint(code);
      const folded = foldAccents(letter);
      if (folded !== letter && [...folded].length === 1) {
        from += letter;
        to += folded;
      }
    }
  }
  return { from, to };
}
