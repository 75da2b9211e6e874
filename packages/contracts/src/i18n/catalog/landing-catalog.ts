import { LANDING_TEXTS } from "../../messages/page-texts.ts";
import { RESULTS_PAGE_TEXTS, SEARCH_LANDING_TEXTS } from "../../messages/search-texts.ts";
import { LOCATION_SEARCH_TEXTS, TYPE_AHEAD_TEXTS } from "../../messages/type-ahead-texts.ts";
import type { CatalogSection } from "./catalog-entry.ts";

/** The search landing, its search boxes and its empty state (spec discovery §2 "Search landing"). */
export const LANDING_CATALOG = {
  "landing.intro": {
    en: LANDING_TEXTS.intro,
    es: "Busque a nuestros médicos por nombre, especialidad o afección.",
    description: "The landing's intro under the heading.",
  },
  "landing.facilityHeading": {
    en: "{facilityName} Doctors",
    es: "Médicos de {facilityName}",
    description: "The landing's heading on a facility's site; {facilityName} is the hospital's name as written.",
  },
  "landing.formLabel": {
    en: "Find a doctor",
    es: "Buscar un médico",
    description: "The accessible name of the landing's search region.",
  },
  "landing.keywordLabel": {
    en: "{psg, select, yes {Doctor, condition, or procedure} other {Doctor, condition, or specialty}}",
    es: "{psg, select, yes {Médico, afección o procedimiento} other {Médico, afección o especialidad}}",
    description: "The keyword box's label; psg (group practice) sites say procedure rather than specialty.",
  },
  "landing.keywordPlaceholder": {
    en: "Search by {mobile, select, yes {} other {doctor's }}name, condition, or {psg, select, yes {procedure} other {specialty}}",
    es: "Busque por nombre{mobile, select, yes {} other { del médico}}, afección o {psg, select, yes {procedimiento} other {especialidad}}",
    description: "The keyword box's placeholder; shorter on phones; psg sites say procedure.",
  },
  "landing.locationLabel": {
    en: "Location",
    es: "Ubicación",
    description: "The location box's label.",
  },
  "landing.findButton": {
    en: SEARCH_LANDING_TEXTS.findButton,
    es: "Buscar un médico",
    description: "The landing's search button.",
  },
  "landing.loadingDoctors": {
    en: SEARCH_LANDING_TEXTS.loadingDoctors,
    es: "Cargando médicos. Esto puede tardar unos segundos.",
    description: "Over the page while a search runs.",
  },
  "landing.loadingContactNumber": {
    en: SEARCH_LANDING_TEXTS.loadingContactNumber,
    es: "Cargando.",
    description: "Over the page while the help line's number loads.",
  },
  "landing.helpLinePrefix": {
    en: "Need help finding a doctor? Call",
    es: "¿Necesita ayuda para encontrar un médico? Llame al",
    description: "Before the help line's phone number (the number follows, as a link on phones).",
  },
  "landing.helpLineCall": {
    en: "Call {number} for help finding a doctor",
    es: "Llame al {number} para recibir ayuda para encontrar un médico",
    description: "The phone link's accessible name; {number} is the help line's number.",
  },
  "landing.noMatch": {
    en: SEARCH_LANDING_TEXTS.noMatch,
    es: "Ningún médico coincide con su búsqueda",
    description: "The landing's empty state heading.",
  },
  "landing.tipsHeading": {
    en: "Search tips",
    es: "Sugerencias de búsqueda",
    description: "The accessible name of the empty state's list of tips.",
  },
  "landing.tipRemoveLocation": {
    en: SEARCH_LANDING_TEXTS.tipRemoveLocation,
    es: "Intente quitar la ubicación",
    description: "A tip in the empty state.",
  },
  "landing.tipRemoveKeyword": {
    en: SEARCH_LANDING_TEXTS.tipRemoveKeyword,
    es: "Intente quitar la palabra clave",
    description: "A tip in the empty state.",
  },
  "landing.noDoctorsNear": {
    en: "No doctors within {miles} miles of {place}.",
    es: "No hay médicos a menos de {miles} millas de {place}.",
    description: "The empty state of a search around a place; {place} is the city or zip as chosen.",
  },
  "breadcrumb.home": {
    en: RESULTS_PAGE_TEXTS.breadcrumbHome,
    es: "Inicio",
    description: "The first breadcrumb.",
  },
  "breadcrumb.doctors": {
    en: RESULTS_PAGE_TEXTS.breadcrumbDoctors,
    es: "Médicos",
    description: "The breadcrumb of the search.",
  },
  "typeAhead.noResults": {
    en: TYPE_AHEAD_TEXTS.noResults,
    es: "¡Intente otra búsqueda!",
    description: "Shown when the keyword or location box finds no suggestion.",
  },
  "typeAhead.resultsAvailable": {
    en: "{count} results are available",
    es: "{count, plural, one {Hay # resultado disponible} other {Hay # resultados disponibles}}",
    description: "Announced to screen readers while suggestions are listed.",
  },
  "location.placeholder": {
    en: LOCATION_SEARCH_TEXTS.placeholder,
    es: "Ciudad o código postal",
    description: "The location box's placeholder.",
  },
  "location.defaultLabel": {
    en: LOCATION_SEARCH_TEXTS.defaultLabel,
    es: "Seleccione una ubicación de la lista",
    description: "The location box's visible prompt.",
  },
  "location.useMyLocation": {
    en: LOCATION_SEARCH_TEXTS.useMyLocation,
    es: "Usar mi ubicación",
    description: "The button that fills the location box from the device's position.",
  },
} satisfies CatalogSection;
