import type { Physician, SearchProvidersResult } from "@fad/contracts/provider/search-providers";
import type { SpecialtyEntry } from "@fad/contracts/provider/speciality-app-types";
import { vi } from "vitest";

/** A fetch stand-in answering the landing's calls with contract-shaped answers (the browser's boundary). */
export interface FakeServer {
  contactNumber?: string | Promise<string>;
  specialties?: SpecialtyEntry[];
  search?: (body: Record<string, unknown>) => SearchProvidersResult | "fail";
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
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, "http://localhost");
    if (url.pathname === "/fadmaa/contactnumber") return new Response(await (server.contactNumber ?? ""));
    if (url.pathname === "/fadmaa/provider/specilityAppTypes/") return envelope(server.specialties ?? []);
    if (url.pathname === "/fadmaa/api/providercache/terms/autocomplete") {
      return envelope({ providers: [], specialties: [], visibleTerms: [], locations: [] });
    }
    if (url.pathname === "/fadmaa/provider/search/") {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      searches.push(body);
      const answer = server.search ? server.search(body) : EMPTY_RESULT;
      if (answer === "fail")
        return new Response(JSON.stringify({ status: { code: "500", details: "x" } }), { status: 500 });
      return envelope(answer);
    }
    return new Response("{}", { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { fetchMock, searches };
}

/** Makes useIsMobile() true (jsdom has no matchMedia: the app reads that as desktop). */
export function stubMobile() {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes("max-width"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
