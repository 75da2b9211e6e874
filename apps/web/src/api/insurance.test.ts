import { NO_INSURANCE } from "@fad/contracts/provider/insurance";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../testing/stub-fetch.ts";
import { fetchInsurance, insuranceQueryOptions } from "./insurance.ts";
import { ApiError } from "./request-envelope.ts";

const insurers = [
  { insurancePayorName: NO_INSURANCE, insurancePlans: [] },
  { insurancePayorName: "Aetna", insurancePlans: [{ insurancePlanId: 1, insurancePlanName: "Aetna PPO" }] },
];
const ok = (result: unknown) =>
  new Response(JSON.stringify({ status: { code: "200", details: "OK" }, result }), {
    status: 200,
    headers: { "content-type": "application/json" },
  });

describe("GET /fadmaa/provider/insurance/", () => {
  it("asks with no query and returns the insurers in the server's order", async () => {
    const fetchMock = stubFetch(() => ok(insurers));
    expect(await fetchInsurance()).toEqual(insurers);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/fadmaa/provider/insurance/");
    expect(init?.method).toBe("GET");
  });

  it("throws an ApiError on a failure or an unreachable server", async () => {
    stubFetch(() => new Response("{}", { status: 500 }));
    await expect(fetchInsurance()).rejects.toBeInstanceOf(ApiError);
    stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(fetchInsurance()).rejects.toMatchObject({ status: 0 });
  });

  it("refuses an answer that is not the contract's shape", async () => {
    stubFetch(() => ok([{ insurancePayorName: "Aetna" }]));
    await expect(fetchInsurance()).rejects.toThrow();
  });

  it("is fetched once per visit through the query cache", async () => {
    const fetchMock = stubFetch(() => ok(insurers));
    const client = new QueryClient();
    await client.fetchQuery(insuranceQueryOptions());
    await client.fetchQuery(insuranceQueryOptions());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
