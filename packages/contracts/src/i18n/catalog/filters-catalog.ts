import { FILTER_TEXTS } from "../../messages/results-texts.ts";
import type { CatalogSection } from "./catalog-entry.ts";

/** The results' filter panel (spec discovery §2 "Results listing", §4). */
export const FILTERS_CATALOG = {
  "filters.panelLabel": {
    en: "Filter results",
    es: "Filtrar resultados",
    description: "The filter panel's heading.",
  },
  "filters.toggle": { en: "Filters", es: "Filtros", description: "The phone's button that opens the filter panel." },
  "filters.keywordLabel": { en: "Keyword", es: "Palabra clave", description: "The filter panel's keyword box label." },
  "filters.keywordPlaceholder": {
    en: FILTER_TEXTS.keywordPlaceholder,
    es: "Médico, clínica, afección",
    description: "The filter panel's keyword box placeholder.",
  },
  "filters.keywordPrompt": {
    en: FILTER_TEXTS.keywordPrompt,
    es: "Empiece a escribir y seleccione un resultado de la lista",
    description: "The hint under the filter panel's keyword box.",
  },
  "filters.locationLabel": { en: "Location", es: "Ubicación", description: "The filter panel's location box label." },
  "filters.genderLabel": {
    en: "Gender",
    es: "Sexo del médico",
    description: "The group of the doctor's gender checkboxes.",
  },
  "filters.male": { en: FILTER_TEXTS.male, es: "Masculino", description: "A doctor's gender." },
  "filters.female": { en: FILTER_TEXTS.female, es: "Femenino", description: "A doctor's gender." },
  "filters.languagesLabel": {
    en: "Languages",
    es: "Idiomas",
    description: "The group of languages the doctor speaks (the names come from the directory).",
  },
  "filters.availabilityLabel": {
    en: "Availability",
    es: "Disponibilidad",
    description: "The group of the online booking and telemedicine checkboxes.",
  },
  "filters.facilityLabel": { en: "Facility", es: "Centro médico", description: "The facility list's label." },
  "filters.allFacility": {
    en: FILTER_TEXTS.allFacility,
    es: "Todos los centros médicos",
    description: "The facility list's first entry: no facility chosen.",
  },
  "filters.dateLabel": { en: "Date", es: "Fecha", description: "The date filter's label." },
  "filters.chooseDate": { en: "Choose a date", es: "Elija una fecha", description: "The calendar button's name." },
  "filters.previousMonth": { en: "Previous month", es: "Mes anterior", description: "The date picker's button." },
  "filters.nextMonth": { en: "Next month", es: "Mes siguiente", description: "The date picker's button." },
  "filters.invalidDate": {
    en: "Please enter a valid date",
    es: "Escriba una fecha válida",
    description: "Under the date filter when the typed date is not a date.",
  },
  "filters.clear": { en: FILTER_TEXTS.clear, es: "Borrar", description: "Clears every filter." },
  "filters.apply": { en: FILTER_TEXTS.apply, es: "Aplicar", description: "Runs the search with the filters." },
} satisfies CatalogSection;
