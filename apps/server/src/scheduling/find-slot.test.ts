import { TEXTING_SOURCE } from "@fad/contracts/scheduling/texting-source";
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
import { findSlot } from "./find-slot.ts";
import { formatSlotId } from "./slot-id.ts";

const NOW = new Date("2026-11-23T14:00:00Z");

describe.each(testDatabaseKinds())("findSlot on %s", (kind) => {
  let database: DatabaseHandle;
  let place: { providerLocationId: number; locationId: string; npi: string };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await insertAppointmentTypes(database.db);
    place = await insertCalendar(database.db, {
      calendarId: "SLOTS",
      timeZone: "America/Chicago",
      rules: hours(EVERY_DAY, ["09:00", "12:00"], ["13:00", "17:00"]),
      typeCodes: ["NEWPT", "FOLLOW", "ERPRIV"],
    });
    await insertCalendar(database.db, {
      calendarId: "OTHER",
      timeZone: "America/Denver",
      rules: hours(EVERY_DAY, ["09:00", "12:00"]),
      typeCodes: ["NEWPT"],
    });
  });

  afterAll(async () => {
    await database?.close();
  });

  const find = (slotId: string, extra: { calendarId?: string; code?: string; now?: Date; source?: string } = {}) =>
    findSlot({
      db: database.db,
      calendarId: extra.calendarId ?? "SLOTS",
      appointmentTypeCode: extra.code ?? "NEWPT",
      slotId,
      now: extra.now ?? NOW,
      source: extra.source ?? null,
    });

  it("finds a slot of the weekly rules with its local day, time and place", async () => {
    const slotId = formatSlotId("SLOTS", new Date("2026-11-24T19:30:00Z"), 30);
    expect(await find(slotId)).toEqual({
      kind: "found",
      slot: {
        slotId,
        calendarId: "SLOTS",
        appointmentTypeCode: "NEWPT",
        start: new Date("2026-11-24T19:30:00Z"),
        end: new Date("2026-11-24T20:00:00Z"),
        durationMinutes: 30,
        day: "20261124",
        startTime: "13:30",
        timeZone: "America/Chicago",
        providerLocationId: place.providerLocationId,
        locationId: place.locationId,
        physicianNpi: place.npi,
      },
    });
  });

  it("finds 09:00 on both sides of a daylight-saving change", async () => {
    const now = new Date("2026-10-01T00:00:00Z");
    for (const [instant, day] of [
      ["2027-03-12T15:00:00Z", "20270312"],
      ["2027-03-15T14:00:00Z", "20270315"],
      ["2026-11-02T15:00:00Z", "20261102"],
    ] as const) {
      const result = await find(formatSlotId("SLOTS", new Date(instant), 30), { now });
      expect(result.kind === "found" && [result.slot.day, result.slot.startTime]).toEqual([day, "09:00"]);
    }
    // 09:00 of the summer offset is 08:00 in winter: no such slot.
    const summerNine = formatSlotId("SLOTS", new Date("2027-03-12T14:00:00Z"), 30);
    expect(await find(summerNine, { now })).toEqual({ kind: "unknown" });
  });

  it("finds a slot someone holds: the database decides that at insert time", async () => {
    await insertAppointment(database.db, {
      calendarId: "SLOTS",
      typeCode: "NEWPT",
      start: "2026-11-25T15:00:00Z",
      minutes: 30,
      status: "held",
      holdExpiresAt: "2026-11-23T14:15:00Z",
    });
    expect((await find(formatSlotId("SLOTS", new Date("2026-11-25T15:00:00Z"), 30))).kind).toBe("found");
  });

  it("answers unknown for anything the rules do not produce", async () => {
    const at = (instant: string, minutes = 30, calendarId = "SLOTS") =>
      formatSlotId(calendarId, new Date(instant), minutes);
    const cases: [string, Parameters<typeof find>[1]?][] = [
      ["garbage"],
      [""],
      [at("2026-11-24T18:00:00Z")], // 12:00, lunch
      [at("2026-11-24T15:10:00Z")], // 09:10, off the 30-minute grid
      [at("2026-11-24T22:45:00Z")], // 16:45 would end after 17:00
      [at("2026-11-24T15:00:00Z", 20)], // a 20-minute slot asked as New Patient (30)
      [at("2026-11-24T15:00:00Z"), { code: "FOLLOW" }], // the id says 30 minutes, Follow-Up lasts 20
      [at("2026-11-24T15:00:00Z"), { code: "ANNUAL" }], // type not offered by the calendar
      [at("2026-11-24T15:00:00Z"), { code: "NOPE" }],
      [at("2026-11-24T15:00:00Z"), { calendarId: "OTHER" }], // the id names another calendar
      [at("2026-11-24T15:00:00Z", 30, "NOPE"), { calendarId: "NOPE" }],
      [at("2026-11-23T14:00:00Z")], // starts now
      [at("2026-11-23T15:00:00Z"), { now: new Date("2026-11-23T15:30:00Z") }], // past
      [at("2026-11-24T15:00:00Z"), { code: "ERPRIV" }], // texting-only without the texting source
      [at("2026-11-24T15:00:00Z"), { code: "ERPRIV", source: "cms" }],
    ];
    for (const [slotId, extra] of cases) {
      expect(await find(slotId, extra), JSON.stringify([slotId, extra])).toEqual({ kind: "unknown" });
    }
  });

  it("finds the texting-only type for the texting source", async () => {
    const slotId = formatSlotId("SLOTS", new Date("2026-11-24T15:00:00Z"), 30);
    expect((await find(slotId, { code: "ERPRIV", source: TEXTING_SOURCE })).kind).toBe("found");
  });
});
