import { MIN_BOOKING_FILL_SECONDS } from "@fad/contracts/appointments/booking-bot-checks";
import { HOLD_MINUTES } from "@fad/contracts/appointments/hold-slot";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoNetwork } from "../seed/seed-demo-network.ts";
import { bookableCalendar, bookBody, openSlotHoldBodies, type TypedHoldBody } from "../testing/booking-fixtures.ts";
import { type ServerProcess, startServerProcess } from "../testing/server-process.ts";
import { createSharedTestSchema, type SharedTestSchema } from "../testing/test-database.ts";

/**
 * Issue 22 finding 4 (decision 94): two server processes whose clocks are 20 minutes fast and 20 minutes
 * slow (packages/test-clock's FAD_TEST_CLOCK_SKEW_SECONDS) serve one PostgreSQL schema. Before, the fast
 * one took a hold made moments earlier on the slow one (its expiry had passed on the fast clock) and the
 * slow one's bot check saw the hold made in its future. Both now read the database's clock.
 * PostgreSQL only: the one database several processes share.
 */
const url = process.env.TEST_DATABASE_URL;
const SKEW_SECONDS = 20 * 60;
/** A new holder (decision 90), as the app makes one before its first hold: its cookie. */
async function holderCookie(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.base}/appointment/holder`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  expect(response.status).toBe(200);
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

async function post(server: ServerProcess, call: string, body: unknown, cookie: string) {
  const response = await fetch(`${server.base}/appointment/${call}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as {
    status: { details: string };
    result: { holdId: string; holdExpiresAt: string; bookingId: string } | null;
  };
  return { status: response.status, json };
}

describe.runIf(url)("server processes with clocks 20 minutes apart either way, on PostgreSQL", () => {
  let shared: SharedTestSchema;
  let fast: ServerProcess;
  let slow: ServerProcess;
  let slots: TypedHoldBody[];

  const databaseNow = async () =>
    new Date((await sql<{ now: Date }>`SELECT clock_timestamp() AS now`.execute(shared.handle.db)).rows[0]?.now ?? 0);

  beforeAll(async () => {
    if (!url) return;
    shared = await createSharedTestSchema(url, "skew");
    await seedDemoNetwork(shared.handle.db, { physicians: 12, seed: 4 });
    slots = await openSlotHoldBodies(
      shared.handle.db,
      new Date(Date.now() + 2 * 60 * 60_000),
      await bookableCalendar(shared.handle.db),
    );
    const skewed = (seconds: number) =>
      startServerProcess({
        databaseUrl: shared.url,
        testClock: true,
        env: { FAD_TEST_CLOCK_SKEW_SECONDS: String(seconds), FAD_TEST_NOW: "", FAD_TEST_CLOCK_ANCHOR: "" },
      });
    [fast, slow] = await Promise.all([skewed(SKEW_SECONDS), skewed(-SKEW_SECONDS)]);
  }, 400_000);

  afterAll(async () => {
    await Promise.all([fast?.stop(), slow?.stop()]);
    await shared?.drop();
  });

  it("neither takes the other's hold early, both give expiries on the database's clock", async () => {
    for (const [first, second, slot] of [
      [slow, fast, slots[0]],
      [fast, slow, slots[1]],
    ] as const) {
      if (!slot) throw new Error("the seeded calendar has too few open slots");
      const held = await post(first, "hold", slot, await holderCookie(first));
      expect(held.status).toBe(200);
      const expiresIn = new Date(held.json.result?.holdExpiresAt ?? 0).getTime() - (await databaseNow()).getTime();
      // Fifteen minutes from now on the database's clock (a few seconds for the round trips).
      expect(Math.abs(expiresIn - HOLD_MINUTES * 60_000)).toBeLessThan(5_000);
      // Another visitor on the other process: the hold is live there too.
      expect((await post(second, "hold", slot, await holderCookie(second))).status).toBe(409);
    }
  });

  it("the bot check counts the fill time the same on both: never negative, never 20 minutes", async () => {
    const slot = slots[2] as TypedHoldBody;
    const cookie = await holderCookie(fast);
    const held = await post(fast, "hold", slot, cookie);
    expect(held.status).toBe(200);
    const holdId = held.json.result?.holdId as string;
    // Too soon on the slow process (which saw the hold 40 minutes in its future before) and the fast one.
    for (const server of [slow, fast]) {
      const early = await post(server, "book", bookBody(slot, holdId), cookie);
      expect(early.status).toBe(422);
    }
    const created = await sql<{ created_at: Date }>`
      SELECT created_at FROM appointments WHERE hold_id = ${holdId}
    `.execute(shared.handle.db);
    expect(
      Math.abs((await databaseNow()).getTime() - new Date(created.rows[0]?.created_at ?? 0).getTime()),
    ).toBeLessThan(5_000);
    await new Promise((resolve) => setTimeout(resolve, MIN_BOOKING_FILL_SECONDS * 1000 + 300));
    const booked = await post(slow, "book", bookBody(slot, holdId), cookie);
    expect(booked.status).toBe(200);
    expect(booked.json.result?.bookingId).toBeTruthy();
  });
});
