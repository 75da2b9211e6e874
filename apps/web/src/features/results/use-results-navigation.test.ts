import { describe, expect, it } from "vitest";
import { listingPathOf } from "./use-results-navigation.ts";

describe("the listing path of a results route", () => {
  it("adds the /listing suffix once, without a trailing slash", () => {
    expect(listingPathOf("/physicians/specialty/cardiology")).toBe("/physicians/specialty/cardiology/listing");
    expect(listingPathOf("/physicians/specialty/cardiology/")).toBe("/physicians/specialty/cardiology/listing");
    expect(listingPathOf("/physicians/listing")).toBe("/physicians/listing");
    expect(listingPathOf("/physicians/listing//")).toBe("/physicians/listing");
  });
});
