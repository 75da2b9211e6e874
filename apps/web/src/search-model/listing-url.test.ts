import type { SpecialtyEntry } from "@fad/contracts/provider/speciality-app-types";
import { describe, expect, it } from "vitest";
import { listingPath, listingUrl, specialtyNameOf, takesListingSuffix } from "./listing-url.ts";
import { EMPTY_CRITERIA } from "./search-criteria.ts";
import { criteriaFromUrl } from "./url-criteria.ts";

const specialties: SpecialtyEntry[] = [{ speciality: { id: 9, name: "Family Medicine" }, appTypes: [] }];

describe("the listing suffix rule", () => {
  it.each([
    [0, false, true],
    [0, true, true],
    [19, false, true],
    [20, false, false],
    [385, false, false],
    [20, true, true],
    [385, true, true],
  ])("%i results, from a search %s: suffix %s", (total, fromSearch, expected) => {
    expect(takesListingSuffix({ total, fromSearch })).toBe(expected);
  });
});

describe("listingPath", () => {
  const path = (specialtyId: number | null, locationUrlTitle: string, suffix: boolean) =>
    listingPath({ specialtyName: specialtyNameOf(specialtyId, specialties), locationUrlTitle }, suffix);

  it("uses the specialty and location routes, with or without the suffix", () => {
    expect(path(null, "", true)).toBe("/physicians/listing");
    expect(path(null, "", false)).toBe("/physicians/listing");
    expect(path(9, "", false)).toBe("/physicians/specialty/family-medicine");
    expect(path(9, "", true)).toBe("/physicians/specialty/family-medicine/listing");
    expect(path(null, "centennial-clinic", false)).toBe("/physicians/locations/centennial-clinic");
    expect(path(null, "centennial-clinic", true)).toBe("/physicians/locations/centennial-clinic/listing");
    expect(path(9, "centennial-clinic", true)).toBe("/physicians/locations/centennial-clinic/family-medicine/listing");
  });

  it("ignores a specialty id it does not know", () => {
    expect(path(77, "", true)).toBe("/physicians/listing");
  });
});

describe("listingUrl", () => {
  it("carries the query and reads back to the same criteria through the route", () => {
    const criteria = { ...EMPTY_CRITERIA, specialtyId: 9, zip: "37203", gender: "Male" as const };
    const url = listingUrl(criteria, specialties, true);
    expect(url).toBe("/physicians/specialty/family-medicine/listing?zip=37203&gender=Male");
    const [, search] = url.split("?");
    expect(criteriaFromUrl(search ?? "", { specialty: "family-medicine" }, specialties).criteria).toEqual(criteria);
  });

  it("takes a specialty name the list does not know yet", () => {
    expect(listingUrl({ ...EMPTY_CRITERIA, specialtyId: 12 }, [], true, "Sports Medicine")).toBe(
      "/physicians/specialty/sports-medicine/listing",
    );
  });
});
