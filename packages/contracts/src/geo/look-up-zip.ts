import { z } from "zod";
import { envelopeSchema } from "../api/envelope.ts";
import { placeSchema, ZIP_PATTERN } from "./place.ts";

/** GET /fadmaa/geo/zip?zip=: a postal code's city, state and coordinates (ours; the spec's endpoint is not shown). */
export const LOOK_UP_ZIP_PATH = "/geo/zip";

export const lookUpZipQuerySchema = z.object({
  zip: z.string().trim().regex(ZIP_PATTERN, "must be 5 digits or 5+4 digits"),
});
export type LookUpZipQuery = z.infer<typeof lookUpZipQuerySchema>;

/** A well-formed zip that no US place has (404), naming the field. */
export function unknownZipMessage(zip: string): string {
  return `zip: no US place has the zip ${zip}`;
}

export const lookUpZipResponseSchema = envelopeSchema(placeSchema);
export type LookUpZipResponse = z.infer<typeof lookUpZipResponseSchema>;
