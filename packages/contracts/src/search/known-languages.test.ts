import { describe, expect, it } from "vitest";
import { isKnownLanguage } from "./known-languages.ts";

describe("isKnownLanguage", () => {
  it("knows the demo network's languages and any ISO 639-1 name, in any case", () => {
    for (const name of ["English", "spanish", "Arabic", "Chinese", "Farsi", "Haitian Creole", "Navajo", "Tagalog"]) {
      expect(isKnownLanguage(name), name).toBe(true);
    }
    expect(isKnownLanguage("American Sign Language")).toBe(true);
  });

  it("refuses what is not a language", () => {
    for (const name of ["Klingon", "Elvish", "Xyz", ""]) expect(isKnownLanguage(name), name).toBe(false);
  });
});
