import { HOLD_MINUTES, type HoldSlotRequest, holdSlotResponseSchema } from "@fad/contracts/appointments/hold-slot";
import { describe, expect, it } from "vitest";
import { loadCalendarSchedules } from "../scheduling/calendar-schedules.ts";
import { findAvailability } from "../scheduling/find-availability.ts";
import { asVisitor, startBookingTestApp } from "../testing/booking-fixtures.ts";
import { buildTestApp } from "../testing/build-test-app.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";

const HOLD_URL = "/fadmaa/appointment/hold";

function cookieOf(response: { headers: Record<string, unknown> }): string {
  const header = String(response.headers["set-cookie"] ?? "");
  return header.split(";")[0] ?? "";
}

describe.each(testDatabaseKinds())("POST /fadmaa/appointment/hold on %s", (kind) => {
  const test = startBookingTestApp(kind);
  const { time, takeSlot } = test;

  // Without a cookie, a new visitor's hold: it becomes a holder first (decision 90).
  const hold = async (body: unknown, headers: Record<string, string> = {}) =>
    test.app.inject({
      method: "POST",
      url: HOLD_URL,
      payload: body as object,
      headers: await asVisitor(test.app, headers),
    });

  const statusOf = async (holdId: string) =>
    (
      await test.database.db
        .selectFrom("appointments")
        .select("status")
        .where("hold_id", "=", holdId)
        .executeTakeFirstOrThrow()
    ).status;

  it("holds a real slot for 15 minutes and sets the holder cookie", async () => {
    const response = await hold(takeSlot());
    expect(response.statusCode).toBe(200);
    const body = holdSlotResponseSchema.parse(response.json());
    expect(body.status).toEqual({ code: "200", details: "OK" });
    expect(body.result.holdId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Date(body.result.holdExpiresAt).getTime()).toBe(time.clock().getTime() + HOLD_MINUTES * 60_000);
    const cookie = String(response.headers["set-cookie"]);
    expect(cookie).toMatch(/^fad_holder=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}; Path=\/fadmaa; HttpOnly; SameSite=Lax$/);
    expect(await statusOf(body.result.holdId)).toBe("held");
  });

  it("holds the calendar's default type when appointmentTypeId is absent or null (the results carousel)", async () => {
    const schedule = (
      await loadCalendarSchedules({ db: test.database.db, calendarIds: [test.calendar.calendarId] })
    ).get(test.calendar.calendarId);
    const defaultCode = schedule?.defaultTypeCode;
    if (!defaultCode) throw new Error("the test calendar has no default type");
    const days = await findAvailability({
      db: test.database.db,
      calendarIds: [test.calendar.calendarId],
      appointmentTypeCode: null,
      startDate: time.clock().toISOString().slice(0, 10).replaceAll("-", ""),
      numberDaysOut: 14,
      now: time.clock(),
    });
    // The window's last slots: far from the ones the other tests take from its start.
    const open = (days.get(test.calendar.calendarId) ?? []).flatMap((day) =>
      day.timeSlots.map((slot) => ({ ...slot, date: day.day })),
    );
    const bodies = open.slice(-2).map(({ appointmentId, startTime, duration, date }) => ({
      appointmentId,
      calendarId: test.calendar.calendarId,
      startTime,
      duration,
      date,
      providerLocationId: test.calendar.calendarId,
    }));
    const [absent, asNull] = bodies;
    if (!absent || !asNull) throw new Error("the test calendar has no open default-type slots");
    for (const body of [absent, { ...asNull, appointmentTypeId: null }]) {
      const response = await hold(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(200);
      const row = await test.database.db
        .selectFrom("appointments")
        .select(["appointment_type_code", "status"])
        .where("hold_id", "=", response.json().result.holdId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ appointment_type_code: defaultCode, status: "held" });
      expect(response.json().result.appointmentTypeId).toBe(defaultCode);
    }
    // The same slot with no type again is taken like any other.
    expect((await hold(absent)).statusCode).toBe(409);
  });

  it("marks the cookie Secure when the request came over https", async () => {
    const response = await hold(takeSlot(), { "x-forwarded-proto": "https" });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers["set-cookie"])).toMatch(/; Secure$/);
  });

  it("answers 404 for a slot that is not in the calendar's rules, another calendar or type, or past", async () => {
    const slot = takeSlot();
    for (const body of [
      { ...slot, appointmentId: "no-such-slot" },
      { ...slot, calendarId: "CAL-999999", providerLocationId: "CAL-999999" },
      { ...slot, appointmentTypeId: "NOSUCHTYPE" },
    ]) {
      const response = await hold(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(404);
      expect(response.json()).toEqual({
        status: { code: "404", details: "No such time slot for this calendar and appointment type (or it has passed)" },
        result: null,
      });
    }
    // Three weeks later the slot has passed.
    time.advanceMinutes(21 * 24 * 60);
    try {
      expect((await hold(slot)).statusCode).toBe(404);
    } finally {
      time.advanceMinutes(-21 * 24 * 60);
    }
  });

  it("answers 400 naming the field when the body describes the slot otherwise", async () => {
    const slot = takeSlot();
    const otherDay = `${slot.date.slice(0, 6)}${slot.date.slice(6) === "01" ? "02" : "01"}`;
    const cases: [Partial<HoldSlotRequest>, string][] = [
      [{ date: otherDay }, "body.date"],
      [{ startTime: slot.startTime === "23:59" ? "00:00" : "23:59" }, "body.startTime"],
      [{ duration: slot.duration + 5 }, "body.duration"],
      [{ providerLocationId: "LOC-NOT-THIS" }, "body.providerLocationId"],
      [{ providerLocationId: 999_999 }, "body.providerLocationId"],
    ];
    for (const [change, field] of cases) {
      const response = await hold({ ...slot, ...change });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().status.details).toMatch(new RegExp(`^${field.replace(".", "\\.")}: does not match`));
    }
  });

  it("answers 400 naming each malformed field", async () => {
    const slot = takeSlot();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...slot, startTime: "9:00" }, "body.startTime"],
      [{ ...slot, date: "2026-11-23" }, "body.date"],
      [{ ...slot, duration: "30" }, "body.duration"],
      [{ ...slot, appointmentId: "" }, "body.appointmentId"],
      [{ ...slot, calendarId: undefined }, "body.calendarId"],
      [{ ...slot, providerLocationId: null }, "body.providerLocationId"],
    ];
    for (const [body, field] of cases) {
      const response = await hold(body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().status.details).toContain(`${field}:`);
    }
    expect((await hold("not json at all", { "content-type": "application/json" })).statusCode).toBe(400);
  });

  it("answers 409 when another visitor holds the slot", async () => {
    const slot = takeSlot();
    expect((await hold(slot)).statusCode).toBe(200);
    const second = await hold(slot);
    expect(second.statusCode).toBe(409);
    expect(second.json().status.details).toBe(
      "Appointment is no longer available: another visitor holds or has booked this time",
    );
  });

  it("a visitor who holds a second slot releases the first; a refused second hold keeps the first", async () => {
    const [first, second, taken] = [takeSlot(), takeSlot(), takeSlot()];
    const firstResponse = await hold(first);
    const cookie = cookieOf(firstResponse);
    const firstId = firstResponse.json().result.holdId;

    expect((await hold(taken)).statusCode).toBe(200);
    expect((await hold(taken, { cookie })).statusCode).toBe(409);
    expect(await statusOf(firstId)).toBe("held");

    const secondResponse = await hold(second, { cookie });
    expect(secondResponse.statusCode).toBe(200);
    expect(cookieOf(secondResponse)).toBe(cookie);
    expect(await statusOf(firstId)).toBe("released");
    expect(await statusOf(secondResponse.json().result.holdId)).toBe("held");
    // The first slot is free for anyone again.
    expect((await hold(first)).statusCode).toBe(200);
  });

  it("holding the same slot again for the same visitor renews the hold", async () => {
    const slot = takeSlot();
    const first = await hold(slot);
    const cookie = cookieOf(first);
    const again = await hold(slot, { cookie });
    expect(again.statusCode).toBe(200);
    expect(await statusOf(first.json().result.holdId)).toBe("released");
    expect(await statusOf(again.json().result.holdId)).toBe("held");
  });

  it("slot search no longer shows a held slot and shows it again after release and after expiry", async () => {
    const [held, other] = [takeSlot(), takeSlot()];
    const shown = async (slot: HoldSlotRequest) => {
      const days = await findAvailability({
        db: test.database.db,
        calendarIds: [test.calendar.calendarId],
        appointmentTypeCode: test.calendar.typeCode,
        startDate: slot.date,
        numberDaysOut: 1,
        now: time.clock(),
      });
      const day = days.get(test.calendar.calendarId)?.find((entry) => entry.day === slot.date);
      return day?.timeSlots.some((entry) => entry.appointmentId === slot.appointmentId) ?? false;
    };
    expect(await shown(held)).toBe(true);
    const response = await hold(held);
    expect(await shown(held)).toBe(false);
    // Released by the same visitor's next hold.
    await hold(other, { cookie: cookieOf(response) });
    expect(await shown(held)).toBe(true);

    // Expiry: held again by someone, then 15 minutes pass.
    const again = await hold(held);
    expect(again.statusCode).toBe(200);
    expect(await shown(held)).toBe(false);
    time.advanceMinutes(HOLD_MINUTES);
    try {
      expect(await shown(held)).toBe(true);
      // The run-out hold no longer blocks a new one, and is marked expired by it.
      expect((await hold(held)).statusCode).toBe(200);
      expect(await statusOf(again.json().result.holdId)).toBe("expired");
    } finally {
      time.advanceMinutes(-HOLD_MINUTES);
    }
  });

  it("50 concurrent holds on one slot give exactly one holdId and 49 × 409", async () => {
    const slot = takeSlot();
    const responses = await Promise.all(Array.from({ length: 50 }, () => hold(slot)));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    const live = await test.database.db
      .selectFrom("appointments")
      .select("hold_id")
      .where("slot_id", "=", slot.appointmentId)
      .where("status", "=", "held")
      .execute();
    expect(live).toHaveLength(1);
  });

  it("limits holds per client address per minute (429 past the configured limit)", async () => {
    const limited = await buildTestApp(kind, { rateLimits: { holdPerMinute: 2, bookPerMinute: 2 } }, time.clock);
    try {
      const codes: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        codes.push((await limited.app.inject({ method: "POST", url: HOLD_URL, payload: takeSlot() })).statusCode);
      }
      // An empty database knows no slot: 404 twice, then the limit.
      expect(codes).toEqual([404, 404, 429]);
      const refused = await limited.app.inject({ method: "POST", url: HOLD_URL, payload: takeSlot() });
      expect(refused.json().status.code).toBe("429");
      expect(refused.json().result).toBeNull();
    } finally {
      await limited.close();
    }
  });
});
