import { z } from "zod";
import { envelopeSchema } from "../api/envelope.ts";
import { isRealDay, YYYYMMDD_DAY_PATTERN } from "../scheduling/day-format.ts";
import { availableDaySchema } from "./available-day.ts";

/** POST /fadmaa/appointment/search: a calendar's open slots, day by day (spec booking §7, discovery §7). */
export const SEARCH_SLOTS_PATH = "/appointment/search";

/** The spec's slot window: 62 days by default (14 from a profile, 89 from results in one reading). */
export const DEFAULT_NUMBER_DAYS_OUT = 62;
export const MAX_NUMBER_DAYS_OUT = 120;

export const NPI_PATTERN = /^\d{10}$/;

export const numberDaysOutSchema = z.number().int().min(1).max(MAX_NUMBER_DAYS_OUT).default(DEFAULT_NUMBER_DAYS_OUT);
/** Days a slot window may start on: far wider than any booking, narrow enough for every date type. */
export const FIRST_START_DATE = "19000101";
export const LAST_START_DATE = "21991231";
const START_DATE_MESSAGE = `must be a real date written yyyymmdd, from ${FIRST_START_DATE} to ${LAST_START_DATE}`;
/** The pattern shows in the OpenAPI document; the refinement refuses days such as 20270230. */
export const startDateSchema = z
  .string()
  .regex(YYYYMMDD_DAY_PATTERN, { message: START_DATE_MESSAGE, abort: true })
  .refine((text) => isRealDay(text) && text >= FIRST_START_DATE && text <= LAST_START_DATE, START_DATE_MESSAGE);
export const calendarIdSchema = z.string().min(1).max(100);
/** Type codes; the first is used (the spec sends an array holding the chosen type). */
export const appointmentTypeIdsSchema = z.array(z.string().min(1).max(40)).min(1).max(20);
export const npiSchema = z.string().regex(NPI_PATTERN, "must be 10 digits");

export const searchSlotsRequestSchema = z.object({
  numberDaysOut: numberDaysOutSchema,
  calendarId: calendarIdSchema,
  /** The first day, yyyymmdd, in the location's time zone (the browser sends its today). */
  startDate: startDateSchema,
  appointmentTypeIds: appointmentTypeIdsSchema,
  /** The host app; the texting flow sends TEXTING_SOURCE (scheduling/texting-source.ts). */
  source: z.string().max(40).nullish(),
  siteType: z.string().max(100).nullish(),
  /** When given, the calendar must be this physician's. */
  physicianNpi: npiSchema.nullish(),
});
export type SearchSlotsRequest = z.input<typeof searchSlotsRequestSchema>;

export const searchSlotsResponseSchema = envelopeSchema(z.array(availableDaySchema));
export type SearchSlotsResponse = z.infer<typeof searchSlotsResponseSchema>;

/** The refusals of the slot search and the load-more call (docs/api.md), by the search's outcome. */
export const SEARCH_SLOTS_REFUSALS = {
  "unknown-calendar": { status: 404, message: "calendarId: no such calendar" },
  "not-physicians-calendar": { status: 404, message: "calendarId: not a calendar of the physician physicianNpi names" },
  "not-locations-calendar": { status: 404, message: "locationId: the calendar is not at that location" },
} as const;
