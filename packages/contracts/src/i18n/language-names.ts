import ISO6391 from "iso-639-1";
import type { Locale } from "./locales.ts";

/**
 * A clinic's usual names for languages that ISO 639-1 names otherwise, with the BCP 47 tag Intl names
 * them by (Mandarin and Cantonese are Chinese languages of their own there; Farsi is Persian).
 */
const CLINIC_LANGUAGE_TAGS: Readonly<Record<string, string>> = {
  "american sign language": "ase",
  cantonese: "yue",
  farsi: "fa",
  "haitian creole": "ht",
  hmong: "hmn",
  mandarin: "cmn",
};

const displayNames = new Map<Locale, Intl.DisplayNames>();

/**
 * A language a doctor speaks, as the directory names it in English, in the page's language (issue 36):
 * "Spanish" is "español" on a Spanish page. The name goes through its ISO 639-1 code and Intl's own
 * language names; a name neither knows is shown as the directory has it, and English pages show the
 * directory's names unchanged.
 */
export function languageDisplayName(name: string, locale: Locale): string {
  if (locale === "en-US") return name;
  const trimmed = name.trim();
  const tag = CLINIC_LANGUAGE_TAGS[trimmed.toLowerCase()] ?? ISO6391.getCode(trimmed);
  if (!tag) return name;
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: "language", fallback: "none" });
    displayNames.set(locale, names);
  }
  return names.of(tag) ?? name;
}
