import type { Configuration } from "@fad/contracts/config/get-config";
import { afterEach, vi } from "vitest";

/**
 * The one stand-in for the browser's fetch in web tests (the app's boundary to the server): every call
 * is recorded on the returned mock and answered by `answer`, and the real fetch is back after each test.
 */

/**
 * Answers one call: `address` as the app wrote it (path and query), the JSON body (null without one),
 * the method, and the call's own options (headers, signal).
 */
export type FetchAnswer = (
  address: string,
  body: Record<string, unknown> | null,
  method: string,
  init: RequestInit | undefined,
) => Response | Promise<Response>;

/** Calls the stub answers itself before `answer` sees them. */
export interface FetchRoutes {
  /** GET /fadmaa/api/config answers this configuration (the app parses it), or a 503 for "fail" (only logged). */
  configuration?: Partial<Configuration> | "fail";
  /** POST /fadmaa/appointment/holder answers this holder token (every hold asks for one first, api/holder-token.ts). */
  holderToken?: string;
}

/** The server's `{ status, result }` envelope; a code other than 200 is a refusal with that HTTP status. */
export const envelope = (result: unknown, code = 200) =>
  new Response(JSON.stringify({ status: { code: String(code), details: code === 200 ? "OK" : "refused" }, result }), {
    status: code,
    headers: { "content-type": "application/json" },
  });

/** The holder token the stub's holder call answers in the calendar and booking tests (the pattern the contract checks). */
export const TEST_HOLDER_TOKEN = "holderTokenRandomPart0.holderTokenServerTag00";

/** The calendar and booking tests' server: no configuration (its call fails, only logged), a holder for every hold. */
export const BOOKING_ROUTES: FetchRoutes = { configuration: "fail", holderToken: TEST_HOLDER_TOKEN };

function jsonBody(init: RequestInit | undefined): Record<string, unknown> | null {
  if (typeof init?.body !== "string") return null;
  try {
    return JSON.parse(init.body) as Record<string, unknown>;
  } catch {
    return null;
  }
}

let realFetch: typeof fetch | undefined;

// A file that stubs fetch gets the real one back after each of its tests, whatever else it restores.
afterEach(() => {
  if (realFetch) globalThis.fetch = realFetch;
});

export function stubFetch(answer: FetchAnswer, routes: FetchRoutes = {}) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit): Promise<Response> => {
    const address = String(input);
    if (routes.configuration && address.startsWith("/fadmaa/api/config")) {
      return routes.configuration === "fail" ? new Response("{}", { status: 503 }) : envelope(routes.configuration);
    }
    if (routes.holderToken && address === "/fadmaa/appointment/holder") {
      return envelope({ holderToken: routes.holderToken });
    }
    return answer(address, jsonBody(init), init?.method ?? "GET", init);
  });
  realFetch ??= globalThis.fetch;
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

export type FetchMock = ReturnType<typeof stubFetch>;

/** The calls made to a path, with their bodies: of that method, or any but DELETE (a release). */
export function callsTo(fetchMock: FetchMock, path: string, method?: string): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const sent = init?.method ?? "GET";
      return String(input) === path && (method ? sent === method : sent !== "DELETE");
    })
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}
