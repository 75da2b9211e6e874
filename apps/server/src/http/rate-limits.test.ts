import { RATE_LIMIT_TEXTS } from "@fad/contracts/messages/rate-limit-texts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";

const LIMIT = 2;
const JSON_HEADERS = { "content-type": "application/json" };

interface LimitedCall {
  method: "GET" | "POST";
  url: string;
  /** A JSON body (bad input counts too: the limit runs before validation). */
  payload?: string;
}

/** Every limited call, with a request that reaches it. */
const LIMITED_CALLS = {
  "provider search": { method: "POST", url: "/fadmaa/provider/search/", payload: "{}" },
  "slot search": { method: "POST", url: "/fadmaa/appointment/search", payload: "{}" },
  "more slot days": { method: "POST", url: "/fadmaa/appointment/search/more", payload: "{}" },
  "keyword type-ahead": { method: "GET", url: "/fadmaa/api/providercache/terms/autocomplete?input=card" },
  "location type-ahead": { method: "GET", url: "/fadmaa/geo/places?input=nash" },
  hold: { method: "POST", url: "/fadmaa/appointment/hold", payload: "{}" },
  book: { method: "POST", url: "/fadmaa/appointment/book", payload: "{}" },
} satisfies Record<string, LimitedCall>;

describe("rate limits per client", () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp("pglite", {
      rateLimits: { searchPerMinute: LIMIT, typeAheadPerMinute: LIMIT, holdPerMinute: LIMIT, bookPerMinute: LIMIT },
    });
  });
  afterAll(async () => {
    await test.close();
  });

  const call = (name: keyof typeof LIMITED_CALLS, remoteAddress: string, headers: Record<string, string> = {}) => {
    const { method, url, payload }: LimitedCall = LIMITED_CALLS[name];
    if (payload === undefined) return test.app.inject({ method, url, remoteAddress, headers });
    return test.app.inject({ method, url, remoteAddress, headers: { ...JSON_HEADERS, ...headers }, payload });
  };

  it("answers 429 past the limit on search, type-ahead, hold and book, in the error envelope with Retry-After", async () => {
    for (const name of Object.keys(LIMITED_CALLS) as (keyof typeof LIMITED_CALLS)[]) {
      const client = "198.51.100.10";
      for (let attempt = 0; attempt < LIMIT; attempt++) {
        expect((await call(name, client)).statusCode, name).not.toBe(429);
      }
      const refused = await call(name, client);
      expect(refused.statusCode, name).toBe(429);
      expect(refused.json()).toEqual({
        status: { code: "429", details: RATE_LIMIT_TEXTS.tooManyRequests },
        result: null,
      });
      const retryAfter = Number(refused.headers["retry-after"]);
      expect(retryAfter, name).toBeGreaterThan(0);
      expect(retryAfter, name).toBeLessThanOrEqual(60);
    }
  });

  it("counts each client address on its own", async () => {
    for (let attempt = 0; attempt <= LIMIT; attempt++) await call("keyword type-ahead", "198.51.100.20");
    expect((await call("keyword type-ahead", "198.51.100.20")).statusCode).toBe(429);
    expect((await call("keyword type-ahead", "198.51.100.21")).statusCode).toBe(200);
  });

  it("counts clients behind a trusted proxy by their forwarded address, and ignores it from anyone else", async () => {
    // From a proxy on this machine (trusted by default) each forwarded client has its own counter.
    for (let attempt = 0; attempt <= LIMIT; attempt++) {
      await call("location type-ahead", "127.0.0.1", { "x-forwarded-for": "203.0.113.1" });
    }
    expect((await call("location type-ahead", "127.0.0.1", { "x-forwarded-for": "203.0.113.1" })).statusCode).toBe(429);
    expect((await call("location type-ahead", "127.0.0.1", { "x-forwarded-for": "203.0.113.2" })).statusCode).toBe(200);
    // A client on the internet cannot dodge its limit by inventing a new X-Forwarded-For each time.
    const codes: number[] = [];
    for (let attempt = 0; attempt <= LIMIT; attempt++) {
      const spoofed = { "x-forwarded-for": `192.0.2.${attempt + 1}` };
      codes.push((await call("location type-ahead", "198.51.100.30", spoofed)).statusCode);
    }
    expect(codes).toEqual([200, 200, 429]);
  });

  it("leaves the other calls unlimited", async () => {
    for (let attempt = 0; attempt <= LIMIT + 1; attempt++) {
      const response = await test.app.inject({
        method: "GET",
        url: "/fadmaa/api/config",
        remoteAddress: "198.51.100.40",
      });
      expect(response.statusCode).toBe(200);
    }
  });
});
