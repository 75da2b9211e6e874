import type { CatalogSection } from "./catalog-entry.ts";

/** The Section 1557 notice page (decision 174); the taglines in other languages are in language-assistance.ts. */
export const LANGUAGE_ASSISTANCE_CATALOG = {
  "languageAssistance.title": {
    en: "Language assistance",
    es: "Asistencia con el idioma",
    description: "The notice page's heading and title.",
  },
  "languageAssistance.intro": {
    en: "If you speak a language other than English, language assistance services are available to you free of charge. Interpreters and translated documents are free, and so are aids such as large print for people with disabilities.",
    es: "Si usted habla un idioma que no sea inglés, tiene a su disposición servicios gratuitos de asistencia con el idioma. Los intérpretes y los documentos traducidos son gratuitos, al igual que las ayudas para personas con discapacidades, como la letra grande.",
    description: "The notice's first paragraph: language help is free.",
  },
  "languageAssistance.helpLine": {
    en: "Call {number} and ask for an interpreter.",
    es: "Llame al {number} y pida un intérprete.",
    description: "How to get help; {number} is the network's help line.",
  },
  "languageAssistance.helpLineUnknown": {
    en: "Call the office where you have your appointment and ask for an interpreter.",
    es: "Llame al consultorio donde tiene su cita y pida un intérprete.",
    description: "When no help line number is configured for the site.",
  },
  "languageAssistance.taglinesHeading": {
    en: "Free language help in your language",
    es: "Ayuda gratuita con el idioma en su idioma",
    description: "The heading over the notice written in 15 languages.",
  },
} satisfies CatalogSection;
