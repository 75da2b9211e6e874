import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../database/create-database.ts";
import {
  createSharedTestSchema,
  createTestDatabase,
  type SharedTestSchema,
  testDatabaseKinds,
} from "../testing/test-database.ts";
import { lockCalendar } from "./calendar-lock.ts";

describe.each(testDatabaseKinds())("lockCalendar on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("is held by the transaction that took it and let go at its end", async () => {
    const held = await handle.db.transaction().execute(async (trx) => {
      await lockCalendar(trx, "calendar-a");
      const locks = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()
      `.execute(trx);
      return locks.rows[0]?.n;
    });
    expect(held).toBe(1);
    const after = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()
    `.execute(handle.db);
    expect(after.rows[0]?.n).toBe(0);
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)("lockCalendar between connections (PostgreSQL: PGlite has one)", () => {
  let shared: SharedTestSchema;
  beforeAll(async () => {
    if (url) shared = await createSharedTestSchema(url, "lock");
  });
  afterAll(async () => {
    await shared?.drop();
  });

  it("makes a second transaction on the same calendar wait for the first, and none on another calendar", async () => {
    const other = shared.open();
    const order: string[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const firstLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const first = shared.handle.db.transaction().execute(async (trx) => {
      await lockCalendar(trx, "calendar-a");
      locked();
      await released;
      order.push("first done");
    });
    await firstLocked;
    // Another calendar goes ahead at once.
    await other.db.transaction().execute(async (trx) => {
      await lockCalendar(trx, "calendar-b");
      order.push("other calendar");
    });
    const second = other.db.transaction().execute(async (trx) => {
      await lockCalendar(trx, "calendar-a");
      order.push("second locked");
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(order).toEqual(["other calendar"]);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(["other calendar", "first done", "second locked"]);
    await other.close();
  });
});
