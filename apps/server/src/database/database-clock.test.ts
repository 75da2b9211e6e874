import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds } from "../testing/test-database.ts";
import type { DatabaseHandle } from "./create-database.ts";
import { measureDatabaseOffset, startDatabaseClock } from "./database-clock.ts";

const RUN_SHIFT = Symbol.for("fad.testClock.runShiftMs");
const globals = globalThis as Record<symbol, unknown>;

describe.each(testDatabaseKinds())("the database's clock on %s", (kind) => {
  let handle: DatabaseHandle;
  const previousShift = globals[RUN_SHIFT];
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterEach(() => {
    globals[RUN_SHIFT] = previousShift;
  });
  afterAll(async () => {
    await handle.close();
  });

  it("is this process's clock when both agree, within a round trip", async () => {
    globals[RUN_SHIFT] = 0;
    // This process and the database read the same machine's clock here (PGlite is in the process).
    expect(Math.abs(await measureDatabaseOffset(handle.db))).toBeLessThan(1_000);
    const clock = await startDatabaseClock(handle.db);
    expect(Math.abs(clock.clock().getTime() - Date.now())).toBeLessThan(1_000);
    clock.stop();
  });

  it("takes the database to be at a test run's moment as well", async () => {
    globals[RUN_SHIFT] = 3 * 86_400_000;
    const clock = await startDatabaseClock(handle.db);
    expect(Math.abs(clock.clock().getTime() - (Date.now() + 3 * 86_400_000))).toBeLessThan(1_000);
    clock.stop();
  });
});
