import { describe, expect, it } from "vitest";
import {
  bookingSearchProblem,
  bookingSearchRequestSchema,
  searchConfirmationNumber,
  searchDateOfBirth,
  searchNameWords,
  searchPhoneDigits,
} from "./booking-search.ts";

describe("the booking search's normalised values", () => {
  it("folds a name's accents and case, drops apostrophes and splits it into words", () => {
    expect(searchNameWords("  José  MUÑOZ-Peña ")).toEqual(["jose", "munoz", "pena"]);
    expect(searchNameWords("O'Brien")).toEqual(["obrien"]);
    expect(searchNameWords("Ann ann")).toEqual(["ann"]);
    expect(searchNameWords(" - ")).toEqual([]);
  });

  it("keeps a phone's ten digits, also after a country code 1; anything else is no phone", () => {
    expect(searchPhoneDigits("(615) 555-0177")).toBe("6155550177");
    expect(searchPhoneDigits("+1 615 555 0177")).toBe("6155550177");
    expect(searchPhoneDigits("555-0177")).toBeNull();
  });

  it("reads a date of birth as MM/DD/YYYY or YYYY-MM-DD, only a real day", () => {
    expect(searchDateOfBirth("03/14/1961")).toBe("1961-03-14");
    expect(searchDateOfBirth("3/4/1961")).toBe("1961-03-04");
    expect(searchDateOfBirth("1961-03-14")).toBe("1961-03-14");
    expect(searchDateOfBirth("02/30/1961")).toBeNull();
    expect(searchDateOfBirth("14/03/1961")).toBeNull();
    expect(searchDateOfBirth("1961")).toBeNull();
  });

  it("upper-cases a confirmation number and refuses what cannot be one", () => {
    expect(searchConfirmationNumber(" fad-7k2m-9qxd-r4tb ")).toBe("FAD-7K2M-9QXD-R4TB");
    expect(bookingSearchProblem("confirmation", "fad-7k2m-9qxd-r4tb")).toBeNull();
    expect(bookingSearchProblem("confirmation", "<script>")).not.toBeNull();
  });

  it("refuses a search with nothing to match, with the reason", () => {
    expect(bookingSearchRequestSchema.safeParse({ by: "name", text: "" }).success).toBe(false);
    expect(bookingSearchRequestSchema.safeParse({ by: "name", text: "a b c d e" }).success).toBe(false);
    expect(bookingSearchRequestSchema.safeParse({ by: "phone", text: "12" }).success).toBe(false);
    expect(bookingSearchRequestSchema.safeParse({ by: "dateOfBirth", text: "1961-13-01" }).success).toBe(false);
    expect(bookingSearchRequestSchema.safeParse({ by: "everything", text: "x" }).success).toBe(false);
    expect(bookingSearchRequestSchema.safeParse({ by: "name", text: "Quasarwright" }).success).toBe(true);
  });
});
