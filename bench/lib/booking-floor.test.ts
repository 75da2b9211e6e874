import { seedDemoNetwork } from "@fad/server/seed/seed-demo-network";
import { bookableCalendar, openSlotHoldBodies } from "@fad/server/testing/booking-fixtures";
import { createReachableTestDatabase, importConnectionOf, testDatabaseKinds } from "@fad/server/testing/test-database";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BookingFloor } from "./booking-floor.ts";

/**
 * The booking floor (decision 192) keeps the HTTP path's guarantees: a time is held and booked once, a
 * second patient loses it, and the booking comes with its audit rows, both outbox rows and its search keys. On the
 * embedded database served over the wire too, as the floor's statements are plain SQL.
 */
describe.each(testDatabaseKinds())("the booking floor on %s", (kind) => {
  let database: Awaited<ReturnType<typeof createReachableTestDatabase>>;
  let floor: BookingFloor;

  beforeAll(async () => {
    database = await createReachableTestDatabase(kind);
    const seeding = importConnectionOf(database);
    await seedDemoNetwork(seeding.db, { physicians: 3, seed: 37 });
    await seeding.close();
    floor = new BookingFloor(database.url, 2);
  }, 120_000);

  afterAll(async () => {
    await floor?.close();
    await database?.close();
  });

  it("books a free time once, with its audit, email, HL7 and search-key rows, and the next patient loses it", async () => {
    const calendar = await bookableCalendar(database.db);
    const [body] = await openSlotHoldBodies(database.db, new Date(), calendar);
    if (!body) throw new Error("the seeded calendar has no open time");
    const slot = {
      calendarId: body.calendarId,
      appointmentTypeCode: body.appointmentTypeId,
      appointmentId: body.appointmentId,
      duration: body.duration,
    };
    await floor.prepare([slot.calendarId]);

    expect(await floor.holdAndBook(slot)).toBe("ok");
    expect(await floor.holdAndBook(slot)).toBe("lost");

    const { rows } = await sql<{ booked: number; audit: number; emails: number; messages: number; keys: number }>`
      SELECT
        (SELECT count(*)::int FROM appointments WHERE slot_id = ${slot.appointmentId} AND status = 'booked') AS booked,
        (SELECT count(*)::int FROM booking_audit WHERE calendar_id = ${slot.calendarId}) AS audit,
        (SELECT count(*)::int FROM email_outbox) AS emails,
        (SELECT count(*)::int FROM hl7_outbox WHERE event = 'S12') AS messages,
        (SELECT count(*)::int FROM booking_search_keys) AS keys
    `.execute(database.db);
    // The hold's audit row and the booking's; the second patient's call wrote nothing.
    expect(rows[0]).toEqual({ booked: 1, audit: 2, emails: 1, messages: 1, keys: 4 });
  });
});
