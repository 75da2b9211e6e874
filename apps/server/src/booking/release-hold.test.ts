import { CROSS_SITE_MESSAGES } from "@fad/contracts/api/api-messages";
import { MIN_BOOKING_FILL_SECONDS } from "@fad/contracts/appointments/booking-bot-checks";
import { HOLD_MINUTES } from "@fad/contracts/appointments/hold-slot";
import { RELEASE_HOLD_MESSAGES, releaseHoldResponseSchema } from "@fad/contracts/appointments/release-hold";
import { describe, expect, it } from "vitest";
import { asVisitor, bookBody, startBookingTestApp, type TypedHoldBody } from "../testing/booking-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";

const HOLD_URL = "/fadmaa/appointment/hold";
const BOOK_URL = "/fadmaa/appointment/book";
const SEARCH_URL = "/fadmaa/appointment/search";

describe.each(testDatabaseKinds())("DELETE /fadmaa/appointment/hold on %s", (kind) => {
  const test = startBookingTestApp(kind);
  const { time, takeSlot } = test;

  // A hold without a cookie is a new visitor's: it becomes a holder first (decision 90).
  const send = async (method: "POST" | "DELETE", url: string, body: unknown, cookie?: string) => {
    const headers: Record<string, string> = cookie ? { cookie } : {};
    const asNew = method === "POST" && url === HOLD_URL;
    return test.app.inject({
      method,
      url,
      payload: body as object,
      headers: asNew ? await asVisitor(test.app, headers) : headers,
    });
  };

  async function heldSlot(cookie?: string): Promise<{ slot: TypedHoldBody; holdId: string; cookie: string }> {
    const slot = takeSlot();
    const response = await send("POST", HOLD_URL, slot, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const setCookie = String(response.headers["set-cookie"] ?? "").split(";")[0] ?? "";
    return { slot, holdId: response.json().result.holdId, cookie: cookie ?? setCookie };
  }

  const release = (held: { slot: TypedHoldBody; holdId: string }, cookie?: string) =>
    send("DELETE", HOLD_URL, { holdId: held.holdId, appointmentId: held.slot.appointmentId }, cookie);

  const statusOf = async (holdId: string) =>
    (
      await test.database.db
        .selectFrom("appointments")
        .select("status")
        .where("hold_id", "=", holdId)
        .executeTakeFirstOrThrow()
    ).status;

  /** Whether the slot search offers the slot now (held times are not offered). */
  async function searchOffers(slot: TypedHoldBody): Promise<boolean> {
    const response = await send("POST", SEARCH_URL, {
      calendarId: slot.calendarId,
      appointmentTypeIds: [slot.appointmentTypeId],
      startDate: slot.date,
      numberDaysOut: 1,
    });
    expect(response.statusCode).toBe(200);
    const days = response.json().result as { timeSlots: { appointmentId: string }[] }[];
    return days.some((day) => day.timeSlots.some((offered) => offered.appointmentId === slot.appointmentId));
  }

  it("gives the holder's time back at once: the search offers it again and another visitor can hold it", async () => {
    const held = await heldSlot();
    expect(await searchOffers(held.slot)).toBe(false);
    const response = await release(held, held.cookie);
    expect(response.statusCode).toBe(200);
    expect(releaseHoldResponseSchema.parse(response.json()).result).toEqual({
      holdId: held.holdId,
      outcome: "released",
    });
    expect(await statusOf(held.holdId)).toBe("released");
    expect(await searchOffers(held.slot)).toBe(true);
    // A stranger (no cookie) holds it well within the first hold's 15 minutes.
    expect((await send("POST", HOLD_URL, held.slot)).statusCode).toBe(200);
  });

  it("answers a second release (a page leaving twice) as not held, and cannot revive or book the hold", async () => {
    const held = await heldSlot();
    expect((await release(held, held.cookie)).json().result.outcome).toBe("released");
    const again = await release(held, held.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json().result.outcome).toBe("not-held");
    time.advanceSeconds(MIN_BOOKING_FILL_SECONDS);
    expect((await send("POST", BOOK_URL, bookBody(held.slot, held.holdId))).statusCode).toBe(410);
    expect(await statusOf(held.holdId)).toBe("released");
  });

  it("the same visitor holding the released time again (a reload) is not taken for a bot: the fill time counts from the first hold", async () => {
    const held = await heldSlot();
    time.advanceSeconds(MIN_BOOKING_FILL_SECONDS);
    expect((await release(held, held.cookie)).json().result.outcome).toBe("released");
    const again = await send("POST", HOLD_URL, held.slot, held.cookie);
    expect(again.statusCode).toBe(200);
    const holdId = again.json().result.holdId as string;
    expect((await send("POST", BOOK_URL, bookBody(held.slot, holdId))).statusCode).toBe(200);
    // Another visitor holding a time does not inherit anyone's: booked at once, refused as too fast.
    const stranger = await heldSlot();
    expect((await send("POST", BOOK_URL, bookBody(stranger.slot, stranger.holdId))).statusCode).toBe(422);
  });

  it("answers an expired hold as not held", async () => {
    const held = await heldSlot();
    time.advanceMinutes(HOLD_MINUTES);
    try {
      const response = await release(held, held.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json().result.outcome).toBe("not-held");
    } finally {
      time.advanceMinutes(-HOLD_MINUTES);
    }
  });

  it("lets only the holder release: no cookie, a stranger's or a malformed one answers 403 and changes nothing", async () => {
    const held = await heldSlot();
    const stranger = await heldSlot();
    for (const cookie of [undefined, stranger.cookie, "fad_holder=not-a-well-formed-token"]) {
      const response = await release(held, cookie);
      expect(response.statusCode, String(cookie)).toBe(403);
      expect(response.json().status.details).toBe(RELEASE_HOLD_MESSAGES.notHolder);
    }
    expect(await statusOf(held.holdId)).toBe("held");
    expect(await searchOffers(held.slot)).toBe(false);
  });

  it("answers 404 for an unknown hold or another slot's appointmentId, 409 for a booked one", async () => {
    const held = await heldSlot();
    for (const body of [
      { holdId: "no-such-hold", appointmentId: held.slot.appointmentId },
      { holdId: held.holdId, appointmentId: "another-slot" },
    ]) {
      const response = await send("DELETE", HOLD_URL, body, held.cookie);
      expect(response.statusCode, JSON.stringify(body)).toBe(404);
      expect(response.json().status.details).toBe(RELEASE_HOLD_MESSAGES.unknownHold);
    }
    expect(await statusOf(held.holdId)).toBe("held");
    time.advanceSeconds(MIN_BOOKING_FILL_SECONDS);
    expect((await send("POST", BOOK_URL, bookBody(held.slot, held.holdId))).statusCode).toBe(200);
    const booked = await release(held, held.cookie);
    expect(booked.statusCode).toBe(409);
    expect(booked.json().status.details).toBe(RELEASE_HOLD_MESSAGES.booked);
    expect(await statusOf(held.holdId)).toBe("booked");
  });

  it("refuses a cross-site or non-JSON release and a malformed body, changing nothing", async () => {
    const held = await heldSlot();
    const payload = JSON.stringify({ holdId: held.holdId, appointmentId: held.slot.appointmentId });
    const foreign = await test.app.inject({
      method: "DELETE",
      url: HOLD_URL,
      payload,
      headers: { cookie: held.cookie, "content-type": "application/json", origin: "https://evil.example" },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().status.details).toBe(CROSS_SITE_MESSAGES.foreignOrigin);
    const simple = await test.app.inject({
      method: "DELETE",
      url: HOLD_URL,
      payload,
      headers: { cookie: held.cookie, "content-type": "text/plain" },
    });
    expect(simple.statusCode).toBe(415);
    const malformed = await send("DELETE", HOLD_URL, { holdId: "", appointmentId: 5 }, held.cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().status.details).toMatch(/body\.holdId/);
    expect(await statusOf(held.holdId)).toBe("held");
  });

  it("writes a booking audit row for each answer, never with the hold id or the token", async () => {
    const held = await heldSlot();
    const stranger = await heldSlot();
    const answers = [await release(held, stranger.cookie), await release(held, held.cookie)];
    expect(answers.map((answer) => answer.statusCode)).toEqual([403, 200]);
    const requestIds = answers.map((answer) => String(answer.headers["x-request-id"]));
    const rows = await test.database.db
      .selectFrom("booking_audit")
      .selectAll()
      .where("request_id", "in", requestIds)
      .orderBy("id")
      .execute();
    expect(rows.map((row) => [row.action, row.outcome])).toEqual([
      ["release", "not-holder"],
      ["release", "released"],
    ]);
    for (const row of rows) {
      expect(row.appointment_id).not.toBeNull();
      const text = JSON.stringify(row);
      expect(text).not.toContain(held.holdId);
      expect(text).not.toContain(held.cookie.split("=")[1]);
    }
  });
});
