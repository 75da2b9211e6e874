import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { highlightTerm } from "./highlight-term.tsx";

const marksOf = (text: string, term: string) => {
  const { container } = render(<p>{highlightTerm(text, term)}</p>);
  return {
    text: container.textContent,
    marks: [...container.querySelectorAll("mark")].map((mark) => mark.textContent),
  };
};

describe("highlightTerm", () => {
  it("marks every typed word wherever it occurs, ignoring case, and keeps the text whole", () => {
    expect(marksOf("Pediatric Cardiology", "card PED")).toEqual({
      text: "Pediatric Cardiology",
      marks: ["Ped", "Card"],
    });
  });

  it("prefers the longer of two overlapping words", () => {
    expect(marksOf("Cardiology", "card cardio").marks).toEqual(["Cardio"]);
  });

  it("takes the allowed punctuation literally: ( ) . / - ' , &", () => {
    expect(marksOf("St. Mary's (North) - A/B & Co", "(north) a/b &").marks).toEqual(["(North)", "A/B", "&"]);
    expect(marksOf("Mary's", "y's").marks).toEqual(["y's"]);
    expect(marksOf("Dr. Smith", ".").marks).toEqual(["."]);
  });

  it("leaves the text alone for a blank term", () => {
    expect(marksOf("Cardiology", "   ")).toEqual({ text: "Cardiology", marks: [] });
  });
});
