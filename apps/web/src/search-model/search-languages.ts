import { DEFAULT_LANGUAGE } from "@fad/contracts/messages/results-texts";

/** Spec discovery §9: languages default to English; several are joined by semicolons. */

/**
 * One spelling for a language choice: duplicates once, English first, and English alone (the default,
 * spoken by everyone) as no choice at all, so "English" and nothing make the same search and URL.
 */
export function normalizeLanguages(languages: readonly string[]): string[] {
  const unique = [...new Set(languages.map((name) => name.trim()).filter(Boolean))];
  const others = unique.filter((name) => name !== DEFAULT_LANGUAGE);
  if (others.length === 0) return [];
  return unique.includes(DEFAULT_LANGUAGE) ? [DEFAULT_LANGUAGE, ...others] : others;
}
