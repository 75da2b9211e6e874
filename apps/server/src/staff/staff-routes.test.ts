import { STAFF_CSRF_HEADER, STAFF_MESSAGES, STAFF_PATHS } from "@fad/contracts/staff/staff-console";
import { describe, expect, it } from "vitest";
import { readSiuMessage } from "../hl7/hl7-outbox.ts";
import { OutboxSender } from "../mail/outbox-sender.ts";
import { createPatientKeyring, decryptPatientRecord } from "../patient-data/patient-encryption.ts";
import { DISTINCTIVE, TEST_PATIENT_KEY } from "../testing/booking-fixtures.ts";
import { bookNextSlot, holdFor } from "../testing/manage-fixtures.ts";
import { startTestSmtpServer } from "../testing/smtp-server.ts";
import { isoDay, locationsOf, signInAs, startStaffTestApp } from "../testing/staff-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";

describe.each(testDatabaseKinds())("the front desk's calls on %s", (kind) => {
  const { test } = startStaffTestApp(kind);

  it("shows the day's bookings of the person's location, patient names decrypted, and audits the view", async () => {
    const booked = await bookNextSlot(test);
    const { own } = await locationsOf(test.database.db, booked.slot.calendarId);
    const desk = await signInAs(test.app, `desk.${own}`);
    const day = isoDay(booked.slot.date);
    const response = await test.app.inject({
      method: "GET",
      url: `${STAFF_PATHS.dayBookings}?locationId=${own}&day=${day}`,
      headers: { cookie: desk.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { bookings } = response.json().result;
    const row = bookings.find((booking: { bookingId: string }) => booking.bookingId === booked.bookingId);
    expect(row).toMatchObject({ status: "booked", patientName: `${DISTINCTIVE.lastName}, ${DISTINCTIVE.firstName}` });
    const audit = await test.database.db
      .selectFrom("staff_audit")
      .selectAll()
      .where("action", "=", "view-day")
      .where("location_id", "=", own)
      .execute();
    expect(audit.at(-1)).toMatchObject({ subject: `desk.${own}`, day, outcome: `shown ${bookings.length}` });
    expect(audit.at(-1)?.client_ref).toMatch(/^[0-9a-f]{32}$/);
    expect(test.logs()).not.toContain(DISTINCTIVE.lastName);

    const csv = await test.app.inject({
      method: "GET",
      url: `${STAFF_PATHS.dayCsv}?locationId=${own}&day=${day}`,
      headers: { cookie: desk.cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["cache-control"]).toBe("no-store");
    expect(csv.body).toContain(`"${DISTINCTIVE.lastName}, ${DISTINCTIVE.firstName}"`);
    expect(csv.body).toContain(booked.bookingId);
    const exported = await test.database.db
      .selectFrom("staff_audit")
      .select(["subject", "outcome"])
      .where("action", "=", "export-day")
      .where("location_id", "=", own)
      .executeTakeFirstOrThrow();
    expect(exported).toEqual({ subject: `desk.${own}`, outcome: `exported ${bookings.length}` });
  });

  it("opens a booking's detail for its own location only: another location's desk gets the 404 of an unknown id", async () => {
    // Booked on the Spanish site: the desk is told so, to call and write in Spanish.
    const booked = await bookNextSlot(test, {}, { language: "es" });
    const { own, other } = await locationsOf(test.database.db, booked.slot.calendarId);
    const desk = await signInAs(test.app, `desk.${own}`);
    const detail = await test.app.inject({
      method: "GET",
      url: STAFF_PATHS.booking(booked.bookingId),
      headers: { cookie: desk.cookie },
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().result.patient).toMatchObject({
      firstName: DISTINCTIVE.firstName,
      lastName: DISTINCTIVE.lastName,
      email: DISTINCTIVE.email,
      language: "es",
    });
    const viewed = await test.database.db
      .selectFrom("staff_audit")
      .selectAll()
      .where("booking_id", "=", booked.bookingId)
      .where("action", "=", "view-booking")
      .executeTakeFirstOrThrow();
    expect(viewed).toMatchObject({ subject: `desk.${own}`, outcome: "shown", location_id: own });
    expect(viewed.request_id).toBeTruthy();

    const stranger = await signInAs(test.app, `desk.${other}`);
    const theirs = await test.app.inject({
      method: "GET",
      url: STAFF_PATHS.booking(booked.bookingId),
      headers: { cookie: stranger.cookie },
    });
    const unknown = await test.app.inject({
      method: "GET",
      url: STAFF_PATHS.booking("ZZZZ-NOPE-0000"),
      headers: { cookie: stranger.cookie },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(unknown.body);
    expect(theirs.body).toContain(STAFF_MESSAGES.bookingNotFound);
    const day = await test.app.inject({
      method: "GET",
      url: `${STAFF_PATHS.dayBookings}?locationId=${own}&day=${isoDay(booked.slot.date)}`,
      headers: { cookie: stranger.cookie },
    });
    expect(day.statusCode).toBe(404);
    const cancel = await test.app.inject({
      method: "POST",
      url: STAFF_PATHS.cancel(booked.bookingId),
      headers: { cookie: stranger.cookie, [STAFF_CSRF_HEADER]: stranger.csrf },
      payload: { reason: "Not my clinic" },
    });
    expect(cancel.statusCode).toBe(404);
    const row = await test.database.db
      .selectFrom("appointments")
      .select("status")
      .where("booking_id", "=", booked.bookingId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("booked");
  });

  it("cancels with a reason only with the CSRF token: the patient's cancellation email is queued, the time is free again, the reason kept encrypted", async () => {
    const booked = await bookNextSlot(test);
    const { own } = await locationsOf(test.database.db, booked.slot.calendarId);
    const desk = await signInAs(test.app, `desk.${own}`);
    const url = STAFF_PATHS.cancel(booked.bookingId);
    const withoutToken = await test.app.inject({
      method: "POST",
      url,
      headers: { cookie: desk.cookie },
      payload: { reason: "Doctor called in sick" },
    });
    expect(withoutToken.statusCode).toBe(403);
    const noReason = await test.app.inject({
      method: "POST",
      url,
      headers: { cookie: desk.cookie, [STAFF_CSRF_HEADER]: desk.csrf },
      payload: { reason: "" },
    });
    expect(noReason.statusCode).toBe(400);
    expect(await statusOf(booked.bookingId)).toBe("booked");

    const cancelled = await test.app.inject({
      method: "POST",
      url,
      headers: { cookie: desk.cookie, [STAFF_CSRF_HEADER]: desk.csrf },
      payload: { reason: "Doctor called in sick" },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().result.status).toBe("cancelled");
    expect(await statusOf(booked.bookingId)).toBe("cancelled");
    const emails = await test.database.db
      .selectFrom("email_outbox")
      .select("kind")
      .where("booking_id", "=", booked.bookingId)
      .execute();
    expect(emails.map((email) => email.kind).sort()).toEqual(["cancellation", "confirmation"]);
    // The patient's email, as the outbox sends it over SMTP, and the EHR's S15 say the clinic cancelled.
    const smtp = await startTestSmtpServer();
    try {
      const sender = new OutboxSender({
        db: test.database.db,
        keyring: createPatientKeyring(TEST_PATIENT_KEY),
        clock: test.time.clock,
        transport: smtp.transport(),
        from: "Find a Doctor <appointments@example.org>",
        publicUrl: "https://find.example.org",
        log: { info: () => {}, warn: () => {} },
      });
      await sender.runOnce();
      const sent = smtp.received.find((message) => message.parsed.subject?.includes(`cancelled (${booked.bookingId})`));
      expect(sent?.parsed.text).toContain("The office cancelled your appointment");
      expect(sent?.parsed.text).not.toContain("Doctor called in sick");
    } finally {
      await smtp.close();
    }
    const s15 = await test.database.db
      .selectFrom("hl7_outbox")
      .select(["message_ciphertext", "booking_id"])
      .where("booking_id", "=", booked.bookingId)
      .where("event", "=", "S15")
      .executeTakeFirstOrThrow();
    const siu = readSiuMessage(createPatientKeyring(TEST_PATIENT_KEY), s15.message_ciphertext, s15.booking_id);
    expect(siu).toContain("CANCELLED^Cancelled by the clinic");
    expect(siu).not.toContain("by the patient");
    const audit = await test.database.db
      .selectFrom("staff_audit")
      .selectAll()
      .where("booking_id", "=", booked.bookingId)
      .where("action", "=", "cancel")
      .executeTakeFirstOrThrow();
    expect(audit.outcome).toBe("cancelled");
    expect(Buffer.from(audit.detail_ciphertext ?? []).toString("utf8")).not.toContain("sick");
    const keyring = createPatientKeyring(TEST_PATIENT_KEY);
    expect(
      decryptPatientRecord({ keyring, ciphertext: audit.detail_ciphertext as Uint8Array, bookingId: booked.bookingId }),
    ).toEqual({ detail: "Doctor called in sick" });
    // The time is offered again: a new visitor holds that very slot.
    await holdFor(test, booked.slot);

    const again = await test.app.inject({
      method: "POST",
      url,
      headers: { cookie: desk.cookie, [STAFF_CSRF_HEADER]: desk.csrf },
      payload: { reason: "Twice" },
    });
    expect(again.statusCode).toBe(409);
  });

  it("keeps other roles and signed-out visitors out", async () => {
    const booked = await bookNextSlot(test);
    const auditor = await signInAs(test.app, "auditor");
    const asAuditor = await test.app.inject({
      method: "GET",
      url: STAFF_PATHS.booking(booked.bookingId),
      headers: { cookie: auditor.cookie },
    });
    expect(asAuditor.statusCode).toBe(403);
    const anonymous = await test.app.inject({ method: "GET", url: STAFF_PATHS.booking(booked.bookingId) });
    expect(anonymous.statusCode).toBe(401);
    const page = await test.app.inject({ method: "GET", url: STAFF_PATHS.page });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
  });

  async function statusOf(bookingId: string): Promise<string> {
    const rows = await test.database.db
      .selectFrom("appointments")
      .select("status")
      .where("booking_id", "=", bookingId)
      .execute();
    return rows.map((row) => row.status).join(",");
  }
});
