import { NOT_FOUND_TEXTS } from "../../messages/page-texts.ts";
import type { CatalogSection } from "./catalog-entry.ts";

/** The error pages (spec discovery §2 "Other pages"): not found, and the texting link's error. */
export const ERRORS_CATALOG = {
  "errors.notFound.title": {
    en: "Page not found",
    es: "No se encontró la página",
    description: "The not-found page's tab title.",
  },
  "errors.notFound.heading": {
    en: NOT_FOUND_TEXTS.heading,
    es: "Lo sentimos, no se encontró la página que buscaba.",
    description: "The not-found page's heading.",
  },
  "errors.notFound.body": {
    en: NOT_FOUND_TEXTS.body,
    es: "Es posible que la información se haya cambiado o eliminado. Vuelva a hacer su búsqueda.",
    description: "The not-found page's text.",
  },
  "errors.notFound.code": {
    en: NOT_FOUND_TEXTS.code,
    es: "Código de error: 404",
    description: "The not-found page's error code.",
  },
  "errors.backToSearch": {
    en: NOT_FOUND_TEXTS.backToSearch,
    es: "Volver a la búsqueda",
    description: "The error pages' link to the search.",
  },
  "errors.texting.title": {
    en: "Link not available",
    es: "Enlace no disponible",
    description: "The texting link's error page: its tab title.",
  },
  "errors.texting.heading": {
    en: "We could not open this appointment link",
    es: "No pudimos abrir este enlace de cita",
    description: "The texting link's error page: its heading.",
  },
  "errors.texting.body": {
    en: "The link may have expired or been entered incorrectly. You can still search our doctors and book online.",
    es: "Es posible que el enlace haya vencido o que se haya escrito mal. Aún puede buscar a nuestros médicos y hacer una cita en línea.",
    description: "The texting link's error page: its text.",
  },
} satisfies CatalogSection;
