/**
 * The languages a patient can read the app in (issue 36, decision 172). English is the spec's and the
 * default; es-US is US Spanish for patients (usted; docs/spanish-glossary.md).
 */
export const LOCALES = ["en-US", "es-US"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en-US";

/** A link carries the language as ?lang=es or ?lang=en on any route (the spec's routes unchanged). */
export const LANGUAGE_QUERY_PARAMETER = "lang";
/** The remembered choice: a first-party cookie holding "en" or "es" (a preference, not a secret). */
export const LANGUAGE_COOKIE = "fad_lang";
/** A year: long enough that a returning patient keeps the language; Max-Age in seconds. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** The head's meta element through which a page the server sent tells the app its language. */
export const LOCALE_META_NAME = "fad-locale";

/** The short tag a link and the cookie carry ("es"), and the `lang` attribute's value. */
export const LANGUAGE_TAGS: Record<Locale, "en" | "es"> = { "en-US": "en", "es-US": "es" };
/** A language as its short tag: what a booking keeps as its patient's language (decision 177). */
export type LanguageTag = (typeof LANGUAGE_TAGS)[Locale];

/** "es", "es-MX", "ES", "es-US" → es-US; "en", "en-GB" → en-US; anything else → null. */
export function localeOfTag(tag: string | null | undefined): Locale | null {
  const primary = (tag ?? "").trim().toLowerCase().split(/[-_]/)[0];
  if (primary === "es") return "es-US";
  if (primary === "en") return "en-US";
  return null;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
