import { wordsOf } from "./directory-words.ts";
import { combine, type TextQuery, word } from "./text-query.ts";
import type { ReadSpan, VocabularyIndex } from "./vocabulary/vocabulary-index.ts";
import { MIN_PREFIX_LENGTH, type WordLexicon } from "./word-lexicon.ts";

/** Words a visitor adds that no document holds: "Dr. Smith" searches for Smith, "heart doctor" for heart. */
export const NOISE_WORDS = new Set([
  "dr",
  "doctor",
  "doctors",
  "doc",
  "docs",
  "physician",
  "physicians",
  "specialist",
  "specialists",
  // Spanish (decision 171), accents folded as the words are read: médico, doctora, especialista.
  "medico",
  "medicos",
  "medica",
  "medicas",
  "doctora",
  "doctoras",
  "doctores",
  "especialista",
  "especialistas",
]);
/** Small words of a sentence ("a doctor for my knee"): left out when anything else was typed. */
const STOP_WORDS = new Set([
  "a",
  "an",
  "and",
  "at",
  "for",
  "i",
  "in",
  "me",
  "my",
  "near",
  "need",
  "of",
  "on",
  "or",
  "the",
  "to",
  "with",
  // Spanish (decision 171): "necesito un médico para mi hija" reads as "hija".
  "al",
  "busco",
  "con",
  "de",
  "del",
  "el",
  "en",
  "la",
  "las",
  "los",
  "mis",
  "necesito",
  "para",
  "por",
  "tengo",
  "un",
  "una",
  "y",
]);
/**
 * Words that make a keyword a sentence about the one typing or their family ("my son has an ear infection",
 * "i think i broke my wrist", "me duele el estómago"): such a keyword is read for the needs the vocabulary
 * finds in it, and its other words are left out (docs/decisions.md 204).
 */
const FIRST_PERSON_WORDS = new Set(["i", "im", "ive", "id", "me", "my", "mine", "myself", "mi", "mis", "yo", "estoy"]);
/**
 * Possessives and everyday verbs of a sentence, left out before the vocabulary reads it again: "blood in my
 * urine" reads as "blood in urine", and "feel" or "want" are not read as typos of "feet" or "wart". Kept when
 * the first reading found them inside a longer phrase ("hit my head", "feeling sick").
 */
const SENTENCE_WORDS = new Set([
  ...["my", "your", "his", "her", "our", "their", "mi", "mis", "tu", "tus", "su", "sus"],
  ...["am", "is", "are", "was", "were", "be", "been", "have", "has", "had", "get", "gets", "getting", "got"],
  ...["keep", "keeps", "feel", "feels", "feeling", "felt", "want", "wants", "think", "thought", "really", "very"],
  ...["all", "time", "always", "lately", "can", "cant", "wont", "dont", "doesnt", "didnt", "will", "would"],
  ...["es", "esta", "tiene", "tengo", "siento", "muy", "mucho"],
]);
/**
 * What a visitor wants done about a need ("a skin check", "wart removal", "hiv screening"): left out when the
 * keyword names another need the vocabulary knows, as that need's specialties do it (decision 204).
 */
const REQUEST_WORDS = new Set([
  "check",
  "checks",
  "checkup",
  "checkups",
  "screening",
  "screenings",
  "exam",
  "exams",
  "test",
  "tests",
  "testing",
  "removal",
  "removed",
  "treatment",
  "treatments",
  "help",
  "problem",
  "problems",
  "issue",
  "issues",
  "examen",
  "prueba",
  "pruebas",
  "tratamiento",
]);
/** Typed words beyond this many are ignored; parts beyond MAX_PARTS too. */
const MAX_TYPED_WORDS = 16;
const MAX_PARTS = 10;
/** A word beginning more lexicon words than this is searched as a prefix. */
const MAX_LISTED_WORDS = 24;

/** One thing the keyword asks for; a physician satisfies it by a specialty or by a document match. */
export interface KeywordPart {
  /** Physicians practising one of these satisfy the part (a vocabulary phrase: "kids doctor" → Pediatrics). */
  specialtyIds: number[];
  /** As do those practising one of these, ranked after ("psychiatrist" → Psychology). */
  relatedIds: number[];
  /** What a search document must hold to satisfy the part; null when only the specialties do. */
  document: TextQuery | null;
}

export interface KeywordQuery {
  /** Every part must be satisfied. */
  parts: KeywordPart[];
  /** The plain (not vocabulary) words exactly as typed, to rank exact hits above completions and corrections. */
  exact: TextQuery | null;
}

/**
 * The search of a keyword (docs/decisions.md 26 and 63). The medical vocabulary reads its phrases first
 * ("high blood pressure", "obgyn", "cardiologists"): such a part is satisfied by practising one of the
 * phrase's specialties, listing one of its terms, or holding the phrase's own words. Each other word must
 * match a document word: itself or, from 3 letters, a word it begins (the lexicon lists them, as every
 * document word is in it); a word the lexicon knows neither way also matches the lexicon words a typo away
 * ("jonhson" → johnson). Words of 1–2 letters the documents lack (an unknown initial) are dropped, as are
 * "doctor" and its kind, and small sentence words when anything else is left. A keyword beginning with
 * "Dr" is a name: it is read without the vocabulary ("Dr Hand"). A sentence in the first person ("my
 * daughter has a fever") is read without its possessives, and when the vocabulary finds a need in it, for
 * that need alone; a word asking for something done about a need ("check", "removal") is left out beside
 * one (decision 204). null when nothing is left: the keyword then filters nothing.
 */
export function keywordQuery(
  keyword: string,
  directory: { lexicon: WordLexicon; vocabulary: VocabularyIndex },
): KeywordQuery | null {
  const { lexicon, vocabulary } = directory;
  const typedWords = wordsOf(keyword).slice(0, MAX_TYPED_WORDS);
  const isName = typedWords[0] === "dr";
  const isSentence = !isName && typedWords.some((typed) => FIRST_PERSON_WORDS.has(typed));
  const read: ReadSpan[] = isName
    ? typedWords.map((typed) => ({ concept: null, words: [typed] }))
    : vocabulary.read(isSentence ? sentenceNeedWords(typedWords, directory) : typedWords, lexicon);
  // "screening" alone is a need of its own (a preventive visit); beside another need it asks for that one.
  const isRequest = (span: ReadSpan) => span.words.length === 1 && REQUEST_WORDS.has(span.words[0] as string);
  const needs = read.filter((span) => span.concept !== null && !isRequest(span));
  const spans = needs.length === 0 ? read : isSentence ? needs : read.filter((span) => !isRequest(span));
  const searchable = (typed: string) =>
    !NOISE_WORDS.has(typed) && (typed.length >= MIN_PREFIX_LENGTH || lexicon.has(typed));
  const plain = spans.flatMap((span) => (span.concept === null && searchable(span.words[0]) ? [span.words[0]] : []));
  const hasMore = spans.some((span) => span.concept !== null) || plain.some((typed) => !STOP_WORDS.has(typed));

  const parts: KeywordPart[] = [];
  const exact: string[] = [];
  for (const span of spans) {
    if (span.concept !== null) {
      const literal = span.words.filter((typed) => !NOISE_WORDS.has(typed));
      const holdsLiteral = literal.length > 0 && literal.every((typed) => lexicon.has(typed));
      const document = combine("any", [
        ...span.concept.terms.flatMap(
          (term) =>
            combine(
              "phrase",
              term.words.map((termWord) => word(termWord)),
            ) ?? [],
        ),
        ...(holdsLiteral
          ? [
              combine(
                "all",
                literal.map((typed) => word(typed)),
              ) as TextQuery,
            ]
          : []),
      ]);
      parts.push({ specialtyIds: span.concept.specialtyIds, relatedIds: span.concept.relatedIds, document });
      continue;
    }
    const typed = span.words[0];
    if (!searchable(typed) || (hasMore && STOP_WORDS.has(typed))) continue;
    parts.push({ specialtyIds: [], relatedIds: [], document: wordOrItsReadings(typed, lexicon) });
    exact.push(typed);
  }
  if (parts.length === 0) return null;
  return {
    parts: parts.slice(0, MAX_PARTS),
    exact: combine(
      "all",
      exact.map((typed) => word(typed)),
    ),
  };
}

/** A sentence's words without its possessives and everyday verbs, but for those inside a longer phrase. */
function sentenceNeedWords(
  words: string[],
  directory: { lexicon: WordLexicon; vocabulary: VocabularyIndex },
): string[] {
  return directory.vocabulary
    .read(words, directory.lexicon)
    .flatMap((span) =>
      span.concept !== null && span.words.length > 1
        ? span.words
        : span.words.filter((typed) => !SENTENCE_WORDS.has(typed)),
    );
}

/** The word, the lexicon words it begins or (when neither exists) is a typo of; a long list as a prefix. */
function wordOrItsReadings(typed: string, lexicon: WordLexicon): TextQuery {
  if (typed.length < MIN_PREFIX_LENGTH) return word(typed);
  const known = [...lexicon.matches(typed, { prefix: true, typoAsPrefix: false }).keys()];
  // Listed words are exact index look-ups, much cheaper than a prefix scan; a long list keeps the prefix.
  if (known.length > MAX_LISTED_WORDS) return word(typed, true);
  return combine(
    "any",
    [...new Set([typed, ...known])].map((reading) => word(reading)),
  ) as TextQuery;
}
