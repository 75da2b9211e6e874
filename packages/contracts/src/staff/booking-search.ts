import { z } from "zod";
import { envelopeSchema } from "../api/envelope.ts";
import { foldAccents } from "../search/fold-accents.ts";
import { dayBookingSchema } from "./staff-console.ts";

/**
 * The front desk's search of bookings (issue 33, decision 166): by confirmation number, patient name,
 * phone or date of birth. Patient data is stored encrypted, so the server keeps keyed hashes of these
 * normalised values (one per name word, the phone's ten digits, the date of birth as YYYY-MM-DD) and
 * hashes what is searched the same way: a search matches whole words and whole values, never a part.
 * The search travels in a POST body, never in the address.
 */

export const BOOKING_SEARCH_PATH = "/fadmaa/staff/bookings/search";

export const BOOKING_SEARCH_KINDS = ["confirmation", "name", "phone", "dateOfBirth"] as const;
export type BookingSearchKind = (typeof BOOKING_SEARCH_KINDS)[number];

export const BOOKING_SEARCH_KIND_LABELS: Record<BookingSearchKind, string> = {
  confirmation: "Confirmation number",
  name: "Patient name",
  phone: "Phone",
  dateOfBirth: "Date of birth",
};

/** At most this many bookings are answered, the latest first; a longer list asks for a narrower search. */
export const BOOKING_SEARCH_LIMIT = 50;
/** At most this many name words are matched (each must be one of the patient's name words). */
export const BOOKING_SEARCH_MAX_NAME_WORDS = 4;

/**
 * A name's words as they are indexed and searched: accents folded, lower case, apostrophes dropped
 * ("O'Brien" is "obrien"), split at anything that is not a letter or digit ("Smith-Jones" is two words).
 */
export function searchNameWords(name: string): string[] {
  const folded = foldAccents(name)
    .toLowerCase()
    .replace(/['’ʼ`]/g, "");
  return [...new Set(folded.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0))];
}

/** A phone's ten digits (a leading country code 1 dropped), or null when it is not a full US number. */
export function searchPhoneDigits(phone: string): string | null {
  let digits = phone.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  return digits.length === 10 ? digits : null;
}

/** A date of birth as YYYY-MM-DD, from MM/DD/YYYY (the booking form's) or YYYY-MM-DD; null when not a real day. */
export function searchDateOfBirth(text: string): string | null {
  const trimmed = text.trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const [year, month, day] = us
    ? [Number(us[3]), Number(us[1]), Number(us[2])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [0, 0, 0];
  if (year < 1850) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** A confirmation number as stored (upper case, no spaces). */
export function searchConfirmationNumber(text: string): string {
  return text.trim().toUpperCase().replace(/\s+/g, "");
}

export const BOOKING_SEARCH_MESSAGES = {
  badName: "Type at least one word of the patient's name (at most four words).",
  badPhone: "Type the patient's 10-digit phone number.",
  badDateOfBirth: "Type the date of birth as MM/DD/YYYY.",
  badConfirmation: "Type the confirmation number.",
} as const;

/** Why a search text cannot be searched, or null when it can. */
export function bookingSearchProblem(kind: BookingSearchKind, text: string): string | null {
  switch (kind) {
    case "name": {
      const words = searchNameWords(text);
      return words.length === 0 || words.length > BOOKING_SEARCH_MAX_NAME_WORDS
        ? BOOKING_SEARCH_MESSAGES.badName
        : null;
    }
    case "phone":
      return searchPhoneDigits(text) ? null : BOOKING_SEARCH_MESSAGES.badPhone;
    case "dateOfBirth":
      return searchDateOfBirth(text) ? null : BOOKING_SEARCH_MESSAGES.badDateOfBirth;
    case "confirmation":
      return /^[A-Z0-9-]{4,40}$/.test(searchConfirmationNumber(text)) ? null : BOOKING_SEARCH_MESSAGES.badConfirmation;
  }
}

export const bookingSearchRequestSchema = z
  .object({ by: z.enum(BOOKING_SEARCH_KINDS), text: z.string().max(100) })
  .superRefine((value, context) => {
    const problem = bookingSearchProblem(value.by, value.text);
    if (problem) context.addIssue({ code: "custom", path: ["text"], message: problem });
  });
export type BookingSearchRequest = z.infer<typeof bookingSearchRequestSchema>;

export const bookingSearchHitSchema = dayBookingSchema.extend({
  /** The local day, e.g. "Tuesday, November 24, 2026". */
  day: z.string(),
  locationId: z.string(),
  locationName: z.string(),
});
export type BookingSearchHit = z.infer<typeof bookingSearchHitSchema>;

export const bookingSearchResultSchema = z.object({
  bookings: z.array(bookingSearchHitSchema),
  /** True when more bookings matched than are answered. */
  more: z.boolean(),
});
export type BookingSearchResult = z.infer<typeof bookingSearchResultSchema>;
export const bookingSearchResponseSchema = envelopeSchema(bookingSearchResultSchema);
