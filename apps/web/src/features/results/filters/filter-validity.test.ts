import { CalendarDate } from "@internationalized/date";
import { describe, expect, it } from "vitest";
import {
  canApplyFilters,
  firstInvalidFilterField,
  invalidFilterFields,
  NO_FILTER_FIELD_FLAGS,
} from "./filter-validity.ts";
import { DEFAULT_FILTER_VALUES } from "./filter-values.ts";

const TODAY = new CalendarDate(2030, 6, 15);

describe("the filter panel's validity", () => {
  it("calls a text with characters outside the rule invalid, and an empty one valid", () => {
    const values = { ...DEFAULT_FILTER_VALUES, keyword: "heart<script>", location: "" };
    expect(invalidFilterFields(values, NO_FILTER_FIELD_FLAGS, false, TODAY)).toEqual({
      keyword: true,
      location: false,
      date: false,
    });
  });

  it("keeps what a widget reported invalid, whatever its text", () => {
    const reported = { ...NO_FILTER_FIELD_FLAGS, location: true };
    expect(invalidFilterFields(DEFAULT_FILTER_VALUES, reported, false, TODAY).location).toBe(true);
  });

  it("checks the start date on psg only", () => {
    const values = { ...DEFAULT_FILTER_VALUES, startDate: "20300614" };
    expect(invalidFilterFields(values, NO_FILTER_FIELD_FLAGS, true, TODAY).date).toBe(true);
    expect(invalidFilterFields(values, NO_FILTER_FIELD_FLAGS, false, TODAY).date).toBe(false);
    expect(invalidFilterFields({ ...values, startDate: "20300615" }, NO_FILTER_FIELD_FLAGS, true, TODAY).date).toBe(
      false,
    );
  });

  it("names the first invalid field in the panel's order", () => {
    expect(firstInvalidFilterField({ keyword: false, location: true, date: true })).toBe("location");
    expect(firstInvalidFilterField({ keyword: true, location: true, date: false })).toBe("keyword");
    expect(firstInvalidFilterField(NO_FILTER_FIELD_FLAGS)).toBeUndefined();
  });

  it("applies with valid fields and a filter set in the panel or by the route", () => {
    const female = { ...DEFAULT_FILTER_VALUES, genders: ["Female" as const] };
    expect(canApplyFilters(female, NO_FILTER_FIELD_FLAGS, false)).toBe(true);
    expect(canApplyFilters(DEFAULT_FILTER_VALUES, NO_FILTER_FIELD_FLAGS, false)).toBe(false);
    expect(canApplyFilters(DEFAULT_FILTER_VALUES, NO_FILTER_FIELD_FLAGS, true)).toBe(true);
    expect(canApplyFilters(female, { ...NO_FILTER_FIELD_FLAGS, keyword: true }, true)).toBe(false);
  });
});
