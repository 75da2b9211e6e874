import { STAFF_MESSAGES, STAFF_NOTE_MAX, STAFF_PATHS } from "@fad/contracts/staff/staff-console";
import { describe, expect, it } from "vitest";
import { createPatientKeyring, decryptPatientRecord } from "../patient-data/patient-encryption.ts";
import { TEST_PATIENT_KEY } from "../testing/booking-fixtures.ts";
import { bookNextSlot } from "../testing/manage-fixtures.ts";
import { isoDay, locationsOf, startStaffTestApp } from "../testing/staff-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";

const keyring = createPatientKeyring(TEST_PATIENT_KEY);
const NOTE = "Patient asked for a wheelchair; diabetic, bring glucose log";

describe.each(testDatabaseKinds())("the internal note and 'entered in the EHR' on %s", (kind) => {
  const staff = startStaffTestApp(kind);
  const { test } = staff;

  it("keeps a note only encrypted, shows it in the detail with who and when, removes it when emptied; audited with the text encrypted", async () => {
    const { db } = test.database;
    const booked = await bookNextSlot(test);
    const { own } = await locationsOf(db, booked.slot.calendarId);
    const desk = await staff.signInAs(`desk.${own}`);
    const saved = await staff.post(desk, STAFF_PATHS.note(booked.bookingId), { note: `  ${NOTE} ` });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result.note).toEqual({
      text: NOTE,
      byName: expect.stringContaining(own),
      at: test.time.clock().toISOString(),
    });
    const row = await db
      .selectFrom("booking_staff_notes")
      .selectAll()
      .where("booking_id", "=", booked.bookingId)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(row.note_ciphertext ?? []).toString("latin1")).not.toContain("wheelchair");
    expect(row.note_by).toBe(`desk.${own}`);
    const audit = await db
      .selectFrom("staff_audit")
      .selectAll()
      .where("booking_id", "=", booked.bookingId)
      .where("action", "=", "set-note")
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ outcome: "saved", location_id: own, subject: `desk.${own}` });
    expect(
      decryptPatientRecord({ keyring, ciphertext: audit.detail_ciphertext as Uint8Array, bookingId: booked.bookingId }),
    ).toEqual({ detail: NOTE });
    expect(test.logs()).not.toContain("wheelchair");

    const detail = await staff.get(desk, STAFF_PATHS.booking(booked.bookingId));
    expect(detail.json().result.note.text).toBe(NOTE);

    const removed = await staff.post(desk, STAFF_PATHS.note(booked.bookingId), { note: "" });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().result.note).toBeNull();
    const after = await db
      .selectFrom("booking_staff_notes")
      .select("note_ciphertext")
      .where("booking_id", "=", booked.bookingId)
      .executeTakeFirstOrThrow();
    expect(after.note_ciphertext).toBeNull();
  });

  it("marks and unmarks 'entered in the EHR', shown in the day view and the CSV; audited", async () => {
    const { db } = test.database;
    const booked = await bookNextSlot(test);
    const { own } = await locationsOf(db, booked.slot.calendarId);
    const desk = await staff.signInAs(`desk.${own}`);
    const entered = await staff.post(desk, STAFF_PATHS.ehrEntered(booked.bookingId), { entered: true });
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json().result).toMatchObject({
      ehrEntered: true,
      ehrEntry: { byName: expect.stringContaining(own), at: test.time.clock().toISOString() },
    });
    const day = await staff.get(desk, `${STAFF_PATHS.dayBookings}?locationId=${own}&day=${isoDay(booked.slot.date)}`);
    const listed = day.json().result.bookings.find((one: { bookingId: string }) => one.bookingId === booked.bookingId);
    expect(listed.ehrEntered).toBe(true);
    const csv = await staff.get(desk, `${STAFF_PATHS.dayCsv}?locationId=${own}&day=${isoDay(booked.slot.date)}`);
    expect(csv.body).toContain(`"${booked.bookingId}","Yes"`);

    const back = await staff.post(desk, STAFF_PATHS.ehrEntered(booked.bookingId), { entered: false });
    expect(back.json().result).toMatchObject({ ehrEntered: false, ehrEntry: null });
    const audit = await db
      .selectFrom("staff_audit")
      .select(["outcome", "subject", "location_id"])
      .where("booking_id", "=", booked.bookingId)
      .where("action", "=", "mark-ehr-entered")
      .orderBy("id")
      .execute();
    expect(audit.map((one) => one.outcome)).toEqual(["entered", "taken back"]);
  });

  it("refuses without CSRF, another location's desk (404 of an unknown id), other roles, bad input; changes nothing", async () => {
    const { db } = test.database;
    const booked = await bookNextSlot(test);
    const { own, other } = await locationsOf(db, booked.slot.calendarId);
    const desk = await staff.signInAs(`desk.${own}`);
    const noCsrf = await staff.post(desk, STAFF_PATHS.note(booked.bookingId), { note: NOTE }, false);
    expect(noCsrf.statusCode).toBe(403);
    const noCsrfEhr = await staff.post(desk, STAFF_PATHS.ehrEntered(booked.bookingId), { entered: true }, false);
    expect(noCsrfEhr.statusCode).toBe(403);
    const tooLong = await staff.post(desk, STAFF_PATHS.note(booked.bookingId), {
      note: "x".repeat(STAFF_NOTE_MAX + 1),
    });
    expect(tooLong.statusCode).toBe(400);
    const notBoolean = await staff.post(desk, STAFF_PATHS.ehrEntered(booked.bookingId), { entered: "yes" });
    expect(notBoolean.statusCode).toBe(400);

    const stranger = await staff.signInAs(`desk.${other}`);
    const theirs = await staff.post(stranger, STAFF_PATHS.note(booked.bookingId), { note: NOTE });
    const unknown = await staff.post(stranger, STAFF_PATHS.note("FAD-NONE-NONE-NONE"), { note: NOTE });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(unknown.body);
    expect(theirs.json().status.details).toBe(STAFF_MESSAGES.bookingNotFound);
    expect((await staff.post(stranger, STAFF_PATHS.ehrEntered(booked.bookingId), { entered: true })).statusCode).toBe(
      404,
    );
    const auditor = await staff.signInAs("auditor");
    expect((await staff.post(auditor, STAFF_PATHS.note(booked.bookingId), { note: NOTE })).statusCode).toBe(403);

    const rows = await db
      .selectFrom("booking_staff_notes")
      .selectAll()
      .where("booking_id", "=", booked.bookingId)
      .execute();
    expect(rows).toEqual([]);
    const refused = await db
      .selectFrom("staff_audit")
      .select(["action", "outcome", "subject"])
      .where("booking_id", "=", booked.bookingId)
      .where("outcome", "=", "not-found")
      .execute();
    expect(refused).toEqual([
      { action: "set-note", outcome: "not-found", subject: `desk.${other}` },
      { action: "mark-ehr-entered", outcome: "not-found", subject: `desk.${other}` },
    ]);
  });
});
