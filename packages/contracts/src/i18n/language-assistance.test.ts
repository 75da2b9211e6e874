import { describe, expect, it } from "vitest";
import { LANGUAGE_ASSISTANCE_TAGLINES, taglineWithNumber } from "./language-assistance.ts";

describe("the Section 1557 taglines", () => {
  it("cover 15 languages, each once, each with the help line's place", () => {
    expect(LANGUAGE_ASSISTANCE_TAGLINES).toHaveLength(15);
    expect(new Set(LANGUAGE_ASSISTANCE_TAGLINES.map((t) => t.lang)).size).toBe(15);
    for (const tagline of LANGUAGE_ASSISTANCE_TAGLINES) expect(tagline.text).toContain("{number}");
    const names = LANGUAGE_ASSISTANCE_TAGLINES.map((t) => t.englishName);
    for (const required of ["Spanish", "Vietnamese", "Chinese", "Korean", "Arabic", "Tagalog", "French", "German"]) {
      expect(names).toContain(required);
    }
  });

  it("isolates the number so right-to-left text keeps its digits in order", () => {
    const arabic = LANGUAGE_ASSISTANCE_TAGLINES.find((t) => t.lang === "ar");
    expect(arabic && taglineWithNumber(arabic, "(615) 555-0100")).toContain("\u2066(615) 555-0100\u2069");
  });
});
