import { wordsOf } from "../directory-words.ts";
import { EXACT, lowerBound, MIN_PREFIX_LENGTH, MIN_TYPO_LENGTH, PREFIX, TYPO, WordLexicon } from "../word-lexicon.ts";
import type { VocabularyEntry } from "./medical-vocabulary.ts";

/** What a recognised phrase means in this directory. */
export interface Concept {
  /** The specialties it leads to that someone practises here. */
  specialtyIds: number[];
  /** Specialties that also treat it, ranked after the ones it leads to. */
  relatedIds: number[];
  /** The clinical terms it means, as the directory names them, and their words. */
  terms: { name: string; words: string[] }[];
}

/** A stretch of typed words: a phrase the vocabulary knows (with its meaning), or one word it does not. */
export type ReadSpan = { concept: Concept; words: string[] } | { concept: null; words: [string] };

/** Phrases longer than this many words are not looked for (the longest written is 6). */
const MAX_PHRASE_WORDS = 6;
/** Type-ahead: at most this many phrases beginning with the typed text are read. */
const MAX_SUGGESTED_PHRASES = 60;

/**
 * The medical vocabulary resolved against one snapshot of the directory (docs/decisions.md 63): each
 * phrase, as the search splits words, to its concept. Every specialty's own name is a phrase too, so a
 * specialty named outright reads the same way as one reached through the vocabulary.
 */
export class VocabularyIndex {
  readonly #phrases = new Map<string, Concept>();
  readonly #sortedPhrases: string[];
  readonly #words: WordLexicon;

  constructor(
    entries: readonly VocabularyEntry[],
    specialties: { id: number; name: string }[],
    knownTerms: ReadonlySet<string>,
  ) {
    const idByName = new Map(specialties.map((specialty) => [specialty.name, specialty.id]));
    for (const entry of entries) {
      const concept: Concept = {
        specialtyIds: entry.specialties.flatMap((name) => idByName.get(name) ?? []),
        relatedIds: entry.related.flatMap((name) => idByName.get(name) ?? []),
        terms: entry.terms.filter((name) => knownTerms.has(name)).map((name) => ({ name, words: wordsOf(name) })),
      };
      // A phrase whose specialties and terms no one here practises or lists reads as plain words.
      if (concept.specialtyIds.length + concept.relatedIds.length + concept.terms.length === 0) continue;
      for (const phrase of entry.phrases) {
        const [written, ...variants] = doctorVariants(wordsOf(phrase));
        this.#phrases.set(written as string, concept);
        for (const variant of variants) if (!this.#phrases.has(variant)) this.#phrases.set(variant, concept);
      }
    }
    for (const specialty of specialties) {
      const key = wordsOf(specialty.name).join(" ");
      if (!this.#phrases.has(key)) this.#phrases.set(key, { specialtyIds: [specialty.id], relatedIds: [], terms: [] });
    }
    this.#sortedPhrases = [...this.#phrases.keys()].sort();
    this.#words = new WordLexicon(this.#sortedPhrases.flatMap((phrase) => phrase.split(" ")));
  }

  /** The concept of a phrase exactly as written (words joined by one space), if any. */
  concept(phrase: string): Concept | undefined {
    return this.#phrases.get(phrase);
  }

  /**
   * The typed words, longest known phrases first from the left. A word is read as itself, else as its
   * singular ("cardiologists"), else, when the directory knows it neither as a word nor as a beginning,
   * as a vocabulary word a small typo away ("dermatoligist").
   */
  read(words: string[], directory: WordLexicon): ReadSpan[] {
    const normalised = words.map((word) => this.#vocabularyWord(word, directory));
    const spans: ReadSpan[] = [];
    let start = 0;
    while (start < words.length) {
      let found: ReadSpan | null = null;
      for (let length = Math.min(MAX_PHRASE_WORDS, words.length - start); length > 0 && !found; length -= 1) {
        const typed = words.slice(start, start + length);
        const concept =
          this.#phrases.get(typed.join(" ")) ?? this.#phrases.get(normalised.slice(start, start + length).join(" "));
        if (concept) found = { concept, words: typed };
      }
      found ??= { concept: null, words: [words[start] as string] };
      spans.push(found);
      start += found.words.length;
    }
    return spans;
  }

  /**
   * Type-ahead: the concepts of the phrase the typed words are (`typed`; a word may be a plural or a small
   * typo) and of the phrases they begin (`begun`; the last word may be unfinished).
   */
  suggest(typed: string[], directory: WordLexicon): { typed: Concept[]; begun: Concept[] } {
    if (typed.length === 0) return { typed: [], begun: [] };
    const finished = typed.slice(0, -1).map((word) => this.#vocabularyWord(word, directory));
    const last = typed[typed.length - 1] as string;
    const keys = [...new Set([typed.join(" "), [...finished, last].join(" ")])];
    const found: Concept[] = [];
    const add = (concept: Concept | undefined) => {
      if (concept && !found.includes(concept)) found.push(concept);
    };
    for (const key of keys) add(this.#phrases.get(key));
    const lastWord = this.#vocabularyWord(last, directory);
    if (lastWord !== last) add(this.#phrases.get([...finished, lastWord].join(" ")));
    const whole = found.length;
    for (const key of keys) {
      if (key.length < MIN_PREFIX_LENGTH) continue;
      let index = lowerBound(this.#sortedPhrases, key);
      for (let read = 0; read < MAX_SUGGESTED_PHRASES && index < this.#sortedPhrases.length; read += 1) {
        const phrase = this.#sortedPhrases[index] as string;
        if (!phrase.startsWith(key)) break;
        add(this.#phrases.get(phrase));
        index += 1;
      }
    }
    return { typed: found.slice(0, whole), begun: found.slice(whole) };
  }

  #vocabularyWord(word: string, directory: WordLexicon): string {
    if (this.#words.has(word)) return word;
    for (const singular of singularsOf(word)) if (this.#words.has(singular)) return singular;
    if (word.length < MIN_TYPO_LENGTH) return word;
    const known = directory.matches(word, { prefix: true, typoAsPrefix: false });
    if ([...known.values()].some((match) => match === EXACT || match === PREFIX)) return word;
    for (const [candidate, match] of this.#words.matches(word, { prefix: false, typoAsPrefix: false })) {
      if (match === TYPO) return candidate;
    }
    return word;
  }
}

/** Spanish "médico" and "doctor" name the same person: "médico de los pies" is "doctor de los pies" too. */
const DOCTOR_WORDS: Record<string, string> = {
  medico: "doctor",
  doctor: "medico",
  medica: "doctora",
  doctora: "medica",
};

/** The phrase as written first, then with each Spanish doctor word swapped (decision 204). */
function doctorVariants(words: string[]): string[] {
  const written = words.join(" ");
  const swapped = words.map((word) => DOCTOR_WORDS[word] ?? word).join(" ");
  return (words.includes("de") || words.includes("del")) && swapped !== written ? [written, swapped] : [written];
}

/** "allergies" → allergy, "bunions" → bunion, "rashes" → rash. */
function singularsOf(word: string): string[] {
  if (word.length <= 3 || !word.endsWith("s") || word.endsWith("ss")) return [];
  const forms = [word.slice(0, -1)];
  if (word.endsWith("es")) forms.push(word.slice(0, -2));
  if (word.endsWith("ies")) forms.push(`${word.slice(0, -3)}y`);
  return forms;
}
