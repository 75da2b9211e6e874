import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  coidListSchema,
  flagSchema,
  GENDER_MESSAGE,
  genderSchema,
  INVALID_CHARACTERS_MESSAGE,
  KEYWORD_MESSAGE,
  keywordSchema,
  LAST_NAME_PATTERN,
  languageName,
  languagesSchema,
  numberField,
  optionalField,
  TYPE_AHEAD_INPUT_PATTERN,
  URL_KEYWORD_PATTERN,
  ZIP_MESSAGE,
  zipSchema,
} from "./search-field-rules.ts";

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe("search field rules (spec discovery §5)", () => {
  it("a zip is 5 digits or 5+4", () => {
    for (const zip of ["37203", "37203-1234"]) expect(zipSchema.safeParse(zip).success).toBe(true);
    for (const zip of ["3720", "372031", "37203-123", "37203 1234", "abcde", ""]) {
      expect(messageOf(zipSchema.safeParse(zip))).toBe(ZIP_MESSAGE);
    }
  });

  it("type-ahead input allows letters, digits, space and ( ) - ' , . / & only", () => {
    expect(TYPE_AHEAD_INPUT_PATTERN.test("St. Mary's (North) - 1/2 & Co,")).toBe(true);
    // Letters of any language, with their accents, precomposed or not (decision 171).
    for (const text of ["Muñoz", "José", "cardiólogo", "Jose\u0301", "Øberg", "Nguyễn"]) {
      expect(TYPE_AHEAD_INPUT_PATTERN.test(text)).toBe(true);
    }
    for (const text of ["a<b", "a;b", "a=b", "a_b", 'a"b', "a\nb", "a\u00a0b", "½", "a€"]) {
      expect(TYPE_AHEAD_INPUT_PATTERN.test(text)).toBe(false);
    }
    expect(INVALID_CHARACTERS_MESSAGE).toBe("Please enter only valid characters: a-z A-Z 0-9 () / - ' , . &");
  });

  it("the search keyword takes the type-ahead characters and says 'Please enter a valid keyword'", () => {
    expect(keywordSchema.safeParse("Alice M. Johnson, MD").success).toBe(true);
    expect(messageOf(keywordSchema.safeParse("x; drop"))).toContain(KEYWORD_MESSAGE);
    expect(messageOf(keywordSchema.safeParse("a".repeat(101)))).toContain(KEYWORD_MESSAGE);
  });

  it("a URL keyword is letters, apostrophe, space and hyphen; a last name starts with a letter", () => {
    expect(URL_KEYWORD_PATTERN.test("O'Brien-Smith heart")).toBe(true);
    expect(URL_KEYWORD_PATTERN.test("covid 19")).toBe(false);
    expect(LAST_NAME_PATTERN.test("Smith")).toBe(true);
    expect(LAST_NAME_PATTERN.test("'Smith")).toBe(false);
  });

  it("gender is female or male in any case, written capitalised", () => {
    expect(genderSchema.parse("female")).toBe("Female");
    expect(genderSchema.parse(" MALE ")).toBe("Male");
    expect(messageOf(genderSchema.safeParse("other"))).toBe(GENDER_MESSAGE);
  });

  it("languages are semicolon-separated (or a list), capitalised, each once", () => {
    expect(languagesSchema.parse("english; SPANISH;;haitian creole;Spanish")).toEqual([
      "English",
      "Spanish",
      "Haitian Creole",
    ]);
    expect(languagesSchema.parse(["chinese (mandarin)"])).toEqual(["Chinese (Mandarin)"]);
    expect(languagesSchema.safeParse("Eng1ish").success).toBe(false);
    expect(languagesSchema.safeParse(Array.from({ length: 21 }, (_, index) => `L${"a".repeat(index)}`)).success).toBe(
      false,
    );
    expect(languageName("american sign language")).toBe("American Sign Language");
  });

  it("coids, flags, numbers and blank fields", () => {
    expect(coidListSchema.parse("09001; 09002;;09001")).toEqual(["09001", "09002"]);
    expect(coidListSchema.safeParse("09001;0 9").success).toBe(false);
    expect([true, "true", "Y", "y", "1"].map((flag) => flagSchema.parse(flag))).toEqual([true, true, true, true, true]);
    expect([false, "false", "N", "n", "0"].map((flag) => flagSchema.parse(flag))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    const distance = numberField(z.number().positive());
    expect(distance.parse("12.5")).toBe(12.5);
    expect(distance.safeParse("12 miles").success).toBe(false);
    const optionalZip = z.object({ zip: optionalField(zipSchema) });
    expect(optionalZip.parse({ zip: "" })).toEqual({});
    expect(optionalZip.parse({ zip: null })).toEqual({});
    expect(optionalZip.parse({ zip: " 37203 " })).toEqual({ zip: "37203" });
  });
});
