import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../testing/stub-fetch.ts";
import { fetchContactNumber } from "./contact-number.ts";
import { ApiError } from "./request-envelope.ts";
import { lookUpProviders, searchProviders, searchProvidersQueryOptions } from "./search-providers.ts";
import { fetchSpecialityAppTypes } from "./speciality-app-types.ts";

const emptyResult = { providerList: [], totalProvidersCount: 0, facilityMap: [], filteredLanguages: ["English"] };
const ok = (result: unknown) =>
  new Response(JSON.stringify({ status: { code: "200", details: "OK" }, result }), {
    status: 200,
    headers: { "content-type": "application/json" },
  });

describe("POST /fadmaa/provider/search/", () => {
  it("posts the body as JSON and returns the result", async () => {
    const fetchMock = stubFetch(() => ok(emptyResult));
    const result = await searchProviders({ keyword: "heart", meta: { page: 1, pageSize: 10 } });
    expect(result).toEqual(emptyResult);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/fadmaa/provider/search/");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ keyword: "heart", meta: { page: 1, pageSize: 10 } });
  });

  it("asks for chosen providers by their NPIs", async () => {
    const fetchMock = stubFetch(() => ok(emptyResult));
    await lookUpProviders({ npis: ["1000000001"], coids: "09001", program: "web" });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      program: "web",
      coids: "09001",
      npis: ["1000000001"],
    });
  });

  it("throws an ApiError on a failure, and the same body makes one call through the query cache", async () => {
    stubFetch(() => new Response("{}", { status: 500 }));
    await expect(searchProviders({})).rejects.toBeInstanceOf(ApiError);
    const fetchMock = stubFetch(() => ok(emptyResult));
    const client = new QueryClient();
    await client.fetchQuery(searchProvidersQueryOptions({ keyword: "heart" }));
    await client.fetchQuery(searchProvidersQueryOptions({ keyword: "heart" }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("GET /fadmaa/contactnumber", () => {
  it("returns the trimmed number, or null for a blank answer", async () => {
    const fetchMock = stubFetch(() => new Response(" 615-555-0100 \n"));
    expect(await fetchContactNumber("09001;09002")).toBe("615-555-0100");
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/fadmaa/contactnumber?facilityCOIDs=09001%3B09002");
    stubFetch(() => new Response("   "));
    expect(await fetchContactNumber("09001")).toBeNull();
  });
});

describe("GET /fadmaa/provider/specilityAppTypes/", () => {
  it("sends the facilities, program and site type and returns the entries", async () => {
    const entries = [{ speciality: { id: 5, name: "Cardiology" }, appTypes: [] }];
    const fetchMock = stubFetch(() => ok(entries));
    const result = await fetchSpecialityAppTypes({ facilityCOIDs: "09001", program: "psg", siteType: "psg" });
    expect(result).toEqual(entries);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      "/fadmaa/provider/specilityAppTypes/?facilityCOIDs=09001&program=psg&siteType=psg",
    );
  });
});
