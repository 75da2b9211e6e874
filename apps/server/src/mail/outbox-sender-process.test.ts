import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBookingTestApp, TEST_PATIENT_KEY } from "../testing/booking-fixtures.ts";
import { bookNextSlot } from "../testing/manage-fixtures.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../testing/smtp-server.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";
import { OUTBOX_DEFAULTS } from "./outbox-sender.ts";

const SENDER = path.join(import.meta.dirname, "../testing/outbox-sender-process.ts");

/** The sender in a process of its own, its clock at `now` (FAD_TEST_NOW), until it is killed. */
function startSender(options: { databaseUrl: string; smtpPort: number; now: Date }) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: options.databaseUrl,
    FAD_SMTP_URL: `smtp://127.0.0.1:${options.smtpPort}`,
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
 * Issue 20's fault: the sender process is killed (SIGKILL) while it delivers: the SMTP server has the
 * whole message, the process never hears it was accepted, so the row is not marked sent. A sender
 * started again once the dead one's lease has run out sends it again, with the same Message-ID, so mail
 * systems keep one; the row is then marked sent, once. How the outbox marks delivery: decision 81.
 */
describe.each(testDatabaseKinds())("the outbox sender killed mid-delivery on %s", (kind) => {
  const test = startBookingTestApp(kind, { reachable: true, rateLimits: { managePerMinute: 1_000 } });
  let smtp: TestSmtpServer;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    for (const child of children) {
      child.kill("SIGKILL");
      await exited(child);
    }
    await smtp?.close();
  });

  it("delivers the email after a restart, a second copy with the same Message-ID, and marks it sent once", async () => {
    const booked = await bookNextSlot(test);
    const rowOf = () =>
      test.database.db
        .selectFrom("email_outbox")
        .selectAll()
        .where("booking_id", "=", booked.bookingId)
        .executeTakeFirstOrThrow();
    const written = await rowOf();
    expect(written.status).toBe("pending");

    // The first sender dies as its message arrives, before the SMTP server answers that it accepts it.
    const first = startSender({ databaseUrl: test.databaseUrl, smtpPort: smtp.port, now: test.time.clock() });
    children.push(first.child);
    smtp.beforeAccepting(async () => {
      first.child.kill("SIGKILL");
      await exited(first.child);
    });
    await exited(first.child);
    smtp.beforeAccepting(null);
    expect(first.child.signalCode).toBe("SIGKILL");
    const copies = () => smtp.received.filter((mail) => mail.parsed.subject?.includes(booked.bookingId));
    expect(copies()).toHaveLength(1);
    const claimed = await rowOf();
    // Claimed (an attempt counted, a lease taken) but not marked sent: the sender died first.
    expect(claimed.status).toBe("pending");
    expect(claimed.attempts).toBe(1);
    expect(claimed.sent_at).toBeNull();

    // Started again after the dead sender's lease ran out: the email goes out again and is marked sent.
    const later = new Date(test.time.clock().getTime() + OUTBOX_DEFAULTS.leaseMs + 1_000);
    const second = startSender({ databaseUrl: test.databaseUrl, smtpPort: smtp.port, now: later });
    children.push(second.child);
    await until("the second copy", () => (copies().length === 2 ? true : null));
    const sent = await until("the row marked sent", async () => {
      const row = await rowOf();
      return row.status === "sent" ? row : null;
    });
    second.child.kill("SIGTERM");
    await exited(second.child);

    const [lost, resent] = copies();
    expect(lost?.parsed.messageId).toBe(written.message_id);
    expect(resent?.parsed.messageId).toBe(written.message_id);
    expect(resent?.parsed.text).toBe(lost?.parsed.text);
    expect(resent?.parsed.date?.toISOString()).toBe(lost?.parsed.date?.toISOString());
    expect(sent.attempts).toBe(2);
    expect(sent.sent_at).not.toBeNull();
    expect(second.output()).toContain("email sent");
    // Nothing more is sent: the row is done.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(copies()).toHaveLength(2);
  });
});
