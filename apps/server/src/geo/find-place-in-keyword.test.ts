import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { findPlaceInKeyword } from "./find-place-in-keyword.ts";

const read = (text: string) => {
  const found = findPlaceInKeyword(text);
  return { keyword: found.keyword, placeText: found.placeText, label: found.place?.label ?? null };
};

describe("findPlaceInKeyword (a place typed in the keyword box)", () => {
  it("takes out a zip anywhere, with a marker before it", () => {
    expect(read("cardiologist 37203")).toEqual({
      keyword: "cardiologist",
      placeText: "37203",
      label: "Nashville, TN 37203",
    });
    expect(read("37203 heart doctor")).toMatchObject({ keyword: "heart doctor", label: "Nashville, TN 37203" });
    expect(read("knee pain near 77030")).toMatchObject({ keyword: "knee pain", label: "Houston, TX 77030" });
    expect(read("77002")).toMatchObject({ keyword: "", label: "Houston, TX 77002" });
  });

  it("names a zip no US place has, with no place, so the location box can say so", () => {
    expect(read("cardiologist 00000")).toEqual({ keyword: "cardiologist", placeText: "00000", label: null });
  });

  it("takes a place after in, near or around, typos included", () => {
    expect(read("pediatrician in houston")).toEqual({
      keyword: "pediatrician",
      placeText: "houston",
      label: "Houston, TX",
    });
    expect(read("obgyn in nashvile")).toMatchObject({ keyword: "obgyn", label: "Nashville, TN" });
    expect(read("dermatologist near Franklin, TN")).toMatchObject({ keyword: "dermatologist", label: "Franklin, TN" });
    expect(read("dentist around Denver CO")).toMatchObject({ keyword: "dentist", label: "Denver, CO" });
  });

  it("takes a City ST or City, State at the end", () => {
    expect(read("cardiologist Nashville TN")).toMatchObject({ keyword: "cardiologist", label: "Nashville, TN" });
    expect(read("family medicine Houston, Texas")).toMatchObject({ keyword: "family medicine", label: "Houston, TX" });
    expect(read("Houston, TX")).toMatchObject({ keyword: "", label: "Houston, TX" });
    expect(read("allergist Sugar Land TX")).toMatchObject({ keyword: "allergist", label: "Sugar Land, TX" });
  });

  it("takes a large city's name alone or at the end, a typo forgiven from 6 letters", () => {
    expect(read("houston")).toEqual({ keyword: "", placeText: "houston", label: "Houston, TX" });
    expect(read("heart doctor houston")).toMatchObject({ keyword: "heart doctor", label: "Houston, TX" });
    expect(read("dermatologist denver")).toMatchObject({ keyword: "dermatologist", label: "Denver, CO" });
    expect(read("pediatrician housten")).toMatchObject({ keyword: "pediatrician", label: "Houston, TX" });
    expect(read("Memphis")).toMatchObject({ keyword: "", label: "Memphis, TN" });
  });

  it("leaves a doctor's name after Dr, and clinical words, as the keyword", () => {
    for (const text of [
      "Dr Houston",
      "dr. Austin",
      "pain in back",
      "numbness in hand",
      "pain in chest",
      "rash on arm",
      "back pain",
      "sore throat",
      "high blood pressure",
      "kids doctor",
      "spring allergies",
      "multiple sclerosis MS",
      "head CT",
      "heart MD",
      "therapist PA",
      "skin cancer",
      "eye doctor",
      "ENT",
      "weight loss",
      "broken bone",
      "urgent care",
      "diabetes",
      "sports medicine",
      "women's health",
      "checkup",
      "flu",
    ]) {
      expect(read(text), text).toEqual({ keyword: text, placeText: "", label: null });
    }
  });

  it("gives an empty answer for empty text", () => {
    expect(read("   ")).toEqual({ keyword: "", placeText: "", label: null });
  });

  it("reads no body part after in/near/around as a place, nor alone (typos need the first letter)", () => {
    const parts = ["back", "shoulder", "hand", "chest", "knee", "hip", "neck", "groin", "foot", "eye", "ear", "skin"];
    for (const part of parts) {
      for (const text of [part, `pain in ${part}`, `numbness near ${part}`, `swelling around ${part}`]) {
        expect(read(text), text).toEqual({ keyword: text, placeText: "", label: null });
      }
    }
  });

  it("reads none of the medical vocabulary's phrases as a place", () => {
    // The keyword box's own words (directory/vocabulary, decision 63): "fillings" is not Billings, MT,
    // "planning" not Lansing, MI.
    const vocabulary = JSON.parse(
      readFileSync(new URL("../directory/vocabulary/medical-vocabulary.json", import.meta.url), "utf8"),
    ) as { entries: { phrases: string[]; terms?: string[] }[] };
    const phrases = vocabulary.entries.flatMap((entry) => [...entry.phrases, ...(entry.terms ?? [])]);
    expect(phrases.length).toBeGreaterThan(1000);
    const readAsPlaces = phrases.filter((phrase) => findPlaceInKeyword(phrase).placeText !== "");
    expect(readAsPlaces).toEqual([]);
  });
});
