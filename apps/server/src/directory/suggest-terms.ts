import { SUGGESTIONS_PER_GROUP } from "@fad/contracts/search/search-field-rules";
import type { AutocompleteResult, SearchTerm } from "@fad/contracts/terms/autocomplete";
import type { Database } from "../database/create-database.ts";
import { type DirectorySnapshot, directorySnapshot, type IndexedTerm, type TermGroup } from "./directory-index.ts";
import { wordsOf } from "./directory-words.ts";
import { NOISE_WORDS } from "./keyword-query.ts";
import { RecentAnswers } from "./recent-answers.ts";
import type { Concept } from "./vocabulary/vocabulary-index.ts";
import { TYPO, type WordMatch } from "./word-lexicon.ts";

/** Typed words beyond this many are ignored: no term has more that a visitor would type. */
const MAX_WORDS = 8;

/** Visitors type the same beginnings over and over: answers are kept per snapshot for a minute. */
const recent = new WeakMap<DirectorySnapshot, RecentAnswers<AutocompleteResult>>();

/**
 * The keyword type-ahead (docs/api.md "Type-ahead"): terms each of whose typed words begins, equals or
 * (when it matches nothing) is one typo from a word of the term, up to five per group, from the
 * in-memory snapshot of the directory's terms. The medical vocabulary's phrases the input is or begins
 * ("cardiologist", "heart doc") put their specialties and terms first, as the search reads them.
 */
export async function suggestTerms(options: {
  db: Database;
  input: string;
  coids?: string[] | undefined;
}): Promise<AutocompleteResult> {
  const snapshot = await directorySnapshot(options.db);
  const coids = options.coids ?? [];
  const key = `${wordsOf(options.input).join(" ")}|${[...coids].sort().join(";")}`;
  let answers = recent.get(snapshot);
  if (!answers) {
    answers = new RecentAnswers(5000, 60_000);
    recent.set(snapshot, answers);
  }
  const now = Date.now();
  const known = answers.get(key, now);
  if (known) return known;
  const answer = suggestFromSnapshot(snapshot, options.input, coids);
  answers.set(key, answer, now);
  return answer;
}

export function suggestFromSnapshot(snapshot: DirectorySnapshot, input: string, coids: string[]): AutocompleteResult {
  const words = wordsOf(input).slice(0, MAX_WORDS);
  // "Dr Schuster" suggests Dr. Schuster: "dr", "doctor" and their kind are in no term.
  const meaningful = words.filter((word) => !NOISE_WORDS.has(word));
  const typed = meaningful.length > 0 ? meaningful : words;
  const candidates = typed.map((word) => snapshot.lexicon.matches(word, { prefix: true, typoAsPrefix: true }));
  const scope = coids.length > 0 ? new Set(coids) : null;
  const pick = (group: TermGroup) => (typed.length === 0 ? [] : bestTerms(group, candidates, scope));
  // As the search reads a keyword: one beginning with "Dr" is a name.
  const phrases = words[0] === "dr" ? { typed: [], begun: [] } : snapshot.vocabulary.suggest(words, snapshot.lexicon);
  const specialtiesOf = (concepts: Concept[]) =>
    understood(
      snapshot.groups.specialty,
      concepts.flatMap((concept) => [...concept.specialtyIds, ...concept.relatedIds].map(String)),
      scope,
    );
  const termsOf = (concepts: Concept[]) =>
    understood(
      snapshot.groups.webVisibleKeyword,
      concepts.flatMap((concept) => concept.terms.map((term) => term.name)),
      scope,
    );
  // A phrase typed in full leads; the group's own matches come before phrases only begun, so typing
  // "chroni" still offers Chronic Back Pain before what "chronic cough" means.
  return {
    providers: pick(snapshot.groups.provider),
    specialties: firstFive([
      specialtiesOf(phrases.typed),
      pick(snapshot.groups.specialty),
      specialtiesOf(phrases.begun),
    ]),
    visibleTerms: firstFive([termsOf(phrases.typed), pick(snapshot.groups.webVisibleKeyword), termsOf(phrases.begun)]),
    locations: pick(snapshot.groups.location),
  };
}

/** A group's terms of these references (specialty ids, term names), in scope. */
function understood(group: TermGroup, references: string[], scope: Set<string> | null): SearchTerm[] {
  return references
    .flatMap((reference) => termsByKey(group).get(reference) ?? [])
    .filter((term) => inScope(term, scope))
    .map((term) => ({ type: term.type, value: term.value, reference: term.reference }));
}

const termIndexes = new WeakMap<TermGroup, Map<string, IndexedTerm>>();

/** A group's terms by reference (a specialty's id, a keyword's text), built once per snapshot. */
function termsByKey(group: TermGroup): Map<string, IndexedTerm> {
  let index = termIndexes.get(group);
  if (!index) {
    index = new Map(group.terms.map((term) => [term.reference, term]));
    termIndexes.set(group, index);
  }
  return index;
}

function inScope(term: IndexedTerm, scope: Set<string> | null): boolean {
  return !scope || term.coids.some((coid) => scope.has(coid));
}

/** The lists in order, without repeats, up to five. */
function firstFive(lists: SearchTerm[][]): SearchTerm[] {
  const seen = new Set<string>();
  return lists
    .flat()
    .filter((term) => {
      if (seen.has(term.reference)) return false;
      seen.add(term.reference);
      return true;
    })
    .slice(0, SUGGESTIONS_PER_GROUP);
}

interface Ranked {
  index: number;
  /** Lower is better: typo, summed match kinds, not starting with the first typed word. */
  key: [number, number, number];
}

function bestTerms(group: TermGroup, candidates: Map<string, WordMatch>[], scope: Set<string> | null): SearchTerm[] {
  // Walk the terms of the typed word with the fewest; check the other words on each term.
  let driver = 0;
  let driverSize = Number.POSITIVE_INFINITY;
  candidates.forEach((matches, position) => {
    let size = 0;
    for (const word of matches.keys()) size += group.postings.get(word)?.length ?? 0;
    if (size < driverSize) {
      driver = position;
      driverSize = size;
    }
  });
  const seen = new Set<number>();
  const best: Ranked[] = [];
  for (const word of (candidates[driver] as Map<string, WordMatch>).keys()) {
    for (const index of group.postings.get(word) ?? []) {
      if (seen.has(index)) continue;
      seen.add(index);
      const term = group.terms[index];
      if (!term) continue;
      if (!inScope(term, scope)) continue;
      const key = rankTerm(term.words, candidates);
      if (key) keepBest(best, { index, key });
    }
  }
  return best.map(({ index }) => {
    const term = group.terms[index] as NonNullable<(typeof group.terms)[number]>;
    return { type: term.type, value: term.value, reference: term.reference };
  });
}

/** null when some typed word matches none of the term's words. */
function rankTerm(words: string[], candidates: Map<string, WordMatch>[]): Ranked["key"] | null {
  let typo = 0;
  let total = 0;
  for (const matches of candidates) {
    let bestMatch: number | undefined;
    for (const word of words) {
      const match = matches.get(word);
      if (match !== undefined && (bestMatch === undefined || match < bestMatch)) bestMatch = match;
    }
    if (bestMatch === undefined) return null;
    if (bestMatch === TYPO) typo = 1;
    total += bestMatch;
  }
  const first = words[0];
  const startsWithFirstTyped = first !== undefined && (candidates[0] as Map<string, WordMatch>).has(first) ? 0 : 1;
  return [typo, total, startsWithFirstTyped];
}

/** Keeps the best few, ties broken by the group's sort order (term index). */
function keepBest(best: Ranked[], entry: Ranked): void {
  const before = (a: Ranked, b: Ranked) =>
    a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2] - b.key[2] || a.index - b.index;
  if (best.length === SUGGESTIONS_PER_GROUP && before(entry, best[best.length - 1] as Ranked) >= 0) return;
  let position = best.length;
  while (position > 0 && before(entry, best[position - 1] as Ranked) < 0) position -= 1;
  best.splice(position, 0, entry);
  if (best.length > SUGGESTIONS_PER_GROUP) best.pop();
}
