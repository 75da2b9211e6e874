import { describe, expect, it } from "vitest";
import { prefixWithinOneEdit, withinEdits, wordsOf } from "./directory-words.ts";
import { keywordQuery } from "./keyword-query.ts";
import { renderTextQuery } from "./text-query.ts";
import { VocabularyIndex } from "./vocabulary/vocabulary-index.ts";
import { EXACT, PREFIX, TYPO, WordLexicon } from "./word-lexicon.ts";

describe("directory words", () => {
  it("split as PostgreSQL's simple configuration does", () => {
    expect(wordsOf("Crohn's Disease, Follow-Up (COVID-19)")).toEqual([
      "crohn",
      "s",
      "disease",
      "follow",
      "up",
      "covid",
      "19",
    ]);
    expect(wordsOf("  ")).toEqual([]);
  });

  it("count an insertion, deletion, substitution or swap of neighbours as one edit", () => {
    expect(withinEdits("jonhson", "johnson", 1)).toBe(true);
    expect(withinEdits("jonson", "johnson", 1)).toBe(true);
    expect(withinEdits("johnsson", "johnson", 1)).toBe(true);
    expect(withinEdits("jahnson", "johnson", 1)).toBe(true);
    expect(withinEdits("jhnosn", "johnson", 1)).toBe(false);
    expect(withinEdits("gastroentrolgy", "gastroenterology", 2)).toBe(true);
    expect(withinEdits("smith", "smythe", 1)).toBe(false);
  });

  it("match a typed beginning one edit away", () => {
    expect(prefixWithinOneEdit("jonhs", "johnson")).toBe(true);
    expect(prefixWithinOneEdit("cardiolgy", "cardiology")).toBe(true);
    expect(prefixWithinOneEdit("xard", "cardiology")).toBe(true);
    expect(prefixWithinOneEdit("xyrd", "cardiology")).toBe(false);
    expect(prefixWithinOneEdit("johnsonville", "johnson")).toBe(false);
  });
});

describe("word lexicon and keyword queries", () => {
  const lexicon = new WordLexicon([
    "johnson",
    "johns",
    "john",
    "cardiology",
    "cardiac",
    "family",
    "medicine",
    "md",
    "q",
  ]);

  it("finds a word itself, the words it begins, else its typos (first letter kept)", () => {
    expect(lexicon.matches("john", { prefix: true, typoAsPrefix: false })).toEqual(
      new Map([
        ["john", EXACT],
        ["johns", PREFIX],
        ["johnson", PREFIX],
      ]),
    );
    expect(lexicon.matches("jonhson", { prefix: true, typoAsPrefix: false })).toEqual(new Map([["johnson", TYPO]]));
    expect(lexicon.matches("kohnson", { prefix: true, typoAsPrefix: false }).size).toBe(0);
    expect(lexicon.matches("jo", { prefix: true, typoAsPrefix: false }).size).toBe(0);
    expect(lexicon.matches("cardiolgy", { prefix: true, typoAsPrefix: true })).toEqual(new Map([["cardiology", TYPO]]));
  });

  it("builds the text-search parts: completions listed, typos corrected, noise and unknown short words dropped", () => {
    const directory = (words: WordLexicon) => ({ lexicon: words, vocabulary: new VocabularyIndex([], [], new Set()) });
    const rendered = (keyword: string, words = lexicon) => {
      const query = keywordQuery(keyword, directory(words));
      return (
        query && {
          parts: query.parts.map((part) => part.document && renderTextQuery(part.document)),
          exact: query.exact && renderTextQuery(query.exact),
        }
      );
    };
    expect(rendered("Family Med")).toEqual({ parts: ["family", "(med | medicine)"], exact: "(family & med)" });
    expect(rendered("Dr. Jonhson")).toEqual({ parts: ["(jonhson | johnson)"], exact: "jonhson" });
    expect(rendered("John Q Smith, MD")).toEqual({
      parts: ["(john | johns | johnson)", "q", "smith", "md"],
      exact: "(john & q & smith & md)",
    });
    expect(rendered("Dr. ( ) x")).toBeNull();
    const many = new WordLexicon(Array.from({ length: 40 }, (_, index) => `car${index}`));
    expect(rendered("car", many)?.parts).toEqual(["car:*"]);
  });
});
