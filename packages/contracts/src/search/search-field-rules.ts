import { z } from "zod";
import { ZIP_PATTERN } from "../geo/place.ts";
import { LOCATION_INPUT_PATTERN } from "../geo/suggest-places.ts";

/**
 * The search fields' rules and messages (spec discovery §5, §9), for the browser's inputs and URL
 * parameters and for the server's search, type-ahead and specialty calls alike.
 */

/** Spec §5: type-ahead and location input allow only letters, digits, space and ( ) - ' , . / &. */
export const TYPE_AHEAD_INPUT_PATTERN = LOCATION_INPUT_PATTERN;
export const INVALID_CHARACTERS_MESSAGE = "Please enter only valid characters: a-z A-Z 0-9 () / - ' , . &";
export const INVALID_CHARACTERS_SCREEN_READER_TEXT = "Please only enter valid characters (Letters, Numbers, Comma)";

/** Spec §5 URL parameters: a keyword is letters (of any language, decision 171), apostrophe, space and hyphen. */
export const URL_KEYWORD_PATTERN = /^[\p{L}\p{M}' -]+$/u;
export const KEYWORD_MESSAGE = "Please enter a valid keyword";

/** Spec §5: a zip is 5 digits or 5+4 (the user's own zip input holds at most 5 characters). */
export { ZIP_PATTERN };
export const ZIP_MESSAGE = "Please enter a valid zip code";
export const USER_ZIP_MAX_LENGTH = 5;

/** Spec §5: a last name starts with a letter (of any language: Ángel, Øberg). */
export const LAST_NAME_PATTERN = /^\p{L}/u;
export const LAST_NAME_MESSAGE = "Please enter a valid last name";

/** Spec §5: gender is female or male in any case. */
export const GENDERS = ["Female", "Male"] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_MESSAGE = "Please enter a valid gender: Female or Male";

/** A language name: letters, with spaces, hyphens or parentheses inside ("Haitian Creole", "Chinese (Mandarin)"). */
export const LANGUAGE_PATTERN = /^[A-Za-z][A-Za-z ()-]*$/;
export const LANGUAGES_MESSAGE = "Please enter valid languages separated by semicolons";
export const MAX_LANGUAGES = 20;

/** Spec §5 and §9: suggestions from 3 characters; each type-ahead group shows this many (ours). */
export const SUGGESTION_MIN_LENGTH = 3;
export const SUGGESTION_MAX_LENGTH = 100;
export const SUGGESTIONS_PER_GROUP = 5;
export const KEYWORD_MAX_LENGTH = 100;

/** Spec §9 page sizes: 10 for non-psg sites, 750 (one page) for psg (PSG_SITE_TYPE, host-apps.ts). */
export const DEFAULT_PAGE_SIZE = 10;
export const PSG_PAGE_SIZE = 750;
export const MAX_PAGE_SIZE = 750;
/** Far beyond any network; keeps the offset a small number. */
export const MAX_PAGE = 100_000;

/** Miles around the search point when no distance is given (ours), and the widest radius accepted. */
export const DEFAULT_SEARCH_RADIUS_MILES = 50;
export const MAX_SEARCH_RADIUS_MILES = 3000;

/** A facility's COID: letters and digits (the demo network's are 5 digits). */
export const COID_PATTERN = /^[A-Za-z0-9]{1,10}$/;
export const MAX_COIDS = 200;

/** Trims a string; an empty one counts as absent, as the browser sends "" for an empty field. */
function blankToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === "string" && value.trim() === "") return undefined;
  return typeof value === "string" ? value.trim() : value;
}

/** An optional field the browser may send as "" or null. */
export function optionalField<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToUndefined, schema.optional());
}

export const zipSchema = z.string().regex(ZIP_PATTERN, ZIP_MESSAGE);

export const typeAheadTextSchema = z
  .string()
  .max(KEYWORD_MAX_LENGTH, `must be at most ${KEYWORD_MAX_LENGTH} characters`)
  .regex(TYPE_AHEAD_INPUT_PATTERN, INVALID_CHARACTERS_MESSAGE);

/** The search keyword comes from the type-ahead box, so it takes that box's characters. */
export const keywordSchema = z
  .string()
  .max(KEYWORD_MAX_LENGTH, `${KEYWORD_MESSAGE} (at most ${KEYWORD_MAX_LENGTH} characters)`)
  .regex(TYPE_AHEAD_INPUT_PATTERN, `${KEYWORD_MESSAGE}: ${INVALID_CHARACTERS_MESSAGE}`);

/** "female", "MALE" → "Female", "Male". */
export const genderSchema = z
  .string()
  .transform((text, context) => {
    const gender = GENDERS.find((candidate) => candidate.toLowerCase() === text.trim().toLowerCase());
    if (!gender) {
      context.addIssue({ code: "custom", message: GENDER_MESSAGE });
      return z.NEVER;
    }
    return gender;
  })
  .pipe(z.enum(GENDERS));

/** "English;Spanish" or ["English", "Spanish"] → ["English", "Spanish"]; blanks dropped, duplicates once. */
export const languagesSchema = z
  .union([z.string().max(1000), z.array(z.string().max(60)).max(MAX_LANGUAGES)])
  .transform((value, context) => {
    const names = (Array.isArray(value) ? value : value.split(";")).map((name) => name.trim()).filter(Boolean);
    if (names.length > MAX_LANGUAGES || names.some((name) => name.length > 60 || !LANGUAGE_PATTERN.test(name))) {
      context.addIssue({ code: "custom", message: LANGUAGES_MESSAGE });
      return z.NEVER;
    }
    return [...new Set(names.map(languageName))];
  });

/** "spanish" → "Spanish", "haitian creole" → "Haitian Creole": languages are stored capitalised. */
export function languageName(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/(^|[ (-])([a-z])/g, (_match, before: string, letter: string) => before + letter.toUpperCase());
}

/** "09001; 09002" or ["09001", "09002"] → ["09001", "09002"]. */
export const coidListSchema = z
  .union([z.string().max(2000), z.array(z.string().max(10)).max(MAX_COIDS)])
  .transform((value, context) => {
    const coids = (Array.isArray(value) ? value : value.split(";")).map((coid) => coid.trim()).filter(Boolean);
    if (coids.length > MAX_COIDS || coids.some((coid) => !COID_PATTERN.test(coid))) {
      context.addIssue({
        code: "custom",
        message: "must be facility COIDs (letters and digits) separated by semicolons",
      });
      return z.NEVER;
    }
    return [...new Set(coids)];
  });

export const coidSchema = z.string().regex(COID_PATTERN, "must be a facility COID (letters and digits)");

/** A flag as hosts write it: true/false, or the texts "true", "false", "Y", "N". */
export const flagSchema = z
  .union([z.boolean(), z.enum(["true", "false", "Y", "N", "y", "n", "1", "0"])])
  .transform((value) => value === true || value === "true" || value === "Y" || value === "y" || value === "1");

/** A number, or a text holding one (hosts pass distance as text). */
export function numberField(schema: z.ZodNumber) {
  return z
    .union([
      z.number(),
      z
        .string()
        .max(30)
        .regex(/^-?\d+(\.\d+)?$/, "must be a number"),
    ])
    .transform((value) => Number(value))
    .pipe(schema);
}
