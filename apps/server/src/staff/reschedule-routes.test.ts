import { STAFF_MESSAGES, STAFF_PATHS, type StaffOpenTime } from "@fad/contracts/staff/staff-console";
import { describe, expect, it } from "vitest";
import { readSiuMessage } from "../hl7/hl7-outbox.ts";
import { OutboxSender } from "../mail/outbox-sender.ts";
import { createPatientKeyring, decryptPatientRecord } from "../patient-data/patient-encryption.ts";
import { DISTINCTIVE, TEST_PATIENT_KEY } from "../testing/booking-fixtures.ts";
import { bookNextSlot, holdFor } from "../testing/manage-fixtures.ts";
import { startTestSmtpServer } from "../testing/smtp-server.ts";
import { isoDay, locationsOf, startStaffTestApp } from "../testing/staff-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";

describe.each(testDatabaseKinds())("the front desk moves a booking to another open time on %s", (kind) => {
  const { test, get, post, signInAs } = startStaffTestApp(kind);
  const db = () => test.database.db;
  const keyring = createPatientKeyring(TEST_PATIENT_KEY);

  const rowsOf = (bookingId: string) =>
    db()
      .selectFrom("appointments")
      .select(["id", "status", "slot_id"])
      .where("booking_id", "=", bookingId)
      .orderBy("created_at")
      .orderBy("status")
      .execute();
  const countOf = async (table: "email_outbox" | "hl7_outbox", bookingId: string) =>
    (await db().selectFrom(table).select("id").where("booking_id", "=", bookingId).execute()).length;
  const staffAuditOf = (bookingId: string, action: string) =>
    db()
      .selectFrom("staff_audit")
      .selectAll()
      .where("booking_id", "=", bookingId)
      .where("action", "=", action)
      .orderBy("id")
      .execute();

  it("lists the day's open times of the booking's calendar and moves it there: old time free, one S13, the patient's email, the audit", async () => {
    const booked = await bookNextSlot(test);
    const next = test.takeSlot();
    const { own } = await locationsOf(db(), booked.slot.calendarId);
    const desk = await signInAs(`desk.${own}`);

    const listed = await get(desk, STAFF_PATHS.openTimes(booked.bookingId, isoDay(next.date)));
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.headers["cache-control"]).toBe("no-store");
    const times: StaffOpenTime[] = listed.json().result.times;
    const time = times.find((open) => open.slotId === next.appointmentId);
    expect(time).toMatchObject({ minutes: next.duration });
    expect(time?.startTime).toMatch(/^\d{1,2}:\d{2} [AP]M$/);
    // The booking's own time is not open to move to.
    if (next.date === booked.slot.date)
      expect(times.map((open) => open.slotId)).not.toContain(booked.slot.appointmentId);

    const moved = await post(desk, STAFF_PATHS.reschedule(booked.bookingId), {
      slotId: next.appointmentId,
      reason: "Doctor runs late that morning",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().result).toMatchObject({ bookingId: booked.bookingId, status: "booked", start: time?.start });

    const rows = await rowsOf(booked.bookingId);
    expect(rows.map((row) => [row.status, row.slot_id])).toEqual([
      ["rescheduled", booked.slot.appointmentId],
      ["booked", next.appointmentId],
    ]);
    const newRow = rows[1]?.id;
    // The old time is offered again at once: a new visitor holds it.
    await holdFor(test, booked.slot);

    const s13 = await db()
      .selectFrom("hl7_outbox")
      .select(["message_ciphertext", "booking_id", "appointment_id"])
      .where("booking_id", "=", booked.bookingId)
      .where("event", "=", "S13")
      .execute();
    expect(s13).toHaveLength(1);
    expect(s13[0]?.appointment_id).toBe(newRow);
    const siu = readSiuMessage(keyring, s13[0]?.message_ciphertext as Uint8Array, booked.bookingId);
    expect(siu).toContain("Rescheduled by the clinic");

    const emails = await db()
      .selectFrom("email_outbox")
      .select(["kind", "appointment_id"])
      .where("booking_id", "=", booked.bookingId)
      .where("kind", "=", "rescheduled")
      .execute();
    expect(emails).toEqual([{ kind: "rescheduled", appointment_id: newRow }]);
    // As sent over SMTP: the office moved it, the new time's email, and no manage link (no token is kept).
    const smtp = await startTestSmtpServer();
    try {
      const sender = new OutboxSender({
        db: db(),
        keyring,
        clock: test.time.clock,
        transport: smtp.transport(),
        from: "Find a Doctor <appointments@example.org>",
        publicUrl: "https://find.example.org",
        log: { info: () => {}, warn: () => {} },
      });
      await sender.runOnce();
      const sent = smtp.received.find((message) => message.parsed.text?.includes("The office moved your appointment"));
      expect(sent, "the rescheduled email").toBeDefined();
      expect(sent?.parsed.text).not.toContain("https://find.example.org");
      expect(sent?.parsed.text).not.toContain("runs late");
    } finally {
      await smtp.close();
    }

    const [audit] = await staffAuditOf(booked.bookingId, "reschedule");
    expect(audit).toMatchObject({ subject: `desk.${own}`, outcome: "rescheduled", location_id: own });
    expect(audit?.day).toBe(isoDay(next.date));
    expect(
      decryptPatientRecord({
        keyring,
        ciphertext: audit?.detail_ciphertext as Uint8Array,
        bookingId: booked.bookingId,
      }),
    ).toEqual({ detail: "Doctor runs late that morning" });
    const bookingAudit = await db()
      .selectFrom("booking_audit")
      .select(["action", "outcome"])
      .where("booking_id", "=", booked.bookingId)
      .where("action", "=", "reschedule")
      .execute();
    expect(bookingAudit).toEqual([{ action: "reschedule", outcome: "rescheduled" }]);
    expect(test.logs()).not.toContain(DISTINCTIVE.lastName);

    // The patient's own link still opens the booking, now at the new time.
    const detail = await get(desk, STAFF_PATHS.booking(booked.bookingId));
    expect(detail.json().result.start).toBe(time?.start);
  });

  it("refuses a time taken meanwhile with a 409, and changes nothing", async () => {
    const booked = await bookNextSlot(test);
    const next = test.takeSlot();
    const { own } = await locationsOf(db(), booked.slot.calendarId);
    const desk = await signInAs(`desk.${own}`);
    const listed = await get(desk, STAFF_PATHS.openTimes(booked.bookingId, isoDay(next.date)));
    expect(listed.json().result.times.map((open: StaffOpenTime) => open.slotId)).toContain(next.appointmentId);
    // A patient on the public site holds that time between the desk's list and its click.
    await holdFor(test, next);
    const emailsBefore = await countOf("email_outbox", booked.bookingId);
    const messagesBefore = await countOf("hl7_outbox", booked.bookingId);

    const moved = await post(desk, STAFF_PATHS.reschedule(booked.bookingId), { slotId: next.appointmentId });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().status.details).toBe(STAFF_MESSAGES.timeTaken);
    expect((await rowsOf(booked.bookingId)).map((row) => [row.status, row.slot_id])).toEqual([
      ["booked", booked.slot.appointmentId],
    ]);
    expect(await countOf("email_outbox", booked.bookingId)).toBe(emailsBefore);
    expect(await countOf("hl7_outbox", booked.bookingId)).toBe(messagesBefore);
    expect((await staffAuditOf(booked.bookingId, "reschedule")).map((row) => row.outcome)).toEqual(["taken"]);
    const after = await get(desk, STAFF_PATHS.openTimes(booked.bookingId, isoDay(next.date)));
    expect(after.json().result.times.map((open: StaffOpenTime) => open.slotId)).not.toContain(next.appointmentId);
  });

  it("two desks moving two bookings to one time at once: one wins, the other is refused 409 and keeps its time; the email in the patient's language", async () => {
    const first = await bookNextSlot(test, {}, { language: "es" });
    const second = await bookNextSlot(test, {}, { language: "es" });
    const next = test.takeSlot();
    const { own } = await locationsOf(db(), first.slot.calendarId);
    const [one, two] = [await signInAs(`desk.${own}`), await signInAs(`desk.${own}`)];
    const answers = await Promise.all([
      post(one, STAFF_PATHS.reschedule(first.bookingId), { slotId: next.appointmentId }),
      post(two, STAFF_PATHS.reschedule(second.bookingId), { slotId: next.appointmentId }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const live = await db()
      .selectFrom("appointments")
      .select("booking_id")
      .where("slot_id", "=", next.appointmentId)
      .where("status", "in", ["held", "booked"])
      .execute();
    expect(live).toHaveLength(1);
    const winner = answers[0]?.statusCode === 200 ? first : second;
    const loser = winner === first ? second : first;
    expect(live[0]?.booking_id).toBe(winner.bookingId);
    expect((await rowsOf(loser.bookingId)).map((row) => [row.status, row.slot_id])).toEqual([
      ["booked", loser.slot.appointmentId],
    ]);
    // The winner's email (both booked on the Spanish site), as the outbox sends it: in Spanish, the office moved it.
    const smtp = await startTestSmtpServer();
    try {
      const sender = new OutboxSender({
        db: db(),
        keyring,
        clock: test.time.clock,
        transport: smtp.transport(),
        from: "Find a Doctor <appointments@example.org>",
        publicUrl: "https://find.example.org",
        log: { info: () => {}, warn: () => {} },
      });
      await sender.runOnce();
      expect(smtp.received.some((message) => message.parsed.text?.includes("El consultorio cambió"))).toBe(true);
    } finally {
      await smtp.close();
    }
  });

  it("refuses a cancelled booking, a time that is not open and bad input with clear 4xx", async () => {
    const booked = await bookNextSlot(test);
    const next = test.takeSlot();
    const { own } = await locationsOf(db(), booked.slot.calendarId);
    const desk = await signInAs(`desk.${own}`);
    const url = STAFF_PATHS.reschedule(booked.bookingId);

    const notASlot = await post(desk, url, { slotId: "not-a-slot" });
    expect(notASlot.statusCode).toBe(422);
    expect(notASlot.json().status.details).toBe(STAFF_MESSAGES.timeNotOpen);
    const empty = await post(desk, url, { slotId: "" });
    expect(empty.statusCode).toBe(400);
    const longReason = await post(desk, url, { slotId: next.appointmentId, reason: "x".repeat(301) });
    expect(longReason.statusCode).toBe(400);
    const badDay = await get(desk, STAFF_PATHS.openTimes(booked.bookingId, "2026-02-30"));
    expect(badDay.statusCode).toBe(400);
    const unknown = await post(desk, STAFF_PATHS.reschedule("ZZZZ-NOPE-0000"), { slotId: next.appointmentId });
    expect(unknown.statusCode).toBe(404);
    const unknownTimes = await get(desk, STAFF_PATHS.openTimes("ZZZZ-NOPE-0000", isoDay(next.date)));
    expect(unknownTimes.statusCode).toBe(404);
    expect((await rowsOf(booked.bookingId)).map((row) => row.status)).toEqual(["booked"]);

    const cancelled = await post(desk, STAFF_PATHS.cancel(booked.bookingId), { reason: "Patient called" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const moveCancelled = await post(desk, url, { slotId: next.appointmentId });
    expect(moveCancelled.statusCode).toBe(409);
    expect(moveCancelled.json().status.details).toBe(STAFF_MESSAGES.cancelledMove);
    expect((await rowsOf(booked.bookingId)).map((row) => row.status)).toEqual(["cancelled"]);
    expect((await staffAuditOf(booked.bookingId, "reschedule")).map((row) => row.outcome)).toEqual([
      "not-open",
      "cancelled",
    ]);
  });

  it("answers another location's desk the 404 of an unknown booking, audited; other roles 403; signed out 401; no CSRF 403", async () => {
    const booked = await bookNextSlot(test);
    const next = test.takeSlot();
    const { own, other } = await locationsOf(db(), booked.slot.calendarId);
    const stranger = await signInAs(`desk.${other}`);
    const url = STAFF_PATHS.reschedule(booked.bookingId);
    const theirs = await post(stranger, url, { slotId: next.appointmentId });
    const unknown = await post(stranger, STAFF_PATHS.reschedule("ZZZZ-NOPE-0000"), { slotId: next.appointmentId });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(unknown.body);
    expect(theirs.body).toContain(STAFF_MESSAGES.bookingNotFound);
    const theirTimes = await get(stranger, STAFF_PATHS.openTimes(booked.bookingId, isoDay(next.date)));
    expect(theirTimes.statusCode).toBe(404);
    const refused = await db()
      .selectFrom("staff_audit")
      .select(["action", "outcome", "subject"])
      .where("booking_id", "=", booked.bookingId)
      .orderBy("id")
      .execute();
    expect(refused).toEqual([
      { action: "reschedule", outcome: "not-found", subject: `desk.${other}` },
      { action: "view-open-times", outcome: "not-found", subject: `desk.${other}` },
    ]);

    const auditor = await signInAs("auditor");
    expect((await post(auditor, url, { slotId: next.appointmentId })).statusCode).toBe(403);
    expect((await get(auditor, STAFF_PATHS.openTimes(booked.bookingId, isoDay(next.date)))).statusCode).toBe(403);
    const anonymous = await test.app.inject({ method: "POST", url, payload: { slotId: next.appointmentId } });
    expect(anonymous.statusCode).toBe(401);
    const desk = await signInAs(`desk.${own}`);
    const noCsrf = await post(desk, url, { slotId: next.appointmentId }, false);
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().status.details).toBe(STAFF_MESSAGES.badCsrf);
    expect((await rowsOf(booked.bookingId)).map((row) => row.status)).toEqual(["booked"]);
  });

  it("refuses a booking whose time has passed", async () => {
    const booked = await bookNextSlot(test);
    const next = test.takeSlot();
    const { own } = await locationsOf(db(), booked.slot.calendarId);
    const row = await db()
      .selectFrom("appointments")
      .select((eb) => eb.fn<Date>("lower", ["period"]).as("start"))
      .where("booking_id", "=", booked.bookingId)
      .executeTakeFirstOrThrow();
    const ahead = Math.ceil((new Date(row.start).getTime() - test.time.clock().getTime()) / 60_000) + 1;
    test.time.advanceMinutes(ahead);
    try {
      // Days may pass on the clock: the desk signs in at the later time.
      const desk = await signInAs(`desk.${own}`);
      const moved = await post(desk, STAFF_PATHS.reschedule(booked.bookingId), { slotId: next.appointmentId });
      expect(moved.statusCode).toBe(422);
      expect(moved.json().status.details).toBe(STAFF_MESSAGES.pastMove);
      expect((await rowsOf(booked.bookingId)).map((found) => found.status)).toEqual(["booked"]);
    } finally {
      test.time.advanceMinutes(-ahead);
    }
  });
});
