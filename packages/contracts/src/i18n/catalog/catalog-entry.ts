/**
 * One message of the catalog (decision 172): an ICU MessageFormat text in each language and a note for
 * the translator. Where the spec gives the English word for word, `en` is the spec's constant from
 * messages/*-texts.ts itself (or, for a text with values, an ICU text a test proves formats to the same).
 */
export interface CatalogEntry {
  en: string;
  es: string;
  /** For the translator: where the text shows and what its values are. */
  description: string;
}

export type CatalogSection = Record<string, CatalogEntry>;
