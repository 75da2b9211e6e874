import { describe, expect, it } from "vitest";
import { EMPTY_CRITERIA } from "../../search-model/search-criteria.ts";
import { DEFAULT_FILTER_VALUES } from "./filters/filter-values.ts";
import { criteriaForSpecialty, criteriaOfFilters, filterValuesOf } from "./results-filter-criteria.ts";
import { resultsHeader } from "./results-header.ts";

const place = {
  zip: "37203",
  city: "Nashville",
  state: "TN",
  latitude: 36.1,
  longitude: -86.8,
  label: "Nashville, TN 37203",
};

describe("filterValuesOf", () => {
  it("shows the default panel for no criteria", () => {
    expect(filterValuesOf(EMPTY_CRITERIA)).toEqual(DEFAULT_FILTER_VALUES);
  });

  it("shows each criterion, the zip in the location box, or the chosen place's label", () => {
    const criteria = {
      ...EMPTY_CRITERIA,
      keywordExact: "Cardiology",
      zip: "37203",
      gender: "Male" as const,
      languages: ["Spanish"],
    };
    expect(filterValuesOf(criteria)).toMatchObject({
      keyword: "Cardiology",
      location: "37203",
      genders: ["Male"],
      languages: ["Spanish"],
    });
    expect(filterValuesOf(criteria, place)).toMatchObject({ location: "Nashville, TN 37203", place });
  });
});

describe("criteriaOfFilters", () => {
  const current = {
    ...EMPTY_CRITERIA,
    specialtyId: 5,
    locationUrlTitle: "clinic",
    page: 4,
    sortType: "Distance" as const,
    zip: "37203",
  };

  it("keeps the route's specialty and location, goes back to page 1, one gender narrows, two do not", () => {
    const values = { ...DEFAULT_FILTER_VALUES, genders: ["Female" as const], location: "Nashville, TN 37203", place };
    expect(criteriaOfFilters(values, current)).toEqual({
      ...EMPTY_CRITERIA,
      specialtyId: 5,
      locationUrlTitle: "clinic",
      zip: "37203",
      gender: "Female",
      sortType: "Distance",
    });
    expect(criteriaOfFilters({ ...values, genders: ["Female", "Male"] }, current).gender).toBeNull();
  });

  it("drops a distance sort once the location is gone, and FirstAvailable without an appointment type", () => {
    expect(criteriaOfFilters(DEFAULT_FILTER_VALUES, current).sortType).toBeNull();
    expect(criteriaOfFilters(DEFAULT_FILTER_VALUES, { ...current, sortType: "FirstAvailable" }).sortType).toBeNull();
    expect(
      criteriaOfFilters(
        { ...DEFAULT_FILTER_VALUES, appointmentTypeId: "NEWPT" },
        { ...current, sortType: "FirstAvailable" },
      ).sortType,
    ).toBe("FirstAvailable");
  });

  it("keeps an untouched exact keyword exact and takes a typed zip without a chosen place", () => {
    const exact = { ...EMPTY_CRITERIA, keywordExact: "Cardiology" };
    expect(criteriaOfFilters({ ...DEFAULT_FILTER_VALUES, keyword: "Cardiology" }, exact)).toMatchObject({
      keyword: "",
      keywordExact: "Cardiology",
    });
    expect(criteriaOfFilters({ ...DEFAULT_FILTER_VALUES, keyword: "Cardio" }, exact)).toMatchObject({
      keyword: "Cardio",
      keywordExact: "",
    });
    expect(criteriaOfFilters({ ...DEFAULT_FILTER_VALUES, location: "37209" }, EMPTY_CRITERIA).zip).toBe("37209");
    expect(criteriaOfFilters({ ...DEFAULT_FILTER_VALUES, location: "Nashville" }, EMPTY_CRITERIA).zip).toBe("");
  });

  it("turns English alone into no language choice and keeps the others", () => {
    expect(criteriaOfFilters(DEFAULT_FILTER_VALUES, EMPTY_CRITERIA).languages).toEqual([]);
    expect(
      criteriaOfFilters({ ...DEFAULT_FILTER_VALUES, languages: ["English", "Spanish"] }, EMPTY_CRITERIA).languages,
    ).toEqual(["English", "Spanish"]);
  });
});

describe("resultsHeader", () => {
  it("names the specialty, else the keyword, else nothing", () => {
    expect(resultsHeader({ ...EMPTY_CRITERIA, keyword: "heart" }, "Cardiology", [])).toBe("Cardiology");
    expect(resultsHeader({ ...EMPTY_CRITERIA, keyword: " heart " }, null, [])).toBe("heart");
    expect(resultsHeader({ ...EMPTY_CRITERIA, keywordExact: "Atrial Fibrillation" }, null, [])).toBe(
      "Atrial Fibrillation",
    );
    expect(resultsHeader(EMPTY_CRITERIA, null, [])).toBeNull();
  });
});

describe("the insurance filter between the address and the panel", () => {
  it("shows the address's insurer and plan, and an Apply keeps them (a plan only with its insurer)", () => {
    const criteria = { ...EMPTY_CRITERIA, insurerId: 3, insurancePlanId: 12 };
    const values = filterValuesOf(criteria);
    expect(values).toMatchObject({ insurerId: 3, insurancePlanId: 12 });
    expect(criteriaOfFilters(values, EMPTY_CRITERIA)).toMatchObject({ insurerId: 3, insurancePlanId: 12, page: 1 });
    const orphan = criteriaOfFilters({ ...DEFAULT_FILTER_VALUES, insurancePlanId: 12 }, EMPTY_CRITERIA);
    expect(orphan).toMatchObject({ insurerId: null, insurancePlanId: null });
  });
});

describe("criteriaForSpecialty", () => {
  const current = {
    ...EMPTY_CRITERIA,
    specialtyId: 5,
    zip: "37203",
    patientType: "New",
    appointmentTypeId: "NP",
    sortType: "FirstAvailable" as const,
  };
  const values = { ...filterValuesOf(current), keyword: "Cardiology" };

  it("resets patient type, appointment type and a First Available sort when the specialty changes (spec §4)", () => {
    expect(criteriaForSpecialty(values, current, 7)).toEqual({
      ...EMPTY_CRITERIA,
      specialtyId: 7,
      zip: "37203",
    });
  });

  it("keeps them when the same specialty is chosen again", () => {
    expect(criteriaForSpecialty(values, current, 5)).toMatchObject({
      specialtyId: 5,
      keyword: "",
      patientType: "New",
      appointmentTypeId: "NP",
      sortType: "FirstAvailable",
    });
  });
});
