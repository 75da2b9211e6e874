import { describe, expect, it } from "vitest";
import { languageDisplayName } from "./language-names.ts";

describe("languageDisplayName", () => {
  it("names a doctor's languages in Spanish on a Spanish page, through ISO 639-1 and Intl", () => {
    expect(["English", "Spanish", "Vietnamese", "Farsi"].map((name) => languageDisplayName(name, "es-US"))).toEqual([
      "inglés",
      "español",
      "vietnamita",
      "persa",
    ]);
  });

  it("keeps the directory's name on English pages and for a name it does not know", () => {
    expect(languageDisplayName("Spanish", "en-US")).toBe("Spanish");
    expect(languageDisplayName("Klingon", "es-US")).toBe("Klingon");
  });
});
