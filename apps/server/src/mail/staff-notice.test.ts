import { STAFF_PATHS } from "@fad/contracts/staff/staff-console";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPatientKeyring } from "../patient-data/patient-encryption.ts";
import { DISTINCTIVE, TEST_PATIENT_KEY } from "../testing/booking-fixtures.ts";
import { bookNextSlot, holdFor, MANAGE_URLS, postTo } from "../testing/manage-fixtures.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../testing/smtp-server.ts";
import { locationsOf, startStaffTestApp } from "../testing/staff-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";
import { OutboxSender, type SenderLog } from "./outbox-sender.ts";

const keyring = createPatientKeyring(TEST_PATIENT_KEY);
const PUBLIC_URL = "https://find.example.org";

/** Everything the patient gave that must not reach the staff email (decision 195). */
const PATIENT_FIELDS = Object.values(DISTINCTIVE);

describe.each(testDatabaseKinds())("the email per booking to the location's staff address on %s", (kind) => {
  const staff = startStaffTestApp(kind, { rateLimits: { managePerMinute: 1_000 }, staffEmails: true });
  const { test } = staff;
  let smtp: TestSmtpServer;
  const lines: string[] = [];
  const log: SenderLog = {
    info: (details, message) => lines.push(`${message} ${JSON.stringify(details)}`),
    warn: (details, message) => lines.push(`${message} ${JSON.stringify(details)}`),
  };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  const db = () => test.database.db;
  const staffRows = (bookingId: string) =>
    db()
      .selectFrom("email_outbox")
      .select(["kind", "status", "last_error"])
      .where("booking_id", "=", bookingId)
      .where("kind", "in", ["staff-booked", "staff-rescheduled", "staff-cancelled"])
      .orderBy("id")
      .execute();
  const staffAddressOf = async (calendarId: string) => {
    const { own } = await locationsOf(db(), calendarId);
    const row = await db()
      .selectFrom("locations")
      .select("staff_email")
      .where("id", "=", own)
      .executeTakeFirstOrThrow();
    return { locationId: own, address: row.staff_email };
  };
  /** Runs the sender until nothing is due; the staff emails that arrived for a booking, in order. */
  async function deliveredTo(address: string, bookingId: string) {
    const sender = new OutboxSender({
      db: db(),
      keyring,
      clock: test.time.clock,
      transport: smtp.transport(),
      from: "Find a Doctor <appointments@example.org>",
      publicUrl: PUBLIC_URL,
      log,
    });
    while ((await sender.runOnce()).sent > 0) {}
    return smtp.received
      .filter((message) => message.parsed.to && JSON.stringify(message.parsed.to).includes(address))
      .filter((message) => message.parsed.text?.includes(bookingId))
      .map((message) => message);
  }

  it("a booking, its new time and its cancellation each email the location's staff: no patient data, a link to the console", async () => {
    const booked = await bookNextSlot(test);
    const { address } = await staffAddressOf(booked.slot.calendarId);
    expect(address).toMatch(/^desk\.loc-\d+@clinics\.example\.org$/);
    // Written with the booking, in its one statement.
    expect(await staffRows(booked.bookingId)).toEqual([{ kind: "staff-booked", status: "pending", last_error: null }]);

    const [notice] = await deliveredTo(address as string, booked.bookingId);
    expect(notice).toBeDefined();
    const text = notice?.parsed.text ?? "";
    expect(notice?.parsed.subject).toMatch(/^New booking: \w+day, \w+ \d+, \d{4} at \d+:\d\d [AP]M \w+ with Dr\. /);
    expect(text).toContain(`Confirmation number: ${booked.bookingId}`);
    expect(text).toMatch(/^Location: .+$/m);
    expect(text).toMatch(/^Doctor: Dr\. .+$/m);
    const link = `${PUBLIC_URL}${STAFF_PATHS.page}?booking=${booked.bookingId}`;
    expect(text).toContain(`Open the booking: ${link}`);
    expect(notice?.parsed.html || "").toContain(`href="${link}"`);
    expect(notice?.parsed.attachments).toEqual([]);
    for (const field of PATIENT_FIELDS) expect(notice?.raw).not.toContain(field);
    // The patient's own confirmation went to the patient, not to the desk.
    expect(JSON.stringify(notice?.parsed.to)).not.toContain(DISTINCTIVE.email);

    // The patient moves it from the manage link: the desk is told of the new time.
    const access = { bookingId: booked.bookingId, token: booked.token };
    const next = test.takeSlot();
    const { holdId } = await holdFor(test, next, booked.cookie);
    const moved = await test.app.inject({
      method: "POST",
      url: MANAGE_URLS.reschedule,
      payload: { ...access, holdId, appointmentId: next.appointmentId },
      headers: { cookie: booked.cookie },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // Then cancels it.
    const cancelled = await postTo(test, MANAGE_URLS.cancel, access);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await staffRows(booked.bookingId)).map((row) => row.kind)).toEqual([
      "staff-booked",
      "staff-rescheduled",
      "staff-cancelled",
    ]);
    const all = await deliveredTo(address as string, booked.bookingId);
    expect(all.map((message) => message.parsed.subject?.split(":")[0])).toEqual([
      "New booking",
      "Booking moved to a new time",
      "Booking cancelled",
    ]);
    for (const message of all) for (const field of PATIENT_FIELDS) expect(message.raw).not.toContain(field);
    expect((await staffRows(booked.bookingId)).every((row) => row.status === "sent")).toBe(true);
    for (const line of lines)
      for (const field of [...PATIENT_FIELDS, address as string]) expect(line).not.toContain(field);
  });

  it("the front desk's cancellation tells the desk too; a location without a staff address gets no row; an address removed before sending gives the row up", async () => {
    const booked = await bookNextSlot(test);
    const { locationId, address } = await staffAddressOf(booked.slot.calendarId);
    const desk = await staff.signInAs(`desk.${locationId}`);
    const cancelled = await staff.post(desk, STAFF_PATHS.cancel(booked.bookingId), { reason: "Doctor away" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await staffRows(booked.bookingId)).map((row) => row.kind)).toEqual(["staff-booked", "staff-cancelled"]);
    expect(await deliveredTo(address as string, booked.bookingId)).toHaveLength(2);

    await db().updateTable("locations").set({ staff_email: null }).where("id", "=", locationId).execute();
    try {
      const quiet = await bookNextSlot(test);
      expect(await staffRows(quiet.bookingId)).toEqual([]);
      // A row written while the address was there, and the address gone by the time it goes: given up.
      await db().updateTable("locations").set({ staff_email: address }).where("id", "=", locationId).execute();
      const late = await bookNextSlot(test);
      await db().updateTable("locations").set({ staff_email: null }).where("id", "=", locationId).execute();
      expect(await deliveredTo(address as string, late.bookingId)).toEqual([]);
      expect(await staffRows(late.bookingId)).toEqual([
        { kind: "staff-booked", status: "failed", last_error: "no-staff-address" },
      ]);
    } finally {
      await db().updateTable("locations").set({ staff_email: address }).where("id", "=", locationId).execute();
    }
  });
});
