import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { RATE_LIMIT_TEXTS } from "@fad/contracts/messages/rate-limit-texts";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { buildTestApp, TEST_APP_CONFIG, type TestApp } from "../testing/build-test-app.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";

const LIMIT = 2;
/** The processes of one deployment share the patient-data key, which keys the client references. */
const PATIENT_DATA = { key: randomBytes(32), keyFile: "/nonexistent", previousKeys: [] };
const JSON_HEADERS = { "content-type": "application/json" };
/**
 * The limits count per minute on the app's clock: on the wall clock a test whose calls straddled a
 * minute's end saw its count start again (CI failed so at 06:53). A clock standing 20 s into a minute
 * keeps every call of this file in one window, at any date and hour.
 */
const NOW = new Date("2026-11-23T14:00:20Z");
const clock = () => NOW;

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
  holder: { method: "POST", url: "/fadmaa/appointment/holder", payload: "{}" },
  hold: { method: "POST", url: "/fadmaa/appointment/hold", payload: "{}" },
  "hold renewal": { method: "POST", url: "/fadmaa/appointment/hold/renew", payload: "{}" },
  book: { method: "POST", url: "/fadmaa/appointment/book", payload: "{}" },
} satisfies Record<string, LimitedCall>;

describe.each(testDatabaseKinds())("rate limits per client on %s", (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp(
      kind,
      {
        patientData: PATIENT_DATA,
        rateLimits: { searchPerMinute: LIMIT, typeAheadPerMinute: LIMIT, holdPerMinute: LIMIT, bookPerMinute: LIMIT },
      },
      clock,
    );
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

  it("does not believe X-Forwarded-For from a private-network peer that is not a named proxy (issue 22)", async () => {
    // Before, the default trusted every private address: a client on the same network rotating the
    // header was a new client each time and was never limited.
    const codes: number[] = [];
    for (let attempt = 0; attempt <= LIMIT; attempt++) {
      const spoofed = { "x-forwarded-for": `203.0.113.${attempt + 100}` };
      codes.push((await call("location type-ahead", "10.20.30.40", spoofed)).statusCode);
    }
    expect(codes).toEqual([200, 200, 429]);
  });

  it("counts an IPv6 client by its /64: addresses of one network share a limit", async () => {
    const codes: number[] = [];
    for (let attempt = 0; attempt <= LIMIT; attempt++) {
      codes.push((await call("location type-ahead", `2001:db8:1:2::${attempt + 1}`)).statusCode);
    }
    expect(codes).toEqual([200, 200, 429]);
    expect((await call("location type-ahead", "2001:db8:1:3::1")).statusCode).toBe(200);
  });

  it("counts in the database: two server processes on one database refuse at the same count as one (issue 22)", async () => {
    // A second app on the same database, with its own memory, as another server process has.
    const other = await buildApp({
      db: test.database.db,
      config: {
        ...TEST_APP_CONFIG,
        patientData: PATIENT_DATA,
        rateLimits: { searchPerMinute: LIMIT, typeAheadPerMinute: LIMIT },
      },
      logStream: new PassThrough(),
      clock,
    });
    try {
      const client = "198.51.100.50";
      const url = "/fadmaa/geo/places?input=memph";
      const codes: number[] = [];
      for (const app of [test.app, other, test.app, other]) {
        codes.push((await app.inject({ method: "GET", url, remoteAddress: client })).statusCode);
      }
      expect(codes).toEqual([200, 200, 429, 429]);
    } finally {
      await other.close();
    }
  });

  it("keeps no client address in its counters, only keyed references", async () => {
    const rows = await test.database.db.selectFrom("rate_limit_counts").select(["bucket", "client_ref"]).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.client_ref).toMatch(/^[0-9a-f]{32}$/);
    expect(rows.map((row) => row.bucket)).toContain("GET /fadmaa/geo/places");
  });

  it("keeps its counters in an unlogged table: a count waits for no write-ahead log flush (decision 114)", async () => {
    const table = await sql<{ persistence: string }>`
      SELECT relpersistence AS persistence FROM pg_class WHERE oid = 'rate_limit_counts'::regclass
    `.execute(test.database.db);
    expect(table.rows[0]?.persistence).toBe("u");
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
