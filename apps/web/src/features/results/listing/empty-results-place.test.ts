import type { Place } from "@fad/contracts/geo/place";
import { DEFAULT_SEARCH_RADIUS_MILES } from "@fad/contracts/search/search-field-rules";
import { describe, expect, it } from "vitest";
import { emptyResultsPlace } from "./empty-results-place.ts";

const NASHVILLE: Place = {
  zip: "37203",
  city: "Nashville",
  state: "TN",
  latitude: 36.15,
  longitude: -86.79,
  label: "Nashville, TN",
};

describe("the place an empty answer names", () => {
  it("is the chosen place when the search shown is for its zip, with the site's radius or the default", () => {
    expect(emptyResultsPlace(NASHVILLE, "37203", 25)).toEqual({ label: "Nashville, TN", miles: 25 });
    expect(emptyResultsPlace(NASHVILLE, "37203", null)).toEqual({
      label: "Nashville, TN",
      miles: DEFAULT_SEARCH_RADIUS_MILES,
    });
  });

  it("is none for another zip, no zip, or no place", () => {
    expect(emptyResultsPlace(NASHVILLE, "77008", 25)).toBeNull();
    expect(emptyResultsPlace(NASHVILLE, "", 25)).toBeNull();
    expect(emptyResultsPlace(null, "37203", 25)).toBeNull();
  });
});
