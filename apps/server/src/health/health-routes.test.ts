import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { createDatabase, type DatabaseHandle } from "../database/create-database.ts";
import { migrateToLatest } from "../database/migrate.ts";
import { TEST_APP_CONFIG } from "../testing/build-test-app.ts";
import {
  type DatabaseBehindFaultProxy,
  startDatabaseBehindFaultProxy,
} from "../testing/database-behind-fault-proxy.ts";
import { HEALTH_PATH, LIVE_PATH, READY_PATH } from "./health-routes.ts";

/**
 * Liveness and readiness (decision 153) with the database taken away under a running app: the app
 * reaches its database through a TCP fault proxy (PGlite over the wire, or PostgreSQL when
 * TEST_DATABASE_URL is set).
 */
describe.each(process.env.TEST_DATABASE_URL ? [undefined, process.env.TEST_DATABASE_URL] : [undefined])(
  "liveness and readiness (PostgreSQL URL: %s)",
  (postgresUrl) => {
    let database: DatabaseBehindFaultProxy;
    let handle: DatabaseHandle;
    let app: Awaited<ReturnType<typeof buildApp>>;
    beforeAll(async () => {
      database = await startDatabaseBehindFaultProxy(postgresUrl ? { postgresUrl } : {});
      await migrateToLatest(database.direct.db);
      handle = createDatabase({ kind: "postgres", url: database.serverUrl, poolSize: 2 });
      app = await buildApp({ db: handle.db, config: { ...TEST_APP_CONFIG, logLevel: "silent" } });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      await handle?.close();
      await database?.close();
    });
    const get = (url: string) => app.inject({ method: "GET", url });

    it("is live and ready with its outboxes' counts while the database answers; live but not ready without it", async () => {
      expect((await get(LIVE_PATH)).statusCode).toBe(200);
      const ready = await get(READY_PATH);
      expect(ready.statusCode).toBe(200);
      expect(ready.json().result).toEqual({
        database: "up",
        outboxes: { email: { backlog: 0, dead: 0 }, hl7: { backlog: 0, dead: 0, oldestPendingSeconds: null } },
      });
      expect((await get(HEALTH_PATH)).json()).toEqual(ready.json());

      await database.proxy.stop();
      try {
        const live = await get(LIVE_PATH);
        expect(live.statusCode).toBe(200);
        expect(live.json().result).toEqual({ live: true });
        for (const path of [READY_PATH, HEALTH_PATH]) {
          const down = await get(path);
          expect(down.statusCode, path).toBe(503);
          expect(down.headers["retry-after"]).toBeDefined();
        }
      } finally {
        await database.proxy.start();
      }
      // Back by itself, as the pool reconnects.
      const deadline = Date.now() + 10_000;
      while ((await get(READY_PATH)).statusCode !== 200 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await get(READY_PATH)).statusCode).toBe(200);
    });
  },
);
