import {
  BOOKED_APPOINTMENT_MESSAGES,
  bookedAppointmentResponseSchema,
} from "@fad/contracts/appointments/booked-appointment";
import { describe, expect, it } from "vitest";
import { findBookedRow } from "../booked-appointments/find-booked-appointment.ts";
import { auditContextOf } from "../booking/booking-audit.ts";
import { createPatientKeyring } from "../patient-data/patient-encryption.ts";
import { startBookingTestApp, TEST_PATIENT_KEY } from "../testing/booking-fixtures.ts";
import { bookNextSlot, holdFor, MANAGE_URLS, postTo } from "../testing/manage-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";
import { cancelBooking, rescheduleBooking } from "./change-booking.ts";

describe.each(testDatabaseKinds())("cancel and reschedule a booking on %s", (kind) => {
  const test = startBookingTestApp(kind, { rateLimits: { managePerMinute: 1_000 } });
  const db = () => test.database.db;
  const rowsOf = (bookingId: string) =>
    db()
      .selectFrom("appointments")
      .select(["id", "status", "slot_id"])
      .where("booking_id", "=", bookingId)
      .orderBy("created_at")
      .execute();
  const emailsOf = (bookingId: string) =>
    db()
      .selectFrom("email_outbox")
      .select(["kind", "appointment_id"])
      .where("booking_id", "=", bookingId)
      .orderBy("id")
      .execute();
  const auditOf = (bookingId: string) =>
    db()
      .selectFrom("booking_audit")
      .select(["action", "outcome"])
      .where("booking_id", "=", bookingId)
      .orderBy("id")
      .execute();

  it("cancels: the time is free again at once, an audit row and a cancellation email; a second cancel is refused", async () => {
    const booked = await bookNextSlot(test);
    const access = { bookingId: booked.bookingId, token: booked.token };
    const response = await postTo(test, MANAGE_URLS.cancel, access);
    expect(response.statusCode, response.body).toBe(200);
    expect(bookedAppointmentResponseSchema.parse(response.json()).result.status).toBe("cancelled");
    expect((await rowsOf(booked.bookingId)).map((row) => row.status)).toEqual(["cancelled"]);
    // Free at once: another visitor holds the same time.
    const other = await postTo(test, MANAGE_URLS.hold, booked.slot);
    expect(other.statusCode, other.body).toBe(200);
    expect(await auditOf(booked.bookingId)).toContainEqual({ action: "cancel", outcome: "cancelled" });
    expect((await emailsOf(booked.bookingId)).map((email) => email.kind)).toEqual(["confirmation", "cancellation"]);
    const again = await postTo(test, MANAGE_URLS.cancel, access);
    expect(again.statusCode).toBe(409);
    expect(again.json().status.details).toBe(BOOKED_APPOINTMENT_MESSAGES.cancelled);
  });

  it("refuses to cancel or move an appointment that has started, with a clear message", async () => {
    const booked = await bookNextSlot(test);
    const access = { bookingId: booked.bookingId, token: booked.token };
    const later = new Date(
      `${booked.slot.date.slice(0, 4)}-${booked.slot.date.slice(4, 6)}-${booked.slot.date.slice(6, 8)}T23:59:00Z`,
    );
    const minutes = Math.ceil((later.getTime() - test.time.clock().getTime()) / 60_000) + 24 * 60;
    test.time.advanceMinutes(minutes);
    try {
      const response = await postTo(test, MANAGE_URLS.cancel, access);
      expect(response.statusCode).toBe(422);
      expect(response.json().status.details).toBe(BOOKED_APPOINTMENT_MESSAGES.past);
      const viewed = bookedAppointmentResponseSchema.parse((await postTo(test, MANAGE_URLS.booked, access)).json());
      expect(viewed.result.past).toBe(true);
      expect((await rowsOf(booked.bookingId)).map((row) => row.status)).toEqual(["booked"]);
    } finally {
      test.time.advanceMinutes(-minutes);
    }
  });

  it("reschedules to a held time: one transaction swaps the old booking for the new, same reference and token", async () => {
    const booked = await bookNextSlot(test);
    const access = { bookingId: booked.bookingId, token: booked.token };
    const next = test.takeSlot();
    const { holdId } = await holdFor(test, next, booked.cookie);
    const response = await postTo(
      test,
      MANAGE_URLS.reschedule,
      { ...access, holdId, appointmentId: next.appointmentId },
      booked.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { result } = bookedAppointmentResponseSchema.parse(response.json());
    expect(result.appointment.startTime).toBe(next.startTime);
    expect(result.appointment.day).toBe(next.date);
    expect(result.revision).toBe(1);
    const rows = await rowsOf(booked.bookingId);
    expect(rows.map((row) => [row.slot_id, row.status])).toEqual([
      [booked.slot.appointmentId, "rescheduled"],
      [next.appointmentId, "booked"],
    ]);
    // The old time is free again; the same link opens the booking at its new time.
    expect((await postTo(test, MANAGE_URLS.hold, booked.slot)).statusCode).toBe(200);
    const opened = bookedAppointmentResponseSchema.parse((await postTo(test, MANAGE_URLS.booked, access)).json());
    expect(opened.result.appointment.startTime).toBe(next.startTime);
    expect(await auditOf(booked.bookingId)).toContainEqual({ action: "reschedule", outcome: "rescheduled" });
    const emails = await emailsOf(booked.bookingId);
    expect(emails.map((email) => email.kind)).toEqual(["confirmation", "rescheduled"]);
    expect(emails[1]?.appointment_id).toBe(rows[1]?.id);
  });

  it("tells the loser of two changes at once that the booking was just changed elsewhere, not cancelled (issue 38)", async () => {
    const booked = await bookNextSlot(test);
    const access = { bookingId: booked.bookingId, token: booked.token };
    // Two tabs (two holders) opened the booking as it is now, and each holds a new time.
    const asOpened = await findBookedRow(db(), booked.bookingId);
    if (!asOpened) throw new Error("the booking was not found");
    const [first, second] = [test.takeSlot(), test.takeSlot()];
    const tabA = await holdFor(test, first);
    const tabB = await holdFor(test, second);
    const moved = await postTo(
      test,
      MANAGE_URLS.reschedule,
      { ...access, holdId: tabA.holdId, appointmentId: first.appointmentId },
      tabA.cookie,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    // Tab B's reschedule and a cancel, sent at the same moment, go on from the booking as it was opened:
    // each finds it moved when it comes to change it.
    const keyring = createPatientKeyring(TEST_PATIENT_KEY);
    const holderToken = tabB.cookie.split("=").slice(1).join("=");
    const context = {
      db: db(),
      keyring,
      now: test.time.clock(),
      opened: asOpened,
      token: booked.token,
      audit: auditContextOf({ requestId: "issue-38-race", holderToken, clientAddress: "127.0.0.1", keyring }),
    };
    const lost = await rescheduleBooking({
      ...context,
      holdId: tabB.holdId,
      slotId: second.appointmentId,
      holderToken,
    });
    expect(lost).toEqual({ kind: "changed-elsewhere" });
    expect(await cancelBooking(context)).toEqual({ kind: "changed-elsewhere" });
    // Nothing of the losers' changes happened: the booking is at tab A's time, tab B's hold still held.
    expect((await rowsOf(booked.bookingId)).map((row) => [row.slot_id, row.status])).toEqual([
      [booked.slot.appointmentId, "rescheduled"],
      [first.appointmentId, "booked"],
    ]);
    const held = await db()
      .selectFrom("appointments")
      .select("status")
      .where("hold_id", "=", tabB.holdId)
      .executeTakeFirstOrThrow();
    expect(held.status).toBe("held");
    expect(await auditOf(booked.bookingId)).toContainEqual({ action: "reschedule", outcome: "changed-elsewhere" });
  });

  it("refuses a hold that is not the visitor's, or of another calendar or type, and changes nothing", async () => {
    const booked = await bookNextSlot(test);
    const access = { bookingId: booked.bookingId, token: booked.token };
    const next = test.takeSlot();
    const stranger = await holdFor(test, next);
    // Another visitor's hold (the patient's cookie is not its holder's).
    const notMine = await postTo(
      test,
      MANAGE_URLS.reschedule,
      { ...access, holdId: stranger.holdId, appointmentId: next.appointmentId },
      booked.cookie,
    );
    expect(notMine.statusCode).toBe(410);
    expect(notMine.json().status.details).toBe(BOOKED_APPOINTMENT_MESSAGES.holdLost);
    // An unknown hold.
    const unknown = await postTo(
      test,
      MANAGE_URLS.reschedule,
      { ...access, holdId: "no-such-hold", appointmentId: next.appointmentId },
      booked.cookie,
    );
    expect(unknown.statusCode).toBe(410);
    expect((await rowsOf(booked.bookingId)).map((row) => row.status)).toEqual(["booked"]);
    const held = await db()
      .selectFrom("appointments")
      .select("status")
      .where("hold_id", "=", stranger.holdId)
      .executeTakeFirstOrThrow();
    expect(held.status).toBe("held");
  });

  it("answers a wrong token on cancel and reschedule exactly as an unknown booking, and cancels nothing", async () => {
    const booked = await bookNextSlot(test);
    const other = await bookNextSlot(test);
    const wrong = await postTo(test, MANAGE_URLS.cancel, { bookingId: booked.bookingId, token: other.token });
    const unknown = await postTo(test, MANAGE_URLS.cancel, { bookingId: "FAD-0000-0000-0000", token: other.token });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).toBe(unknown.body);
    expect((await rowsOf(booked.bookingId)).map((row) => row.status)).toEqual(["booked"]);
  });
});
