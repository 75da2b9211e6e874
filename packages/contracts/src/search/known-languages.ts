import ISO6391 from "iso-639-1";

/**
 * Names US clinics give languages that ISO 639-1 names otherwise (Farsi for Persian, Haitian Creole for
 * Haitian, Mandarin and Cantonese for Chinese) or does not list (sign languages).
 */
const CLINIC_LANGUAGE_NAMES = new Set(
  ["American Sign Language", "Cantonese", "Farsi", "Haitian Creole", "Hmong", "Mandarin", "Sign Language"].map((name) =>
    name.toLowerCase(),
  ),
);

/**
 * Whether a language named in an address is a language at all (spec discovery §5: URL parameters are
 * checked before use): an ISO 639-1 language's English name, or a clinic's usual name for one.
 * "Klingon" is not, and is not offered as a filter.
 */
export function isKnownLanguage(name: string): boolean {
  const trimmed = name.trim();
  return ISO6391.getCode(trimmed) !== "" || CLINIC_LANGUAGE_NAMES.has(trimmed.toLowerCase());
}
