import { z } from "zod";
import { envelopeSchema } from "../api/envelope.ts";
import { KEYWORD_MAX_LENGTH } from "../search/search-field-rules.ts";
import { placeSchema } from "./place.ts";
import { LOCATION_INPUT_PATTERN } from "./suggest-places.ts";

/**
 * GET /fadmaa/geo/resolve?location=&keyword= (ours, decision 65): the place a search's typed text
 * stands for when none was picked from the location box's list. A location text is read as a place
 * ("Housten" → Houston, TX); with no location text, a place is looked for in the keyword
 * ("cardiologist 37203") and taken out of it.
 */
export const RESOLVE_TYPED_PLACE_PATH = "/geo/resolve";

export const LOCATION_TEXT_MAX_LENGTH = 60;
const CHARACTERS_MESSAGE = "may contain only letters, digits, space and ( ) - ' , . / &";

export const resolveTypedPlaceQuerySchema = z
  .object({
    location: z
      .string()
      .trim()
      .max(LOCATION_TEXT_MAX_LENGTH, `must be at most ${LOCATION_TEXT_MAX_LENGTH} characters`)
      .regex(LOCATION_INPUT_PATTERN, CHARACTERS_MESSAGE)
      .default(""),
    keyword: z
      .string()
      .trim()
      .max(KEYWORD_MAX_LENGTH, `must be at most ${KEYWORD_MAX_LENGTH} characters`)
      .regex(LOCATION_INPUT_PATTERN, CHARACTERS_MESSAGE)
      .default(""),
  })
  .refine((query) => query.location !== "" || query.keyword !== "", {
    message: "give a location or a keyword",
    path: ["location"],
  });
export type ResolveTypedPlaceQuery = z.input<typeof resolveTypedPlaceQuerySchema>;

/** A place found in the keyword box's text, and the keyword without it. */
export const keywordPlaceSchema = z.object({
  /** The keyword with the place's words taken out ("cardiologist"); the whole text when no place was found. */
  keyword: z.string(),
  /** The words read as a place ("37203", "houston"); "" when none were. */
  placeText: z.string(),
  /** Their place; null with a placeText for a zip no US place has. */
  place: placeSchema.nullable(),
});
export type KeywordPlace = z.infer<typeof keywordPlaceSchema>;

export const typedPlaceSchema = keywordPlaceSchema.extend({
  /** Which box the place came from; null when neither held one. */
  from: z.enum(["location", "keyword"]).nullable(),
});
export type TypedPlace = z.infer<typeof typedPlaceSchema>;

export const resolveTypedPlaceResponseSchema = envelopeSchema(typedPlaceSchema);
export type ResolveTypedPlaceResponse = z.infer<typeof resolveTypedPlaceResponseSchema>;

/** The typed place could not be read as one: the location box must say so and no search runs. */
export function isUnresolvedPlace(typed: TypedPlace): boolean {
  return typed.placeText !== "" && typed.place === null;
}
