import { availableDaySchema } from "@fad/contracts/appointments/available-day";
import { TEXTING_SOURCE } from "@fad/contracts/scheduling/texting-source";
import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../database/create-database.ts";
import {
  EVERY_DAY,
  hours,
  insertAppointment,
  insertAppointmentTypes,
  insertCalendar,
} from "../testing/scheduling-fixtures.ts";
import { createTestDatabase, testDatabaseKinds } from "../testing/test-database.ts";
import { findAvailability, firstAvailableOf } from "./find-availability.ts";
import { parseSlotId } from "./slot-id.ts";

const LONG_AGO = new Date("2026-10-01T00:00:00Z");
const MONDAY = 1;
const SUNDAY = 0;

describe.each(testDatabaseKinds())("findAvailability on %s", (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    await insertAppointmentTypes(db);
    await insertCalendar(db, {
      calendarId: "CHI",
      timeZone: "America/Chicago",
      rules: hours(EVERY_DAY, ["09:00", "12:00"], ["13:00", "17:00"]),
      typeCodes: ["NEWPT", "FOLLOW", "TELE", "ERPRIV"],
    });
    await insertCalendar(db, {
      calendarId: "PHX",
      timeZone: "America/Phoenix",
      rules: hours(EVERY_DAY, ["09:00", "12:00"]),
      typeCodes: ["NEWPT"],
    });
    await insertCalendar(db, {
      calendarId: "NIGHT",
      timeZone: "America/Chicago",
      rules: [
        [SUNDAY, "00:30", "04:00"],
        [MONDAY, "09:00", "10:00"],
      ],
      typeCodes: ["NEWPT"],
    });
    await insertCalendar(db, {
      calendarId: "SHORT",
      timeZone: "America/Chicago",
      rules: hours([MONDAY], ["09:00", "10:40"], ["13:00", "14:00"]),
      typeCodes: ["NEWPT", "CONSULT", "FOLLOW"],
    });
    await insertCalendar(db, {
      calendarId: "BUSY",
      timeZone: "America/Chicago",
      rules: hours([1, 2, 3, 4, 5], ["09:00", "12:00"]),
      typeCodes: ["NEWPT", "FOLLOW"],
    });
    await insertCalendar(db, {
      calendarId: "TEXTONLY",
      timeZone: "America/Chicago",
      rules: hours(EVERY_DAY, ["09:00", "12:00"]),
      typeCodes: ["ERPRIV", "FOLLOW"],
    });
  });

  afterAll(async () => {
    await database?.close();
  });

  async function daysOf(
    calendarId: string,
    startDate: string,
    numberDaysOut: number,
    extra: { code?: string | null; now?: Date; source?: string | null } = {},
  ) {
    const result = await findAvailability({
      db: database.db,
      calendarIds: [calendarId],
      appointmentTypeCode: extra.code === undefined ? "NEWPT" : extra.code,
      startDate,
      numberDaysOut,
      now: extra.now ?? LONG_AGO,
      source: extra.source ?? null,
    });
    const days = result.get(calendarId);
    if (!days) throw new Error(`no entry for ${calendarId}`);
    for (const day of days) availableDaySchema.parse(day);
    return days;
  }

  function instantsOf(day: { timeSlots: { appointmentId: string }[] }): string[] {
    return day.timeSlots.map((slot) => parseSlotId(slot.appointmentId)?.start.toISOString() ?? "bad id");
  }

  it("keeps 09:00 local across the spring-forward week in Chicago, moving the UTC instant", async () => {
    const days = await daysOf("CHI", "20270312", 4);
    expect(days.map((day) => day.day)).toEqual(["20270312", "20270313", "20270314", "20270315"]);
    for (const day of days) {
      expect(day.timeSlots[0]?.startTime).toBe("09:00");
      expect(day.firstAvailable).toBe(`${day.day} 09:00`);
      expect(day.timeSlots).toHaveLength(6 + 8);
    }
    expect(instantsOf(days[0] as never)[0]).toBe("2027-03-12T15:00:00.000Z");
    expect(instantsOf(days[2] as never)[0]).toBe("2027-03-14T14:00:00.000Z");
    expect(instantsOf(days[3] as never)[0]).toBe("2027-03-15T14:00:00.000Z");
  });

  it("keeps 09:00 local across the fall-back week in Chicago", async () => {
    const days = await daysOf("CHI", "20261030", 4);
    expect(days.map((day) => [day.day, day.timeSlots[0]?.startTime, instantsOf(day)[0]])).toEqual([
      ["20261030", "09:00", "2026-10-30T14:00:00.000Z"],
      ["20261031", "09:00", "2026-10-31T14:00:00.000Z"],
      ["20261101", "09:00", "2026-11-01T15:00:00.000Z"],
      ["20261102", "09:00", "2026-11-02T15:00:00.000Z"],
    ]);
  });

  it("keeps Phoenix at UTC−7 on both change dates", async () => {
    const march = await daysOf("PHX", "20270314", 1);
    const november = await daysOf("PHX", "20261101", 1);
    expect(instantsOf(march[0] as never)[0]).toBe("2027-03-14T16:00:00.000Z");
    expect(instantsOf(november[0] as never)[0]).toBe("2026-11-01T16:00:00.000Z");
  });

  it("skips the hour the clock jumps over and offers the repeated hour once", async () => {
    const [spring] = await daysOf("NIGHT", "20270314", 1);
    expect(spring?.timeSlots.map((slot) => slot.startTime)).toEqual(["00:30", "01:00", "01:30", "03:00", "03:30"]);
    expect(instantsOf(spring as never)).toEqual([
      "2027-03-14T06:30:00.000Z",
      "2027-03-14T07:00:00.000Z",
      "2027-03-14T07:30:00.000Z",
      "2027-03-14T08:00:00.000Z",
      "2027-03-14T08:30:00.000Z",
    ]);
    const [fall] = await daysOf("NIGHT", "20261101", 1);
    expect(fall?.timeSlots.map((slot) => slot.startTime)).toEqual([
      "00:30",
      "01:00",
      "01:30",
      "02:00",
      "02:30",
      "03:00",
      "03:30",
    ]);
    expect(instantsOf(fall as never).slice(0, 5)).toEqual([
      "2026-11-01T05:30:00.000Z",
      "2026-11-01T06:00:00.000Z",
      "2026-11-01T06:30:00.000Z",
      "2026-11-01T08:00:00.000Z",
      "2026-11-01T08:30:00.000Z",
    ]);
  });

  it("steps by the type's duration, skips lunch, and drops a slot that would end after the rule", async () => {
    const starts = async (code: string) =>
      (await daysOf("SHORT", "20261123", 1, { code }))[0]?.timeSlots.map((slot) => [slot.startTime, slot.duration]);
    expect(await starts("NEWPT")).toEqual([
      ["09:00", 30],
      ["09:30", 30],
      ["10:00", 30],
      ["13:00", 30],
      ["13:30", 30],
    ]);
    expect(await starts("CONSULT")).toEqual([
      ["09:00", 45],
      ["09:45", 45],
      ["13:00", 45],
    ]);
    expect((await starts("FOLLOW"))?.map(([time]) => time)).toEqual([
      "09:00",
      "09:20",
      "09:40",
      "10:00",
      "10:20",
      "13:00",
      "13:20",
      "13:40",
    ]);
  });

  it("writes each slot's 12-hour clock time", async () => {
    const [day] = await daysOf("CHI", "20261123", 1);
    const byStart = new Map(day?.timeSlots.map((slot) => [slot.startTime, slot.twelveHourClockTime]));
    expect(byStart.get("09:00")).toBe("9:00a");
    expect(byStart.get("13:30")).toBe("1:30p");
    expect(byStart.has("12:00")).toBe(false);
  });

  it("hides held and booked slots, not expired holds nor released or expired rows", async () => {
    const now = new Date("2026-11-23T14:00:00Z");
    const row = { calendarId: "BUSY", typeCode: "NEWPT", minutes: 30 } as const;
    const insert = (start: string, status: "held" | "booked" | "released" | "expired", holdExpiresAt: string) =>
      insertAppointment(database.db, { ...row, start, status, holdExpiresAt });
    // Tuesday 2026-11-24 (UTC−6): 09:00 is 15:00Z.
    await insert("2026-11-24T15:00:00Z", "held", "2026-11-23T14:10:00Z");
    await insert("2026-11-24T15:30:00Z", "held", "2026-11-23T13:50:00Z");
    await insert("2026-11-24T16:00:00Z", "booked", "2026-11-23T13:00:00Z");
    await insert("2026-11-24T16:30:00Z", "released", "2026-11-23T14:10:00Z");
    await insert("2026-11-24T17:00:00Z", "expired", "2026-11-23T13:00:00Z");
    // Wednesday: a 20-minute hold from 09:15 overlaps both the 09:00 and the 09:30 slot.
    await insertAppointment(database.db, {
      calendarId: "BUSY",
      typeCode: "FOLLOW",
      minutes: 20,
      start: "2026-11-25T15:15:00Z",
      status: "held",
      holdExpiresAt: "2026-11-23T14:10:00Z",
    });

    const [tuesday, wednesday] = await daysOf("BUSY", "20261124", 2, { now });
    expect(tuesday?.timeSlots.map((slot) => slot.startTime)).toEqual(["09:30", "10:30", "11:00", "11:30"]);
    expect(tuesday?.firstAvailable).toBe("20261124 09:30");
    expect(wednesday?.timeSlots.map((slot) => slot.startTime)).toEqual(["10:00", "10:30", "11:00", "11:30"]);

    // Once the holds run out their slots come back; the booking stays.
    const later = await daysOf("BUSY", "20261124", 2, { now: new Date("2026-11-23T14:10:00Z") });
    expect(later[0]?.timeSlots.map((slot) => slot.startTime)).toEqual(["09:00", "09:30", "10:30", "11:00", "11:30"]);
    expect(later[1]?.timeSlots).toHaveLength(6);
  });

  it("drops slots that start at or before now", async () => {
    const now = new Date("2026-11-24T16:00:00Z"); // 10:00 in Chicago
    const days = await daysOf("CHI", "20261123", 3, { now });
    expect(days[0]).toEqual({ day: "20261123", firstAvailable: null, timeSlots: [] });
    expect(days[1]?.timeSlots[0]?.startTime).toBe("10:30");
    expect(days[1]?.firstAvailable).toBe("20261124 10:30");
    expect(days[2]?.timeSlots).toHaveLength(14);
    expect(firstAvailableOf(days)).toBe("20261124 10:30");
  });

  it("gives every day of the window, all empty for a type not offered, an unknown type or calendar", async () => {
    for (const [calendarId, code] of [
      ["SHORT", "ANNUAL"],
      ["CHI", "NOPE"],
      ["NO-SUCH-CALENDAR", "NEWPT"],
    ] as const) {
      const days = await daysOf(calendarId, "20261228", 7, { code });
      expect(days.map((day) => day.day)).toEqual([
        "20261228",
        "20261229",
        "20261230",
        "20261231",
        "20270101",
        "20270102",
        "20270103",
      ]);
      expect(days.every((day) => day.timeSlots.length === 0 && day.firstAvailable === null)).toBe(true);
      expect(firstAvailableOf(days)).toBeNull();
    }
  });

  it("offers the texting-only type to the texting source only", async () => {
    const total = (days: { timeSlots: unknown[] }[]) => days.reduce((sum, day) => sum + day.timeSlots.length, 0);
    expect(total(await daysOf("CHI", "20261123", 7, { code: "ERPRIV" }))).toBe(0);
    expect(total(await daysOf("CHI", "20261123", 7, { code: "ERPRIV", source: "cms" }))).toBe(0);
    expect(total(await daysOf("CHI", "20261123", 7, { code: "ERPRIV", source: TEXTING_SOURCE }))).toBe(7 * 14);
  });

  it("uses each calendar's default type when none is given, never the texting-only one", async () => {
    const [chicago] = await daysOf("CHI", "20261123", 1, { code: null });
    expect(chicago?.timeSlots[0]?.duration).toBe(30);
    // SHORT offers Consultation (New, 45 min), which sorts before New Patient Visit.
    const [short] = await daysOf("SHORT", "20261123", 1, { code: null });
    expect(short?.timeSlots.map((slot) => slot.duration)).toEqual([45, 45, 45]);
    const textOnly = await daysOf("TEXTONLY", "20261123", 3, { code: null, source: TEXTING_SOURCE });
    expect(textOnly.every((day) => day.timeSlots.length === 0)).toBe(true);
  });

  it("answers many calendars in at most three queries, and one once their schedules are cached", async () => {
    let queries = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const db = database.db.withPlugin(counter);
    const calendarIds = ["CHI", "PHX", "NIGHT", "SHORT", "BUSY", "TEXTONLY", "NO-SUCH-CALENDAR"];
    const ask = () =>
      findAvailability({ db, calendarIds, startDate: "20261123", numberDaysOut: 89, now: LONG_AGO, source: null });
    const first = await ask();
    expect(queries).toBeLessThanOrEqual(3);
    expect([...first.keys()]).toEqual(calendarIds);
    expect(first.get("PHX")).toHaveLength(89);
    queries = 0;
    const second = await ask();
    // Calendars that do not exist are not cached, so they are looked for again.
    expect(queries).toBe(2);
    expect(second).toEqual(first);
    queries = 0;
    await findAvailability({
      db,
      calendarIds: calendarIds.slice(0, 6),
      startDate: "20261123",
      numberDaysOut: 89,
      now: LONG_AGO,
    });
    expect(queries).toBe(1);
  });
});
