import { z } from "zod";
import { envelopeSchema } from "../api/envelope.ts";
import { placeSchema } from "./place.ts";

/** GET /fadmaa/geo/nearest?latitude=&longitude=: the nearest US zip, for "Use my location" (ours). */
export const FIND_NEAREST_ZIP_PATH = "/geo/nearest";

export const findNearestZipQuerySchema = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
});
export type FindNearestZipQuery = z.infer<typeof findNearestZipQuerySchema>;

/** A point with no US zip near it (404), naming the fields. */
export const NO_ZIP_NEAR_MESSAGE = "latitude, longitude: no US zip lies near that point";

export const findNearestZipResponseSchema = envelopeSchema(placeSchema);
export type FindNearestZipResponse = z.infer<typeof findNearestZipResponseSchema>;
