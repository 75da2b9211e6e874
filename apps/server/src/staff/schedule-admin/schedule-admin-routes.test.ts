import { searchSlotsResponseSchema } from "@fad/contracts/appointments/search-slots";
import { SCHEDULE_MESSAGES, SCHEDULE_PATHS } from "@fad/contracts/staff/schedule-admin";
import { STAFF_MESSAGES } from "@fad/contracts/staff/staff-console";
import { afterAll, describe, expect, it } from "vitest";
import type { Database } from "../../database/create-database.ts";
import { findAvailability } from "../../scheduling/find-availability.ts";
import { type BookingTestApp, DISTINCTIVE, newHolderCookie } from "../../testing/booking-fixtures.ts";
import { bookNextSlot, MANAGE_URLS } from "../../testing/manage-fixtures.ts";
import { type ServerProcess, startServerProcess } from "../../testing/server-process.ts";
import { isoDay, locationsOf, signInAs, startStaffTestApp } from "../../testing/staff-fixtures.ts";
import { testDatabaseKinds } from "../../testing/test-database.ts";

const locationOf = async (db: Database, calendarId: string) => (await locationsOf(db, calendarId)).own;

/** Another location of the network and one of its calendars. */
async function elsewhere(db: Database, locationId: string): Promise<{ locationId: string; calendarId: string }> {
  const row = await db
    .selectFrom("calendars as c")
    .innerJoin("provider_locations as pl", "pl.id", "c.provider_location_id")
    .select(["pl.location_id", "c.id"])
    .where("pl.location_id", "!=", locationId)
    .orderBy("c.id")
    .executeTakeFirstOrThrow();
  return { locationId: row.location_id, calendarId: row.id };
}

/** The start times ("HH:mm") a patient is offered on one day of the test calendar, from the app's own search. */
async function offeredTimes(test: BookingTestApp, day: string): Promise<string[]> {
  return (await offeredSlots(test, day)).map((slot) => slot.startTime);
}

async function offeredSlots(
  test: BookingTestApp,
  day: string,
  typeCode = test.calendar.typeCode,
): Promise<{ startTime: string; appointmentId: string }[]> {
  const response = await test.app.inject({
    method: "POST",
    url: "/fadmaa/appointment/search",
    payload: { calendarId: test.calendar.calendarId, startDate: day, appointmentTypeIds: [typeCode], numberDaysOut: 1 },
  });
  expect(response.statusCode, response.body).toBe(200);
  return searchSlotsResponseSchema.parse(response.json()).result[0]?.timeSlots ?? [];
}

describe.each(testDatabaseKinds())("the scheduling administrator's calls on %s", (kind) => {
  const staff = startStaffTestApp(kind);
  const { test } = staff;

  it("blocks time at once for patients, lists the bookings under it and cancels none; removing it offers the time again", async () => {
    const { get, post } = staff;
    const booked = await bookNextSlot(test);
    const locationId = await locationOf(test.database.db, booked.slot.calendarId);
    const admin = await signInAs(test.app, `admin.${locationId}`);
    const beforeSlots = await offeredSlots(test, booked.slot.date);
    const before = beforeSlots.map((slot) => slot.startTime);
    const later = beforeSlots.find((slot) => slot.startTime > booked.slot.startTime);
    expect(later).toBeDefined();

    const added = await post(admin, SCHEDULE_PATHS.blocks, {
      kind: "once",
      locationId,
      calendarId: booked.slot.calendarId,
      day: isoDay(booked.slot.date),
      startTime: booked.slot.startTime,
      endTime: "24:00",
      label: "Surgery",
    });
    expect(added.statusCode, added.body).toBe(200);
    const { block, bookedUnder } = added.json().result;
    expect(bookedUnder).toEqual([
      expect.objectContaining({
        bookingId: booked.bookingId,
        patientName: `${DISTINCTIVE.lastName}, ${DISTINCTIVE.firstName}`,
      }),
    ]);
    expect(block).toMatchObject({ kind: "once", label: "Surgery", calendarId: booked.slot.calendarId });
    // Nothing is cancelled by the block; the patient is offered nothing from its start on, at once.
    const status = await test.database.db
      .selectFrom("appointments")
      .select("status")
      .where("booking_id", "=", booked.bookingId)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe("booked");
    const during = await offeredTimes(test, booked.slot.date);
    expect(during.filter((time) => time >= booked.slot.startTime)).toEqual([]);
    expect(during).toEqual(before.filter((time) => time < booked.slot.startTime));
    // A blocked time cannot be held either (a hold names a slot the patient saw before the block).
    const blockedSlot = { ...booked.slot, appointmentId: later?.appointmentId, startTime: later?.startTime };
    const hold = await test.app.inject({
      method: "POST",
      url: MANAGE_URLS.hold,
      payload: blockedSlot,
      headers: { cookie: await newHolderCookie(test.app) },
    });
    expect(hold.statusCode, hold.body).not.toBe(200);

    const schedule = await get(admin, `${SCHEDULE_PATHS.schedule}?locationId=${locationId}`);
    expect(schedule.statusCode, schedule.body).toBe(200);
    expect(schedule.headers["cache-control"]).toBe("no-store");
    expect(schedule.json().result.blocks.map((one: { blockId: string }) => one.blockId)).toContain(block.blockId);

    const audit = await test.database.db
      .selectFrom("staff_audit")
      .select(["action", "outcome", "booking_id", "subject"])
      .where("action", "in", ["add-block", "view-blocked-booking", "view-schedule"])
      .where("location_id", "=", locationId)
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      { action: "add-block", outcome: `added once ${block.blockId}`, booking_id: null, subject: `admin.${locationId}` },
      {
        action: "view-blocked-booking",
        outcome: `listed under block ${block.blockId}`,
        booking_id: booked.bookingId,
        subject: `admin.${locationId}`,
      },
      {
        action: "view-schedule",
        outcome: expect.stringMatching(/^shown \d+$/),
        booking_id: null,
        subject: `admin.${locationId}`,
      },
    ]);
    expect(test.logs()).not.toContain(DISTINCTIVE.lastName);

    const removed = await post(admin, SCHEDULE_PATHS.removeBlock(block.blockId), {});
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await offeredTimes(test, booked.slot.date)).toEqual(before);
  });

  it("blocks weekly spans and whole closed days of every calendar of the location", async () => {
    const { post } = staff;
    const slot = test.takeSlot();
    const locationId = await locationOf(test.database.db, slot.calendarId);
    const admin = await signInAs(test.app, `admin.${locationId}`);
    const before = await offeredTimes(test, slot.date);
    expect(before.length).toBeGreaterThan(0);
    const weekday = new Date(`${isoDay(slot.date)}T00:00:00Z`).getUTCDay();

    const weekly = await post(admin, SCHEDULE_PATHS.blocks, {
      kind: "weekly",
      locationId,
      calendarId: null,
      weekday,
      startTime: "00:00",
      endTime: "12:00",
      firstDay: null,
      lastDay: null,
      label: "Team meeting",
    });
    expect(weekly.statusCode, weekly.body).toBe(200);
    expect(weekly.json().result.block.when).toMatch(/^Every \w+day, 12:00 AM – 12:00 PM$/);
    expect(await offeredTimes(test, slot.date)).toEqual(before.filter((time) => time >= "12:00"));
    await post(admin, SCHEDULE_PATHS.removeBlock(weekly.json().result.block.blockId), {});

    const closure = await post(admin, SCHEDULE_PATHS.blocks, {
      kind: "closure",
      locationId,
      calendarId: null,
      firstDay: isoDay(slot.date),
      lastDay: isoDay(slot.date),
      label: "Thanksgiving",
    });
    expect(closure.statusCode, closure.body).toBe(200);
    expect(await offeredTimes(test, slot.date)).toEqual([]);
    await post(admin, SCHEDULE_PATHS.removeBlock(closure.json().result.block.blockId), {});
    expect(await offeredTimes(test, slot.date)).toEqual(before);
  });

  it("changes weekly hours, offered types and new patients online, each at once", async () => {
    const { get, post } = staff;
    const slot = test.takeSlot();
    const { calendarId, typeCode } = test.calendar;
    const locationId = await locationOf(test.database.db, calendarId);
    const admin = await signInAs(test.app, `admin.${locationId}`);
    const schedule = (await get(admin, `${SCHEDULE_PATHS.schedule}?locationId=${locationId}`)).json().result;
    const calendar = schedule.calendars.find((one: { calendarId: string }) => one.calendarId === calendarId);
    expect(calendar.hours.length).toBeGreaterThan(0);
    const before = await offeredTimes(test, slot.date);

    const weekday = new Date(`${isoDay(slot.date)}T00:00:00Z`).getUTCDay();
    const hours = await post(admin, SCHEDULE_PATHS.hours(calendarId), {
      hours: [{ weekday, startTime: slot.startTime, endTime: addMinutes(slot.startTime, slot.duration) }],
    });
    expect(hours.statusCode, hours.body).toBe(200);
    expect(await offeredTimes(test, slot.date)).toEqual([slot.startTime]);
    const overlapping = await post(admin, SCHEDULE_PATHS.hours(calendarId), {
      hours: [
        { weekday: 1, startTime: "09:00", endTime: "12:00" },
        { weekday: 1, startTime: "11:00", endTime: "13:00" },
      ],
    });
    expect(overlapping.statusCode).toBe(400);
    const restored = await post(admin, SCHEDULE_PATHS.hours(calendarId), { hours: calendar.hours });
    expect(restored.json().result.hours).toEqual(calendar.hours);
    expect(await offeredTimes(test, slot.date)).toEqual(before);

    const offered: string[] = calendar.types
      .filter((type: { offered: boolean }) => type.offered)
      .map((type: { code: string }) => type.code);
    const without = await post(admin, SCHEDULE_PATHS.types(calendarId), {
      codes: offered.filter((code) => code !== typeCode),
    });
    expect(without.statusCode, without.body).toBe(200);
    expect(await offeredTimes(test, slot.date)).toEqual([]);
    const unknown = await post(admin, SCHEDULE_PATHS.types(calendarId), { codes: ["NO-SUCH-TYPE"] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().status.details).toBe(SCHEDULE_MESSAGES.unknownType);
    await post(admin, SCHEDULE_PATHS.types(calendarId), { codes: offered });
    expect(await offeredTimes(test, slot.date)).toEqual(before);

    // Without a chosen type a visitor is a new patient (decision 86): nothing is offered where not taken.
    const defaultTimes = async () =>
      (
        await findAvailability({
          db: test.database.db,
          calendarIds: [calendarId],
          startDate: slot.date,
          numberDaysOut: 1,
          now: test.time.clock(),
        })
      ).get(calendarId)?.[0]?.timeSlots.length ?? 0;
    expect(await defaultTimes()).toBeGreaterThan(0);
    const closed = await post(admin, SCHEDULE_PATHS.newPatients(calendarId), { accepting: false });
    expect(closed.json().result.acceptsNewPatients).toBe(false);
    expect(await defaultTimes()).toBe(0);
    await post(admin, SCHEDULE_PATHS.newPatients(calendarId), { accepting: calendar.acceptsNewPatients });
    expect(await defaultTimes()).toBeGreaterThan(0);

    const actions = await test.database.db
      .selectFrom("staff_audit")
      .select("action")
      .where("subject", "=", `admin.${locationId}`)
      .where("action", "in", ["set-hours", "set-types", "set-new-patients"])
      .execute();
    expect(actions.map((row) => row.action).sort()).toEqual([
      "set-hours",
      "set-hours",
      "set-new-patients",
      "set-new-patients",
      "set-types",
      "set-types",
    ]);
  });

  it("keeps the front desk out and another location's administrator at the 404 of an unknown id", async () => {
    const { get, post } = staff;
    const { calendarId } = test.calendar;
    const locationId = await locationOf(test.database.db, calendarId);
    const other = await elsewhere(test.database.db, locationId);
    const desk = await signInAs(test.app, `desk.${locationId}`);
    expect((await get(desk, `${SCHEDULE_PATHS.schedule}?locationId=${locationId}`)).statusCode).toBe(403);

    const admin = await signInAs(test.app, `admin.${locationId}`);
    const stranger = await signInAs(test.app, `admin.${other.locationId}`);
    const once = { kind: "once", calendarId, day: "2026-12-01", startTime: "08:00", endTime: "12:00", label: "x" };
    const mine = await post(admin, SCHEDULE_PATHS.blocks, { ...once, locationId });
    const blockId: string = mine.json().result.block.blockId;

    const theirs = await post(stranger, SCHEDULE_PATHS.hours(calendarId), { hours: [] });
    const none = await post(stranger, SCHEDULE_PATHS.hours("NO-SUCH-CAL"), { hours: [] });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(none.body);
    expect(theirs.json().status.details).toBe(SCHEDULE_MESSAGES.calendarNotFound);
    expect((await post(stranger, SCHEDULE_PATHS.newPatients(calendarId), { accepting: false })).statusCode).toBe(404);
    expect((await post(stranger, SCHEDULE_PATHS.types(calendarId), { codes: [] })).statusCode).toBe(404);
    expect((await get(stranger, `${SCHEDULE_PATHS.schedule}?locationId=${locationId}`)).json().status.details).toBe(
      STAFF_MESSAGES.locationNotFound,
    );
    expect((await post(stranger, SCHEDULE_PATHS.blocks, { ...once, locationId })).statusCode).toBe(404);
    // Its own location with our calendar: still not found.
    expect((await post(stranger, SCHEDULE_PATHS.blocks, { ...once, locationId: other.locationId })).statusCode).toBe(
      404,
    );
    const removeTheirs = await post(stranger, SCHEDULE_PATHS.removeBlock(blockId), {});
    const removeNone = await post(stranger, SCHEDULE_PATHS.removeBlock("999999999"), {});
    expect(removeTheirs.statusCode).toBe(404);
    expect(removeTheirs.body).toBe(removeNone.body);
    const refused = await test.database.db
      .selectFrom("staff_audit")
      .select("action")
      .where("subject", "=", `admin.${other.locationId}`)
      .where("outcome", "like", "not-found%")
      .execute();
    expect(refused.length).toBeGreaterThanOrEqual(7);

    // Changes need the CSRF token; bad input is a 400 envelope naming the field.
    expect((await post(admin, SCHEDULE_PATHS.removeBlock(blockId), {}, false)).statusCode).toBe(403);
    const backwards = await post(admin, SCHEDULE_PATHS.blocks, {
      ...once,
      locationId,
      startTime: "12:00",
      endTime: "08:00",
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().status.details).toContain("endTime");
    expect((await post(admin, SCHEDULE_PATHS.removeBlock(blockId), {})).statusCode).toBe(200);
  });
});

describe.each(testDatabaseKinds())("a block seen by a second server process on %s", (kind) => {
  let second: ServerProcess | undefined;
  afterAll(async () => {
    await second?.stop();
  });
  const staff = startStaffTestApp(kind, { reachable: true });
  const { test } = staff;

  it("stops offering a blocked morning at once in the other process, which had the calendar in memory", async () => {
    second = await startServerProcess({
      databaseUrl: test.databaseUrl,
      testClock: true,
      // The process's clock starts at the suite's moment (decision 61), so the same days are ahead of both.
      env: { FAD_TEST_NOW: test.time.clock().toISOString(), FAD_TEST_CLOCK_ANCHOR: "" },
    });
    const base = second.base;
    const slot = test.takeSlot();
    const ask = async () => {
      const response = await fetch(`${base}/appointment/search`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          calendarId: slot.calendarId,
          startDate: slot.date,
          appointmentTypeIds: [slot.appointmentTypeId],
          numberDaysOut: 1,
        }),
      });
      expect(response.status).toBe(200);
      const body = searchSlotsResponseSchema.parse(await response.json());
      return body.result[0]?.timeSlots.map((one) => one.startTime) ?? [];
    };
    const before = await ask();
    expect(before).toContain(slot.startTime);
    expect(await ask()).toEqual(before); // now kept in the process's memory

    const locationId = await locationOf(test.database.db, slot.calendarId);
    const admin = await signInAs(test.app, `admin.${locationId}`);
    const { post } = staff;
    const noon = "12:00";
    const added = await post(admin, SCHEDULE_PATHS.blocks, {
      kind: "once",
      locationId,
      calendarId: slot.calendarId,
      day: isoDay(slot.date),
      startTime: "00:00",
      endTime: noon,
      label: "Morning off",
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(await ask()).toEqual(before.filter((time) => time >= noon));
  }, 240_000);
});

function addMinutes(time: string, minutes: number): string {
  const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}
