import { HELD_EHR_MESSAGE_PATHS, HELD_EHR_MESSAGE_TEXTS } from "@fad/contracts/staff/held-ehr-messages";
import { STAFF_CSRF_HEADER } from "@fad/contracts/staff/staff-console";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Hl7Sender } from "../../hl7/hl7-sender.ts";
import type { DevProvider } from "../../identity/staff-sign-in/dev-provider.ts";
import { createPatientKeyring } from "../../patient-data/patient-encryption.ts";
import { startBookingTestApp, TEST_PATIENT_KEY } from "../../testing/booking-fixtures.ts";
import { type ReceivingEngine, startReceivingEngine } from "../../testing/hl7-receiving-engine.ts";
import { type BookedForTest, bookNextSlot, MANAGE_URLS, postTo } from "../../testing/manage-fixtures.ts";
import { signInAs, staffConfigFor, startTestProvider } from "../../testing/staff-fixtures.ts";
import { testDatabaseKinds } from "../../testing/test-database.ts";

/** This file's loopback ports for the EHR's engine (issue 34's range, 9500-9599). */
const PORTS = { pglite: 9594, postgres: 9595 } as const;
const quietLog = { info: () => undefined, warn: () => undefined };

describe.each(testDatabaseKinds())("the front desk's held messages to the EHR on %s", (kind) => {
  let provider: DevProvider;
  let engine: ReceivingEngine;
  beforeAll(async () => {
    provider = await startTestProvider();
    engine = await startReceivingEngine(PORTS[kind]);
  });
  afterAll(async () => {
    await engine?.stop();
    await provider?.close();
  });
  const test = startBookingTestApp(kind, {
    staff: () => staffConfigFor(provider.issuer),
    rateLimits: { managePerMinute: 1_000 },
  });

  /** The real sender against the real engine; one failed attempt makes a message held (dead). */
  async function deliver(): Promise<void> {
    const sender = new Hl7Sender({
      db: test.database.db,
      keyring: createPatientKeyring(TEST_PATIENT_KEY),
      clock: test.time.clock,
      target: { host: "127.0.0.1", port: engine.port },
      addressing: { sendingFacility: "", receivingApplication: "", receivingFacility: "" },
      log: quietLog,
      settings: { maxAttempts: 1, ackTimeoutMs: 5_000, connectTimeoutMs: 2_000 },
    });
    for (let pass = 0; pass < 20; pass++) {
      const result = await sender.runOnce();
      if (result.sent + result.retrying + result.dead + result.released === 0) break;
    }
    await sender.stop();
  }

  async function locationsOf(booked: BookedForTest): Promise<{ own: string; other: string }> {
    const { db } = test.database;
    const own = await db
      .selectFrom("calendars as c")
      .innerJoin("provider_locations as pl", "pl.id", "c.provider_location_id")
      .select("pl.location_id")
      .where("c.id", "=", booked.slot.calendarId)
      .executeTakeFirstOrThrow();
    const other = await db
      .selectFrom("locations")
      .select("id")
      .where("id", "!=", own.location_id)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    return { own: own.location_id, other: other.id };
  }

  const outboxOf = (bookingId: string) =>
    test.database.db
      .selectFrom("hl7_outbox")
      .select(["id", "event", "status", "control_id"])
      .where("booking_id", "=", bookingId)
      .orderBy("id")
      .execute();

  it("lists its location's held messages, sends one again once the engine takes it, refuses others' and forged changes, audited", async () => {
    const booked = await bookNextSlot(test);
    const { own, other } = await locationsOf(booked);
    engine.answer = () => "AR";
    await deliver();
    const [held] = await outboxOf(booked.bookingId);
    expect(held?.status).toBe("dead");

    const desk = await signInAs(test.app, `desk.${own}`);
    const list = (who: { cookie: string }, locationId: string) =>
      test.app.inject({
        method: "GET",
        url: `${HELD_EHR_MESSAGE_PATHS.held}?locationId=${locationId}`,
        headers: { cookie: who.cookie },
      });
    const sendAgain = (who: { cookie: string; csrf: string }, messageId: string, csrf = true) =>
      test.app.inject({
        method: "POST",
        url: HELD_EHR_MESSAGE_PATHS.sendAgain(messageId),
        headers: { cookie: who.cookie, ...(csrf ? { [STAFF_CSRF_HEADER]: who.csrf } : {}) },
        payload: {},
      });

    const shown = await list(desk, own);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.headers["cache-control"]).toBe("no-store");
    const messages = shown.json().result.messages;
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      event: "S12",
      bookingId: booked.bookingId,
      attempts: 1,
      lastError: expect.any(String),
    });
    const messageId = messages[0].messageId as string;

    const stranger = await signInAs(test.app, `desk.${other}`);
    expect((await list(stranger, own)).statusCode).toBe(404);
    expect((await list(stranger, other)).json().result.messages).toEqual([]);
    expect((await sendAgain(stranger, messageId)).statusCode).toBe(404);
    expect((await sendAgain(desk, messageId, false)).statusCode).toBe(403);
    expect((await sendAgain(desk, "12abc")).statusCode).toBe(400);
    expect((await sendAgain(desk, "999999999")).statusCode).toBe(404);
    expect((await outboxOf(booked.bookingId))[0]?.status).toBe("dead");

    engine.answer = () => "AA";
    const queued = await sendAgain(desk, messageId);
    expect(queued.statusCode, queued.body).toBe(200);
    expect((await sendAgain(desk, messageId)).json().status.details).toBe(HELD_EHR_MESSAGE_TEXTS.notHeld);
    await deliver();
    expect((await outboxOf(booked.bookingId))[0]?.status).toBe("sent");
    expect(engine.received.filter((message) => message.controlId === held?.control_id).length).toBeGreaterThanOrEqual(
      2,
    );
    expect((await list(desk, own)).json().result.messages).toEqual([]);

    const audit = await test.database.db
      .selectFrom("staff_audit")
      .select(["subject", "outcome", "booking_id", "location_id"])
      .where("action", "=", "send-ehr-message-again")
      .orderBy("id")
      .execute();
    expect(audit.map((row) => row.outcome)).toEqual([
      `not-held ${messageId}`,
      "not-held 999999999",
      `queued ${messageId}`,
      `not-held ${messageId}`,
    ]);
    expect(audit[2]).toMatchObject({ booking_id: booked.bookingId, location_id: own });
  });

  it("refuses to send a held message again once a later change of its booking reached the EHR", async () => {
    const booked = await bookNextSlot(test);
    const { own } = await locationsOf(booked);
    engine.answer = () => "AR";
    await deliver();
    // The patient cancels; the engine takes the S15 (a held S12 does not hold it back: decision 150).
    const cancelled = await postTo(test, MANAGE_URLS.cancel, { bookingId: booked.bookingId, token: booked.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    engine.answer = () => "AA";
    await deliver();
    const rows = await outboxOf(booked.bookingId);
    expect(rows.map((row) => [row.event, row.status])).toEqual([
      ["S12", "dead"],
      ["S15", "sent"],
    ]);

    const desk = await signInAs(test.app, `desk.${own}`);
    const refused = await test.app.inject({
      method: "POST",
      url: HELD_EHR_MESSAGE_PATHS.sendAgain(String(rows[0]?.id)),
      headers: { cookie: desk.cookie, [STAFF_CSRF_HEADER]: desk.csrf },
      payload: {},
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().status.details).toBe(HELD_EHR_MESSAGE_TEXTS.superseded);
    expect((await outboxOf(booked.bookingId))[0]?.status).toBe("dead");
  });
});
