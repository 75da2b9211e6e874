import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../testing/stub-fetch.ts";
import { appTypesQueryOptions, fetchAppTypes } from "./app-types.ts";
import { ApiError } from "./request-envelope.ts";

const types = [
  {
    code: "NEWPT",
    friendlyName2: "New Patient Visit",
    abbreviation: "NP",
    mhdAppointmentTypeName: "New Patient",
    patientType: "New",
  },
];
const ok = (result: unknown) =>
  new Response(JSON.stringify({ status: { code: "200", details: "OK" }, result }), {
    status: 200,
    headers: { "content-type": "application/json" },
  });

describe("GET /fadmaa/provider/appTypes/", () => {
  it("asks with npi, facilityCOIDs, program and source, and returns the types", async () => {
    const fetchMock = stubFetch(() => ok(types));
    const result = await fetchAppTypes({
      npi: "1234567890",
      facilityCOIDs: "09001;09002",
      program: "web",
      source: "texting",
    });
    expect(result).toEqual(types);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    const address = new URL(String(url), "http://localhost");
    expect(address.pathname).toBe("/fadmaa/provider/appTypes/");
    expect(Object.fromEntries(address.searchParams)).toEqual({
      npi: "1234567890",
      facilityCOIDs: "09001;09002",
      program: "web",
      source: "texting",
    });
    expect(init?.method).toBe("GET");
  });

  it("leaves out the parameters it does not have", async () => {
    const fetchMock = stubFetch(() => ok([]));
    await fetchAppTypes({ npi: "1234567890" });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/fadmaa/provider/appTypes/?npi=1234567890");
  });

  it("throws an ApiError on a failure, and refuses an answer of another shape", async () => {
    stubFetch(() => new Response("{}", { status: 404 }));
    await expect(fetchAppTypes({ npi: "1234567890" })).rejects.toBeInstanceOf(ApiError);
    stubFetch(() => ok([{ code: "X" }]));
    await expect(fetchAppTypes({ npi: "1234567890" })).rejects.toThrow();
  });

  it("is fetched once per physician and query through the query cache", async () => {
    const fetchMock = stubFetch(() => ok(types));
    const client = new QueryClient();
    await client.fetchQuery(appTypesQueryOptions({ npi: "1234567890", program: "web" }));
    await client.fetchQuery(appTypesQueryOptions({ npi: "1234567890", program: "web" }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
