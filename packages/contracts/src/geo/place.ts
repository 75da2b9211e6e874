import { z } from "zod";

/** A US place the location search can centre on: a zip with its city, state and coordinates. */
export const placeSchema = z.object({
  zip: z.string(),
  city: z.string(),
  state: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** What the location box shows once chosen: "Nashville, TN 37203" for a zip, "Nashville, TN" for a city. */
  label: z.string(),
});
export type Place = z.infer<typeof placeSchema>;

/** Spec discovery §5: the location box needs at least 5 characters for a zip and 2 for a city. */
export const LOCATION_ZIP_MIN_LENGTH = 5;
export const LOCATION_CITY_MIN_LENGTH = 2;
/** Spec discovery §5: a zip is 5 digits or 5+4 (the user's own zip input holds at most 5 characters). */
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
