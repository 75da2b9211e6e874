import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startBookingTestApp, TEST_PATIENT_KEY } from "../testing/booking-fixtures.ts";
import { startReceivingEngine } from "../testing/hl7-receiving-engine.ts";
import { bookNextSlot } from "../testing/manage-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";
import { HL7_SENDER_DEFAULTS } from "./hl7-sender.ts";

const SENDER = path.join(import.meta.dirname, "../testing/hl7-sender-process.ts");
/** This file's loopback ports (issue 34's range): one engine per database kind. */
const PORTS = { pglite: 9570, postgres: 9571 } as const;

/** The sender in a process of its own, its clock at `now` (FAD_TEST_NOW), until it is killed. */
function startSender(options: { databaseUrl: string; port: number; now: Date }) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: options.databaseUrl,
    FAD_HL7_MLLP_URL: `mllp://127.0.0.1:${options.port}`,
    FAD_PATIENT_DATA_KEY: TEST_PATIENT_KEY.toString("base64"),
    FAD_TEST_NOW: options.now.toISOString(),
  };
  // Its own anchor: this process's clock starts at FAD_TEST_NOW when it starts (decision 61).
  delete env.FAD_TEST_CLOCK_ANCHOR;
  const child = spawn(process.execPath, ["--import", "tsx", "--import", "@fad/test-clock/register", SENDER], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += String(chunk);
  });
  return { child, output: () => output };
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

async function until<T>(what: string, probe: () => Promise<T | null> | T | null, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * The sender process is killed (SIGKILL) while the engine has its message and has not acknowledged it:
 * the row is claimed but not marked sent. A sender started again once the dead one's lease has run out
 * sends the same message again, same control id (MSH-10), and marks it sent once; the booking's next
 * message follows it, not before. Decision 150.
 */
describe.each(testDatabaseKinds())("the HL7 sender killed mid-delivery on %s", (kind) => {
  const test = startBookingTestApp(kind, { reachable: true, rateLimits: { managePerMinute: 1_000 } });
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of children) {
      child.kill("SIGKILL");
      await exited(child);
    }
  });

  it("delivers the message after a restart with the same control id, marks it sent once, and keeps the booking's order", async () => {
    const engine = await startReceivingEngine(PORTS[kind]);
    try {
      const booked = await bookNextSlot(test);
      const response = await test.app.inject({
        method: "POST",
        url: "/fadmaa/appointment/cancel",
        payload: { bookingId: booked.bookingId, token: booked.token },
      });
      expect(response.statusCode, response.body).toBe(200);
      const rowsOf = () =>
        test.database.db
          .selectFrom("hl7_outbox")
          .selectAll()
          .where("booking_id", "=", booked.bookingId)
          .orderBy("id")
          .execute();
      const written = await rowsOf();
      expect(written.map((row) => row.event)).toEqual(["S12", "S15"]);

      // The first sender dies as its S12 arrives, before the engine acknowledges it.
      const first = startSender({ databaseUrl: test.databaseUrl, port: engine.port, now: test.time.clock() });
      children.push(first.child);
      engine.answer = () => {
        first.child.kill("SIGKILL");
        return "none";
      };
      await exited(first.child);
      expect(first.child.signalCode).toBe("SIGKILL");
      const ours = () => engine.received.filter((message) => message.placerId === booked.bookingId);
      expect(ours().map((message) => message.event)).toEqual(["S12"]);
      const claimed = await rowsOf();
      expect(claimed.map((row) => [row.status, row.attempts, row.sent_at])).toEqual([
        ["pending", 1, null],
        ["pending", 0, null],
      ]);

      // Started again after the dead sender's lease ran out: the S12 again, then the S15.
      engine.answer = () => "AA";
      const later = new Date(test.time.clock().getTime() + HL7_SENDER_DEFAULTS.leaseMs + 1_000);
      const second = startSender({ databaseUrl: test.databaseUrl, port: engine.port, now: later });
      children.push(second.child);
      const sent = await until("both rows sent", async () => {
        const rows = await rowsOf();
        return rows.every((row) => row.status === "sent") ? rows : null;
      });
      second.child.kill("SIGTERM");
      await exited(second.child);

      expect(ours().map((message) => [message.event, message.controlId])).toEqual([
        ["S12", written[0]?.control_id],
        ["S12", written[0]?.control_id],
        ["S15", written[1]?.control_id],
      ]);
      expect(ours()[1]?.text).toBe(ours()[0]?.text);
      expect(sent.map((row) => row.attempts)).toEqual([2, 1]);
      expect(second.output()).toContain("HL7 message delivered");
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(ours()).toHaveLength(3);
    } finally {
      await engine.stop();
    }
  });
});
