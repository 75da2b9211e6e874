import { z } from "zod";
import { coidListSchema, optionalField } from "../search/search-field-rules.ts";

/**
 * GET /fadmaa/contactnumber: the division's help line for the landing page, as plain text (spec
 * discovery §7); an empty body when the facilities have none.
 */
export const CONTACT_NUMBER_PATH = "/contactnumber";

export const contactNumberQuerySchema = z.object({
  facilityCOIDs: optionalField(coidListSchema),
});
export type ContactNumberQuery = z.input<typeof contactNumberQuerySchema>;

export const contactNumberResponseSchema = z.string();
