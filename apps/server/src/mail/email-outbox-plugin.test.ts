import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { MAIL_DEFAULTS } from "../config/server-config.ts";
import { DISTINCTIVE, startBookingTestApp, TEST_PATIENT_KEY } from "../testing/booking-fixtures.ts";
import { TEST_APP_CONFIG } from "../testing/build-test-app.ts";
import { bookNextSlot } from "../testing/manage-fixtures.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../testing/smtp-server.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";
import { DEV_OUTBOX_PATH, smtpOptionsOf } from "./email-outbox-plugin.ts";

const patientData = { key: TEST_PATIENT_KEY, keyFile: "/nonexistent", previousKeys: [] };

describe.each(testDatabaseKinds())("the email outbox in the server on %s", (kind) => {
  const test = startBookingTestApp(kind, { rateLimits: { managePerMinute: 1_000 } });
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  /** A second server process on the same database, configured as main.ts would configure it. */
  const serverWith = async (mail: typeof MAIL_DEFAULTS) => {
    const server = await buildApp({
      db: test.database.db,
      config: { ...TEST_APP_CONFIG, logLevel: "silent", patientData, mail },
      clock: test.time.clock,
      outboxSettings: { pollMs: 20 },
    });
    await server.ready();
    return server;
  };

  it("with FAD_SMTP_URL, the server's own sender delivers a booking's email by itself", async () => {
    const booked = await bookNextSlot(test);
    const server = await serverWith({
      ...MAIL_DEFAULTS,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      publicUrl: "https://find.example.org",
    });
    try {
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline && !smtp.received.some((m) => m.parsed.subject?.includes(booked.bookingId))) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(smtp.received.filter((m) => m.parsed.subject?.includes(booked.bookingId))).toHaveLength(1);
      // No development page beside a real sender.
      expect((await server.inject({ method: "GET", url: DEV_OUTBOX_PATH })).statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });

  it("without FAD_SMTP_URL the emails stay in the outbox, listed by the development page (this machine only)", async () => {
    const booked = await bookNextSlot(test);
    const server = await serverWith({ ...MAIL_DEFAULTS, devOutboxPage: true });
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const row = await test.database.db
        .selectFrom("email_outbox")
        .select(["status", "attempts"])
        .where("booking_id", "=", booked.bookingId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: "pending", attempts: 0 });
      const page = await server.inject({ method: "GET", url: DEV_OUTBOX_PATH, remoteAddress: "127.0.0.1" });
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toContain("text/html");
      expect(page.body).toContain(`Your appointment is confirmed (${booked.bookingId})`);
      expect(page.body).toContain(DISTINCTIVE.email);
      expect(page.body).toContain(`#token=${booked.token}`);
      const fromElsewhere = await server.inject({ method: "GET", url: DEV_OUTBOX_PATH, remoteAddress: "203.0.113.9" });
      expect(fromElsewhere.statusCode).toBe(404);
    } finally {
      await server.close();
    }
    // In production (devOutboxPage off) there is no such page.
    const production = await serverWith(MAIL_DEFAULTS);
    try {
      expect(
        (await production.inject({ method: "GET", url: DEV_OUTBOX_PATH, remoteAddress: "127.0.0.1" })).statusCode,
      ).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe("FAD_SMTP_URL", () => {
  it("gives host, port, TLS and credentials", () => {
    expect(smtpOptionsOf("smtps://mailer:p%40ss@smtp.example.org")).toMatchObject({
      host: "smtp.example.org",
      port: 465,
      secure: true,
      auth: { user: "mailer", pass: "p@ss" },
    });
    expect(smtpOptionsOf("smtp://127.0.0.1:2525")).toMatchObject({ host: "127.0.0.1", port: 2525, secure: false });
    expect(smtpOptionsOf("smtp://127.0.0.1:2525")).not.toHaveProperty("auth");
  });
});
