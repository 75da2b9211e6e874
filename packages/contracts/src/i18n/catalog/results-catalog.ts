import { EMPTY_RESULTS_TEXTS, RESULT_COUNT_TEXTS, SORT_TEXTS } from "../../messages/results-texts.ts";
import { RESULTS_PAGE_TEXTS } from "../../messages/search-texts.ts";
import type { CatalogSection } from "./catalog-entry.ts";

/** The results page's frame and listing: heading, count, Sort By, paging, empty state (spec discovery §2). */
export const RESULTS_CATALOG = {
  "results.heading": {
    en: RESULTS_PAGE_TEXTS.heading,
    es: "Resultados",
    description: "The results page's heading when the search names nothing, and its tab title.",
  },
  "results.headingFor": {
    en: "Results for {header}",
    es: "Resultados de {header}",
    description: "The results heading; {header} is the specialty, the typed words or the location's name.",
  },
  "results.breadcrumb": {
    en: RESULTS_PAGE_TEXTS.breadcrumbResults,
    es: "Resultados de médicos",
    description: "The results page's own breadcrumb.",
  },
  "results.count": {
    en: "Displaying {first} - {last} of {total} result(s)",
    es: "Se muestran {first} - {last} de {total, plural, one {# resultado} other {# resultados}}",
    description: "The count line over the results; {first}-{last} are this page's, {total} every match.",
  },
  "results.countNone": {
    en: RESULT_COUNT_TEXTS.none,
    es: "Se muestran 0 resultados",
    description: "The count line when nothing matched.",
  },
  "results.sort.label": { en: SORT_TEXTS.label, es: "Ordenar por", description: "The sort list's label." },
  "results.sort.selectBelow": {
    en: SORT_TEXTS.selectBelow,
    es: "Seleccione una opción",
    description: "The sort list's first entry: the search's own order.",
  },
  "results.sort.ascending": { en: SORT_TEXTS.ascending, es: "A - Z", description: "Sort by last name, A to Z." },
  "results.sort.descending": { en: SORT_TEXTS.descending, es: "Z - A", description: "Sort by last name, Z to A." },
  "results.sort.distance": { en: SORT_TEXTS.distance, es: "Distancia", description: "Sort nearest first." },
  "results.sort.firstAvailable": {
    en: SORT_TEXTS.firstAvailable,
    es: "Primera cita disponible",
    description: "Sort by the earliest open appointment time.",
  },
  "results.pagination.label": {
    en: "Pagination",
    es: "Paginación",
    description: "The accessible name of the page numbers' navigation.",
  },
  "results.pagination.previous": { en: "Previous", es: "Anterior", description: "The previous page button." },
  "results.pagination.previousLabel": {
    en: "Previous page",
    es: "Página anterior",
    description: "The previous page button's accessible name.",
  },
  "results.pagination.next": { en: "Next", es: "Siguiente", description: "The next page button." },
  "results.pagination.nextLabel": {
    en: "Next page",
    es: "Página siguiente",
    description: "The next page button's accessible name.",
  },
  "results.pagination.page": {
    en: "Page {page} of {totalPages}",
    es: "Página {page} de {totalPages}",
    description: "A page number's accessible name.",
  },
  "results.pagination.morePages": {
    en: "More pages",
    es: "Más páginas",
    description: "Read for an ellipsis between page numbers.",
  },
  "results.empty.message": {
    en: EMPTY_RESULTS_TEXTS.message,
    es: "Ningún médico coincide con su búsqueda. Quite o restablezca los filtros para ver más médicos",
    description: "The results' empty state.",
  },
  "results.empty.tipRemoveGender": {
    en: EMPTY_RESULTS_TEXTS.tipRemoveGender,
    es: "Intente quitar el sexo del médico",
    description: "A tip in the empty state (the gender filter).",
  },
  "results.empty.tipRemoveAcceptsNewPatients": {
    en: EMPTY_RESULTS_TEXTS.tipRemoveAcceptsNewPatients,
    es: "Intente quitar Acepta pacientes nuevos",
    description: "A tip in the empty state (the accepts-new-patients filter).",
  },
  "results.listLabel": {
    en: "Doctors",
    es: "Médicos",
    description: "The accessible name of the list of doctor cards.",
  },
} satisfies CatalogSection;
