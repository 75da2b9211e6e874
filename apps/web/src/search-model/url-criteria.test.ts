import type { SpecialtyEntry } from "@fad/contracts/provider/speciality-app-types";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMPTY_CRITERIA, type SearchCriteria } from "./search-criteria.ts";
import { criteriaFromUrl, criteriaToQuery, findSpecialty } from "./url-criteria.ts";

const specialties: SpecialtyEntry[] = [
  { speciality: { id: 5, name: "Cardiology" }, appTypes: [] },
  { speciality: { id: 9, name: "Family Medicine" }, appTypes: [] },
];

const read = (search: string, route = {}) => criteriaFromUrl(search, route, specialties);

describe("criteriaFromUrl", () => {
  it("reads every listing query parameter", () => {
    const { criteria, invalid, fromUrlParameters } = read(
      "zip=37203&keywords=heart&keywordExact=Atrial Fibrillation&gender=FEMALE&language=spanish;English" +
        "&acceptingNewPatientsOnly=true&telemedicineFlag=Y&facilityCoid=09001&location=centennial-clinic&specialty=5",
    );
    expect(invalid).toEqual([]);
    expect(fromUrlParameters).toBe(true);
    expect(criteria).toEqual({
      ...EMPTY_CRITERIA,
      zip: "37203",
      keyword: "heart",
      keywordExact: "Atrial Fibrillation",
      gender: "Female",
      languages: ["English", "Spanish"],
      acceptingNewPatientsOnly: true,
      telemedicine: true,
      facilityCoid: "09001",
      locationUrlTitle: "centennial-clinic",
      specialtyId: 5,
    });
  });

  it.each([
    ["zip", "1234"],
    ["zip", "12345-12"],
    ["zip", "abcde"],
    ["keywords", "heart1"],
    ["keywords", "<script>"],
    ["keywordExact", "a.b"],
    ["gender", "other"],
    ["language", "Span1sh"],
    ["language", "Klingon"],
    ["language", "Spanish;Klingon"],
    ["acceptingNewPatientsOnly", "maybe"],
    ["telemedicineFlag", "yes please"],
    ["facilityCoid", "09-001"],
    ["location", "a b"],
    ["specialty", "404"],
    ["specialty", "dermatology"],
    ["patientType", "Old"],
    ["date", "20260230"],
    ["sort", "Random"],
    ["page", "0"],
    ["page", "-2"],
    ["appointmentType", "x;y"],
  ])("leaves out %s=%s and names it", (name, value) => {
    const { criteria, invalid } = read(`${name}=${encodeURIComponent(value)}`);
    expect(invalid).toEqual([name]);
    expect(criteria).toEqual(EMPTY_CRITERIA);
  });

  it("accepts a 5+4 zip, gender in any case and letters, apostrophe, space and hyphen in keywords", () => {
    const { criteria, invalid } = read("zip=37203-1234&gender=mAlE&keywords=O'Neil Smith-Jones");
    expect(invalid).toEqual([]);
    expect(criteria).toMatchObject({ zip: "37203-1234", gender: "Male", keyword: "O'Neil Smith-Jones" });
  });

  it("matches the specialty route parameter by name, hyphens as spaces, in any case", () => {
    expect(read("", { specialty: "family-medicine" }).criteria.specialtyId).toBe(9);
    expect(read("", { specialty: "Family-MEDICINE" }).criteria.specialtyId).toBe(9);
    expect(read("", { specialty: "podiatry" }).invalid).toEqual(["specialty"]);
    expect(read("", { specialty: "cardiology" }).fromUrlParameters).toBe(false);
  });

  it("reads the location route parameter lower-cased", () => {
    expect(read("", { location: "Centennial-Clinic" }).criteria.locationUrlTitle).toBe("centennial-clinic");
  });

  it("drops English alone and keeps English first among others", () => {
    expect(read("language=English").criteria.languages).toEqual([]);
    expect(read("language=Spanish;English;French").criteria.languages).toEqual(["English", "Spanish", "French"]);
  });

  it("drops a distance sort without a zip", () => {
    expect(read("sort=Distance")).toMatchObject({ invalid: ["sort"], criteria: { sortType: null } });
    expect(read("sort=Distance&zip=37203").criteria.sortType).toBe("Distance");
  });

  it("is not a URL-parameter search with only our own parameters or blanks", () => {
    expect(read("page=2&sort=Ascending&zip=").fromUrlParameters).toBe(false);
  });

  it("finds specialties by id or name", () => {
    expect(findSpecialty(specialties, "5")?.speciality.name).toBe("Cardiology");
    expect(findSpecialty(specialties, "cardiology")?.speciality.id).toBe(5);
    expect(findSpecialty(specialties, "6")).toBeUndefined();
  });
});

describe("the insurance parameters", () => {
  it("read an insurer and a plan of it, written back the same", () => {
    const { criteria, invalid } = read("insurer=3&insurancePlan=12");
    expect(invalid).toEqual([]);
    expect(criteria).toMatchObject({ insurerId: 3, insurancePlanId: 12 });
    expect(criteriaToQuery(criteria).toString()).toBe("insurer=3&insurancePlan=12");
    expect(criteriaToQuery({ ...EMPTY_CRITERIA, insurerId: 5 }).toString()).toBe("insurer=5");
  });

  it("leave out and name what breaks their rule; a plan without its insurer is dropped", () => {
    for (const bad of ["insurer=0", "insurer=-1", "insurer=aetna", "insurer=1.5", "insurer=2147483648"]) {
      const { criteria, invalid } = read(bad);
      expect(invalid, bad).toEqual(["insurer"]);
      expect(criteria.insurerId, bad).toBeNull();
    }
    const orphan = read("insurancePlan=12");
    expect(orphan.invalid).toEqual(["insurancePlan"]);
    expect(orphan.criteria.insurancePlanId).toBeNull();
    expect(criteriaToQuery({ ...EMPTY_CRITERIA, insurancePlanId: 12 }).toString()).toBe("");
  });
});

describe("criteriaToQuery", () => {
  it("writes only what is set, languages with semicolons and English alone omitted", () => {
    expect(criteriaToQuery(EMPTY_CRITERIA).toString()).toBe("");
    expect(criteriaToQuery({ ...EMPTY_CRITERIA, languages: ["English"] }).toString()).toBe("");
    const query = criteriaToQuery({
      ...EMPTY_CRITERIA,
      keyword: " heart ",
      languages: ["English", "Spanish"],
      telemedicine: true,
      page: 3,
      sortType: "Descending",
    });
    expect(Object.fromEntries(query)).toEqual({
      keywords: "heart",
      language: "English;Spanish",
      telemedicineFlag: "true",
      page: "3",
      sort: "Descending",
    });
  });

  it("round-trips any valid criteria through the URL", () => {
    const word = fc.stringMatching(/^[A-Za-z][A-Za-z' -]{0,20}[A-Za-z]$/);
    const criteria = fc
      .record({
        keyword: fc.oneof(fc.constant(""), word),
        keywordExact: fc.oneof(fc.constant(""), word),
        zip: fc.oneof(fc.constant(""), fc.stringMatching(/^\d{5}(-\d{4})?$/)),
        gender: fc.constantFrom(null, "Female" as const, "Male" as const),
        languages: fc.constantFrom<string[]>(
          [],
          ["English", "Spanish"],
          ["Arabic"],
          ["English", "French", "Haitian Creole"],
        ),
        acceptingNewPatientsOnly: fc.boolean(),
        telemedicine: fc.boolean(),
        facilityCoid: fc.oneof(fc.constant(""), fc.stringMatching(/^\d{5}$/)),
        locationUrlTitle: fc.constant(""),
        specialtyId: fc.constant(null),
        insurerId: fc.option(fc.integer({ min: 1, max: 2_147_483_647 }), { nil: null }),
        insurancePlanId: fc.option(fc.integer({ min: 1, max: 2_147_483_647 }), { nil: null }),
        appointmentTypeId: fc.constantFrom("", "NEWPT", "FOLLOW UP"),
        patientType: fc.constantFrom("", "New", "Current", "New/Current"),
        startDate: fc.constantFrom("", "20270101"),
        sortType: fc.constantFrom(null, "Ascending" as const, "Descending" as const, "FirstAvailable" as const),
        page: fc.integer({ min: 1, max: 500 }),
        visit: fc.constantFrom("new" as const, "returning" as const),
      })
      .map((value) => ({ ...value, insurancePlanId: value.insurerId === null ? null : value.insurancePlanId }));
    fc.assert(
      fc.property(criteria, (value: SearchCriteria) => {
        const back = read(criteriaToQuery(value).toString());
        expect(back.invalid).toEqual([]);
        expect(back.criteria).toEqual({
          ...value,
          keyword: value.keyword.trim(),
          keywordExact: value.keywordExact.trim(),
        });
      }),
    );
  });
});
