import ICAL from "ical.js";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPatientKeyring } from "../patient-data/patient-encryption.ts";
import { DISTINCTIVE, startBookingTestApp, TEST_PATIENT_KEY } from "../testing/booking-fixtures.ts";
import { bookNextSlot } from "../testing/manage-fixtures.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../testing/smtp-server.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";
import { type MailTransport, OUTBOX_DEFAULTS, OutboxSender, type SenderLog } from "./outbox-sender.ts";

const keyring = createPatientKeyring(TEST_PATIENT_KEY);
const PUBLIC_URL = "https://find.example.org";

/** A log that keeps every line, to prove no patient field reaches it. */
function recordingLog(): SenderLog & { lines: string[] } {
  const lines: string[] = [];
  const write = (details: Record<string, unknown>, message: string) =>
    lines.push(`${message} ${JSON.stringify(details)}`);
  return { lines, info: write, warn: write };
}

describe.each(testDatabaseKinds())("the email outbox on %s", (kind) => {
  const test = startBookingTestApp(kind, { rateLimits: { managePerMinute: 1_000 } });
  let smtp: TestSmtpServer;
  const log = recordingLog();

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  const db = () => test.database.db;
  const senderWith = (transport: MailTransport, settings: Partial<typeof OUTBOX_DEFAULTS> = {}) =>
    new OutboxSender({
      settings,
      db: db(),
      keyring,
      clock: test.time.clock,
      transport,
      from: "Find a Doctor <appointments@example.org>",
      publicUrl: PUBLIC_URL,
      log,
    });
  const rowsOf = (bookingId: string) =>
    db().selectFrom("email_outbox").selectAll().where("booking_id", "=", bookingId).execute();
  const messagesFor = (bookingId: string) =>
    smtp.received.filter((message) => message.parsed.subject?.includes(bookingId));

  it("writes one outbox row with the booking, the address and token only encrypted; none without email confirmation", async () => {
    const withEmail = await bookNextSlot(test);
    const rows = await rowsOf(withEmail.bookingId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.kind).toBe("confirmation");
    expect(rows[0]?.status).toBe("pending");
    const stored = Buffer.from(rows[0]?.envelope_ciphertext ?? []).toString("latin1");
    expect(stored).not.toContain(DISTINCTIVE.email);
    expect(stored).not.toContain(withEmail.token);

    const noPreference = await bookNextSlot(test, { patientConfirmationPreference: null });
    expect(await rowsOf(noPreference.bookingId)).toHaveLength(0);
    const noEmail = await bookNextSlot(test, { email: null, patientConfirmationPreference: null });
    expect(await rowsOf(noEmail.bookingId)).toHaveLength(0);
    // The same book call again answers the same booking and writes no second email.
    await test.app.inject({
      method: "POST",
      url: "/fadmaa/appointment/book",
      payload: withEmail.body,
      headers: { cookie: withEmail.cookie },
    });
    expect(await rowsOf(withEmail.bookingId)).toHaveLength(1);
  });

  it("delivers the confirmation over SMTP: appointment, location and phone, things to know, the calendar file, the manage link", async () => {
    const booked = await bookNextSlot(test);
    const result = await senderWith(smtp.transport()).runOnce();
    expect(result.sent).toBeGreaterThanOrEqual(1);
    expect(result.retrying + result.failed).toBe(0);
    const [message] = messagesFor(booked.bookingId);
    expect(message).toBeDefined();
    const mail = message?.parsed;
    expect(mail?.to && "text" in mail.to ? mail.to.text : "").toBe(DISTINCTIVE.email);
    expect(mail?.from?.value).toEqual([{ name: "Find a Doctor", address: "appointments@example.org" }]);
    expect(mail?.subject).toBe(`Your appointment is confirmed (${booked.bookingId})`);
    const text = mail?.text ?? "";
    expect(text).toContain("Appointment Confirmed");
    expect(text).toContain(`Confirmation number: ${booked.bookingId}`);
    expect(text).toContain(`Patient: ${DISTINCTIVE.firstName} ${DISTINCTIVE.lastName}`);
    expect(text).toMatch(/Location phone: \(\d{3}\) \d{3}-\d{4}/);
    expect(text).toContain("Things to Know Before You Visit");
    const link = `${PUBLIC_URL}/physicians/manage/?booking=${booked.bookingId}&lang=en#token=${booked.token}`;
    expect(text).toContain(`To cancel or reschedule, open: ${link}`);
    // The HTML writes the link's & as &amp;, as an attribute and text must.
    expect(mail?.html || "").toContain(link.replace("&", "&amp;"));
    // The reason for visit stays out of the email (decision 81).
    expect(text).not.toContain(DISTINCTIVE.reason);

    const attachment = mail?.attachments.find((file) => file.filename === `appointment-${booked.bookingId}.ics`);
    expect(attachment?.contentType).toBe("text/calendar");
    const calendar = new ICAL.Component(ICAL.parse(attachment?.content.toString("utf8") ?? ""));
    expect(calendar.getFirstPropertyValue("method")).toBeNull();
    const event = calendar.getFirstSubcomponent("vevent");
    expect(event?.getFirstPropertyValue("uid")).toBe(booked.bookingId);
    const start = event?.getFirstPropertyValue("dtstart") as ICAL.Time;
    expect(start.toJSDate().toISOString().slice(0, 10)).toBe(
      `${booked.slot.date.slice(0, 4)}-${booked.slot.date.slice(4, 6)}-${booked.slot.date.slice(6, 8)}`,
    );
    const description = String(event?.getFirstPropertyValue("description"));
    expect(description).toContain(`Confirmation number: ${booked.bookingId}`);
    expect(description).toMatch(/Location phone: \(\d{3}\) \d{3}-\d{4}/);
    const alarm = event?.getFirstSubcomponent("valarm");
    expect(alarm?.getFirstPropertyValue("action")).toBe("DISPLAY");
    expect(String(alarm?.getFirstPropertyValue("trigger"))).toBe("-P1D");

    const [row] = await rowsOf(booked.bookingId);
    expect(row?.status).toBe("sent");
    expect(row?.attempts).toBe(1);
    // Nothing is due any more: a second pass sends nothing.
    expect((await senderWith(smtp.transport()).runOnce()).sent).toBe(0);
    expect(messagesFor(booked.bookingId)).toHaveLength(1);
  });

  it("waits out an SMTP outage with growing delays, then delivers exactly once", async () => {
    const booked = await bookNextSlot(test);
    const down = await startTestSmtpServer();
    const downPort = down.port;
    await down.close();
    const outageSender = senderWith(
      nodemailer.createTransport({ host: "127.0.0.1", port: downPort, ignoreTLS: true, connectionTimeout: 2_000 }),
    );
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const before = test.time.clock().getTime();
      expect((await outageSender.runOnce()).retrying).toBe(1);
      const [row] = await rowsOf(booked.bookingId);
      expect(row?.status).toBe("pending");
      expect(row?.attempts).toBe(attempt);
      // Connection refused: nodemailer's socket or connection code, never its message.
      expect(row?.last_error).toMatch(/^E(SOCKET|CONNECTION)$/);
      const delay = new Date(row?.next_attempt_at ?? 0).getTime() - before;
      delays.push(delay);
      // Not due before its time: a pass now sends nothing.
      expect((await outageSender.runOnce()).retrying).toBe(0);
      test.time.advanceSeconds(delay / 1000);
    }
    expect(delays).toEqual([
      OUTBOX_DEFAULTS.firstRetryMs,
      2 * OUTBOX_DEFAULTS.firstRetryMs,
      4 * OUTBOX_DEFAULTS.firstRetryMs,
    ]);
    // The server is back (another address, as after a restart elsewhere): the email arrives once.
    expect((await senderWith(smtp.transport()).runOnce()).sent).toBe(1);
    expect(messagesFor(booked.bookingId)).toHaveLength(1);
    expect((await rowsOf(booked.bookingId))[0]?.status).toBe("sent");
  });

  it("a sender killed mid-delivery: after its lease runs out the email is sent again with the same Message-ID", async () => {
    const booked = await bookNextSlot(test);
    const real = smtp.transport();
    // The SMTP server accepts the message, then the process dies before it can mark the row sent.
    let accepted: () => void = () => {};
    const acceptedOnce = new Promise<void>((resolve) => {
      accepted = resolve;
    });
    const dying: MailTransport = {
      async sendMail(message) {
        await real.sendMail(message);
        accepted();
        await new Promise(() => {});
      },
    };
    void senderWith(dying).runOnce();
    await acceptedOnce;
    const [claimed] = await rowsOf(booked.bookingId);
    expect(claimed?.status).toBe("pending");
    // While the dead sender's lease holds, no other sender takes the row.
    expect((await senderWith(smtp.transport()).runOnce()).sent).toBe(0);
    test.time.advanceSeconds(OUTBOX_DEFAULTS.leaseMs / 1000);
    expect((await senderWith(smtp.transport()).runOnce()).sent).toBe(1);
    const copies = messagesFor(booked.bookingId);
    expect(copies).toHaveLength(2);
    expect(copies[0]?.parsed.messageId).toBe(claimed?.message_id);
    expect(copies[1]?.parsed.messageId).toBe(copies[0]?.parsed.messageId);
    // The copy is the same message, byte for byte past its transport headers.
    expect(copies[1]?.parsed.text).toBe(copies[0]?.parsed.text);
    expect(copies[1]?.parsed.date?.toISOString()).toBe(copies[0]?.parsed.date?.toISOString());
    const [row] = await rowsOf(booked.bookingId);
    expect(row?.status).toBe("sent");
    expect(row?.attempts).toBe(2);
  });

  it("two senders running at once deliver each email once", async () => {
    const bookings = [await bookNextSlot(test), await bookNextSlot(test), await bookNextSlot(test)];
    const slow = (transport: MailTransport): MailTransport => ({
      async sendMail(message) {
        await new Promise((resolve) => setTimeout(resolve, 30));
        return transport.sendMail(message);
      },
    });
    const [first, second] = await Promise.all([
      senderWith(slow(smtp.transport())).runOnce(),
      senderWith(slow(smtp.transport())).runOnce(),
    ]);
    expect(first.sent + second.sent).toBe(3);
    for (const booked of bookings) expect(messagesFor(booked.bookingId)).toHaveLength(1);
  });

  it("follows a full batch at once instead of waiting a poll: a backlog drains at the mail server's pace", async () => {
    const bookings: string[] = [];
    for (let count = 0; count < 6; count++) bookings.push((await bookNextSlot(test)).bookingId);
    // Batches of 2 and a poll of a minute: only passes that follow full batches at once send all six
    // (and whatever earlier tests left due) before the next poll.
    const sender = senderWith(smtp.transport(), { pollMs: 60_000, batchSize: 2 });
    sender.start();
    try {
      const deadline = Date.now() + 20_000;
      const sent = () => bookings.filter((id) => messagesFor(id).length > 0).length;
      while (sent() < 6 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(sent()).toBe(6);
    } finally {
      await sender.stop();
    }
  });

  it("gives up on a permanent refusal (SMTP 5xx) at once, recording only its code", async () => {
    const booked = await bookNextSlot(test);
    smtp.refuseWith(550);
    try {
      expect((await senderWith(smtp.transport()).runOnce()).failed).toBe(1);
    } finally {
      smtp.refuseWith(null);
    }
    const [row] = await rowsOf(booked.bookingId);
    expect(row?.status).toBe("failed");
    expect(row?.last_error).toBe("EMESSAGE smtp-550");
  });

  it("writes no patient field to its log", () => {
    const lines = log.lines.join("\n");
    expect(lines).toContain("email sent");
    for (const value of [DISTINCTIVE.email, DISTINCTIVE.firstName, DISTINCTIVE.lastName, DISTINCTIVE.reason]) {
      expect(lines).not.toContain(value);
    }
    expect(test.logs()).not.toContain(DISTINCTIVE.email);
  });
});
