import type { ReactNode } from "react";

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
}

/**
 * The suggestion's text with each typed word marked where it occurs (case-insensitive), longest words
 * first so "card cardio" marks "cardio" whole.
 */
export function highlightTerm(text: string, term: string): ReactNode[] {
  const words = [...new Set(term.trim().toLowerCase().split(/\s+/).filter(Boolean))].sort(
    (a, b) => b.length - a.length,
  );
  if (words.length === 0) return [text];
  const pattern = new RegExp(`(${words.map(escapeRegExp).join("|")})`, "gi");
  return text.split(pattern).map((part, index) =>
    // split with one capturing group puts the matches at the odd indexes.
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
    index % 2 === 1 ? <mark key={index}>{part}</mark> : part,
  );
}
