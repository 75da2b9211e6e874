import { searchProvidersResponseSchema } from "@fad/contracts/provider/search-providers";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoNetwork } from "../../seed/seed-demo-network.ts";
import { buildTestApp, type TestApp } from "../../testing/build-test-app.ts";
import { importConnectionOf, testDatabaseKinds } from "../../testing/test-database.ts";
import { MEDICAL_VOCABULARY } from "../vocabulary/medical-vocabulary.ts";
import {
  describeMisses,
  firstPageRequest,
  HELD_OUT_QUERIES,
  JUDGED_QUERIES,
  measureRelevance,
} from "./measure-relevance.ts";

/** The demo network patients see (FAD_SEED's default), at the size a fresh server seeds. */
const NETWORK = { physicians: 1500, seed: 20261122 };
/** Two visitors' sessions: the floor must hold whatever the seeded shuffle deals. */
const SESSION_SEEDS = ["3f9c2a71-session", "b04e6d18-session"] as const;
/** Issue 17's bar: this share of everyday queries leads with a right specialty (docs/decisions.md 64). */
const LEADING_FLOOR = 0.95;
const RECIPROCAL_RANK_FLOOR = 0.95;
/**
 * Issue 36's held-out sets (docs/decisions.md 204), written by someone who had not read the vocabulary. Their
 * floors sit just below what they measure (both sessions, PGlite and PostgreSQL alike): English 92–93 of 97
 * lead, MRR 0.959–0.964; Spanish 33–34 of 35, MRR 0.957–0.971. When first committed, before decision 204's
 * fixes, they measured English 73–74 of 97 (MRR 0.758) and Spanish 28 of 35 (MRR 0.800). The floors guard
 * against a slide; they are not a target to tune the vocabulary to (a set tuned against stops being held out).
 */
const HELD_OUT_FLOORS = {
  english: { leading: 0.93, reciprocalRank: 0.94 },
  spanish: { leading: 0.91, reciprocalRank: 0.92 },
} as const;
const HELD_OUT_CASES = (["english", "spanish"] as const).flatMap((language) =>
  SESSION_SEEDS.map((seed) => ({ language, seed })),
);

describe.each(testDatabaseKinds())("everyday queries on the demo network on %s", (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    // Seeded as `npm run seed` does: on PostgreSQL without the server's statement timeouts.
    const seeder = importConnectionOf(testApp.database);
    await seedDemoNetwork(seeder.db, NETWORK).finally(() => seeder.close());
    // Seeding 1,500 physicians takes about a minute on a quiet 2-core machine, longer beside other suites.
  }, 300_000);
  afterAll(async () => {
    await testApp.close();
  });

  /** Each result's specialties, in order: the results page's first page, or `pageSize` of them. */
  async function firstPageOf(keyword: string, sessionSeed: string, pageSize?: number): Promise<string[][]> {
    const request = firstPageRequest(keyword, sessionSeed);
    const response = await testApp.app.inject({
      method: "POST",
      url: "/fadmaa/provider/search/",
      payload: pageSize ? { ...request, meta: { page: 1, pageSize } } : request,
    });
    expect(response.statusCode, `${keyword}: ${response.body}`).toBe(200);
    const { result } = searchProvidersResponseSchema.parse(response.json());
    return result.providerList.map((physician) => physician.specialties.map((entry) => entry.specialty));
  }

  it.each(SESSION_SEEDS)(
    "session %s: at least 95 percent of the judged queries lead with a right specialty",
    async (seed) => {
      const figures = await measureRelevance((keyword) => firstPageOf(keyword, seed));
      console.info(
        `judged relevance on ${kind}, session ${seed}: ${figures.leading}/${figures.queries} lead with a right specialty ` +
          `(${(figures.leadingShare * 100).toFixed(1)}%), mean reciprocal rank ${figures.meanReciprocalRank.toFixed(3)}`,
      );
      expect(figures.queries).toBe(JUDGED_QUERIES.length);
      expect(figures.leadingShare, describeMisses(figures)).toBeGreaterThanOrEqual(LEADING_FLOOR);
      expect(figures.meanReciprocalRank, describeMisses(figures)).toBeGreaterThanOrEqual(RECIPROCAL_RANK_FLOOR);
    },
    120_000,
  );

  it.each(HELD_OUT_CASES)(
    "held-out $language queries, session $seed: no fewer lead with a right specialty than when measured",
    async ({ language, seed }) => {
      const queries = HELD_OUT_QUERIES[language];
      const figures = await measureRelevance((keyword) => firstPageOf(keyword, seed), queries);
      console.info(
        `held-out ${language} relevance on ${kind}, session ${seed}: ${figures.leading}/${figures.queries} lead with a ` +
          `right specialty (${(figures.leadingShare * 100).toFixed(1)}%), mean reciprocal rank ` +
          `${figures.meanReciprocalRank.toFixed(3)}\n${describeMisses(figures)}`,
      );
      expect(figures.queries).toBe(queries.length);
      const floors = HELD_OUT_FLOORS[language];
      expect(figures.leadingShare, describeMisses(figures)).toBeGreaterThanOrEqual(floors.leading);
      expect(figures.meanReciprocalRank, describeMisses(figures)).toBeGreaterThanOrEqual(floors.reciprocalRank);
    },
    120_000,
  );

  it("every phrase of the vocabulary leads with one of its entry's specialties", async () => {
    const practised = new Set(
      (await testApp.database.db.selectFrom("specialties").select("name").execute()).map((row) => row.name),
    );
    const misses: string[] = [];
    for (const entry of MEDICAL_VOCABULARY) {
      // A specialty no one practises cannot lead; its related specialties then may.
      const leading = entry.specialties.filter((name) => practised.has(name));
      const right = leading.length > 0 ? leading : entry.related;
      for (const phrase of entry.phrases) {
        const [first] = await firstPageOf(phrase, SESSION_SEEDS[0], 1);
        if (!first?.some((name) => right.includes(name))) misses.push(`${phrase}: ${first?.join(" + ") ?? "nothing"}`);
      }
    }
    expect(misses, misses.join("\n")).toEqual([]);
  }, 300_000);

  it("a specialty ranks above a listed condition, which ranks above a name", async () => {
    const everyone = (keyword: string) => firstPageOf(keyword, SESSION_SEEDS[1], 750);
    // Neurologists first, then the chiropractors and the others listing Headaches.
    const headache = await everyone("headache");
    const neurologists = headache.filter((specialties) => specialties.includes("Neurology")).length;
    expect(neurologists).toBeGreaterThan(0);
    expect(headache.length).toBeGreaterThan(neurologists);
    expect(headache.slice(0, neurologists).every((specialties) => specialties.includes("Neurology"))).toBe(true);
    // Dermatologists, then allergists (related); "Rashawn" and "Rasheed" are not among the matches' leaders.
    const rash = await everyone("rash");
    const dermatologists = rash.filter((specialties) => specialties.includes("Dermatology")).length;
    expect(dermatologists).toBeGreaterThan(10);
    expect(rash.slice(0, dermatologists).every((specialties) => specialties.includes("Dermatology"))).toBe(true);
    const depression = await everyone("depression");
    const mentalHealth = depression.filter((specialties) =>
      specialties.some((name) => name === "Psychiatry" || name === "Psychology"),
    ).length;
    expect(
      depression
        .slice(0, mentalHealth)
        .every((specialties) => specialties.some((name) => name === "Psychiatry" || name === "Psychology")),
    ).toBe(true);
  }, 60_000);

  it("answers 200 to any keyword the schema takes, however phrases, words and punctuation mix", async () => {
    const phraseWords = MEDICAL_VOCABULARY.flatMap((entry) => entry.phrases.flatMap((phrase) => phrase.split(" ")));
    const piece = fc.oneof(
      fc.constantFrom(...phraseWords, "dr", "Dr.", "doctor", "for", "my", "&", "(", ")", "/", "-", "'", ",", "."),
      fc.stringMatching(/^[A-Za-z0-9()/\-',.& ]{1,12}$/),
    );
    const keyword = fc
      .array(piece, { minLength: 1, maxLength: 12 })
      .map((pieces) => pieces.join(" ").slice(0, 100))
      .filter((text) => text.trim().length > 0);
    await fc.assert(
      fc.asyncProperty(keyword, async (text) => {
        await firstPageOf(text, SESSION_SEEDS[0]);
      }),
      { numRuns: 150 },
    );
  }, 120_000);

  it("the type-ahead still offers every condition and procedure from its first six letters", async () => {
    const terms = await testApp.database.db.selectFrom("clinical_keywords").select("keyword").execute();
    // A last word cut to 1–2 letters ("Skin B") completes nothing, with or without the vocabulary.
    const typable = terms.filter(
      (term) => /^[A-Za-z' -]{6,}$/.test(term.keyword) && /(^|[^A-Za-z])[A-Za-z]{3,}$/.test(term.keyword.slice(0, 6)),
    );
    const missing: string[] = [];
    for (const { keyword } of typable) {
      const response = await testApp.app.inject({
        method: "GET",
        url: `/fadmaa/api/providercache/terms/autocomplete?input=${encodeURIComponent(keyword.slice(0, 6))}`,
      });
      const values = (response.json().result.visibleTerms as { value: string }[]).map((term) => term.value);
      if (!values.includes(keyword)) missing.push(`${keyword.slice(0, 6)} → ${values.join(", ")}`);
    }
    expect(missing, missing.join("\n")).toEqual([]);
  }, 60_000);

  it("the seeded shuffle deals a tier differently per session and keeps it whole", async () => {
    const pages = await Promise.all(SESSION_SEEDS.map((seed) => firstPageOf("cardiologist", seed)));
    expect(pages[0]).not.toEqual(pages[1]);
    for (const page of pages) {
      expect(page).toHaveLength(10);
      expect(page.every((specialties) => specialties.includes("Cardiology"))).toBe(true);
    }
  });
});
