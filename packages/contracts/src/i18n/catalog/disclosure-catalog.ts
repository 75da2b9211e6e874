import { DISCLOSURE_TEXTS } from "../../messages/search-texts.ts";
import type { CatalogSection } from "./catalog-entry.ts";

/**
 * The state-health disclosure modal's own texts (spec discovery §2 "Disclosure modal"). The spec gives
 * both languages (search-texts.ts), so both sides here are its constants. The disclosure itself is the
 * configuration's dshsEnglish / dshsSpanish, not a message.
 */
export const DISCLOSURE_CATALOG = {
  "disclosure.header": {
    en: DISCLOSURE_TEXTS.English.header,
    es: DISCLOSURE_TEXTS.Spanish.header,
    description: "The modal's title; the quoted button name must match disclosure.agree.",
  },
  "disclosure.cancel": {
    en: DISCLOSURE_TEXTS.English.cancel,
    es: DISCLOSURE_TEXTS.Spanish.cancel,
    description: "The button that refuses and goes back to the search page.",
  },
  "disclosure.agree": {
    en: DISCLOSURE_TEXTS.English.agree,
    es: DISCLOSURE_TEXTS.Spanish.agree,
    description: "The button that agrees and shows the results.",
  },
  "disclosure.languageLabel": {
    en: DISCLOSURE_TEXTS.English.languageLabel,
    es: DISCLOSURE_TEXTS.Spanish.languageLabel,
    description: "The label of the list that chooses the disclosure's language.",
  },
  "disclosure.languageOption": {
    en: "{language, select, Spanish {Spanish} other {English}}",
    es: "{language, select, Spanish {Español} other {Inglés}}",
    description: "An option of that list; language is English or Spanish.",
  },
  "disclosure.close": {
    en: DISCLOSURE_TEXTS.English.close,
    es: DISCLOSURE_TEXTS.Spanish.close,
    description: "The modal's close control (×); it refuses as Cancel does.",
  },
} satisfies CatalogSection;
