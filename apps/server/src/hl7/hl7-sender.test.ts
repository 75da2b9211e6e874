import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import type { Clock } from "../clock.ts";
import { createPatientKeyring } from "../patient-data/patient-encryption.ts";
import { calendarOwnerNpi, DISTINCTIVE, startBookingTestApp, TEST_PATIENT_KEY } from "../testing/booking-fixtures.ts";
import { type ReceivedHl7, type ReceivingEngine, startReceivingEngine } from "../testing/hl7-receiving-engine.ts";
import { type BookedForTest, bookNextSlot, holdFor, MANAGE_URLS, postTo } from "../testing/manage-fixtures.ts";
import { siuProblems } from "../testing/siu-structure.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";
import { Hl7Sender, type Hl7SenderLog, type Hl7SenderSettings } from "./hl7-sender.ts";
import { unescapeHl7 } from "./hl7-text.ts";

const keyring = createPatientKeyring(TEST_PATIENT_KEY);
const ADDRESSING = { sendingFacility: "FAD NETWORK", receivingApplication: "EPIC", receivingFacility: "MAIN-HOSP" };

/** This file's loopback ports (issue 34's range is 9500-9599): one per engine, never reused in a run. */
let nextPort = 9510;
const takePort = () => nextPort++;

/** A log that keeps every line, to prove no patient field reaches it. */
function recordingLog(): Hl7SenderLog & { lines: string[] } {
  const lines: string[] = [];
  const write = (details: Record<string, unknown>, message: string) =>
    lines.push(`${message} ${JSON.stringify(details)}`);
  return { lines, info: write, warn: write };
}

async function waitFor(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

describe.each(testDatabaseKinds())("the HL7 outbox and its MLLP sender on %s", (kind) => {
  const test = startBookingTestApp(kind, { rateLimits: { managePerMinute: 1_000 } });
  const log = recordingLog();
  const engines: ReceivingEngine[] = [];
  const senders: Hl7Sender[] = [];
  afterEach(async () => {
    await Promise.all(senders.splice(0).map((sender) => sender.stop()));
    await Promise.all(engines.splice(0).map((engine) => engine.stop()));
  });

  const db = () => test.database.db;
  const engine = async () => {
    const started = await startReceivingEngine(takePort());
    engines.push(started);
    return started;
  };
  const senderTo = (port: number, settings: Partial<Hl7SenderSettings> = {}, clock: Clock = test.time.clock) => {
    const sender = new Hl7Sender({
      db: db(),
      keyring,
      clock,
      target: { host: "127.0.0.1", port },
      addressing: ADDRESSING,
      log,
      settings: { ackTimeoutMs: 5_000, connectTimeoutMs: 2_000, ...settings },
    });
    senders.push(sender);
    return sender;
  };
  /** The test's clock, running on from where the suite's settable clock stands (for senders left to run). */
  const runningClock = (): Clock => {
    const startedAt = Date.now();
    return () => new Date(test.time.clock().getTime() + (Date.now() - startedAt));
  };
  const rowsOf = (bookingId: string) =>
    db().selectFrom("hl7_outbox").selectAll().where("booking_id", "=", bookingId).orderBy("id").execute();
  const drain = async (sender: Hl7Sender) => {
    for (let pass = 0; pass < 50; pass++) {
      const result = await sender.runOnce();
      if (result.sent + result.retrying + result.dead + result.released === 0) return;
    }
    throw new Error("the outbox did not drain");
  };
  const reschedule = async (booked: BookedForTest) => {
    const next = test.takeSlot();
    const { holdId } = await holdFor(test, next, booked.cookie);
    const access = { bookingId: booked.bookingId, token: booked.token, holdId, appointmentId: next.appointmentId };
    const response = await postTo(test, MANAGE_URLS.reschedule, access, booked.cookie);
    expect(response.statusCode, response.body).toBe(200);
    return next;
  };
  const cancel = async (booked: BookedForTest) => {
    const response = await postTo(test, MANAGE_URLS.cancel, { bookingId: booked.bookingId, token: booked.token });
    expect(response.statusCode, response.body).toBe(200);
  };
  const health = async () => {
    const response = await test.app.inject({ method: "GET", url: "/fadmaa/health" });
    expect(response.statusCode).toBe(200);
    return response.json().result.outboxes as { hl7: { backlog: number; dead: number }; email: object };
  };
  const firstArrivals = (received: ReceivedHl7[], bookingId: string) => {
    const seen = new Set<string>();
    return received.filter((message) => {
      if (message.placerId !== bookingId || seen.has(message.controlId)) return false;
      seen.add(message.controlId);
      return true;
    });
  };

  it("a booking, its reschedule and its cancel through the public API arrive as valid SIU S12, S13, S15, in order, once each", async () => {
    const receiver = await engine();
    const booked = await bookNextSlot(test);
    const next = await reschedule(booked);
    await cancel(booked);

    const rows = await rowsOf(booked.bookingId);
    expect(rows.map((row) => [row.event, row.status])).toEqual([
      ["S12", "pending"],
      ["S13", "pending"],
      ["S15", "pending"],
    ]);
    // The message names the patient: at rest it is only ciphertext.
    for (const row of rows) {
      const stored = Buffer.from(row.message_ciphertext).toString("latin1");
      expect(stored).not.toContain(DISTINCTIVE.lastName);
      expect(stored).not.toContain("SIU");
    }

    await drain(senderTo(receiver.port));
    const received = receiver.received.filter((message) => message.placerId === booked.bookingId);
    expect(received.map((message) => message.event)).toEqual(["S12", "S13", "S15"]);
    expect(received.map((message) => message.controlId)).toEqual(rows.map((row) => row.control_id));
    const npi = await calendarOwnerNpi(db(), booked.slot.calendarId);
    for (const { message } of received) {
      expect(siuProblems(message)).toEqual([]);
      const header = message.getSegment("MSH");
      expect([4, 5, 6].map((index) => header?.getField(index)?.toString())).toEqual([
        "FAD NETWORK",
        "EPIC",
        "MAIN-HOSP",
      ]);
      expect(message.getSegment("PID")?.getField(5)?.toString()).toBe(
        `${DISTINCTIVE.lastName}^${DISTINCTIVE.firstName}`,
      );
      expect(message.getSegment("PID")?.getField(7)?.toString()).toBe("19610314");
      expect(unescapeHl7(message.getSegment("SCH")?.getComponent(7, 2) ?? "")).toBe(DISTINCTIVE.reason);
      expect(message.getSegment("AIG")?.getComponent(3, 1)).toBe(npi);
      expect(message.getSegment("AIP")?.getComponent(3, 1)).toBe(npi);
      expect(message.getSegment("AIS")?.getComponent(3, 1)).toBe(booked.slot.appointmentTypeId);
    }
    // The S12 is at the first time, the S13 and S15 at the new one (local clock time, HHmm).
    const startOf = (index: number) => received[index]?.message.getSegment("AIS")?.getField(4)?.toString() ?? "";
    expect(startOf(0).slice(0, 12)).toBe(`${booked.slot.date}${booked.slot.startTime.replace(":", "")}`);
    expect(startOf(1).slice(0, 12)).toBe(`${next.date}${next.startTime.replace(":", "")}`);
    expect(startOf(2)).toBe(startOf(1));
    expect(received[2]?.message.getSegment("SCH")?.getComponent(25, 1)).toBe("Cancelled");

    const sent = await rowsOf(booked.bookingId);
    expect(sent.map((row) => [row.status, row.attempts, row.ack_code])).toEqual([
      ["sent", 1, "AA"],
      ["sent", 1, "AA"],
      ["sent", 1, "AA"],
    ]);
    expect(log.lines.join("\n")).not.toContain(DISTINCTIVE.lastName);
  });

  it("retries a NAK with growing delays and delivers it with the same control id; gives up after the last attempt, and the health check counts it", async () => {
    const receiver = await engine();
    const before = await health();
    const refused = await bookNextSlot(test);
    const dying = await bookNextSlot(test);
    expect((await health()).hl7.backlog).toBe(before.hl7.backlog + 2);
    const [refusedRow] = await rowsOf(refused.bookingId);
    const [dyingRow] = await rowsOf(dying.bookingId);
    let refusals = 0;
    receiver.answer = (message) => {
      const controlId = message.getSegment("MSH")?.getField(10)?.toString();
      if (controlId === dyingRow?.control_id) return "AR";
      if (controlId === refusedRow?.control_id && refusals < 2) {
        refusals++;
        return "AE";
      }
      return "AA";
    };
    const sender = senderTo(receiver.port, { firstRetryMs: 5_000, maxAttempts: 3 });
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const now = test.time.clock().getTime();
      await sender.runOnce();
      const [row] = await rowsOf(refused.bookingId);
      if (attempt < 3) {
        expect([row?.status, row?.attempts, row?.ack_code, row?.last_error]).toEqual([
          "pending",
          attempt,
          "AE",
          "nak-AE",
        ]);
        const delay = new Date(row?.next_attempt_at ?? 0).getTime() - now;
        delays.push(delay);
        // Not due yet: a pass now sends nothing of it.
        await sender.runOnce();
        expect((await rowsOf(refused.bookingId))[0]?.attempts).toBe(attempt);
        test.time.advanceSeconds(delay / 1000);
      } else {
        expect([row?.status, row?.attempts, row?.ack_code]).toEqual(["sent", 3, "AA"]);
      }
    }
    expect(delays).toEqual([5_000, 10_000]);
    const copies = receiver.received.filter((message) => message.placerId === refused.bookingId);
    expect(copies.map((message) => message.controlId)).toEqual(Array(3).fill(refusedRow?.control_id));

    const [dead] = await rowsOf(dying.bookingId);
    expect([dead?.status, dead?.attempts, dead?.ack_code, dead?.last_error]).toEqual(["dead", 3, "AR", "nak-AR"]);
    const after = await health();
    expect(after.hl7.dead).toBe(before.hl7.dead + 1);
    expect(after.hl7.backlog).toBe(before.hl7.backlog);
    expect(after.email).toBeDefined();

    // A dead message does not hold the booking's later ones back: its cancellation goes on.
    await cancel(dying);
    test.time.advanceSeconds(1);
    await drain(sender);
    const dyingMessages = receiver.received.filter((message) => message.placerId === dying.bookingId);
    expect(dyingMessages.map((message) => message.event)).toEqual(["S12", "S12", "S12", "S15"]);
    expect((await rowsOf(dying.bookingId)).map((row) => row.status)).toEqual(["dead", "sent"]);
  });

  it("costs no message an attempt while the engine cannot be reached, and delivers once it is back", async () => {
    const receiver = await engine();
    await receiver.stop();
    const booked = await bookNextSlot(test);
    const sender = senderTo(receiver.port);
    const result = await sender.runOnce();
    expect(result.sent + result.retrying + result.dead).toBe(0);
    expect(result.released).toBeGreaterThanOrEqual(1);
    const [row] = await rowsOf(booked.bookingId);
    expect([row?.status, row?.attempts, row?.lease_until]).toEqual(["pending", 0, null]);
    await receiver.restart();
    await drain(sender);
    expect((await rowsOf(booked.bookingId)).map((one) => [one.status, one.attempts])).toEqual([["sent", 1]]);
    expect(receiver.received.filter((message) => message.placerId === booked.bookingId)).toHaveLength(1);
  });

  it("takes over the row of a sender that died waiting for its ACK once the lease runs out, and sends it again with the same control id", async () => {
    const receiver = await engine();
    const booked = await bookNextSlot(test);
    const [row] = await rowsOf(booked.bookingId);
    // The first copy is taken and never acknowledged: the sender waits as a process about to die would.
    receiver.answer = (message) =>
      message.getSegment("MSH")?.getField(10)?.toString() === row?.control_id &&
      receiver.received.filter((one) => one.controlId === row?.control_id).length === 1
        ? "none"
        : "AA";
    const dying = senderTo(receiver.port, { ackTimeoutMs: 60_000, leaseMs: 120_000 });
    const stuck = dying.runOnce();
    await waitFor(() => receiver.received.some((message) => message.controlId === row?.control_id), "the first copy");
    const leased = (await rowsOf(booked.bookingId))[0];
    expect([leased?.status, leased?.attempts]).toEqual(["pending", 1]);
    expect(leased?.lease_until).not.toBeNull();

    // Before the lease runs out nobody else takes it; after, another sender does.
    const other = senderTo(receiver.port, { ackTimeoutMs: 5_000, leaseMs: 120_000 });
    test.time.advanceSeconds(60);
    await other.runOnce();
    expect(receiver.received.filter((message) => message.controlId === row?.control_id)).toHaveLength(1);
    test.time.advanceSeconds(61);
    await drain(other);
    const copies = receiver.received.filter((message) => message.controlId === row?.control_id);
    expect(copies).toHaveLength(2);
    expect(copies[1]?.text).toBe(copies[0]?.text);
    const [sent] = await rowsOf(booked.bookingId);
    expect([sent?.status, sent?.attempts]).toEqual(["sent", 2]);

    // The first sender's late failure finds the row no longer its own and changes nothing.
    await receiver.stop();
    await stuck;
    expect((await rowsOf(booked.bookingId)).map((one) => [one.status, one.attempts])).toEqual([["sent", 2]]);
  });

  it("an engine stopped mid-stream and restarted: every message arrives, in order per booking, and once by control id", async () => {
    const receiver = await engine();
    const bookings: BookedForTest[] = [];
    for (let count = 0; count < 4; count++) bookings.push(await bookNextSlot(test));
    for (const booked of bookings) await cancel(booked);
    const expected = new Map<string, string[]>();
    for (const booked of bookings) {
      expected.set(
        booked.bookingId,
        (await rowsOf(booked.bookingId)).map((row) => row.control_id),
      );
    }
    // The third message is taken but the engine stops before acknowledging it.
    let stopping: Promise<void> | null = null;
    receiver.answer = (_message, index) => {
      if (index !== 2) return "AA";
      stopping = receiver.stop();
      return "none";
    };
    const sender = senderTo(receiver.port, { pollMs: 20, firstRetryMs: 100, ackTimeoutMs: 5_000 }, runningClock());
    sender.start();
    await waitFor(() => stopping !== null, "the engine to stop");
    await stopping;
    await sleep(300);
    receiver.answer = () => "AA";
    await receiver.restart();
    const ours = new Set(bookings.map((booked) => booked.bookingId));
    await waitFor(async () => {
      const rows = await db()
        .selectFrom("hl7_outbox")
        .select("status")
        .where("booking_id", "in", [...ours])
        .execute();
      return rows.every((row) => row.status === "sent");
    }, "every message to be delivered");
    for (const booked of bookings) {
      const arrived = firstArrivals(receiver.received, booked.bookingId);
      expect(arrived.map((message) => message.controlId)).toEqual(expected.get(booked.bookingId));
      expect(arrived.map((message) => message.event)).toEqual(["S12", "S15"]);
    }
    // Only the copy cut off unacknowledged came again (same control id); nothing else twice.
    const ourMessages = receiver.received.filter((message) => ours.has(message.placerId));
    expect(ourMessages).toHaveLength(9);
    const cut = receiver.received[2]?.controlId;
    expect(ourMessages.filter((message) => message.controlId === cut)).toHaveLength(2);
  });

  it("follows a full batch at once instead of waiting a poll: a backlog drains at the engine's pace", async () => {
    const receiver = await engine();
    const bookings: BookedForTest[] = [];
    for (let count = 0; count < 6; count++) bookings.push(await bookNextSlot(test));
    const ours = new Set(bookings.map((booked) => booked.bookingId));
    // Batches of 2 and a poll of a minute: only passes that follow full batches at once deliver all six
    // (and what earlier tests left pending) before the next poll.
    senderTo(receiver.port, { pollMs: 60_000, batchSize: 2 }, runningClock()).start();
    await waitFor(
      () => receiver.received.filter((message) => ours.has(message.placerId)).length >= 6,
      "six messages before the next poll",
    );
    const ourMessages = receiver.received.filter((message) => ours.has(message.placerId));
    expect(ourMessages.map((message) => message.event)).toEqual(Array(6).fill("S12"));
  });

  it("two senders at once deliver every message once, in order per booking", async () => {
    const receiver = await engine();
    const bookings: BookedForTest[] = [];
    for (let count = 0; count < 3; count++) bookings.push(await bookNextSlot(test));
    for (const booked of bookings) await reschedule(booked);
    for (const booked of bookings) await cancel(booked);
    const ours = new Set(bookings.map((booked) => booked.bookingId));
    const settings = { pollMs: 10, batchSize: 2 };
    const clock = runningClock();
    senderTo(receiver.port, settings, clock).start();
    senderTo(receiver.port, settings, clock).start();
    await waitFor(() => receiver.received.filter((message) => ours.has(message.placerId)).length >= 9, "nine messages");
    await sleep(200);
    const ourMessages = receiver.received.filter((message) => ours.has(message.placerId));
    expect(ourMessages).toHaveLength(9);
    expect(new Set(ourMessages.map((message) => message.controlId)).size).toBe(9);
    for (const booked of bookings) {
      expect(
        ourMessages.filter((message) => message.placerId === booked.bookingId).map((message) => message.event),
      ).toEqual(["S12", "S13", "S15"]);
    }
  });
});
