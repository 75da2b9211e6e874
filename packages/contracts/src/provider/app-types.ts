import { z } from "zod";
import { envelopeSchema } from "../api/envelope.ts";
import { calendarIdSchema, npiSchema } from "../appointments/search-slots.ts";
import { appTypeSchema } from "./app-type.ts";

/**
 * GET /fadmaa/provider/appTypes/: a physician's appointment types for the reason dropdown (spec booking
 * §7): the union over their calendars (or the one named), sorted by friendlyName2; 'ER Private' only for
 * the texting source; a new-patient type only from locations that take new patients (decision 125).
 */
export const APP_TYPES_PATH = "/provider/appTypes/";

export const appTypesQuerySchema = z.object({
  /** Semicolon-separated facility COIDs; when given, only calendars at those facilities count. */
  facilityCOIDs: z.string().max(2000).optional(),
  program: z.string().max(100).optional(),
  npi: npiSchema,
  /**
   * Ours (issue 39): only this calendar's types, the booking page's location, so the list is the
   * location's own (a doctor's locations differ in types and in taking new patients).
   */
  calendarId: calendarIdSchema.optional(),
  /** The host app; the texting flow sends TEXTING_SOURCE (scheduling/texting-source.ts). */
  source: z.string().max(40).optional(),
});
export type AppTypesQuery = z.infer<typeof appTypesQuerySchema>;

/** An NPI no physician of the directory has (404). */
export const UNKNOWN_NPI_MESSAGE = "npi: no physician has that NPI";

export const appTypesResponseSchema = envelopeSchema(z.array(appTypeSchema));
export type AppTypesResponse = z.infer<typeof appTypesResponseSchema>;

/** "09001; 09002;;" → ["09001", "09002"]. */
export function splitFacilityCoids(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(";")
    .map((coid) => coid.trim())
    .filter((coid) => coid.length > 0);
}
