import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { type AppConfig, buildApp } from "../app.ts";
import type { Clock } from "../clock.ts";
import type { DatabaseHandle } from "../database/create-database.ts";
import { createTestDatabase, type TestDatabaseKind } from "./test-database.ts";

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Every log line the app wrote, as text. */
  logs(): string;
  close(): Promise<void>;
}

export const TEST_APP_CONFIG: AppConfig = {
  webDistDir: "/nonexistent-web-dist",
  frameAncestors: ["'self'", "https://host.example.org"],
  mapTileUrl: null,
  defaultVariant: "cms",
  logLevel: "info",
  // Property tests send hundreds of searches a minute from one address; the limits have their own
  // tests (http/rate-limits.test.ts), which set them, as does any test passing its own rateLimits.
  rateLimits: { searchPerMinute: 1_000_000, typeAheadPerMinute: 1_000_000 },
  // Races and storms of the booking tests send many holds at once on a test machine whose loop runs
  // late; admission control has its own tests (http/admission-control.test.ts), which set it.
  admission: { maxInFlight: 100_000, maxEventLoopDelayMs: 60_000, retryAfterSeconds: 1 },
};

/**
 * The real app on a fresh database of the given kind (or the one given, which it closes with itself),
 * its log captured in memory.
 */
export async function buildTestApp(
  kind: TestDatabaseKind,
  config: Partial<AppConfig> = {},
  clock?: Clock,
  given?: DatabaseHandle,
): Promise<TestApp> {
  const database = given ?? (await createTestDatabase(kind));
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({
    db: database.db,
    config: { ...TEST_APP_CONFIG, ...config },
    logStream,
    ...(clock ? { clock } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    logs: () => lines.join(""),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
