import { describe, expect, it } from "vitest";
import { SPECIALTY_CATALOG } from "../../seed/specialty-catalog.ts";
import { wordsOf } from "../directory-words.ts";
import { keywordQuery } from "../keyword-query.ts";
import { renderTextQuery } from "../text-query.ts";
import { WordLexicon } from "../word-lexicon.ts";
import { MEDICAL_VOCABULARY } from "./medical-vocabulary.ts";
import { VocabularyIndex } from "./vocabulary-index.ts";

/** Specialty ids as the seed gives them: catalog position + 1. */
const SPECIALTIES = SPECIALTY_CATALOG.map((entry, index) => ({ id: index + 1, name: entry.name }));
const idOf = (name: string) => SPECIALTIES.find((specialty) => specialty.name === name)?.id;
const CATALOG_TERMS = new Set(SPECIALTY_CATALOG.flatMap((entry) => [...entry.conditions, ...entry.procedures]));
const VOCABULARY = new VocabularyIndex(MEDICAL_VOCABULARY, SPECIALTIES, CATALOG_TERMS);
/** The directory's words: every specialty, term and a few names of the demo network. */
const DIRECTORY = new WordLexicon([
  ...SPECIALTY_CATALOG.flatMap((entry) => wordsOf(entry.name)),
  ...[...CATALOG_TERMS].flatMap((term) => wordsOf(term)),
  ...["hand", "rashawn", "schuster", "johnson", "nashville"],
]);
const MIN_PHRASES_PER_SPECIALTY = 10;

describe("the medical vocabulary file", () => {
  it("names only specialties and clinical terms of the demo network's catalog", () => {
    for (const entry of MEDICAL_VOCABULARY) {
      for (const name of [...entry.specialties, ...entry.related]) {
        expect(idOf(name), `${entry.phrases[0]} → ${name}`).toBeDefined();
      }
      for (const term of entry.terms) expect(CATALOG_TERMS.has(term), `${entry.phrases[0]} → ${term}`).toBe(true);
      expect(
        entry.related.filter((name) => entry.specialties.includes(name)),
        `${entry.phrases[0]}: a specialty is not also related`,
      ).toEqual([]);
    }
  });

  it("writes each phrase once, with words the search can read", () => {
    const seen = new Map<string, string>();
    for (const entry of MEDICAL_VOCABULARY) {
      for (const phrase of entry.phrases) {
        const key = wordsOf(phrase).join(" ");
        expect(key.length, phrase).toBeGreaterThan(0);
        expect(seen.get(key), `"${phrase}" is also written as "${seen.get(key)}"`).toBeUndefined();
        seen.set(key, phrase);
      }
    }
  });

  it(`reaches every specialty of the catalog by at least ${MIN_PHRASES_PER_SPECIALTY} phrases`, () => {
    for (const { name } of SPECIALTY_CATALOG) {
      const phrases = MEDICAL_VOCABULARY.filter(
        (entry) => entry.specialties.includes(name) || entry.related.includes(name),
      ).flatMap((entry) => entry.phrases);
      expect(phrases.length, name).toBeGreaterThanOrEqual(MIN_PHRASES_PER_SPECIALTY);
    }
  });

  it("reads every phrase, as typed, as its own entry's meaning", () => {
    for (const entry of MEDICAL_VOCABULARY) {
      for (const phrase of entry.phrases) {
        const spans = VOCABULARY.read(wordsOf(phrase), DIRECTORY);
        expect(spans, phrase).toHaveLength(1);
        const concept = spans[0]?.concept;
        expect(concept?.specialtyIds, phrase).toEqual(entry.specialties.map(idOf));
        expect(concept?.relatedIds, phrase).toEqual(entry.related.map(idOf));
        expect(
          concept?.terms.map((term) => term.name),
          phrase,
        ).toEqual(entry.terms);
      }
    }
  });
});

describe("reading a keyword with the vocabulary", () => {
  const read = (keyword: string) =>
    VOCABULARY.read(wordsOf(keyword), DIRECTORY).map((span) => ({
      words: span.words.join(" "),
      specialties: span.concept?.specialtyIds ?? null,
    }));

  it("takes the longest phrase first, and a specialty named outright", () => {
    expect(read("heart surgeon")).toEqual([{ words: "heart surgeon", specialties: [idOf("Cardiothoracic Surgery")] }]);
    expect(read("kids doctor Nashville")).toEqual([
      { words: "kids doctor", specialties: [idOf("Pediatrics")] },
      { words: "nashville", specialties: null },
    ]);
    expect(read("Physical Medicine and Rehabilitation")).toEqual([
      { words: "physical medicine and rehabilitation", specialties: [idOf("Physical Medicine and Rehabilitation")] },
    ]);
  });

  it("forgives plurals and small typos, but not in words the directory knows", () => {
    expect(read("Cardiologists")).toEqual([{ words: "cardiologists", specialties: [idOf("Cardiology")] }]);
    expect(read("bunions")).toEqual([{ words: "bunions", specialties: [idOf("Podiatry")] }]);
    expect(read("dermatoligist")).toEqual([{ words: "dermatoligist", specialties: [idOf("Dermatology")] }]);
    expect(read("pediatrition")).toEqual([{ words: "pediatrition", specialties: [idOf("Pediatrics")] }]);
    // "hand" is a directory word (a name here), so it is not read as a typo of anything else.
    expect(read("Johnson")).toEqual([{ words: "johnson", specialties: null }]);
  });

  it("suggests the phrases the typed text is or begins", () => {
    const suggested = (typed: string) => {
      const { typed: whole, begun } = VOCABULARY.suggest(wordsOf(typed), DIRECTORY);
      const ids = (concepts: typeof whole) => [...new Set(concepts.flatMap((concept) => concept.specialtyIds))];
      return { whole: ids(whole), begun: ids(begun) };
    };
    expect(suggested("cardiologist").whole).toEqual([idOf("Cardiology")]);
    expect(suggested("cardiologsts").whole).toEqual([idOf("Cardiology")]);
    expect(suggested("heart doc")).toEqual({ whole: [idOf("Cardiology")], begun: [] });
    expect(suggested("obstetri")).toEqual({ whole: [], begun: [idOf("Obstetrics and Gynecology")] });
    // Not a word of the directory nor a beginning of one: a typo of "obgyn", typed in full.
    expect(suggested("obgy")).toEqual({ whole: [idOf("Obstetrics and Gynecology")], begun: [] });
    expect(suggested("xq")).toEqual({ whole: [], begun: [] });
  });
});

describe("the keyword's search parts", () => {
  const parts = (keyword: string) =>
    keywordQuery(keyword, { lexicon: DIRECTORY, vocabulary: VOCABULARY })?.parts.map((part) => ({
      specialties: part.specialtyIds,
      related: part.relatedIds,
      document: part.document && renderTextQuery(part.document),
    }));

  it("a phrase is satisfied by its specialties, its terms, or its own words", () => {
    expect(parts("heart doctor")).toEqual([{ specialties: [idOf("Cardiology")], related: [], document: "heart" }]);
    // No document holds "pressure": the phrase's own words could never match, so they are not asked for.
    expect(parts("high blood pressure")?.[0]?.document).toBe("hypertension");
    expect(parts("chest pain")?.[0]?.document).toBe(
      "((chest <-> pain) | (coronary <-> artery <-> disease) | (chest & pain))",
    );
  });

  it("a keyword beginning with Dr is a name, and sentence words are left out", () => {
    expect(parts("Dr Hand")).toEqual([{ specialties: [], related: [], document: "hand" }]);
    expect(parts("a doctor for my knee pain")).toHaveLength(1);
    expect(parts("doctor")).toBeUndefined();
  });

  it("a first-person sentence is read for the needs the vocabulary finds in it (decision 204)", () => {
    expect(parts("my wife gets chest pain climbing stairs")).toEqual(parts("chest pain"));
    expect(parts("i have had chest pain since monday")).toEqual(parts("chest pain"));
    // The possessive is left out before the phrases are read: "lump in my breast" is "lump in breast".
    expect(parts("i found a lump in my breast")?.[0]?.specialties).toContain(idOf("Medical Oncology"));
    // Everyday verbs are not read as typos ("feel" is not "feet"); a phrase holding "my" is kept whole.
    expect(parts("i feel dizzy when i stand")).toEqual(parts("dizzy"));
    expect(parts("i hit my head")).toEqual(parts("hit my head"));
    // Without a need, a sentence keeps its words; without "i" or "my", a keyword keeps its names.
    expect(parts("my johnson")).toEqual([{ specialties: [], related: [], document: "johnson" }]);
    expect(parts("cardiologist johnson")).toHaveLength(2);
  });

  it("a word asking for something done about a need is left out beside it, not alone", () => {
    expect(parts("acne treatment"), JSON.stringify(parts("acne treatment"))).toEqual(parts("acne"));
    expect(parts("hiv screening"), JSON.stringify(parts("hiv screening"))).toEqual(parts("hiv"));
    expect(parts("treatment")).toHaveLength(1);
  });

  it("Spanish médico and doctor phrases read alike", () => {
    const withMedico = MEDICAL_VOCABULARY.flatMap((entry) =>
      entry.phrases.map((phrase) => wordsOf(phrase)).filter((words) => words[0] === "medico" && words[1] === "de"),
    );
    expect(withMedico.length).toBeGreaterThan(3);
    for (const words of withMedico) {
      expect(VOCABULARY.concept(["doctor", ...words.slice(1)].join(" ")), words.join(" ")).toBeDefined();
    }
  });
});
