import { Writable } from "node:stream";
import fc from "fast-check";
import type { FastifyInstance, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { buildApp } from "../app.ts";
import { RATE_LIMIT_DEFAULTS } from "../config/server-config.ts";
import type { DatabaseHandle } from "../database/create-database.ts";
import { bookableCalendar, openSlotHoldBodies } from "../testing/booking-fixtures.ts";
import { TEST_APP_CONFIG } from "../testing/build-test-app.ts";
import { insertTestDirectory, TEST_NOW } from "../testing/directory-fixtures.ts";
import { checkAnswer, fingerprint, matchesSchema, rowsRecordingAChange } from "../testing/endpoint-fuzz-checks.ts";
import { FUZZ_STRATEGIES, type FuzzStrategy } from "../testing/endpoint-fuzz-strategies.ts";
import { createTestDatabase, type TestDatabaseKind, testDatabaseKinds } from "../testing/test-database.ts";

/**
 * Property-based fuzz of every route the app registers (issue 9 "Security"): thousands of malformed
 * requests, and for each one never a 5xx, a 4xx that is the error envelope, a 2xx valid for its
 * contract; afterwards health still answers and no table changed by a single row.
 * FUZZ_SEED=<n> replays a run; a failure prints the seed and the shrunk request.
 */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20_261_123;

/** "GET /fadmaa/provider/search/" → "GET /fadmaa/provider/search": the key strategies use. */
function routeKey(method: string, url: string): string {
  return `${method} ${url.length > 1 ? url.replace(/\/$/, "") : url}`;
}

interface RegisteredRoute {
  key: string;
  schema: RouteOptions["schema"];
}

/** The field names of a route's body or query schema (a zod object), for the generators' extra keys. */
function fieldNames(route: RegisteredRoute | undefined): string[] {
  const schema = (route?.schema?.body ?? route?.schema?.querystring) as { shape?: Record<string, unknown> } | undefined;
  return Object.keys(schema?.shape ?? {});
}

/**
 * PGlite takes every run; PostgreSQL (when TEST_DATABASE_URL is set) a quarter (decision 56): the
 * inputs are the same, what differs is the driver and server, which a quarter of the runs reach on
 * every route while the suite stays within its time.
 */
function runShare(kind: TestDatabaseKind): number {
  return kind === "pglite" ? 1 : 0.25;
}

// Rate limits lifted out of the way, so every request reaches its route's own checks (their 429 is
// tested in the booking and rate-limit tests).
const NO_LIMITS = Object.fromEntries(Object.keys(RATE_LIMIT_DEFAULTS).map((name) => [name, 1_000_000]));

describe.each(testDatabaseKinds())("endpoint fuzz on %s", (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const routes = new Map<string, RegisteredRoute>();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await insertTestDirectory(database.db);
    app = await buildApp({
      db: database.db,
      config: {
        ...TEST_APP_CONFIG,
        embedOrigins: ["https://host.example.org"],
        rateLimits: NO_LIMITS,
        logLevel: "error",
      },
      // The app's log is not what is tested here; errors would show as 5xx answers.
      logStream: new Writable({ write: (_chunk, _encoding, done) => done() }),
      clock: () => TEST_NOW,
      onRoute: (route) => {
        for (const method of [route.method].flat()) {
          routes.set(routeKey(method, route.url), { key: routeKey(method, route.url), schema: route.schema });
        }
      },
    });
    await app.ready();
    expect(await fingerprint(database.db)).toMatchObject({ physicians: { rows: 6 }, appointments: { rows: 0 } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("has a fuzz strategy for every route the app registers", () => {
    const covered = new Set(FUZZ_STRATEGIES.map((strategy) => strategy.route));
    // A HEAD route is the GET route's twin; the GET strategies send HEAD requests too.
    const missing = [...routes.keys()].filter(
      (key) => !covered.has(key) && !(key.startsWith("HEAD ") && covered.has(key.replace(/^HEAD /, "GET "))),
    );
    expect(routes.size).toBeGreaterThan(15);
    expect(missing, "routes without a fuzz strategy in endpoint-fuzz-strategies.ts").toEqual([]);
  });

  it.each(FUZZ_STRATEGIES.map((strategy) => [strategy.route, strategy] as const))(
    "%s: never a 5xx, every answer in its contract, no table changed",
    async (_name, strategy: FuzzStrategy) => {
      const route = routes.get(strategy.route);
      if (!route) throw new Error(`${strategy.route}: the app has no such route (a stale strategy)`);
      const ok = strategy.ok ?? matchesSchema(responseSchemaOf(route));
      const seed = SEED + FUZZ_STRATEGIES.indexOf(strategy);
      const before = await fingerprint(database.db);
      const property = fc.asyncProperty(strategy.requests(fieldNames(route)), async (request) => {
        const response = await app.inject(request);
        checkAnswer(request, response, ok);
      });
      try {
        await fc.assert(property, { numRuns: Math.ceil(strategy.numRuns * runShare(kind)), seed });
      } catch (error) {
        const cause = (error as Error).cause instanceof Error ? `\n${((error as Error).cause as Error).message}` : "";
        throw new Error(`FUZZ_SEED=${SEED} (this route's seed ${seed})\n${(error as Error).message}${cause}`);
      }
      const health = await app.inject({ method: "GET", url: "/fadmaa/health" });
      expect(health.statusCode).toBe(200);
      expect(await fingerprint(database.db)).toEqual(before);
      expect(await rowsRecordingAChange(database.db)).toBe(0);
    },
  );

  // Last, after the fuzz: the properties above are not blind to a change.
  it("sees a real hold: the fingerprint changes and the audit log records something made", async () => {
    const before = await fingerprint(database.db);
    const [slot] = await openSlotHoldBodies(database.db, TEST_NOW, await bookableCalendar(database.db));
    const holder = await app.inject({ method: "POST", url: "/fadmaa/appointment/holder", payload: {} });
    const cookie = String(holder.headers["set-cookie"]).split(";")[0] ?? "";
    const response = await app.inject({
      method: "POST",
      url: "/fadmaa/appointment/hold",
      payload: slot,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(await fingerprint(database.db)).not.toEqual(before);
    expect(await rowsRecordingAChange(database.db)).toBe(1);
  });
});

function responseSchemaOf(route: RegisteredRoute): z.ZodType {
  const schema = (route.schema?.response as Record<number, z.ZodType> | undefined)?.[200];
  if (!schema) throw new Error(`${route.key} declares no 200 response schema: give its strategy an ok check`);
  return schema;
}
