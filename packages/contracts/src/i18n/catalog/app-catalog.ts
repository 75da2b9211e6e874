import { SERVER_BUSY_MESSAGE } from "../../api/server-busy.ts";
import { NETWORK_ERROR_MESSAGE } from "../../messages/page-texts.ts";
import type { CatalogSection } from "./catalog-entry.ts";

/** The frame around every patient page: skip link, language switch, language-assistance link, titles. */
export const APP_CATALOG = {
  "app.title": {
    en: "Find a Doctor",
    es: "Buscar un médico",
    description: "The product's name: the document title's suffix and the landing's heading.",
  },
  "app.documentTitle": {
    en: "{page} | Find a Doctor",
    es: "{page} | Buscar un médico",
    description: "The browser tab's title of a page; {page} is the page's own title.",
  },
  "app.skipToContent": {
    en: "Skip to main content",
    es: "Ir al contenido principal",
    description: "The skip link keyboard users meet first on every page.",
  },
  "app.pageLoading": {
    en: "Loading page.",
    es: "Cargando la página.",
    description: "Announced while a page's code downloads.",
  },
  "app.languageSwitch.label": {
    en: "Language",
    es: "Idioma",
    description: "The accessible name of the group holding the Español / English switch.",
  },
  "app.languageAssistance.link": {
    en: "Language assistance",
    es: "Asistencia con el idioma",
    description: "The link on every page to the notice of free language help (Section 1557).",
  },
  "app.networkError": {
    en: NETWORK_ERROR_MESSAGE,
    es: "Ocurrió un error. Vuelva a intentarlo más tarde.",
    description: "The banner when a call to the server fails (spec's words in English).",
  },
  "app.serverBusy": {
    en: SERVER_BUSY_MESSAGE,
    es: "Muchas personas están haciendo citas en este momento. Guardamos su elección y la enviaremos de nuevo en un momento.",
    description: "A hold or book the server shed at a rush (HTTP 503, decision 209): the page asks again by itself.",
  },
  "app.serverBusyGaveUp": {
    en: "Many people are booking right now. Your choice is kept: please try again in a minute.",
    es: "Muchas personas están haciendo citas en este momento. Guardamos su elección: vuelva a intentarlo en un minuto.",
    description: "A hold or book still shed after the page asked again several times (decision 209).",
  },
} satisfies CatalogSection;
