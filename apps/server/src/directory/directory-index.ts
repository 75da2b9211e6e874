import type { AppType } from "@fad/contracts/provider/app-type";
import { shownDesignation } from "@fad/contracts/provider/designations";
import type { SearchTermType } from "@fad/contracts/terms/autocomplete";
import { sql } from "kysely";
import type { Database } from "../database/create-database.ts";
import { wordsOf } from "./directory-words.ts";
import { MEDICAL_VOCABULARY } from "./vocabulary/medical-vocabulary.ts";
import { VocabularyIndex } from "./vocabulary/vocabulary-index.ts";
import { WordLexicon } from "./word-lexicon.ts";

/** A type-ahead term with its words and the facilities where it leads to a physician. */
export interface IndexedTerm {
  type: SearchTermType;
  value: string;
  reference: string;
  sortKey: string;
  words: string[];
  coids: string[];
}

export interface TermGroup {
  terms: IndexedTerm[];
  /** Word → indexes of the terms holding it, in sort order. */
  postings: Map<string, number[]>;
}

export interface IndexedSpecialty {
  id: number;
  name: string;
  coids: Set<string>;
  appTypes: AppType[];
}

/** One consistent picture of the directory's terms, as of one refresh of the search tables. */
export interface DirectorySnapshot {
  generation: string;
  groups: Record<SearchTermType, TermGroup>;
  lexicon: WordLexicon;
  /** Specialties practised somewhere, alphabetical, with their non-texting appointment types. */
  specialties: IndexedSpecialty[];
  /** The medical vocabulary, resolved to the specialties and terms of this picture. */
  vocabulary: VocabularyIndex;
}

/**
 * How often a process asks whether the search tables were refreshed. The question is one tiny query;
 * the answer is served from the snapshot in hand meanwhile (a cache only: the database stays the source
 * of truth, and every server process keeps its own).
 */
export const GENERATION_CHECK_INTERVAL_MS = 5_000;

interface CacheEntry {
  snapshot: Promise<DirectorySnapshot>;
  checkedAt: number;
  checking: boolean;
}

const caches = new WeakMap<Database, CacheEntry>();

/** The current snapshot of a database's directory, loading it on first use. */
export async function directorySnapshot(db: Database, now = Date.now()): Promise<DirectorySnapshot> {
  let entry = caches.get(db);
  if (!entry) {
    entry = { snapshot: loadSnapshot(db), checkedAt: now, checking: false };
    caches.set(db, entry);
    // A failed load is not kept: the next call tries again.
    entry.snapshot.catch(() => caches.delete(db));
    return entry.snapshot;
  }
  if (!entry.checking && now - entry.checkedAt >= GENERATION_CHECK_INTERVAL_MS) {
    void refreshInBackground(db, entry, now);
  }
  return entry.snapshot;
}

/** Drops a database's snapshot so the next call reloads it (tests that change the directory). */
export function forgetDirectorySnapshot(db: Database): void {
  caches.delete(db);
}

async function refreshInBackground(db: Database, entry: CacheEntry, now: number): Promise<void> {
  entry.checking = true;
  try {
    const current = await entry.snapshot;
    if ((await currentGeneration(db)) !== current.generation) {
      const fresh = await loadSnapshot(db);
      entry.snapshot = Promise.resolve(fresh);
    }
  } catch {
    // The database is away or closing; the snapshot in hand keeps serving and the next call asks again.
  } finally {
    entry.checkedAt = now;
    entry.checking = false;
  }
}

async function currentGeneration(db: Database): Promise<string> {
  const result = await sql<{ generation: string }>`
    SELECT generation::text AS generation FROM directory_search_state`.execute(db);
  return result.rows[0]?.generation ?? "0";
}

interface TermRow {
  type: SearchTermType;
  value: string;
  reference: string;
  sort_key: string;
  coids: string[];
  /** A provider term's stored designation, the end of its value (", MD, FACP"); null for other terms. */
  designation?: string | null;
}

interface AppTypeRow {
  specialty_id: number;
  code: string;
  friendly_name2: string;
  abbreviation: string;
  mhd_appointment_type_name: string;
  patient_type: AppType["patientType"];
}

/**
 * A provider suggestion names the designation as cards do (decision 109): only the spec's listed
 * credentials, and no trailing comma when none is. The view's value is "{name}, {designation}".
 */
function providerTermValue(row: TermRow): string {
  const designation = row.designation ?? null;
  const suffix = designation === null ? "" : `, ${designation}`;
  const name = suffix && row.value.endsWith(suffix) ? row.value.slice(0, -suffix.length) : row.value;
  const shown = shownDesignation(designation ?? "");
  return shown ? `${name}, ${shown}` : name;
}

async function loadSnapshot(db: Database): Promise<DirectorySnapshot> {
  // The generation is read first: a refresh landing during the load makes the next check reload again.
  const generation = await currentGeneration(db);
  const terms = await sql<TermRow>`
    SELECT t.type, t.value, t.reference, t.sort_key, t.coids, p.designation
    FROM directory_terms t LEFT JOIN physicians p ON t.type = 'provider' AND p.npi = t.reference`.execute(db);
  // Words of the search documents that no type-ahead term shows, so the lexicon holds every document word.
  const extras = await sql<{ text: string }>`
    SELECT DISTINCT city AS text FROM locations
    UNION SELECT title FROM facilities
    UNION SELECT name FROM specialties
    UNION SELECT keyword FROM clinical_keywords`.execute(db);
  const appTypes = await sql<AppTypeRow>`
    SELECT sat.specialty_id, t.code, t.friendly_name2, t.abbreviation, t.mhd_appointment_type_name, t.patient_type
    FROM specialty_appointment_types sat JOIN appointment_types t ON t.code = sat.appointment_type_code
    WHERE NOT t.texting_only`.execute(db);
  return buildSnapshot({
    generation,
    terms: terms.rows,
    extraWords: extras.rows.flatMap((row) => wordsOf(row.text)),
    appTypes: appTypes.rows,
  });
}

export function buildSnapshot(input: {
  generation: string;
  terms: TermRow[];
  extraWords: string[];
  appTypes: AppTypeRow[];
}): DirectorySnapshot {
  const groups: Record<SearchTermType, TermGroup> = {
    provider: { terms: [], postings: new Map() },
    specialty: { terms: [], postings: new Map() },
    webVisibleKeyword: { terms: [], postings: new Map() },
    location: { terms: [], postings: new Map() },
  };
  const words = new Set(input.extraWords);
  // Sorted here rather than by the database, whose collation differs between PGlite and a server.
  const rows = [...input.terms].sort(
    (a, b) =>
      compareText(a.sort_key, b.sort_key) || compareText(a.value, b.value) || compareText(a.reference, b.reference),
  );
  for (const row of rows) {
    const group = groups[row.type];
    if (!group) continue;
    const value = row.type === "provider" ? providerTermValue(row) : row.value;
    const term: IndexedTerm = {
      type: row.type,
      value,
      reference: row.reference,
      sortKey: row.sort_key,
      words: [...new Set(wordsOf(value))],
      coids: row.coids ?? [],
    };
    const index = group.terms.push(term) - 1;
    for (const word of term.words) {
      words.add(word);
      const posting = group.postings.get(word);
      if (posting) posting.push(index);
      else group.postings.set(word, [index]);
    }
  }

  const typesBySpecialty = new Map<number, AppType[]>();
  for (const row of input.appTypes) {
    const list = typesBySpecialty.get(row.specialty_id) ?? [];
    list.push({
      code: row.code,
      friendlyName2: row.friendly_name2,
      abbreviation: row.abbreviation,
      mhdAppointmentTypeName: row.mhd_appointment_type_name,
      patientType: row.patient_type,
    });
    typesBySpecialty.set(row.specialty_id, list);
  }
  const specialties = groups.specialty.terms.map((term) => ({
    id: Number(term.reference),
    name: term.value,
    coids: new Set(term.coids),
    appTypes: typesBySpecialty.get(Number(term.reference)) ?? [],
  }));
  const vocabulary = new VocabularyIndex(
    MEDICAL_VOCABULARY,
    specialties,
    new Set(groups.webVisibleKeyword.terms.map((term) => term.value)),
  );
  return { generation: input.generation, groups, lexicon: new WordLexicon(words), specialties, vocabulary };
}

/** Code-unit order, the same on every machine and database. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
