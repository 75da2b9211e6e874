import { describe, expect, it } from "vitest";
import { editDistanceWithin } from "./edit-distance.ts";
import { resolvePlace, typosAllowed } from "./resolve-place.ts";

const labelOf = (text: string) => resolvePlace(text)?.label ?? null;

describe("resolvePlace (the location box's text, typed but not picked)", () => {
  it("reads a city alone, with a state code or name, in any case and spacing", () => {
    expect(labelOf("Houston")).toBe("Houston, TX");
    expect(labelOf("  houston,tx ")).toBe("Houston, TX");
    expect(labelOf("Nashville TN")).toBe("Nashville, TN");
    expect(labelOf("nashville, tennessee")).toBe("Nashville, TN");
    expect(labelOf("Albany New York")).toBe("Albany, NY");
    expect(labelOf("Salt Lake City")).toBe("Salt Lake City, UT");
    expect(labelOf("St. Louis")).toBe("Saint Louis, MO");
    expect(labelOf("Ft Worth")).toBe("Fort Worth, TX");
  });

  it("forgives one typo in a name of 4 to 7 letters and two from 8", () => {
    expect(labelOf("Housten")).toBe("Houston, TX");
    expect(labelOf("Nashvile")).toBe("Nashville, TN");
    expect(labelOf("Nashvile, TN")).toBe("Nashville, TN");
    expect(labelOf("Memphs")).toBe("Memphis, TN");
    expect(labelOf("Pheonix")).toBe("Phoenix, AZ");
    expect(labelOf("Philadelpia")).toBe("Philadelphia, PA");
    expect(labelOf("Phladelpia")).toBe("Philadelphia, PA");
    expect(typosAllowed(3)).toBe(0);
    expect(typosAllowed(7)).toBe(1);
    expect(typosAllowed(8)).toBe(2);
  });

  it("prefers the city of that name with the most zips, and the named state's when one is given", () => {
    // Springfield, IL has the most zips of the 30-odd Springfields in the data.
    expect(resolvePlace("Springfield")?.state).toBe("IL");
    expect(resolvePlace("Springfield, MA")?.state).toBe("MA");
    expect(resolvePlace("springfield mo")?.state).toBe("MO");
    expect(resolvePlace("Franklin TN")).toMatchObject({ city: "Franklin", state: "TN" });
  });

  it("centres a city on the zip nearest the mean of its zips, not its lowest (a tax office's for Austin)", () => {
    expect(resolvePlace("Austin, TX")?.zip).not.toBe("73301");
    const houston = resolvePlace("Houston");
    expect(houston?.latitude).toBeGreaterThan(29.6);
    expect(houston?.latitude).toBeLessThan(29.95);
    expect(houston?.longitude).toBeGreaterThan(-95.55);
    expect(houston?.longitude).toBeLessThan(-95.25);
  });

  it("reads a zip, a ZIP+4 and a picked label typed back", () => {
    expect(resolvePlace("77002")).toMatchObject({ zip: "77002", city: "Houston" });
    expect(resolvePlace("37203-1234")?.zip).toBe("37203");
    expect(resolvePlace("Nashville, TN 37203")?.zip).toBe("37203");
  });

  it("finds nothing for text that is no place, a zip no place has, or too short to guess", () => {
    for (const text of ["Qxzqxz", "00000", "", "  ", "Hx", "Nashville, XX"]) {
      expect(resolvePlace(text), text).toBeNull();
    }
  });
});

describe("editDistanceWithin", () => {
  it("counts insertions, deletions, substitutions and neighbour swaps, stopping past the limit", () => {
    expect(editDistanceWithin("houston", "houston", 1)).toBe(0);
    expect(editDistanceWithin("houston", "housten", 1)).toBe(1);
    expect(editDistanceWithin("nashville", "nashvile", 1)).toBe(1);
    expect(editDistanceWithin("phoenix", "pheonix", 1)).toBe(1);
    expect(editDistanceWithin("philadelphia", "phladelpia", 2)).toBe(2);
    expect(editDistanceWithin("denver", "dallas", 2)).toBe(3);
    expect(editDistanceWithin("a", "abcd", 2)).toBe(3);
  });
});
