import { describe, expect, it } from "vitest";
import { listingPathOf, resultsReturnOf, zipOfResults } from "./results-return.ts";

describe("resultsReturnOf", () => {
  it("reads the results address a profile link carried", () => {
    expect(resultsReturnOf({ resultsPath: "/physicians/listing?zip=37203&gender=female" })).toEqual({
      resultsPath: "/physicians/listing?zip=37203&gender=female",
    });
    expect(resultsReturnOf({ resultsPath: "/physicians/specialty/cardiology" })).not.toBeNull();
  });

  it("ignores missing, foreign or outside addresses", () => {
    for (const state of [null, undefined, {}, { resultsPath: 5 }, { resultsPath: "//evil.example/physicians/" }]) {
      expect(resultsReturnOf(state)).toBeNull();
    }
    expect(resultsReturnOf({ resultsPath: "https://evil.example/physicians/listing" })).toBeNull();
    expect(resultsReturnOf({ resultsPath: "/elsewhere/listing" })).toBeNull();
  });
});

describe("zipOfResults", () => {
  it("is the search's five-digit zip, or empty", () => {
    expect(zipOfResults({ resultsPath: "/physicians/listing?zip=37203" })).toBe("37203");
    expect(zipOfResults({ resultsPath: "/physicians/listing?zip=37203-1234" })).toBe("37203");
    expect(zipOfResults({ resultsPath: "/physicians/listing?zip=abc" })).toBe("");
    expect(zipOfResults({ resultsPath: "/physicians/listing" })).toBe("");
    expect(zipOfResults(null)).toBe("");
  });
});

describe("listingPathOf", () => {
  it("is the listing this tab last showed, with its query and page (issue 39)", () => {
    expect(listingPathOf("/physicians/listing?gender=female&page=2")).toBe("/physicians/listing?gender=female&page=2");
    expect(listingPathOf("/physicians/specialty/cardiology/listing")).toBe("/physicians/specialty/cardiology/listing");
  });

  it("is the bare listing without one, or for anything not an app path", () => {
    for (const stored of [null, "", "//evil.example/physicians/", "https://evil.example/physicians/listing", "/x"]) {
      expect(listingPathOf(stored)).toBe("/physicians/listing");
    }
  });
});
