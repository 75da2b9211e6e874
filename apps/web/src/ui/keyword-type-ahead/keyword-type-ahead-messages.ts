import { TYPE_AHEAD_TEXTS } from "@fad/contracts/messages/type-ahead-texts";
import type { AutocompleteResult } from "@fad/contracts/terms/autocomplete";

/**
 * The type-ahead's group headings in the autocomplete answer's order. The spec names the groups and
 * words only visibleTerms ("Procedures and Conditions"); the other headings are ours.
 */
export const KEYWORD_GROUP_HEADINGS: Record<keyof AutocompleteResult, string> = {
  providers: "Doctors",
  specialties: "Specialties",
  visibleTerms: TYPE_AHEAD_TEXTS.visibleTermsHeading,
  locations: "Locations",
};

export const KEYWORD_GROUP_ORDER: readonly (keyof AutocompleteResult)[] = [
  "providers",
  "specialties",
  "visibleTerms",
  "locations",
];
