import type { Place } from "@fad/contracts/geo/place";
import type { TypedPlace } from "@fad/contracts/geo/resolve-typed-place";
import type { Physician, SearchProvidersResult } from "@fad/contracts/provider/search-providers";
import type { SpecialtyEntry } from "@fad/contracts/provider/speciality-app-types";
import { stubFetch } from "../../../testing/stub-fetch.ts";

/** Tests only: the landing's calls answered through the fetch stub with contract-shaped answers. */
export interface FakeServer {
  contactNumber?: string | Promise<string>;
  /** "fail" answers the specialty call with a 500. */
  specialties?: SpecialtyEntry[] | "fail";
  search?: (body: Record<string, unknown>) => SearchProvidersResult | "fail";
  /** GET /fadmaa/geo/resolve; by default nothing in a keyword is a place, and a location text is none. */
  resolvePlace?: (query: { location: string; keyword: string }) => TypedPlace | "fail";
}

/** Places as the server's zip data gives them (apps/server/src/geo), for the typed-place answers. */
export const PLACES = {
  houston: {
    zip: "77008",
    city: "Houston",
    state: "TX",
    latitude: 29.7991,
    longitude: -95.4118,
    label: "Houston, TX",
  },
  nashville37203: {
    zip: "37203",
    city: "Nashville",
    state: "TN",
    latitude: 36.1504,
    longitude: -86.7916,
    label: "Nashville, TN 37203",
  },
  memphis: { zip: "38112", city: "Memphis", state: "TN", latitude: 35.1483, longitude: -89.9729, label: "Memphis, TN" },
} satisfies Record<string, Place>;

/** The server's answer when no place was found in the text. */
export function noTypedPlace(query: { location: string; keyword: string }): TypedPlace {
  if (query.location !== "")
    return { from: "location", keyword: query.keyword, placeText: query.location, place: null };
  return { from: null, keyword: query.keyword, placeText: "", place: null };
}

export const EMPTY_RESULT: SearchProvidersResult = {
  providerList: [],
  totalProvidersCount: 0,
  facilityMap: [],
  filteredLanguages: ["English"],
};

export function resultOf(physicians: Physician[], total = physicians.length): SearchProvidersResult {
  return { ...EMPTY_RESULT, providerList: physicians, totalProvidersCount: total };
}

const envelope = (result: unknown) =>
  new Response(JSON.stringify({ status: { code: "200", details: "OK" }, result }), {
    headers: { "content-type": "application/json" },
  });

export function stubServer(server: FakeServer) {
  const searches: Record<string, unknown>[] = [];
  const resolves: { location: string; keyword: string }[] = [];
  const fetchMock = stubFetch(async (address, body) => {
    const url = new URL(address, "http://localhost");
    if (url.pathname === "/fadmaa/contactnumber") return new Response(await (server.contactNumber ?? ""));
    if (url.pathname === "/fadmaa/provider/specilityAppTypes/") {
      if (server.specialties === "fail")
        return new Response(JSON.stringify({ status: { code: "500" } }), { status: 500 });
      return envelope(server.specialties ?? []);
    }
    if (url.pathname === "/fadmaa/api/providercache/terms/autocomplete") {
      return envelope({ providers: [], specialties: [], visibleTerms: [], locations: [] });
    }
    if (url.pathname === "/fadmaa/geo/resolve") {
      const query = {
        location: url.searchParams.get("location") ?? "",
        keyword: url.searchParams.get("keyword") ?? "",
      };
      resolves.push(query);
      const answer = server.resolvePlace ? server.resolvePlace(query) : noTypedPlace(query);
      if (answer === "fail")
        return new Response(JSON.stringify({ status: { code: "500", details: "x" } }), { status: 500 });
      return envelope(answer);
    }
    if (url.pathname === "/fadmaa/provider/search/") {
      const sent = body ?? {};
      searches.push(sent);
      const answer = server.search ? server.search(sent) : EMPTY_RESULT;
      if (answer === "fail")
        return new Response(JSON.stringify({ status: { code: "500", details: "x" } }), { status: 500 });
      return envelope(answer);
    }
    return new Response("{}", { status: 404 });
  });
  return { fetchMock, searches, resolves };
}
