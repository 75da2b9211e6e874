import { CROSS_SITE_MESSAGES } from "@fad/contracts/api/api-messages";
import { bookAppointmentResponseSchema } from "@fad/contracts/appointments/book-appointment";
import { MIN_BOOKING_FILL_SECONDS } from "@fad/contracts/appointments/booking-bot-checks";
import { HOLD_MINUTES } from "@fad/contracts/appointments/hold-slot";
import {
  MAX_HOLD_RENEWALS,
  RENEW_HOLD_MESSAGES,
  RENEW_LIMIT_REACHED_STATUS,
  renewHoldResponseSchema,
} from "@fad/contracts/appointments/renew-hold";
import { describe, expect, it } from "vitest";
import { asVisitor, bookBody, startBookingTestApp, type TypedHoldBody } from "../testing/booking-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";

const HOLD_URL = "/fadmaa/appointment/hold";
const RENEW_URL = "/fadmaa/appointment/hold/renew";
const BOOK_URL = "/fadmaa/appointment/book";
const MINUTE = 60_000;

describe.each(testDatabaseKinds())("POST /fadmaa/appointment/hold/renew on %s", (kind) => {
  const test = startBookingTestApp(kind);
  const { time, takeSlot } = test;

  // A hold without a cookie is a new visitor's: it becomes a holder first (decision 90).
  const post = async (url: string, body: unknown, cookie?: string) => {
    const headers: Record<string, string> = cookie ? { cookie } : {};
    return test.app.inject({
      method: "POST",
      url,
      payload: body as object,
      headers: url === HOLD_URL ? await asVisitor(test.app, headers) : headers,
    });
  };

  /** A fresh visitor holds a slot: its body, holdId and holder cookie. */
  async function heldSlot(): Promise<{ slot: TypedHoldBody; holdId: string; cookie: string }> {
    const slot = takeSlot();
    const response = await post(HOLD_URL, slot);
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers["set-cookie"] ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^fad_holder=/);
    return { slot, holdId: response.json().result.holdId, cookie };
  }

  const renew = (held: { slot: TypedHoldBody; holdId: string }, cookie?: string) =>
    post(RENEW_URL, { holdId: held.holdId, appointmentId: held.slot.appointmentId }, cookie);

  const rowOf = (holdId: string) =>
    test.database.db
      .selectFrom("appointments")
      .select(["status", "hold_expires_at", "hold_renewals"])
      .where("hold_id", "=", holdId)
      .executeTakeFirstOrThrow();

  it(`renews ${MAX_HOLD_RENEWALS} times, each to now + ${HOLD_MINUTES} minutes, then refuses clearly`, async () => {
    const held = await heldSlot();
    const start = time.clock().getTime();
    try {
      for (let renewal = 1; renewal <= MAX_HOLD_RENEWALS; renewal++) {
        time.advanceMinutes(10);
        const response = await renew(held, held.cookie);
        expect(response.statusCode, `renewal ${renewal}`).toBe(200);
        const { result } = renewHoldResponseSchema.parse(response.json());
        expect(result).toEqual({
          holdId: held.holdId,
          holdExpiresAt: new Date(time.clock().getTime() + HOLD_MINUTES * MINUTE).toISOString(),
          renewals: renewal,
          renewalsLeft: MAX_HOLD_RENEWALS - renewal,
        });
        const row = await rowOf(held.holdId);
        expect(row.hold_renewals).toBe(renewal);
        expect(new Date(row.hold_expires_at).toISOString()).toBe(result.holdExpiresAt);
      }
      time.advanceMinutes(10);
      const refused = await renew(held, held.cookie);
      expect(refused.statusCode).toBe(RENEW_LIMIT_REACHED_STATUS);
      expect(refused.json()).toEqual({
        status: { code: String(RENEW_LIMIT_REACHED_STATUS), details: RENEW_HOLD_MESSAGES.limitReached },
        result: null,
      });
      // The refusal changes nothing: still held, until the last renewal's expiry.
      const row = await rowOf(held.holdId);
      expect(row.status).toBe("held");
      expect(row.hold_renewals).toBe(MAX_HOLD_RENEWALS);
      expect(new Date(row.hold_expires_at).getTime()).toBe(time.clock().getTime() + 5 * MINUTE);
    } finally {
      time.advanceMinutes(-(time.clock().getTime() - start) / MINUTE);
    }
  });

  it("lets only the holder renew: no cookie or a stranger's cookie answers 403 and changes nothing", async () => {
    const held = await heldSlot();
    const stranger = await heldSlot();
    const before = await rowOf(held.holdId);
    for (const cookie of [undefined, stranger.cookie, "fad_holder=not-a-well-formed-token"]) {
      const response = await renew(held, cookie);
      expect(response.statusCode, String(cookie)).toBe(403);
      expect(response.json().status.details).toBe(RENEW_HOLD_MESSAGES.notHolder);
    }
    expect(await rowOf(held.holdId)).toEqual(before);
  });

  it("answers 404 for an unknown hold, or a holdId with another slot's appointmentId", async () => {
    const held = await heldSlot();
    for (const body of [
      { holdId: "no-such-hold", appointmentId: held.slot.appointmentId },
      { holdId: held.holdId, appointmentId: "another-slot" },
    ]) {
      const response = await post(RENEW_URL, body, held.cookie);
      expect(response.statusCode, JSON.stringify(body)).toBe(404);
      expect(response.json().status.details).toBe(RENEW_HOLD_MESSAGES.unknownHold);
    }
    expect((await rowOf(held.holdId)).hold_renewals).toBe(0);
  });

  it("refuses a cross-site renewal (the cross-site guard covers it) and changes nothing", async () => {
    const held = await heldSlot();
    const before = await rowOf(held.holdId);
    const body = JSON.stringify({ holdId: held.holdId, appointmentId: held.slot.appointmentId });
    const foreign = await test.app.inject({
      method: "POST",
      url: RENEW_URL,
      payload: body,
      headers: { cookie: held.cookie, "content-type": "application/json", origin: "https://evil.example" },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().status.details).toBe(CROSS_SITE_MESSAGES.foreignOrigin);
    // A "simple" cross-site form post (no preflight) would arrive as text/plain.
    const simple = await test.app.inject({
      method: "POST",
      url: RENEW_URL,
      payload: body,
      headers: { cookie: held.cookie, "content-type": "text/plain" },
    });
    expect(simple.statusCode).toBe(415);
    expect(await rowOf(held.holdId)).toEqual(before);
  });

  it("writes a booking audit row for each answer, naming the appointment but never the hold id or token", async () => {
    const held = await heldSlot();
    const stranger = await heldSlot();
    const answers = [await renew(held, held.cookie), await renew(held, stranger.cookie)];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 403]);
    const requestIds = answers.map((answer) => String(answer.headers["x-request-id"]));
    const rows = await test.database.db
      .selectFrom("booking_audit")
      .selectAll()
      .where("request_id", "in", requestIds)
      .orderBy("id")
      .execute();
    const appointment = await test.database.db
      .selectFrom("appointments")
      .select(["id", "calendar_id"])
      .where("hold_id", "=", held.holdId)
      .executeTakeFirstOrThrow();
    expect(rows.map((row) => [row.request_id, row.action, row.outcome])).toEqual([
      [requestIds[0], "renew", "renewed"],
      [requestIds[1], "renew", "not-holder"],
    ]);
    const token = (cookie: string) => cookie.split("=")[1] ?? "";
    for (const row of rows) {
      expect(row).toMatchObject({ appointment_id: appointment.id, calendar_id: appointment.calendar_id });
      const text = JSON.stringify(row);
      expect(text).not.toContain(held.holdId);
      expect(text).not.toContain(token(held.cookie));
      expect(text).not.toContain(token(stranger.cookie));
    }
    expect(rows[0]?.holder_ref).not.toBe(rows[1]?.holder_ref);
  });

  it("answers 400 naming the field for a malformed body", async () => {
    const held = await heldSlot();
    const response = await post(RENEW_URL, { holdId: "", appointmentId: 5 }, held.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().status.details).toMatch(/body\.holdId/);
    expect(response.json().status.details).toMatch(/body\.appointmentId/);
  });

  it("cannot renew a hold that ran out: 410, and the hold is marked expired", async () => {
    const held = await heldSlot();
    time.advanceMinutes(HOLD_MINUTES);
    try {
      const response = await renew(held, held.cookie);
      expect(response.statusCode).toBe(410);
      expect(response.json().status.details).toBe(RENEW_HOLD_MESSAGES.expired);
      expect((await rowOf(held.holdId)).status).toBe("expired");
      expect((await renew(held, held.cookie)).statusCode).toBe(410);
    } finally {
      time.advanceMinutes(-HOLD_MINUTES);
    }
  });

  it("cannot renew a hold released by the visitor's later hold (410) or a booked one (409)", async () => {
    const first = await heldSlot();
    const second = takeSlot();
    expect((await post(HOLD_URL, second, first.cookie)).statusCode).toBe(200);
    const released = await renew(first, first.cookie);
    expect(released.statusCode).toBe(410);
    expect(released.json().status.details).toBe(RENEW_HOLD_MESSAGES.released);

    const booked = await heldSlot();
    // Booked no sooner than a person could (decision 47's minimum fill time).
    time.advanceSeconds(MIN_BOOKING_FILL_SECONDS);
    expect((await post(BOOK_URL, bookBody(booked.slot, booked.holdId))).statusCode).toBe(200);
    const again = await renew(booked, booked.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().status.details).toBe(RENEW_HOLD_MESSAGES.booked);
  });

  it("a renewed hold outlives its first expiry, keeps others off the slot, and can be booked", async () => {
    const held = await heldSlot();
    const start = time.clock().getTime();
    try {
      time.advanceMinutes(10);
      expect((await renew(held, held.cookie)).statusCode).toBe(200);
      time.advanceMinutes(10); // 20 minutes after the hold, 10 after the renewal: past its first expiry
      // Another visitor cannot take the slot the renewal kept.
      expect((await post(HOLD_URL, held.slot)).statusCode).toBe(409);
      const booked = await post(BOOK_URL, bookBody(held.slot, held.holdId));
      expect(booked.statusCode).toBe(200);
      bookAppointmentResponseSchema.parse(booked.json());
      expect((await rowOf(held.holdId)).status).toBe("booked");
    } finally {
      time.advanceMinutes(-(time.clock().getTime() - start) / MINUTE);
    }
  });

  it("a renewed hold still runs out 15 minutes after its last renewal", async () => {
    const held = await heldSlot();
    const start = time.clock().getTime();
    try {
      time.advanceMinutes(10);
      expect((await renew(held, held.cookie)).statusCode).toBe(200);
      time.advanceMinutes(HOLD_MINUTES);
      const response = await post(BOOK_URL, bookBody(held.slot, held.holdId));
      expect(response.statusCode).toBe(410);
      expect((await rowOf(held.holdId)).status).toBe("expired");
    } finally {
      time.advanceMinutes(-(time.clock().getTime() - start) / MINUTE);
    }
  });

  it("two renewals at once with one renewal left: exactly one succeeds", async () => {
    const held = await heldSlot();
    await test.database.db
      .updateTable("appointments")
      .set({ hold_renewals: MAX_HOLD_RENEWALS - 1 })
      .where("hold_id", "=", held.holdId)
      .execute();
    const answers = await Promise.all([renew(held, held.cookie), renew(held, held.cookie)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, RENEW_LIMIT_REACHED_STATUS]);
    expect((await rowOf(held.holdId)).hold_renewals).toBe(MAX_HOLD_RENEWALS);
  });
});
