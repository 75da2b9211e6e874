import { z } from "zod";
import { envelopeSchema } from "../api/envelope.ts";
import { placeSchema } from "./place.ts";

/** GET /fadmaa/geo/places?input=: US city or zip suggestions for the location box (ours). */
export const SUGGEST_PLACES_PATH = "/geo/places";

/**
 * Spec discovery §5: the location input allows letters, digits, space and ( ) - ' , . / & only. Letters of
 * any language, with their accents ("Muñoz", "José", "cardiólogo"): the spec says letters, and a patient's
 * own name is taken with accents in the booking form (issue 36, docs/decisions.md 171).
 */
export const LOCATION_INPUT_PATTERN = /^[\p{L}\p{M}0-9 ()\-',./&]*$/u;
export const SUGGESTED_PLACES_LIMIT = 10;

export const suggestPlacesQuerySchema = z.object({
  input: z
    .string()
    .trim()
    .min(2, "must be at least 2 characters")
    .max(60, "must be at most 60 characters")
    .regex(LOCATION_INPUT_PATTERN, "may contain only letters, digits, space and ( ) - ' , . / &"),
});
export type SuggestPlacesQuery = z.infer<typeof suggestPlacesQuerySchema>;

export const suggestPlacesResponseSchema = envelopeSchema(z.array(placeSchema));
export type SuggestPlacesResponse = z.infer<typeof suggestPlacesResponseSchema>;
