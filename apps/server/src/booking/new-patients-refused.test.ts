import { appTypesResponseSchema } from "@fad/contracts/provider/app-types";
import { NEW_PATIENTS_NOT_TAKEN_REFUSAL } from "@fad/contracts/provider/new-patients";
import { describe, expect, it } from "vitest";
import type { Database } from "../database/create-database.ts";
import {
  asVisitor,
  bookBody,
  openSlotHoldBodies,
  startBookingTestApp,
  type TypedHoldBody,
} from "../testing/booking-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";

const HOLD_URL = "/fadmaa/appointment/hold";
const BOOK_URL = "/fadmaa/appointment/book";
const SEARCH_URL = "/fadmaa/appointment/search";

/**
 * Issue 39, decision 125: a location that does not take new patients offers new patients nothing
 * online. Through the API, on both databases: its types, times, hold and book refuse a new-patient type,
 * and nothing is written; the types it takes from returning patients stay bookable.
 */
describe.each(testDatabaseKinds())("new patients where the location does not take them, on %s", (kind) => {
  const test = startBookingTestApp(kind);
  const { time } = test;

  const post = async (url: string, body: unknown, headers: Record<string, string> = {}) =>
    test.app.inject({
      method: "POST",
      url,
      payload: body as object,
      headers: url === HOLD_URL ? await asVisitor(test.app, headers) : headers,
    });

  /** A calendar offering both a New-only type and a Current-only one, with its physician. */
  async function mixedCalendar(db: Database) {
    const offering = (patientType: "New" | "Current") =>
      db
        .selectFrom("calendar_appointment_types as cat")
        .innerJoin("appointment_types as t", "t.code", "cat.appointment_type_code")
        .where("t.patient_type", "=", patientType)
        .where("t.texting_only", "=", false)
        .select(["cat.calendar_id as calendarId", "cat.appointment_type_code as code"]);
    const news = await offering("New").execute();
    const currents = await offering("Current").execute();
    const both = news.find((row) => currents.some((other) => other.calendarId === row.calendarId));
    if (!both) throw new Error("the demo network has no calendar with a New and a Current type");
    const current = currents.find((row) => row.calendarId === both.calendarId)?.code as string;
    const owner = await db
      .selectFrom("calendars as c")
      .innerJoin("provider_locations as pl", "pl.id", "c.provider_location_id")
      .where("c.id", "=", both.calendarId)
      .select(["pl.id as providerLocationId", "pl.physician_npi as npi"])
      .executeTakeFirstOrThrow();
    return { calendarId: both.calendarId, newCode: both.code, currentCode: current, ...owner };
  }

  const setAccepting = (db: Database, providerLocationId: number, accepting: boolean) =>
    db
      .updateTable("provider_locations")
      .set({ accepts_new_patients: accepting })
      .where("id", "=", providerLocationId)
      .execute();

  const rowsOf = (db: Database, calendarId: string) =>
    db.selectFrom("appointments").select(["status"]).where("calendar_id", "=", calendarId).execute();

  it("lists no new-patient type, shows it no times, and refuses to hold or book it; returning patients still book", async () => {
    const { db } = test.database;
    const calendar = await mixedCalendar(db);
    const slotsOf = async (typeCode: string): Promise<TypedHoldBody[]> =>
      openSlotHoldBodies(db, time.clock(), { calendarId: calendar.calendarId, typeCode });
    const newSlots = await slotsOf(calendar.newCode);
    expect(newSlots.length).toBeGreaterThan(2);
    // Held while the location still takes new patients: the book must check again.
    const earlier = newSlots[0] as TypedHoldBody;
    const earlierHold = await post(HOLD_URL, earlier);
    expect(earlierHold.statusCode).toBe(200);
    const earlierHoldId: string = earlierHold.json().result.holdId;
    time.advanceSeconds(120);

    await setAccepting(db, calendar.providerLocationId, false);
    try {
      const before = await rowsOf(db, calendar.calendarId);

      const types = await test.app.inject({
        method: "GET",
        url: `/fadmaa/provider/appTypes/?npi=${calendar.npi}&calendarId=${calendar.calendarId}`,
      });
      const listed = appTypesResponseSchema.parse(types.json()).result;
      expect(listed.map((type) => type.code)).toContain(calendar.currentCode);
      expect(listed.filter((type) => type.patientType === "New")).toEqual([]);

      const search = await post(SEARCH_URL, {
        calendarId: calendar.calendarId,
        appointmentTypeIds: [calendar.newCode],
        startDate: earlier.date,
        numberDaysOut: 14,
        physicianNpi: calendar.npi,
      });
      expect(search.statusCode, search.body).toBe(200);
      const days: { timeSlots: unknown[] }[] = search.json().result;
      expect(days.flatMap((day) => day.timeSlots)).toEqual([]);

      const hold = await post(HOLD_URL, newSlots[1]);
      expect(hold.statusCode).toBe(NEW_PATIENTS_NOT_TAKEN_REFUSAL.status);
      expect(hold.json().status.details).toBe(NEW_PATIENTS_NOT_TAKEN_REFUSAL.message);
      expect(hold.json().status.details).toContain(
        "not currently accepting new patients through online appointment scheduling",
      );
      // The calendar's default type (no type named) is no new-patient type here either.
      const { appointmentTypeId: _named, ...unnamed } = newSlots[2] as TypedHoldBody;
      expect((await post(HOLD_URL, unnamed)).statusCode).toBe(404);

      const book = await post(BOOK_URL, bookBody(earlier, earlierHoldId));
      expect(book.statusCode).toBe(NEW_PATIENTS_NOT_TAKEN_REFUSAL.status);
      expect(book.json().status.details).toBe(NEW_PATIENTS_NOT_TAKEN_REFUSAL.message);
      // Nothing written: no new hold, and the earlier hold is still only held.
      expect(await rowsOf(db, calendar.calendarId)).toEqual(before);
      expect(before.filter((row) => row.status === "booked")).toEqual([]);

      // A returning patient's type is held and booked there as before.
      const current = (await slotsOf(calendar.currentCode)).find((slot) => slot.date !== earlier.date);
      expect(current).toBeDefined();
      const currentHold = await post(HOLD_URL, current);
      expect(currentHold.statusCode, currentHold.body).toBe(200);
      time.advanceSeconds(120);
      const booked = await post(BOOK_URL, bookBody(current as TypedHoldBody, currentHold.json().result.holdId));
      expect(booked.statusCode, booked.body).toBe(200);
    } finally {
      await setAccepting(db, calendar.providerLocationId, true);
    }
  });
});
