import { describe, expect, it } from "vitest";
import {
  DEFAULT_FILTER_VALUES,
  type FilterValues,
  facilityOptions,
  genderFilter,
  hasActiveFilter,
  isValidTypeAheadText,
  languageOptions,
} from "./filter-values.ts";

const PLACE = {
  zip: "37203",
  city: "Nashville",
  state: "TN",
  latitude: 36.15,
  longitude: -86.79,
  label: "Nashville, TN",
};

describe("hasActiveFilter", () => {
  it("is false for the defaults: English alone is the default language, not a filter", () => {
    expect(hasActiveFilter(DEFAULT_FILTER_VALUES)).toBe(false);
    expect(hasActiveFilter({ ...DEFAULT_FILTER_VALUES, languages: [] })).toBe(false);
    expect(hasActiveFilter({ ...DEFAULT_FILTER_VALUES, keyword: "   " })).toBe(false);
  });

  it.each<[string, Partial<FilterValues>]>([
    ["a keyword", { keyword: "heart" }],
    ["a location text", { location: "Nash" }],
    ["a place", { place: PLACE }],
    ["a gender", { genders: ["Female"] }],
    ["another language", { languages: ["English", "Spanish"] }],
    ["another language alone", { languages: ["French"] }],
    ["new patient online booking", { acceptingNewPatientsOnly: true }],
    ["telemedicine", { telemedicine: true }],
    ["a facility", { facilityCoid: "09001" }],
    ["a patient type", { patientType: "New" }],
    ["an appointment type", { appointmentTypeId: "NP30" }],
    ["a date", { startDate: "20300105" }],
  ])("is true with %s", (_name, changes) => {
    expect(hasActiveFilter({ ...DEFAULT_FILTER_VALUES, ...changes })).toBe(true);
  });
});

describe("genderFilter", () => {
  it("narrows with one box checked and not with none or both", () => {
    expect(genderFilter(["Male"])).toBe("Male");
    expect(genderFilter(["Female"])).toBe("Female");
    expect(genderFilter([])).toBeNull();
    expect(genderFilter(["Male", "Female"])).toBeNull();
  });
});

describe("isValidTypeAheadText", () => {
  it("allows letters, digits, space and ( ) - ' , . / & and an empty box", () => {
    expect(isValidTypeAheadText("")).toBe(true);
    expect(isValidTypeAheadText("O'Brien, Heart & Vascular (Main) 3/4 - St. Paul")).toBe(true);
    expect(isValidTypeAheadText("heart<script>")).toBe(false);
    expect(isValidTypeAheadText("50%")).toBe(false);
  });
});

describe("languageOptions", () => {
  it("lists English first and the rest sorted", () => {
    expect(languageOptions(["Spanish", "English", "arabic", "French"])).toEqual([
      "English",
      "arabic",
      "French",
      "Spanish",
    ]);
  });

  it("lists English even when the answer lacks it, and keeps checked languages the answer lacks", () => {
    expect(languageOptions(["Spanish"], ["English", "Vietnamese"])).toEqual(["English", "Spanish", "Vietnamese"]);
    expect(languageOptions([])).toEqual(["English"]);
  });

  it("lists each language once", () => {
    expect(languageOptions(["Spanish", "Spanish", "English"], ["Spanish"])).toEqual(["English", "Spanish"]);
  });
});

describe("facilityOptions", () => {
  const facility = (coid: string, title: string) => ({ market: "M", coid, title, city: "C", state: "TN" });

  it("lists one entry per facility in the answer's order", () => {
    expect(facilityOptions([facility("2", "Beta"), facility("1", "Alpha"), facility("2", "Beta")], "")).toEqual([
      { coid: "2", title: "Beta" },
      { coid: "1", title: "Alpha" },
    ]);
  });

  it("keeps a chosen facility the answer lacks, so the dropdown still shows the choice", () => {
    expect(facilityOptions([facility("1", "Alpha")], "09009")).toEqual([
      { coid: "1", title: "Alpha" },
      { coid: "09009", title: "09009" },
    ]);
  });
});
