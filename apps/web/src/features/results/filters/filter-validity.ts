import type { CalendarDate } from "@internationalized/date";
import { isPastStartDate } from "./filter-date-picker.tsx";
import { type FilterValues, hasActiveFilter, isValidTypeAheadText } from "./filter-values.ts";

/** The panel's fields that can be invalid, in the order Apply visits them. */
export const CHECKED_FILTER_FIELDS = ["keyword", "location", "date"] as const;
export type CheckedFilterField = (typeof CHECKED_FILTER_FIELDS)[number];
export type FilterFieldFlags = Record<CheckedFilterField, boolean>;

export const NO_FILTER_FIELD_FLAGS: FilterFieldFlags = { keyword: false, location: false, date: false };

/**
 * Which fields are invalid: those a widget reported (a type-ahead knows more than its text), a text
 * with characters outside the rule, and on psg a start date in the past.
 */
export function invalidFilterFields(
  value: FilterValues,
  reportedInvalid: FilterFieldFlags,
  isPsg: boolean,
  now?: CalendarDate,
): FilterFieldFlags {
  return {
    keyword: reportedInvalid.keyword || !isValidTypeAheadText(value.keyword),
    location: reportedInvalid.location || !isValidTypeAheadText(value.location),
    date: isPsg && isPastStartDate(value.startDate, now),
  };
}

/** The first invalid field, where Apply moves focus; undefined when all are valid. */
export function firstInvalidFilterField(invalid: FilterFieldFlags): CheckedFilterField | undefined {
  return CHECKED_FILTER_FIELDS.find((key) => invalid[key]);
}

/** Apply runs with valid fields and a filter set, in the panel or carried by the route itself. */
export function canApplyFilters(value: FilterValues, invalid: FilterFieldFlags, hasRouteFilter: boolean): boolean {
  return firstInvalidFilterField(invalid) === undefined && (hasActiveFilter(value) || hasRouteFilter);
}
