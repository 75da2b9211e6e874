import { z } from "zod";
import { envelopeSchema } from "../api/envelope.ts";
import { availableDaySchema } from "./available-day.ts";
import {
  appointmentTypeIdsSchema,
  calendarIdSchema,
  npiSchema,
  numberDaysOutSchema,
  startDateSchema,
} from "./search-slots.ts";

/**
 * POST /fadmaa/appointment/search/more: the next days of a calendar's slots, for the carousel's next
 * arrow (spec discovery §7 "loading more days": physicianNpi, calendarId, locationId, startDate,
 * numberDaysOut; the path is not shown, so it is ours, docs/api.md).
 */
export const LOAD_MORE_SLOTS_PATH = "/appointment/search/more";

export const loadMoreSlotsRequestSchema = z.object({
  physicianNpi: npiSchema,
  calendarId: calendarIdSchema,
  /** The location's id, or its provider-location number; it must be the calendar's. */
  locationId: z.union([z.string().min(1).max(100), z.number().int().nonnegative()]),
  /** The day after the last loaded day, yyyymmdd. */
  startDate: startDateSchema,
  numberDaysOut: numberDaysOutSchema,
  /** The chosen type; absent → the calendar's default type, as in the results carousel. */
  appointmentTypeIds: appointmentTypeIdsSchema.nullish(),
  source: z.string().max(40).nullish(),
  siteType: z.string().max(100).nullish(),
});
export type LoadMoreSlotsRequest = z.input<typeof loadMoreSlotsRequestSchema>;

export const loadMoreSlotsResponseSchema = envelopeSchema(z.array(availableDaySchema));
export type LoadMoreSlotsResponse = z.infer<typeof loadMoreSlotsResponseSchema>;
