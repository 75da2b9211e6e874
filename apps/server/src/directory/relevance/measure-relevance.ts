import type { SearchProvidersRequest } from "@fad/contracts/provider/search-providers";
import { DEFAULT_PAGE_SIZE } from "@fad/contracts/search/search-field-rules";
import { z } from "zod";
import heldOutFile from "./held-out-queries.json" with { type: "json" };
import judgedFile from "./judged-queries.json" with { type: "json" };

/** An everyday query and the specialties a good first page leads with. */
export interface JudgedQuery {
  query: string;
  specialties: string[];
}

const judgedQuerySchema = z.object({ query: z.string().min(1), specialties: z.array(z.string().min(1)).min(1) });

const judgedFileSchema = z.object({ about: z.string(), queries: z.array(judgedQuerySchema).min(150) });

/** The judged set (judged-queries.json), checked on load. */
export const JUDGED_QUERIES: readonly JudgedQuery[] = judgedFileSchema.parse(judgedFile).queries;

const heldOutFileSchema = z.object({
  about: z.string(),
  english: z.array(judgedQuerySchema).min(80),
  spanish: z.array(judgedQuerySchema).min(30),
});

/**
 * The held-out set (held-out-queries.json, docs/decisions.md 204): written apart from the vocabulary by
 * someone who had not read it, and never tuned against. English and Spanish are measured apart.
 */
export const HELD_OUT_QUERIES: Readonly<Record<"english" | "spanish", readonly JudgedQuery[]>> =
  heldOutFileSchema.parse(heldOutFile);

/** How a judged query's first page came out: each result's specialties, in order. */
export interface QueryOutcome {
  query: JudgedQuery;
  firstPage: string[][];
  /** The first result lists one of the judged specialties (docs/decisions.md 64). */
  leads: boolean;
  /** 1 / the position of the first result listing a judged specialty on the first page; 0 when none does. */
  reciprocalRank: number;
}

export interface RelevanceFigures {
  queries: number;
  leading: number;
  /** Share of queries whose first page leads with a right specialty. */
  leadingShare: number;
  meanReciprocalRank: number;
  outcomes: QueryOutcome[];
}

/**
 * The first page as the results page asks for it on a non-psg site (spec discovery §7): randomized with
 * the session's seed, no sort chosen, page 1 of 10. Availability is left out: it does not order a page.
 */
export function firstPageRequest(keyword: string, sessionSeed: string): SearchProvidersRequest {
  return {
    keyword,
    program: "web",
    siteType: "hospitalOperations",
    randomize: true,
    randomizerSeed: sessionSeed,
    meta: { page: 1, pageSize: DEFAULT_PAGE_SIZE },
  };
}

/** Judges one first page: `firstPage` holds each result's specialty names, in order. */
export function judgeFirstPage(query: JudgedQuery, firstPage: string[][]): QueryOutcome {
  const right = new Set(query.specialties);
  const position = firstPage.findIndex((specialties) => specialties.some((name) => right.has(name)));
  return { query, firstPage, leads: position === 0, reciprocalRank: position < 0 ? 0 : 1 / (position + 1) };
}

/**
 * Runs every judged query through `firstPageOf` (the search, however it is reached: in process or over
 * HTTP) one after another, and sums the figures.
 */
export async function measureRelevance(
  firstPageOf: (keyword: string) => Promise<string[][]>,
  judged: readonly JudgedQuery[] = JUDGED_QUERIES,
): Promise<RelevanceFigures> {
  const outcomes: QueryOutcome[] = [];
  for (const query of judged) outcomes.push(judgeFirstPage(query, await firstPageOf(query.query)));
  const leading = outcomes.filter((outcome) => outcome.leads).length;
  const reciprocalSum = outcomes.reduce((sum, outcome) => sum + outcome.reciprocalRank, 0);
  return {
    queries: outcomes.length,
    leading,
    leadingShare: outcomes.length === 0 ? 0 : leading / outcomes.length,
    meanReciprocalRank: outcomes.length === 0 ? 0 : reciprocalSum / outcomes.length,
    outcomes,
  };
}

/** One line per query that does not lead with a right specialty, for a failing test or the bench. */
export function describeMisses(figures: RelevanceFigures): string {
  return figures.outcomes
    .filter((outcome) => !outcome.leads)
    .map(
      (outcome) =>
        `"${outcome.query.query}" (want ${outcome.query.specialties.join(" / ")}): ` +
        (outcome.firstPage.length === 0 ? "no results" : `leads with ${outcome.firstPage[0]?.join(" + ")}`),
    )
    .join("\n");
}
