import { describe, expect, it } from "vitest";
import { makePhysician } from "../../testing/physician-fixtures.ts";
import {
  formatDesignation,
  formatDistance,
  formatNameWithDesignation,
  formatPhysicianName,
  formatRating,
  primarySpecialtyNames,
} from "./physician-format.ts";

const name = (first: string, middle: string | null, last: string) =>
  formatPhysicianName({ physicianFirstName: first, physicianMiddleInitial: middle, physicianLastName: last });

describe("formatPhysicianName", () => {
  it("writes the middle initial with a period", () => {
    expect(name("Maria", "J", "Lopez")).toBe("Maria J. Lopez");
  });
  it("does not double a period the data already has, and keeps one letter", () => {
    expect(name("Maria", "J.", "Lopez")).toBe("Maria J. Lopez");
    expect(name("Maria", "jane", "Lopez")).toBe("Maria J. Lopez");
  });
  it("leaves the middle out when there is none", () => {
    expect(name("Maria", null, "Lopez")).toBe("Maria Lopez");
    expect(name("Maria", "", "Lopez")).toBe("Maria Lopez");
    expect(name("Maria", " ", "Lopez")).toBe("Maria Lopez");
  });
});

describe("formatDesignation", () => {
  it.each([
    ["MD", "MD"],
    ["MD, FACP", "MD, FACP"],
    ["MD,FACP", "MD, FACP"],
    ["MD; PhD", "MD, PhD"],
    ["DO FACOI", "DO, FACOI"],
    ["md, phd", "MD, PhD"],
    // Only the spec's credential list is shown (decision 109).
    ["MD, XYZ", "MD"],
    ["Esq.", ""],
    ["", ""],
  ])("%s → %s", (input, expected) => {
    expect(formatDesignation(input)).toBe(expected);
  });

  it("joins name and designation with a comma, or the name alone", () => {
    expect(formatNameWithDesignation(makePhysician())).toBe("Maria J. Lopez, MD, FAAFP");
    expect(formatNameWithDesignation(makePhysician({ physicianDesignation: "" }))).toBe("Maria J. Lopez");
    expect(formatNameWithDesignation(makePhysician({ physicianDesignation: "Esq" }))).toBe("Maria J. Lopez");
  });
});

describe("formatDistance", () => {
  it.each([
    [3.25, "3.3 mi"],
    [0.04, "0.0 mi"],
    [12, "12.0 mi"],
    [0, null],
    [-1, null],
    [null, null],
    [Number.NaN, null],
  ])("%s → %s", (distance, expected) => {
    expect(formatDistance(distance)).toBe(expected);
  });
});

describe("formatRating", () => {
  it.each([
    [4.66, "4.7"],
    [4, "4.0"],
    [3.04, "3.0"],
    [5, "5.0"],
  ])("%s → %s", (rating, expected) => {
    expect(formatRating(rating)).toBe(expected);
  });
});

describe("primarySpecialtyNames", () => {
  it("lists the primary specialties, or every specialty when none is primary", () => {
    expect(primarySpecialtyNames(makePhysician())).toEqual(["Family Medicine"]);
    const specialties = makePhysician().specialties.map((specialty) => ({ ...specialty, primary: false }));
    expect(primarySpecialtyNames({ specialties })).toEqual(["Family Medicine", "Sports Medicine"]);
  });
});
