/**
 * Texts and timings of the keyword type-ahead and the location search, word for word from spec discovery
 * §2 ("Search landing", "Location and keyword type-ahead"), §5 and §9. The invalid-character message and
 * its screen-reader alert live in search/search-field-rules.ts; the keyword placeholders in
 * messages/search-texts.ts.
 */
export const TYPE_AHEAD_TEXTS = {
  /** Shown when a look-up answers no suggestion (keyword and location alike). */
  noResults: "Try a different search!",
  /** The screen-reader note while suggestions are listed. */
  resultsAvailable: (count: number) => `${count} results are available`,
  /** The heading of the visibleTerms group. */
  visibleTermsHeading: "Procedures and Conditions",
} as const;

export const LOCATION_SEARCH_TEXTS = {
  placeholder: "City or Zip code",
  /** The location box's default label, shown as its visible prompt. */
  defaultLabel: "Select a location from the dropdown",
  useMyLocation: "Use my location",
} as const;

/** Spec §5 and §9: the keyword autocomplete waits 200 ms after the last keystroke. */
export const KEYWORD_SUGGESTION_DEBOUNCE_MS = 200;
/** Spec §5 and §9: location suggestions wait 300 ms; a chosen place is applied after 100 ms. */
export const LOCATION_SUGGESTION_DEBOUNCE_MS = 300;
export const LOCATION_SELECTION_DELAY_MS = 100;
