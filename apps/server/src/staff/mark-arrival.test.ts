import { STAFF_CSRF_HEADER, STAFF_MESSAGES, STAFF_PATHS } from "@fad/contracts/staff/staff-console";
import { describe, expect, it } from "vitest";
import { readSiuMessage } from "../hl7/hl7-outbox.ts";
import { createPatientKeyring } from "../patient-data/patient-encryption.ts";
import { TEST_PATIENT_KEY } from "../testing/booking-fixtures.ts";
import { bookNextSlot } from "../testing/manage-fixtures.ts";
import { locationsOf, signInAs, startStaffTestApp } from "../testing/staff-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";

describe.each(testDatabaseKinds())("marking arrived and no-show on %s", (kind) => {
  const { test } = startStaffTestApp(kind);
  const locationOf = (calendarId: string) => locationsOf(test.database.db, calendarId);

  it("marks only once the time has started and once only; a no-show goes to the EHR as SIU^S26; audited; another location's desk gets 404", async () => {
    const { db } = test.database;
    const booked = await bookNextSlot(test);
    const { own, other } = await locationOf(booked.slot.calendarId);
    let desk = await signInAs(test.app, `desk.${own}`);
    const mark = (who: { cookie: string; csrf: string }, arrival: string, csrf = true) =>
      test.app.inject({
        method: "POST",
        url: STAFF_PATHS.arrival(booked.bookingId),
        headers: { cookie: who.cookie, ...(csrf ? { [STAFF_CSRF_HEADER]: who.csrf } : {}) },
        payload: { arrival },
      });

    const early = await mark(desk, "no-show");
    expect(early.statusCode).toBe(422);
    expect(early.json().status.details).toBe(STAFF_MESSAGES.notStarted);
    expect((await mark(desk, "late")).statusCode).toBe(400);

    // The appointment's time comes (the suite's clock moves on to its start).
    const start = await db
      .selectFrom("appointments")
      .select((eb) => eb.fn<Date>("lower", ["period"]).as("start"))
      .where("booking_id", "=", booked.bookingId)
      .executeTakeFirstOrThrow();
    const wait = new Date(start.start).getTime() - test.time.clock().getTime();
    test.time.advanceSeconds(Math.ceil(wait / 1000) + 60);
    // Days may pass on the clock: the session's idle end has come, so the desk signs in again.
    desk = await signInAs(test.app, `desk.${own}`);

    expect((await mark(desk, "no-show", false)).statusCode).toBe(403);
    const stranger = await signInAs(test.app, `desk.${other}`);
    const theirs = await mark(stranger, "no-show");
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().status.details).toBe(STAFF_MESSAGES.bookingNotFound);

    const marked = await mark(desk, "no-show");
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().result).toMatchObject({ arrival: "no-show", past: true, status: "booked" });
    const again = await mark(desk, "arrived");
    expect(again.statusCode).toBe(409);

    const feed = await db
      .selectFrom("hl7_outbox")
      .select(["event", "message_ciphertext"])
      .where("booking_id", "=", booked.bookingId)
      .orderBy("id")
      .execute();
    expect(feed.map((row) => row.event)).toEqual(["S12", "S26"]);
    const message = readSiuMessage(
      createPatientKeyring(TEST_PATIENT_KEY),
      feed[1]?.message_ciphertext as Uint8Array,
      booked.bookingId,
    );
    expect(message).toContain("SIU^S26^SIU_S12");
    expect(message).toContain("Noshow");

    const audit = await db
      .selectFrom("staff_audit")
      .select(["subject", "outcome"])
      .where("booking_id", "=", booked.bookingId)
      .where("action", "=", "mark-arrival")
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      { subject: `desk.${own}`, outcome: "refused not started" },
      { subject: `desk.${other}`, outcome: "not-found" },
      { subject: `desk.${own}`, outcome: "no-show" },
      { subject: `desk.${own}`, outcome: "refused marked" },
    ]);

    const day = await test.app.inject({
      method: "GET",
      url: `${STAFF_PATHS.dayCsv}?locationId=${own}&day=${booked.slot.date.slice(0, 4)}-${booked.slot.date.slice(4, 6)}-${booked.slot.date.slice(6, 8)}`,
      headers: { cookie: desk.cookie },
    });
    expect(day.body).toContain(`"No-show","${booked.bookingId}"`);
  });
});
