import { searchProvidersResponseSchema } from "@fad/contracts/provider/search-providers";
import { describe, expect, it } from "vitest";
import { makePhysician } from "../testing/physician-fixtures.ts";
import { stubFetch } from "../testing/stub-fetch.ts";
import { fetchPhysicianProfile, physicianProfileRequest } from "./physician-profile.ts";
import { ApiError } from "./request-envelope.ts";

const params = {
  urlTitle: "maria-j-lopez",
  coids: "09001;09002",
  program: "web",
  siteType: "hospitalOperations",
  sessionId: "session-42",
};

function answer(providerList: unknown[]) {
  return searchProvidersResponseSchema.parse({
    status: { code: "200", details: "OK" },
    result: { providerList, totalProvidersCount: providerList.length, facilityMap: [], filteredLanguages: [] },
  });
}

describe("the profile form of the provider search", () => {
  it("sends coids, program and urlTitle, and on non-psg sites randomize with the session id as seed", () => {
    expect(physicianProfileRequest(params)).toEqual({
      coids: "09001;09002",
      program: "web",
      urlTitle: "maria-j-lopez",
      randomize: true,
      randomizerSeed: "session-42",
    });
  });

  it("does not randomize on psg sites", () => {
    expect(physicianProfileRequest({ ...params, siteType: "psg" })).toEqual({
      coids: "09001;09002",
      program: "web",
      urlTitle: "maria-j-lopez",
    });
  });

  it("posts the body to /fadmaa/provider/search/ and answers the first physician", async () => {
    const physician = makePhysician();
    const fetchMock = stubFetch(async () => Response.json(answer([physician])));
    await expect(fetchPhysicianProfile(params)).resolves.toEqual(physician);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/fadmaa/provider/search/");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual(physicianProfileRequest(params));
  });

  it("answers null when the list is empty (the not-found view)", async () => {
    stubFetch(async () => Response.json(answer([])));
    await expect(fetchPhysicianProfile(params)).resolves.toBeNull();
  });

  it("throws ApiError when the call fails", async () => {
    stubFetch(async () => new Response("", { status: 500 }));
    await expect(fetchPhysicianProfile(params)).rejects.toBeInstanceOf(ApiError);
  });
});
