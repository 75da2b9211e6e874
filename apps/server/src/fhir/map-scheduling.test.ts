import { describe, expect, it } from "vitest";
import type { CalendarSchedule, ScheduleType } from "../scheduling/calendar-schedules.ts";
import { NO_BLOCKS } from "../scheduling/schedule-blocks.ts";
import { calendarOpenTimes, changedSince, daysWithin, publishedDays } from "./calendar-open-times.ts";
import { daysOfIsoWeek, isoWeekOf, isoWeeksBetween } from "./iso-week.ts";
import { mapSchedule } from "./map-schedule.ts";
import { mapSlot, parseSlotId, slotId } from "./map-slot.ts";
import { BOOKING_DEEP_LINK, BOOKING_PHONE } from "./scheduling-links.ts";

const NEWPT: ScheduleType = {
  code: "NEWPT",
  friendlyName2: "New Patient Visit",
  abbreviation: "NP",
  mhdAppointmentTypeName: "New Patient",
  patientType: "New",
  durationMinutes: 30,
  textingOnly: false,
};

/** Mondays 09:00–10:30 in Chicago. */
const SCHEDULE: CalendarSchedule = {
  calendarId: "CAL-1",
  providerLocationId: 1,
  locationId: "LOC-1",
  physicianNpi: "1000000001",
  timeZone: "America/Chicago",
  acceptsNewPatients: true,
  rulesByWeekday: [[], [{ start: 9 * 60, end: 10 * 60 + 30 }], [], [], [], [], []],
  types: new Map([["NEWPT", NEWPT]]),
  defaultTypeCode: "NEWPT",
  returningTypeCode: null,
  blocks: NO_BLOCKS,
};
const at = (text: string) => Date.parse(text);

describe("ISO weeks", () => {
  it("names the week of a day, Monday to Sunday, across a year's end", () => {
    expect(isoWeekOf("20261123")).toBe("2026-W48");
    expect(isoWeekOf("20261129")).toBe("2026-W48");
    expect(isoWeekOf("20261130")).toBe("2026-W49");
    expect(isoWeekOf("20270101")).toBe("2026-W53"); // a Friday: 2026 has 53 weeks
    expect(isoWeekOf("20270104")).toBe("2027-W01");
    expect(daysOfIsoWeek("2026-W48")).toEqual({ first: "20261123", last: "20261129" });
    expect(daysOfIsoWeek("2027-W01")).toEqual({ first: "20270104", last: "20270110" });
    expect(daysOfIsoWeek("2027-W53")).toBeNull(); // 2027 has 52
    expect(daysOfIsoWeek("2026-W00")).toBeNull();
    expect(daysOfIsoWeek("2026-48")).toBeNull();
    expect(isoWeeksBetween("20261123", "20261220")).toEqual(["2026-W48", "2026-W49", "2026-W50", "2026-W51"]);
  });
});

describe("Slot and Schedule mappers", () => {
  it("gives a Slot an id from its Schedule and UTC start that reads back, and nothing else reads", () => {
    const id = slotId("1000000001-LOC-1", new Date("2026-11-30T15:00:00Z"));
    expect(id).toBe("1000000001-LOC-1.20261130T1500");
    expect(parseSlotId(id)).toEqual({ scheduleId: "1000000001-LOC-1", start: new Date("2026-11-30T15:00:00Z") });
    for (const bad of ["1000000001-LOC-1", "x.20261130T2500", "x.20261332T1500", ".20261130T1500"]) {
      expect(parseSlotId(bad), bad).toBeNull();
    }
  });

  it("maps a Slot with its status, deep link and phone (no phone extension without a phone)", () => {
    const source = {
      scheduleId: "1000000001-LOC-1",
      start: new Date("2026-11-30T15:00:00Z"),
      end: new Date("2026-11-30T15:30:00Z"),
      status: "busy-tentative" as const,
      lastUpdated: new Date("2026-11-23T11:00:00Z"),
      deepLink: "https://find.example.org/physicians?urlTitle=a",
      phone: "615-555-0111",
    };
    expect(mapSlot(source)).toEqual({
      resourceType: "Slot",
      id: "1000000001-LOC-1.20261130T1500",
      meta: { lastUpdated: "2026-11-23T11:00:00.000Z" },
      extension: [
        { url: BOOKING_DEEP_LINK, valueUrl: "https://find.example.org/physicians?urlTitle=a" },
        { url: BOOKING_PHONE, valueString: "615-555-0111" },
      ],
      schedule: { reference: "Schedule/1000000001-LOC-1" },
      status: "busy-tentative",
      start: "2026-11-30T15:00:00.000Z",
      end: "2026-11-30T15:30:00.000Z",
    });
    expect(mapSlot({ ...source, phone: null }).extension).toHaveLength(1);
  });

  it("maps a Schedule to its PractitionerRole and Location, the type as serviceType", () => {
    expect(
      mapSchedule({
        npi: "1000000001",
        location_id: "LOC-1",
        first_name: "Alice",
        last_name: "Johnson",
        location_name: "Centennial",
        specialties: [],
        typeName: "New Patient Visit",
        updated_at: new Date("2026-06-01T00:00:00Z"),
      }),
    ).toEqual({
      resourceType: "Schedule",
      id: "1000000001-LOC-1",
      meta: { lastUpdated: "2026-06-01T00:00:00.000Z" },
      active: true,
      serviceType: [{ text: "New Patient Visit" }],
      actor: [
        { reference: "PractitionerRole/1000000001-LOC-1", display: "Alice Johnson" },
        { reference: "Location/LOC-1", display: "Centennial" },
      ],
    });
  });
});

describe("a calendar's published times", () => {
  const now = at("2026-11-23T12:00:00Z"); // Monday 06:00 in Chicago
  const base = { schedule: SCHEDULE, type: NEWPT, scheduleUpdatedAt: at("2026-06-01T00:00:00Z"), now };

  it("publishes 28 days from the location's today", () => {
    expect(publishedDays(new Date(now), "America/Chicago")).toEqual({ first: "20261123", last: "20261220" });
    // 03:00 UTC on the 24th is still the 23rd in Chicago.
    expect(publishedDays(new Date("2026-11-24T03:00:00Z"), "America/Chicago").first).toBe("20261123");
    expect(daysWithin({ first: "20261123", last: "20261220" }, { first: "20261214", last: "20261220" })).toEqual({
      first: "20261214",
      last: "20261220",
    });
    expect(daysWithin({ first: "20261123", last: "20261220" }, { first: "20261221", last: "20261227" })).toBeNull();
  });

  it("says each time free, held (busy-tentative) or booked (busy), from the rows over it", () => {
    const times = calendarOpenTimes({
      ...base,
      first: "20261123",
      last: "20261123",
      marks: [
        // A live hold over 09:00, a booking of 20 minutes from 09:40 over 09:30 and 10:00 (until 10:00).
        {
          start: at("2026-11-23T15:00:00Z"),
          end: at("2026-11-23T15:30:00Z"),
          status: "held",
          holdExpiresAt: now + 60_000,
          changedAt: now - 60_000,
        },
        {
          start: at("2026-11-23T15:40:00Z"),
          end: at("2026-11-23T16:00:00Z"),
          status: "booked",
          holdExpiresAt: 0,
          changedAt: now - 120_000,
        },
      ],
    });
    expect(times.map((time) => `${time.startTime} ${time.status}`)).toEqual([
      "09:00 busy-tentative",
      "09:30 busy",
      "10:00 free",
    ]);
    expect(times.map((time) => time.lastUpdated)).toEqual([now - 60_000, now - 120_000, at("2026-06-01T00:00:00Z")]);
    expect(times[0]?.day).toBe("20261123");
  });

  it("frees a time when its hold runs out or is released, and says so in lastUpdated", () => {
    const times = calendarOpenTimes({
      ...base,
      first: "20261123",
      last: "20261123",
      marks: [
        {
          start: at("2026-11-23T15:00:00Z"),
          end: at("2026-11-23T15:30:00Z"),
          status: "held",
          holdExpiresAt: now - 5_000,
          changedAt: now - 900_000,
        },
        {
          start: at("2026-11-23T15:30:00Z"),
          end: at("2026-11-23T16:00:00Z"),
          status: "released",
          holdExpiresAt: now + 600_000,
          changedAt: now - 7_000,
        },
      ],
    });
    expect(times.map((time) => `${time.status} ${time.lastUpdated}`)).toEqual([
      `free ${now - 5_000}`,
      `free ${now - 7_000}`,
      `free ${at("2026-06-01T00:00:00Z")}`,
    ]);
  });

  it("leaves out the times already started", () => {
    const later = at("2026-11-23T15:45:00Z"); // 09:45 in Chicago
    const times = calendarOpenTimes({ ...base, now: later, first: "20261123", last: "20261123", marks: [] });
    expect(times.map((time) => time.startTime)).toEqual(["10:00"]);
  });

  it("keeps for _since what changed since, or came into the published days since", () => {
    const since = at("2026-11-23T11:00:00Z");
    const time = {
      appointmentId: "x",
      day: "20261130",
      startTime: "09:00",
      start: at("2026-11-30T15:00:00Z"),
      end: 0,
      status: "free" as const,
      lastUpdated: since - 1,
    };
    expect(changedSince(time, since)).toBe(false);
    expect(changedSince({ ...time, lastUpdated: since + 1 }, since)).toBe(true);
    expect(changedSince({ ...time, start: at("2026-12-20T15:00:00Z") }, since)).toBe(true);
  });
});
