import { BOOKING_CHANGES_PATHS } from "@fad/contracts/staff/booking-changes";
import { STAFF_PATHS } from "@fad/contracts/staff/staff-console";
import { describe, expect, it } from "vitest";
import { bookNextSlot } from "../testing/manage-fixtures.ts";
import { isoDay, locationsOf, startStaffTestApp } from "../testing/staff-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";

describe.each(testDatabaseKinds())("new and changed bookings announced on %s", (kind) => {
  const staff = startStaffTestApp(kind);
  const { test } = staff;

  it("counts and lists the bookings booked or cancelled since the person marked them seen; per person; audited; marking seen clears", async () => {
    const first = await bookNextSlot(test);
    const { own, other } = await locationsOf(test.database.db, first.slot.calendarId);
    const desk = await staff.signInAs(`desk.${own}`);
    const count = async (who = desk) => {
      const response = await staff.get(who, `${BOOKING_CHANGES_PATHS.count}?locationId=${own}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().result.count as number;
    };
    // The first look starts the person's clock: what came before is not announced.
    expect(await count()).toBe(0);

    const booked = await bookNextSlot(test, { lastName: "Announcedson" });
    expect(await count()).toBe(1);
    const list = await staff.get(desk, `${BOOKING_CHANGES_PATHS.list}?locationId=${own}`);
    expect(list.statusCode).toBe(200);
    expect(list.headers["cache-control"]).toBe("no-store");
    expect(list.json().result.bookings).toEqual([
      expect.objectContaining({
        bookingId: booked.bookingId,
        change: "new",
        patientName: expect.stringMatching(/^Announcedson, /),
      }),
    ]);
    const audit = await test.database.db
      .selectFrom("staff_audit")
      .select(["action", "outcome", "location_id"])
      .where("subject", "=", `desk.${own}`)
      .where("action", "=", "view-changes")
      .execute();
    expect(audit).toEqual([{ action: "view-changes", outcome: "shown 1", location_id: own }]);

    // Another person of the location has their own clock.
    const admin = await staff.signInAs(`admin.${own}`);
    expect(await count(admin)).toBe(0);

    const noCsrf = await staff.post(desk, BOOKING_CHANGES_PATHS.seen, { locationId: own }, false);
    expect(noCsrf.statusCode).toBe(403);
    expect(await count()).toBe(1);
    const seen = await staff.post(desk, BOOKING_CHANGES_PATHS.seen, { locationId: own });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(await count()).toBe(0);

    // A move after that is announced as a move, not as a new booking; the booking detail's day starts the form.
    test.time.advanceSeconds(1);
    const next = test.takeSlot();
    const movedTo = await staff.post(desk, STAFF_PATHS.reschedule(booked.bookingId), { slotId: next.appointmentId });
    expect(movedTo.statusCode, movedTo.body).toBe(200);
    expect(movedTo.json().result.calendarDay).toBe(isoDay(next.date));
    expect(await count()).toBe(1);
    const moves = await staff.get(desk, `${BOOKING_CHANGES_PATHS.list}?locationId=${own}`);
    expect(moves.json().result.bookings).toEqual([
      expect.objectContaining({ bookingId: booked.bookingId, change: "moved", status: "booked" }),
    ]);
    expect((await staff.post(desk, BOOKING_CHANGES_PATHS.seen, { locationId: own })).statusCode).toBe(200);

    // A cancellation after that is announced as one.
    test.time.advanceSeconds(1);
    const cancelled = await staff.post(desk, STAFF_PATHS.cancel(booked.bookingId), { reason: "Doctor away" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await count()).toBe(1);
    const after = await staff.get(desk, `${BOOKING_CHANGES_PATHS.list}?locationId=${own}`);
    expect(after.json().result.bookings).toEqual([
      expect.objectContaining({ bookingId: booked.bookingId, change: "cancelled", status: "cancelled" }),
    ]);

    // Another location's desk reaches none of it; a signed-out visitor nothing.
    const stranger = await staff.signInAs(`desk.${other}`);
    expect((await staff.get(stranger, `${BOOKING_CHANGES_PATHS.count}?locationId=${own}`)).statusCode).toBe(404);
    expect((await staff.get(stranger, `${BOOKING_CHANGES_PATHS.list}?locationId=${own}`)).statusCode).toBe(404);
    expect((await staff.post(stranger, BOOKING_CHANGES_PATHS.seen, { locationId: own })).statusCode).toBe(404);
    const anonymous = await test.app.inject({ method: "GET", url: `${BOOKING_CHANGES_PATHS.count}?locationId=${own}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
