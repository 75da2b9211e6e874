import { MAX_NPIS } from "@fad/contracts/provider/search-providers";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  hostSearchLimits,
  hostSearchParameters,
  reportHostSearchProblems,
  wantsListing,
} from "./host-search-settings.ts";

const npi = (n: number) => String(1_000_000_000 + n);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("hostSearchParameters", () => {
  it("maps each url-prefixed setting to its listing parameter, leaving blank ones out", () => {
    expect(
      hostSearchParameters({ urlZip: "37203", urlKeywords: " ", urlTeleMedicineFlag: false, urlGender: null }),
    ).toEqual([
      ["zip", "37203"],
      ["telemedicineFlag", "false"],
    ]);
  });
});

describe("wantsListing", () => {
  it("reads listingFlg like the other host flags", () => {
    expect([true, "true", "Y", "y"].map((listingFlg) => wantsListing({ listingFlg } as never))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      [false, "false", "N", "n", null, undefined].map((listingFlg) => wantsListing({ listingFlg } as never)),
    ).toEqual([false, false, false, false, false, false]);
  });
});

describe("hostSearchLimits: distance", () => {
  it("takes a positive number of miles up to the widest radius, as a number or a numeric text", () => {
    expect(hostSearchLimits({ distance: 25 }).distance).toBe(25);
    expect(hostSearchLimits({ distance: " 12.5 " }).distance).toBe(12.5);
    expect(hostSearchLimits({ distance: 3000 }).distance).toBe(3000);
    expect(hostSearchLimits({ distance: 25 }).problems).toEqual([]);
  });

  it("ignores a blank distance silently and an invalid one with a problem", () => {
    expect(hostSearchLimits({ distance: "" })).toEqual({ distance: null, withinNpis: [], problems: [] });
    expect(hostSearchLimits({}).distance).toBeNull();
    for (const distance of [0, -5, 3001, "ten", "1e3", "25 miles", Number.NaN]) {
      const limits = hostSearchLimits({ distance });
      expect(limits.distance, String(distance)).toBeNull();
      expect(limits.problems, String(distance)).toHaveLength(1);
    }
  });
});

describe("hostSearchLimits: physiciansList and physiciansCount", () => {
  it("keeps the 10-digit NPIs, once each, and names the other entries", () => {
    const limits = hostSearchLimits({ physiciansList: [npi(1), " 1000000002 ", "jane-doe-md", npi(1), "123"] });
    expect(limits.withinNpis).toEqual([npi(1), npi(2)]);
    expect(limits.problems).toEqual(["physiciansList entries that are not 10-digit NPIs: jane-doe-md, 123"]);
  });

  it("uses at most the search's NPI limit", () => {
    const list = Array.from({ length: MAX_NPIS + 2 }, (_, index) => npi(index));
    const limits = hostSearchLimits({ physiciansList: list });
    expect(limits.withinNpis).toEqual(list.slice(0, MAX_NPIS));
    expect(limits.problems).toEqual([`physiciansList holds ${MAX_NPIS + 2} NPIs; only the first ${MAX_NPIS} are used`]);
  });

  it("checks physiciansCount against the valid NPIs of the list, and nothing else", () => {
    expect(hostSearchLimits({ physiciansList: [npi(1), npi(2)], physiciansCount: 2 }).problems).toEqual([]);
    expect(hostSearchLimits({ physiciansList: [npi(1), "x"], physiciansCount: 2 }).problems).toContain(
      "physiciansCount is 2 but physiciansList holds 1 valid NPIs",
    );
    // Without a list the count checks nothing and limits nothing.
    expect(hostSearchLimits({ physiciansCount: 5 })).toEqual({ distance: null, withinNpis: [], problems: [] });
  });
});

describe("reportHostSearchProblems", () => {
  it("warns once per settings object, and not at all without problems", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const settings = { distance: "far" };
    reportHostSearchProblems(settings, ["a"]);
    reportHostSearchProblems(settings, ["a"]);
    reportHostSearchProblems({}, []);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith("Find a Doctor: ignored invalid settings", ["a"]);
  });
});
