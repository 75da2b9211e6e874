import { z } from "zod";
import { envelopeSchema } from "../api/envelope.ts";
import {
  coidListSchema,
  INVALID_CHARACTERS_MESSAGE,
  optionalField,
  SUGGESTION_MAX_LENGTH,
  SUGGESTION_MIN_LENGTH,
  TYPE_AHEAD_INPUT_PATTERN,
} from "../search/search-field-rules.ts";

/**
 * GET /fadmaa/api/providercache/terms/autocomplete: the keyword type-ahead's grouped suggestions (spec
 * discovery §2 "Location and keyword type-ahead", §3 "Search term"). docs/api.md "Type-ahead".
 */
export const AUTOCOMPLETE_PATH = "/api/providercache/terms/autocomplete";

export const autocompleteQuerySchema = z.object({
  /** Semicolon-separated facility COIDs: only terms leading to a physician at one of them. */
  coids: optionalField(coidListSchema),
  input: z
    .string()
    .trim()
    .min(SUGGESTION_MIN_LENGTH, `must be at least ${SUGGESTION_MIN_LENGTH} characters`)
    .max(SUGGESTION_MAX_LENGTH, `must be at most ${SUGGESTION_MAX_LENGTH} characters`)
    .regex(TYPE_AHEAD_INPUT_PATTERN, INVALID_CHARACTERS_MESSAGE),
  program: optionalField(z.string().max(100)),
});
export type AutocompleteQuery = z.input<typeof autocompleteQuerySchema>;

export const SEARCH_TERM_TYPES = ["provider", "specialty", "webVisibleKeyword", "location"] as const;
export type SearchTermType = (typeof SEARCH_TERM_TYPES)[number];

/**
 * A suggestion. value is what the box shows; reference is what the browser acts on: a provider's NPI
 * (the npis look-up, then the profile), a specialty's id (specialtyId), a condition or procedure itself
 * (keyword), a location's url title (locationUrlTitle, /physicians/locations/{urlTitle}).
 */
export const searchTermSchema = z.object({
  type: z.enum(SEARCH_TERM_TYPES),
  value: z.string(),
  reference: z.string(),
});
export type SearchTerm = z.infer<typeof searchTermSchema>;

export const autocompleteResultSchema = z.object({
  providers: z.array(searchTermSchema),
  specialties: z.array(searchTermSchema),
  /** Conditions and procedures ("Procedures and Conditions"). */
  visibleTerms: z.array(searchTermSchema),
  locations: z.array(searchTermSchema),
});
export type AutocompleteResult = z.infer<typeof autocompleteResultSchema>;

export const autocompleteResponseSchema = envelopeSchema(autocompleteResultSchema);
export type AutocompleteResponse = z.infer<typeof autocompleteResponseSchema>;
