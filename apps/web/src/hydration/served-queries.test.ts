import { dehydrate, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { hydrateServedQueries, refetchUnlessServed, SERVED_ANSWER_FRESH_MS } from "./served-queries.ts";

function servedState() {
  const server = new QueryClient();
  server.setQueryData(["physician-profile", "jane-doe-md"], { name: "Jane Doe" });
  return dehydrate(server);
}

describe("answers that came with a server-rendered page", () => {
  it("are in the cache and not asked for again while they are as fresh as the page", () => {
    const client = new QueryClient();
    hydrateServedQueries(client, servedState(), 1_000);
    const query = client.getQueryCache().find({ queryKey: ["physician-profile", "jane-doe-md"] });
    expect(query?.state.data).toEqual({ name: "Jane Doe" });
    if (!query) throw new Error("the served answer is not in the cache");
    expect(refetchUnlessServed(query, 1_000 + SERVED_ANSWER_FRESH_MS)).toBe(false);
    expect(refetchUnlessServed(query, 1_001 + SERVED_ANSWER_FRESH_MS)).toBe(true);
  });

  it("leave every other query to the usual rules", () => {
    const client = new QueryClient();
    client.setQueryData(["configuration"], {});
    const query = client.getQueryCache().find({ queryKey: ["configuration"] });
    if (!query) throw new Error("no query");
    expect(refetchUnlessServed(query)).toBe(true);
  });
});
