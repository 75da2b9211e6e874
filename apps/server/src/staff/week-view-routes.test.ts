import { STAFF_PATHS } from "@fad/contracts/staff/staff-console";
import { mondayOf, STAFF_WEEK_PATHS } from "@fad/contracts/staff/staff-week-view";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { calendarOwnerNpi } from "../testing/booking-fixtures.ts";
import { bookNextSlot } from "../testing/manage-fixtures.ts";
import { locationsOf, startStaffTestApp } from "../testing/staff-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";

describe.each(testDatabaseKinds())("the front desk's week and per-doctor views on %s", (kind) => {
  const staff = startStaffTestApp(kind);
  const { test } = staff;
  const db = () => test.database.db;

  /** The booking's local day at its location, YYYY-MM-DD. */
  async function localDayOf(bookingId: string): Promise<string> {
    const row = await db()
      .selectFrom("appointments as a")
      .innerJoin("calendars as c", "c.id", "a.calendar_id")
      .innerJoin("provider_locations as pl", "pl.id", "c.provider_location_id")
      .innerJoin("locations as l", "l.id", "pl.location_id")
      .select([sql<Date>`lower(a.period)`.as("start"), "l.time_zone"])
      .where("a.booking_id", "=", bookingId)
      .executeTakeFirstOrThrow();
    return new Intl.DateTimeFormat("en-CA", { timeZone: row.time_zone }).format(new Date(row.start));
  }
  const otherDoctorOf = async (locationId: string, npi: string) =>
    (
      await db()
        .selectFrom("physicians")
        .select("npi")
        .where("npi", "!=", npi)
        .where(
          "npi",
          "not in",
          db().selectFrom("provider_locations").select("physician_npi").where("location_id", "=", locationId),
        )
        .orderBy("npi")
        .executeTakeFirstOrThrow()
    ).npi;

  it("a location's week lists its bookings under their local days; one doctor's week and day; audited; another location 404", async () => {
    const booked = await bookNextSlot(test, { lastName: "Weekviewson" });
    const { own, other } = await locationsOf(db(), booked.slot.calendarId);
    const npi = await calendarOwnerNpi(db(), booked.slot.calendarId);
    const day = await localDayOf(booked.bookingId);
    const from = mondayOf(day);
    const desk = await staff.signInAs(`desk.${own}`);

    const week = await staff.get(desk, `${STAFF_WEEK_PATHS.week}?locationId=${own}&from=${from}`);
    expect(week.statusCode, week.body).toBe(200);
    expect(week.headers["cache-control"]).toBe("no-store");
    const result = week.json().result;
    expect(result.from).toBe(from);
    expect(result.days.map((one: { day: string }) => one.day)).toHaveLength(7);
    expect(result.days[0].day).toBe(from);
    expect(result.physician).toBeNull();
    const theDay = result.days.find((one: { day: string }) => one.day === day);
    expect(theDay.bookings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ bookingId: booked.bookingId, patientName: expect.stringMatching(/^Weekviewson, /) }),
      ]),
    );
    // No booking is listed under a day it is not on.
    for (const one of result.days) {
      if (one.day !== day)
        expect(one.bookings.map((b: { bookingId: string }) => b.bookingId)).not.toContain(booked.bookingId);
    }

    // The per-doctor week and day: the doctor's booking; another doctor's view has none of it.
    const doctors = await staff.get(desk, `${STAFF_WEEK_PATHS.doctors}?locationId=${own}`);
    expect(doctors.statusCode, doctors.body).toBe(200);
    expect(doctors.json().result.doctors).toEqual(
      expect.arrayContaining([{ npi, name: expect.stringMatching(/^Dr\. /) }]),
    );
    const mine = await staff.get(desk, `${STAFF_WEEK_PATHS.week}?locationId=${own}&from=${from}&physicianNpi=${npi}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().result.physician).toEqual({ npi, name: expect.stringMatching(/^Dr\. /) });
    const mineIds = mine
      .json()
      .result.days.flatMap((one: { bookings: { bookingId: string }[] }) => one.bookings.map((b) => b.bookingId));
    expect(mineIds).toContain(booked.bookingId);
    const stranger = await otherDoctorOf(own, npi);
    const theirs = await staff.get(
      desk,
      `${STAFF_WEEK_PATHS.week}?locationId=${own}&from=${from}&physicianNpi=${stranger}`,
    );
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().result.physician).toBeNull();
    expect(theirs.json().result.days.every((one: { bookings: unknown[] }) => one.bookings.length === 0)).toBe(true);
    const doctorDay = await staff.get(
      desk,
      `${STAFF_PATHS.dayBookings}?locationId=${own}&day=${day}&physicianNpi=${npi}`,
    );
    expect(doctorDay.statusCode, doctorDay.body).toBe(200);
    expect(doctorDay.json().result.bookings.map((b: { bookingId: string }) => b.bookingId)).toContain(booked.bookingId);
    const strangerDay = await staff.get(
      desk,
      `${STAFF_PATHS.dayBookings}?locationId=${own}&day=${day}&physicianNpi=${stranger}`,
    );
    expect(strangerDay.json().result.bookings).toEqual([]);
    // The day's CSV of one doctor is that doctor's day, as the console shows it.
    const csv = await staff.get(desk, `${STAFF_PATHS.dayCsv}?locationId=${own}&day=${day}&physicianNpi=${npi}`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain(booked.bookingId);
    expect(csv.headers["content-disposition"]).toContain(`-${npi}-${day}.csv`);
    const strangerCsv = await staff.get(
      desk,
      `${STAFF_PATHS.dayCsv}?locationId=${own}&day=${day}&physicianNpi=${stranger}`,
    );
    expect(strangerCsv.body).not.toContain(booked.bookingId);

    const audit = await db()
      .selectFrom("staff_audit")
      .select(["action", "outcome", "location_id", "day"])
      .where("subject", "=", `desk.${own}`)
      .where("action", "in", ["view-week", "view-day"])
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      { action: "view-week", outcome: expect.stringMatching(/^shown [1-9]\d*$/), location_id: own, day: from },
      {
        action: "view-week",
        outcome: expect.stringMatching(new RegExp(`^shown [1-9]\\d* of ${npi}$`)),
        location_id: own,
        day: from,
      },
      { action: "view-week", outcome: `shown 0 of ${stranger}`, location_id: own, day: from },
      {
        action: "view-day",
        outcome: expect.stringMatching(new RegExp(`^shown [1-9]\\d* of ${npi}$`)),
        location_id: own,
        day,
      },
      { action: "view-day", outcome: `shown 0 of ${stranger}`, location_id: own, day },
    ]);

    // Another location's desk: the 404 of a location that does not exist, audited as refused.
    const outsider = await staff.signInAs(`desk.${other}`);
    const refused = await staff.get(outsider, `${STAFF_WEEK_PATHS.week}?locationId=${own}&from=${from}`);
    expect(refused.statusCode).toBe(404);
    const unknown = await staff.get(outsider, `${STAFF_WEEK_PATHS.week}?locationId=LOC-99999&from=${from}`);
    expect(unknown.statusCode).toBe(404);
    expect(refused.json()).toEqual(unknown.json());
    expect((await staff.get(outsider, `${STAFF_WEEK_PATHS.doctors}?locationId=${own}`)).statusCode).toBe(404);
    const refusals = await db()
      .selectFrom("staff_audit")
      .select("outcome")
      .where("subject", "=", `desk.${other}`)
      .where("action", "=", "view-week")
      .execute();
    expect(refusals).toEqual([{ outcome: "not-found" }, { outcome: "not-found" }]);
  });

  it("bad input is a clear 400 and changes nothing; signed out 401", async () => {
    const booked = await bookNextSlot(test);
    const { own } = await locationsOf(db(), booked.slot.calendarId);
    const desk = await staff.signInAs(`desk.${own}`);
    const weekRows = () =>
      db()
        .selectFrom("staff_audit")
        .select("id")
        .where("subject", "=", `desk.${own}`)
        .where("action", "=", "view-week")
        .execute();
    const before = await weekRows();
    for (const query of [
      `locationId=${own}&from=2026-02-30`,
      `locationId=${own}&from=2026-13-01`,
      `locationId=${own}&from=tomorrow`,
      `locationId=${own}`,
      `from=2026-11-23`,
      `locationId=${own}&from=2026-11-23&physicianNpi=12345`,
    ]) {
      const response = await staff.get(desk, `${STAFF_WEEK_PATHS.week}?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    const badDoctor = await staff.get(
      desk,
      `${STAFF_PATHS.dayBookings}?locationId=${own}&day=2026-11-23&physicianNpi=x`,
    );
    expect(badDoctor.statusCode).toBe(400);
    // A day the calendar lacks is refused by the day's view and its export too, never asked of the database.
    for (const path of [STAFF_PATHS.dayBookings, STAFF_PATHS.dayCsv]) {
      const noSuchDay = await staff.get(desk, `${path}?locationId=${own}&day=2026-02-31`);
      expect(noSuchDay.statusCode, path).toBe(400);
    }
    expect(await weekRows()).toEqual(before);
    const anonymous = await test.app.inject({
      method: "GET",
      url: `${STAFF_WEEK_PATHS.week}?locationId=${own}&from=2026-11-23`,
    });
    expect(anonymous.statusCode).toBe(401);
    const anonymousDoctors = await test.app.inject({
      method: "GET",
      url: `${STAFF_WEEK_PATHS.doctors}?locationId=${own}`,
    });
    expect(anonymousDoctors.statusCode).toBe(401);
  });
});
