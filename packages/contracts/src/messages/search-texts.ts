/**
 * Texts of the search landing, the results page frame and the disclosure modal, word for word from spec
 * discovery §2 ("Search landing", "Results listing", "Disclosure modal"). The landing intro and heading
 * suffix live in page-texts.ts; the results parts (count line, filters, empty state) in results-texts.ts.
 */
export const SEARCH_LANDING_TEXTS = {
  /** The keyword box: "doctor's " is dropped on mobile, "procedure" replaces "specialty" on psg sites. */
  keywordPlaceholder: ({ mobile, psg }: { mobile: boolean; psg: boolean }) =>
    `Search by ${mobile ? "" : "doctor's "}name, condition, or ${psg ? "procedure" : "specialty"}`,
  findButton: "Find a Doctor",
  loadingDoctors: "Loading doctors. This may take a few seconds.",
  loadingContactNumber: "Loading.",
  noMatch: "No doctors match your search",
  tipRemoveLocation: "Try removing location",
  tipRemoveKeyword: "Try removing keyword search",
} as const;

export const RESULTS_PAGE_TEXTS = {
  heading: "Results",
  headingFor: (header: string) => `Results for ${header}`,
  breadcrumbHome: "Home",
  breadcrumbDoctors: "Doctors",
  breadcrumbResults: "Doctors Results",
} as const;

export const DISCLOSURE_LANGUAGES = ["English", "Spanish"] as const;
export type DisclosureLanguage = (typeof DISCLOSURE_LANGUAGES)[number];

/** The modal's header and buttons (the dropdown lists English and Spanish); the Spanish header and label are ours. */
export const DISCLOSURE_TEXTS: Record<
  DisclosureLanguage,
  { header: string; cancel: string; agree: string; languageLabel: string; lang: string; close: string }
> = {
  English: {
    header: 'You must select "I Understand" to see results',
    cancel: "Cancel",
    agree: "I Understand",
    languageLabel: "Language",
    lang: "en",
    /** The close control's name (ours: the spec names a close but gives it no text). */
    close: "Close",
  },
  Spanish: {
    header: 'Debe seleccionar "Entiendo" para ver los resultados',
    cancel: "Cancelar",
    agree: "Entiendo",
    languageLabel: "Idioma",
    lang: "es",
    close: "Cerrar",
  },
};
