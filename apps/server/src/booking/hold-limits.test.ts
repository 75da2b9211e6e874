import { HOLDER_MESSAGES, HOLDER_TOKEN_HEADER } from "@fad/contracts/appointments/holder";
import { beforeEach, describe, expect, it } from "vitest";
import { HOLD_LIMIT_DEFAULTS } from "../config/hold-limit-defaults.ts";
import {
  HOLDER_URL,
  newHolderCookie,
  openSlotHoldBodies,
  startBookingTestApp,
  type TypedHoldBody,
} from "../testing/booking-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";

const HOLD_URL = "/fadmaa/appointment/hold";
/** A client on the private network in front of the server: no proxy the server was told to trust. */
const PRIVATE_PEER = "10.0.0.5";

/**
 * Holds that cannot be hoarded (issue 22, decision 90). The attack the issue found: one client held
 * every open slot of a calendar in under a second, by sending no cookie back (a new holder each time)
 * and a new X-Forwarded-For each time (a new client address each time, believed from any private peer).
 */
describe.each(testDatabaseKinds())("hold limits on %s", (kind) => {
  const test = startBookingTestApp(kind, {
    // The deployed defaults: the hold call's own rate limit and the hold limits.
    rateLimits: { holdPerMinute: 30 },
    holdLimits: HOLD_LIMIT_DEFAULTS,
  });

  // A new minute for each test: the hold call's rate limit counts per minute, and the first test spends it.
  beforeEach(() => test.time.advanceMinutes(1));

  const openSlots = () => openSlotHoldBodies(test.database.db, test.time.clock(), test.calendar);
  const liveHoldsOnCalendar = async () =>
    Number(
      (
        await test.database.db
          .selectFrom("appointments")
          .select((eb) => eb.fn.countAll<string>().as("holds"))
          .where("calendar_id", "=", test.calendar.calendarId)
          .where("status", "=", "held")
          .where("hold_expires_at", ">", test.time.clock())
          .executeTakeFirstOrThrow()
      ).holds,
    );
  const holdAs = (slot: TypedHoldBody, remoteAddress: string, headers: Record<string, string>) =>
    test.app.inject({ method: "POST", url: HOLD_URL, payload: slot, headers, remoteAddress });

  it("one client cannot hold a whole calendar: no cookie sent back and a new X-Forwarded-For on every hold", async () => {
    const slots = await openSlots();
    expect(slots.length).toBeGreaterThan(20);
    const answers = [];
    for (const [index, slot] of slots.entries()) {
      const spoofed = { "x-forwarded-for": `198.51.100.${(index % 250) + 1}` };
      answers.push(await holdAs(slot, PRIVATE_PEER, spoofed));
    }
    // No holder, no hold: every one is refused and says why, until the address's rate limit (the
    // rotating header is not believed from this peer) refuses the rest.
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toEqual([]);
    expect(answers[0]?.json()).toEqual({ status: { code: "400", details: HOLDER_MESSAGES.noHolder }, result: null });
    expect(codes.slice(0, 30).every((code) => code === 400)).toBe(true);
    expect(codes.slice(30).every((code) => code === 429)).toBe(true);
    expect(await liveHoldsOnCalendar()).toBe(0);
  });

  it("a new holder for every hold, rotating X-Forwarded-For, holds no more than the per-calendar limit", async () => {
    const slots = (await openSlots()).slice(0, 25);
    const codes: number[] = [];
    for (const [index, slot] of slots.entries()) {
      const spoofed = { "x-forwarded-for": `198.51.100.${index + 1}` };
      const holder = await test.app.inject({
        method: "POST",
        url: HOLDER_URL,
        payload: {},
        headers: spoofed,
        remoteAddress: PRIVATE_PEER,
      });
      const token = holder.statusCode === 200 ? (holder.json().result.holderToken as string) : "";
      codes.push((await holdAs(slot, PRIVATE_PEER, { ...spoofed, [HOLDER_TOKEN_HEADER]: token })).statusCode);
    }
    expect(codes.filter((code) => code === 200)).toHaveLength(HOLD_LIMIT_DEFAULTS.perCalendar);
    expect(await liveHoldsOnCalendar()).toBe(HOLD_LIMIT_DEFAULTS.perCalendar);
    // The rest are still there for everyone else.
    const other = await newHolderCookie(test.app);
    const rest = slots.slice(HOLD_LIMIT_DEFAULTS.perCalendar + 1, HOLD_LIMIT_DEFAULTS.perCalendar + 2);
    for (const slot of rest) {
      expect((await holdAs(slot, "203.0.113.80", { cookie: other })).statusCode).toBe(200);
    }
  });

  it("concurrent holds from one address are counted one after another, in every process", async () => {
    const slots = (await openSlots()).slice(0, 20);
    const address = "203.0.113.81";
    const tokens = await Promise.all(
      slots.map(async () => {
        const answer = await test.app.inject({ method: "POST", url: HOLDER_URL, payload: {}, remoteAddress: address });
        return answer.json().result.holderToken as string;
      }),
    );
    const answers = await Promise.all(
      slots.map((slot, index) => holdAs(slot, address, { [HOLDER_TOKEN_HEADER]: tokens[index] ?? "" })),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(HOLD_LIMIT_DEFAULTS.perCalendar);
    expect(codes.filter((code) => code === 429)).toHaveLength(slots.length - HOLD_LIMIT_DEFAULTS.perCalendar);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json().status.details).toBe(HOLDER_MESSAGES.tooManyHolds);
  });

  it("one holder's concurrent holds leave it one live hold", async () => {
    const slots = (await openSlots()).slice(0, 12);
    const cookie = await newHolderCookie(test.app);
    // Each from its own address, so only the holder's own rule holds them back.
    const answers = await Promise.all(slots.map((slot, index) => holdAs(slot, `192.0.2.${index + 10}`, { cookie })));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const token = cookie.split("=")[1] ?? "";
    const live = await test.database.db
      .selectFrom("appointments")
      .select("id")
      .where("holder_token", "=", token)
      .where("status", "=", "held")
      .execute();
    expect(live).toHaveLength(1);
  });

  it("a holder and an address make at most so many holds a day, released ones included", async () => {
    const slots = (await openSlots()).slice(0, HOLD_LIMIT_DEFAULTS.perDay + 1);
    const cookie = await newHolderCookie(test.app);
    const codes: number[] = [];
    for (const [index, slot] of slots.entries()) {
      // Each hold releases the one before: never more than one live, but each counts for the day.
      codes.push((await holdAs(slot, `192.0.2.${index + 100}`, { cookie })).statusCode);
    }
    expect(codes.slice(0, HOLD_LIMIT_DEFAULTS.perDay).every((code) => code === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    // A day later the holder may hold again.
    test.time.advanceMinutes(24 * 60 + 1);
    const [later] = await openSlots();
    expect((await holdAs(later as TypedHoldBody, "192.0.2.250", { cookie })).statusCode).toBe(200);
  });

  it("refuses a holder token the server did not make, and answers the same holder to a request that has one", async () => {
    const [slot] = await openSlots();
    const forged = "AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA";
    const answer = await holdAs(slot as TypedHoldBody, "192.0.2.251", { [HOLDER_TOKEN_HEADER]: forged });
    expect(answer.statusCode).toBe(400);
    const first = await test.app.inject({ method: "POST", url: HOLDER_URL, payload: {} });
    const token = first.json().result.holderToken as string;
    const again = await test.app.inject({
      method: "POST",
      url: HOLDER_URL,
      payload: {},
      headers: { [HOLDER_TOKEN_HEADER]: token },
    });
    expect(again.json().result.holderToken).toBe(token);
    expect(again.headers["cache-control"]).toBe("no-store");
  });
});
