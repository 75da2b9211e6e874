import { searchProvidersResponseSchema } from "@fad/contracts/provider/search-providers";
import {
  describeMisses,
  firstPageRequest,
  JUDGED_QUERIES,
  measureRelevance,
} from "@fad/server/directory/relevance/measure-relevance";
import { printTable } from "../lib/print-table.ts";

/** A visitor's session id: the first page is dealt by the seeded shuffle, as on a non-psg results page. */
const SESSION_SEED = "bench-session";

/**
 * The judged everyday queries (decision 64) against the bench's server, over HTTP: the share whose first
 * page leads with a right specialty and the mean reciprocal rank of the first right result, with the
 * queries that miss listed below the table.
 */
export async function printRelevanceReport(baseUrl: string): Promise<void> {
  const figures = await measureRelevance(async (keyword) => {
    const response = await fetch(`${baseUrl}/fadmaa/provider/search/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(firstPageRequest(keyword, SESSION_SEED)),
    });
    if (!response.ok) throw new Error(`search "${keyword}" answered ${response.status}: ${await response.text()}`);
    const { result } = searchProvidersResponseSchema.parse(await response.json());
    return result.providerList.map((physician) => physician.specialties.map((entry) => entry.specialty));
  });
  printTable(
    ["judged queries", "lead with a right specialty", "share", "mean reciprocal rank"],
    [
      [
        String(JUDGED_QUERIES.length),
        String(figures.leading),
        `${(figures.leadingShare * 100).toFixed(1)}%`,
        figures.meanReciprocalRank.toFixed(3),
      ],
    ],
  );
  const misses = describeMisses(figures);
  if (misses) console.log(`\nqueries not leading with a right specialty:\n${misses}`);
  console.log("");
}
