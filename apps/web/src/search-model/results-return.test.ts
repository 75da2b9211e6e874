import { describe, expect, it } from "vitest";
import { resultsReturnOf, zipOfResults } from "./results-return.ts";

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
