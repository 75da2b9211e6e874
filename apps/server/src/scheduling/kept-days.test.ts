import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../database/create-database.ts";
import {
  EVERY_DAY,
  hours,
  insertAppointment,
  insertAppointmentTypes,
  insertCalendar,
} from "../testing/scheduling-fixtures.ts";
import {
  createSharedTestSchema,
  createTestDatabase,
  type SharedTestSchema,
  testDatabaseKinds,
} from "../testing/test-database.ts";
import { findAvailability } from "./find-availability.ts";

/**
 * Days of slots kept in memory between answers (decision 71) must never offer a slot that is held,
 * booked, past, or outside changed rules: each is checked here against the same kept days.
 */
const MORNING = new Date("2026-12-01T06:00:00Z"); // midnight in Chicago, Tuesday 1 December
const START = "20261201";

async function daysOf(db: Database, now = MORNING) {
  const found = await findAvailability({
    db,
    calendarIds: ["KEPT"],
    appointmentTypeCode: "NEWPT",
    startDate: START,
    numberDaysOut: 14,
    now,
  });
  return found.get("KEPT") ?? [];
}

const startsOf = (days: Awaited<ReturnType<typeof daysOf>>, index: number) =>
  days[index]?.timeSlots.map((slot) => slot.startTime) ?? [];

async function setUp(db: Database): Promise<void> {
  await insertAppointmentTypes(db);
  await insertCalendar(db, {
    calendarId: "KEPT",
    timeZone: "America/Chicago",
    rules: hours(EVERY_DAY, ["09:00", "11:00"]),
    typeCodes: ["NEWPT"],
  });
}

describe.each(testDatabaseKinds())("kept days of slots on %s", (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await setUp(database.db);
  });

  afterAll(async () => {
    await database?.close();
  });

  it("reuses a day whose inputs did not change, and recomputes only the day a hold lies over", async () => {
    const first = await daysOf(database.db);
    expect(startsOf(first, 2)).toEqual(["09:00", "09:30", "10:00", "10:30"]);
    const again = await daysOf(database.db);
    expect(again[2]).toBe(first[2]);

    // 3 December 09:30 Chicago, held until 06:15 UTC (a quarter of an hour after MORNING).
    await insertAppointment(database.db, {
      calendarId: "KEPT",
      typeCode: "NEWPT",
      start: "2026-12-03T15:30:00Z",
      minutes: 30,
      status: "held",
      holdExpiresAt: "2026-12-01T06:15:00Z",
    });
    const held = await daysOf(database.db);
    expect(startsOf(held, 2)).toEqual(["09:00", "10:00", "10:30"]);
    expect(held[5]).toBe(first[5]);

    // The hold runs out: the time is offered again.
    const later = await daysOf(database.db, new Date("2026-12-01T06:16:00Z"));
    expect(startsOf(later, 2)).toEqual(["09:00", "09:30", "10:00", "10:30"]);
  });

  it("never offers a kept slot once its start has passed", async () => {
    await daysOf(database.db);
    const at0915 = await daysOf(database.db, new Date("2026-12-01T15:15:00Z"));
    expect(startsOf(at0915, 0)).toEqual(["09:30", "10:00", "10:30"]);
    const afterHours = await daysOf(database.db, new Date("2026-12-01T17:00:00Z"));
    expect(startsOf(afterHours, 0)).toEqual([]);
    // An earlier moment (a clock set back) does not reuse what a later one computed.
    expect(startsOf(await daysOf(database.db), 0)).toEqual(["09:00", "09:30", "10:00", "10:30"]);
  });

  it("sees rules changed in the database directly, without being told", async () => {
    await daysOf(database.db);
    await sql`UPDATE calendar_weekly_rules SET end_time = '10:00' WHERE calendar_id = 'KEPT'`.execute(database.db);
    expect(startsOf(await daysOf(database.db), 4)).toEqual(["09:00", "09:30"]);
    await sql`UPDATE calendar_weekly_rules SET end_time = '11:00' WHERE calendar_id = 'KEPT'`.execute(database.db);
    expect(startsOf(await daysOf(database.db), 4)).toEqual(["09:00", "09:30", "10:00", "10:30"]);
  });
});

/** Two connections' worth of memory, as two server processes have: one writes, the other must see it. */
const url = process.env.TEST_DATABASE_URL;
describe.runIf(url)("kept days across two processes' memories on PostgreSQL", () => {
  let shared: SharedTestSchema;
  let reader: DatabaseHandle;
  let writer: DatabaseHandle;

  beforeAll(async () => {
    if (!url) return;
    shared = await createSharedTestSchema(url, "kept");
    writer = shared.handle;
    reader = shared.open();
    await setUp(writer.db);
  });

  afterAll(async () => {
    await reader?.close();
    await shared?.drop();
  });

  it("a booking and a rule change made elsewhere show in the next answer of a warm process", async () => {
    const warm = await daysOf(reader.db);
    expect(startsOf(warm, 1)).toEqual(["09:00", "09:30", "10:00", "10:30"]);
    await insertAppointment(writer.db, {
      calendarId: "KEPT",
      typeCode: "NEWPT",
      start: "2026-12-02T16:00:00Z",
      minutes: 30,
      status: "booked",
      holdExpiresAt: "2026-12-01T06:15:00Z",
    });
    expect(startsOf(await daysOf(reader.db), 1)).toEqual(["09:00", "09:30", "10:30"]);
    await sql`DELETE FROM calendar_weekly_rules WHERE calendar_id = 'KEPT' AND weekday = 4`.execute(writer.db);
    // 3 December is a Thursday: no hours that day any more.
    expect(startsOf(await daysOf(reader.db), 2)).toEqual([]);
  });
});
