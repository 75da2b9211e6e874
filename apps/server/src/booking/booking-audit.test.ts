import { createHash } from "node:crypto";
import { HONEYPOT_FIELD, MIN_BOOKING_FILL_SECONDS } from "@fad/contracts/appointments/booking-bot-checks";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { clientReference } from "../patient-data/client-references.ts";
import { createPatientKeyring } from "../patient-data/patient-encryption.ts";
import {
  asVisitor,
  bookBody,
  calendarOwnerNpi,
  startBookingTestApp,
  TEST_PATIENT_KEY,
} from "../testing/booking-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";

const HOLD_URL = "/fadmaa/appointment/hold";
const BOOK_URL = "/fadmaa/appointment/book";

/** A patient no other test data holds, and every way their details could be written down. */
const PATIENT = {
  firstName: "Philomena",
  lastName: "Zyxquorth",
  dateOfBirth: "07/19/1958",
  phoneNumber: "423-555-0196",
  email: "philomena.zyxquorth@example.net",
} as const;
const FORBIDDEN = [
  PATIENT.firstName,
  PATIENT.lastName,
  PATIENT.dateOfBirth,
  "1958-07-19",
  "19580719",
  PATIENT.phoneNumber,
  "4235550196",
  "(423) 555-0196",
  PATIENT.email,
];

describe.each(testDatabaseKinds())("booking audit log on %s", (kind) => {
  // Trace: every line the app writes at any level is captured and searched for the patient.
  const test = startBookingTestApp(kind, { logLevel: "trace", network: { physicians: 8, seed: 11 } });
  const { time, takeSlot } = test;

  // A hold without a cookie is a new visitor's: it becomes a holder first (decision 90).
  const post = async (url: string, body: unknown, headers: Record<string, string> = {}) =>
    test.app.inject({
      method: "POST",
      url,
      payload: body as object,
      headers: url === HOLD_URL ? await asVisitor(test.app, headers) : headers,
      remoteAddress: "203.0.113.7",
    });
  const auditRows = () => test.database.db.selectFrom("booking_audit").selectAll().orderBy("id").execute();
  const appointmentOf = (holdId: string) =>
    test.database.db
      .selectFrom("appointments")
      .select(["id", "status", "booking_id"])
      .where("hold_id", "=", holdId)
      .executeTakeFirstOrThrow();

  it("records the hold and the booking with references only: who, what, when and which request (our request id, not the client's)", async () => {
    const slot = takeSlot();
    const before = (await auditRows()).length;
    const hold = await post(HOLD_URL, slot, { "x-request-id": "req-hold-1" });
    expect(hold.statusCode).toBe(200);
    const holdId = hold.json().result.holdId as string;
    const cookie = String(hold.headers["set-cookie"]).split(";")[0] ?? "";
    const token = cookie.split("=")[1] ?? "";
    time.advanceSeconds(MIN_BOOKING_FILL_SECONDS);
    const book = await post(BOOK_URL, bookBody(slot, holdId, PATIENT), { cookie, "x-request-id": "req-book-1" });
    expect(book.statusCode).toBe(200);
    const bookingId = book.json().result.bookingId as string;

    const appointment = await appointmentOf(holdId);
    const ownerNpi = await calendarOwnerNpi(test.database.db, slot.calendarId);
    const rows = (await auditRows()).slice(before);
    const holderRef = createHash("sha256").update(token).digest("hex");
    const clientRef = clientReference(createPatientKeyring(TEST_PATIENT_KEY), "203.0.113.7");
    const common = {
      appointment_id: appointment.id,
      calendar_id: slot.calendarId,
      npi: ownerNpi,
      holder_ref: holderRef,
      client_ref: clientRef,
    };
    // The request id is the server's own, the one the answer carries: a client-sent X-Request-Id
    // would let a client forge or repeat the audit's correlation (issue 22).
    expect(hold.headers["x-request-id"]).not.toBe("req-hold-1");
    expect(rows).toMatchObject([
      { ...common, action: "hold", outcome: "held", request_id: hold.headers["x-request-id"], booking_id: null },
      { ...common, action: "book", outcome: "booked", request_id: book.headers["x-request-id"], booking_id: bookingId },
    ]);
    expect(new Date(rows[0]?.occurred_at ?? 0).getTime() + MIN_BOOKING_FILL_SECONDS * 1000).toBe(
      new Date(rows[1]?.occurred_at ?? 0).getTime(),
    );
    expect(new Date(rows[0]?.slot_start ?? 0).toISOString()).toBe(
      book.json().result.appointment.start.replace(/\.\d{3}Z$/, ".000Z"),
    );
    // The references are not the secrets: neither the token, the hold id nor the address is stored.
    const text = JSON.stringify(rows);
    for (const secret of [token, holdId, "203.0.113.7"]) expect(text).not.toContain(secret);
  });

  it("records refused books with what refused them, and a repeat of a booking as already booked", async () => {
    const slot = takeSlot();
    const hold = await post(HOLD_URL, slot);
    const holdId = hold.json().result.holdId as string;
    const before = (await auditRows()).length;
    expect((await post(BOOK_URL, bookBody(slot, holdId, PATIENT))).statusCode).toBe(422);
    time.advanceSeconds(MIN_BOOKING_FILL_SECONDS);
    expect((await post(BOOK_URL, { ...bookBody(slot, holdId, PATIENT), [HONEYPOT_FIELD]: "spam" })).statusCode).toBe(
      422,
    );
    expect((await post(BOOK_URL, bookBody(slot, "no-such-hold", PATIENT))).statusCode).toBe(404);
    expect((await post(BOOK_URL, bookBody(slot, holdId, PATIENT))).statusCode).toBe(200);
    expect((await post(BOOK_URL, bookBody(slot, holdId, PATIENT))).statusCode).toBe(200);
    expect((await post(BOOK_URL, bookBody(slot, holdId, { ...PATIENT, firstName: "Other" }))).statusCode).toBe(409);
    const { id } = await appointmentOf(holdId);
    const rows = (await auditRows()).slice(before);
    expect(rows.map((row) => [row.action, row.outcome, row.appointment_id])).toEqual([
      ["book-refused", "too-fast", id],
      ["book-refused", "honeypot", id],
      ["book-refused", "unknown-hold", null],
      ["book", "booked", id],
      ["book", "already-booked", id],
      ["book-refused", "booked-otherwise", id],
    ]);
  });

  it("never keeps a booking without its audit row: a failed audit write leaves the hold unbooked", async () => {
    const slot = takeSlot();
    const hold = await post(HOLD_URL, slot);
    const holdId = hold.json().result.holdId as string;
    time.advanceSeconds(MIN_BOOKING_FILL_SECONDS);
    // A real database refusal of the audit row, the way a full disk or a lost permission would.
    await sql`ALTER TABLE booking_audit ADD CONSTRAINT test_no_books CHECK (action <> 'book') NOT VALID`.execute(
      test.database.db,
    );
    try {
      const failed = await post(BOOK_URL, bookBody(slot, holdId, PATIENT));
      expect(failed.statusCode).toBe(500);
      expect(await appointmentOf(holdId)).toMatchObject({ status: "held", booking_id: null });
    } finally {
      await sql`ALTER TABLE booking_audit DROP CONSTRAINT test_no_books`.execute(test.database.db);
    }
    const booked = await post(BOOK_URL, bookBody(slot, holdId, PATIENT));
    expect(booked.statusCode).toBe(200);
    const bookings = await test.database.db
      .selectFrom("appointments as a")
      .leftJoin("booking_audit as b", (join) =>
        join.onRef("b.booking_id", "=", "a.booking_id").on("b.action", "=", "book").on("b.outcome", "=", "booked"),
      )
      .select(["a.booking_id", "b.id as audit_id"])
      .where("a.status", "=", "booked")
      .execute();
    expect(bookings.length).toBeGreaterThan(0);
    for (const booking of bookings) expect(booking.audit_id, booking.booking_id ?? "").not.toBeNull();
  });

  it("writes the patient's name, date of birth, phone and email to no log line and no audit row", async () => {
    // One more whole booking with a refusal first, so every path has run with this patient.
    const slot = takeSlot();
    const hold = await post(HOLD_URL, slot);
    const holdId = hold.json().result.holdId as string;
    expect((await post(BOOK_URL, bookBody(slot, holdId, PATIENT))).statusCode).toBe(422);
    time.advanceSeconds(MIN_BOOKING_FILL_SECONDS);
    expect((await post(BOOK_URL, bookBody(slot, holdId, PATIENT))).statusCode).toBe(200);

    const logs = test.logs();
    // The capture is real: the calls' own lines are there.
    expect(logs).toContain(BOOK_URL);
    expect(logs.split("\n").length).toBeGreaterThan(10);
    const rows = await auditRows();
    expect(rows.length).toBeGreaterThanOrEqual(10);
    const audit = rows.map((row) => JSON.stringify(row)).join("\n");
    for (const value of FORBIDDEN) {
      expect(logs, value).not.toContain(value);
      expect(audit, value).not.toContain(value);
    }
    // And with the case folded, in case anything upper- or lower-cases what it writes.
    for (const value of FORBIDDEN) {
      expect(logs.toLowerCase()).not.toContain(value.toLowerCase());
      expect(audit.toLowerCase()).not.toContain(value.toLowerCase());
    }
  });
});
