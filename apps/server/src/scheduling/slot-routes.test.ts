import { errorEnvelopeSchema } from "@fad/contracts/api/envelope";
import { loadMoreSlotsResponseSchema } from "@fad/contracts/appointments/load-more-slots";
import { DEFAULT_NUMBER_DAYS_OUT, searchSlotsResponseSchema } from "@fad/contracts/appointments/search-slots";
import { addDays } from "@fad/contracts/scheduling/day-format";
import { TEXTING_SOURCE } from "@fad/contracts/scheduling/texting-source";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";
import { EVERY_DAY, hours, insertAppointmentTypes, insertCalendar } from "../testing/scheduling-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";

const NPI = "1234567893";
const OTHER_NPI = "1987654320";

describe.each(testDatabaseKinds())("slot search routes on %s", (kind) => {
  let testApp: TestApp;
  let now = new Date("2026-11-23T14:00:00Z"); // Monday 08:00 in Chicago
  let place: { providerLocationId: number; locationId: string };

  beforeAll(async () => {
    testApp = await buildTestApp(kind, {}, () => now);
    const { db } = testApp.database;
    await insertAppointmentTypes(db);
    place = await insertCalendar(db, {
      calendarId: "CAL-R1",
      npi: NPI,
      timeZone: "America/Chicago",
      rules: hours(EVERY_DAY, ["09:00", "12:00"], ["13:00", "17:00"]),
      typeCodes: ["NEWPT", "FOLLOW", "ERPRIV"],
    });
    await insertCalendar(db, {
      calendarId: "CAL-R2",
      npi: OTHER_NPI,
      timeZone: "America/Chicago",
      rules: hours(EVERY_DAY, ["09:00", "10:00"]),
      typeCodes: ["NEWPT"],
    });
  });
  afterAll(async () => testApp?.close());

  const post = (path: string, payload: unknown) =>
    testApp.app.inject({ method: "POST", url: `/fadmaa/appointment/search${path}`, payload: payload as object });
  const search = { calendarId: "CAL-R1", startDate: "20261123", appointmentTypeIds: ["NEWPT"] };

  it("answers the calendar's days, 62 of them by default, each slot in local time", async () => {
    const response = await post("", search);
    expect(response.statusCode).toBe(200);
    const { status, result } = searchSlotsResponseSchema.parse(response.json());
    expect(status).toEqual({ code: "200", details: "OK" });
    expect(result).toHaveLength(DEFAULT_NUMBER_DAYS_OUT);
    expect(result.map((day) => day.day)).toEqual(
      Array.from({ length: DEFAULT_NUMBER_DAYS_OUT }, (_, index) => addDays("20261123", index)),
    );
    expect(result[0]?.timeSlots[0]).toMatchObject({ startTime: "09:00", duration: 30, twelveHourClockTime: "9:00a" });
    expect(result[0]?.firstAvailable).toBe("20261123 09:00");
    expect(result[0]?.timeSlots).toHaveLength(14);
  });

  it("uses the first of appointmentTypeIds and honours numberDaysOut", async () => {
    const response = await post("", { ...search, appointmentTypeIds: ["FOLLOW", "NEWPT"], numberDaysOut: 3 });
    const { result } = searchSlotsResponseSchema.parse(response.json());
    expect(result).toHaveLength(3);
    expect(result[0]?.timeSlots.map((slot) => slot.duration)).toContain(20);
    expect(result[0]?.timeSlots.every((slot) => slot.duration === 20)).toBe(true);
  });

  it("follows the server clock: slots that started are gone", async () => {
    now = new Date("2026-11-23T16:10:00Z"); // 10:10 in Chicago
    try {
      const { result } = searchSlotsResponseSchema.parse((await post("", { ...search, numberDaysOut: 1 })).json());
      expect(result[0]?.timeSlots[0]?.startTime).toBe("10:30");
    } finally {
      now = new Date("2026-11-23T14:00:00Z");
    }
  });

  it("offers ER Private to the texting source only", async () => {
    const body = { ...search, appointmentTypeIds: ["ERPRIV"], numberDaysOut: 2 };
    const count = async (payload: object) =>
      searchSlotsResponseSchema
        .parse((await post("", payload)).json())
        .result.reduce((sum, day) => sum + day.timeSlots.length, 0);
    expect(await count(body)).toBe(0);
    expect(await count({ ...body, source: "cms" })).toBe(0);
    expect(await count({ ...body, source: TEXTING_SOURCE })).toBe(28);
  });

  it("answers empty days for a type the calendar does not offer", async () => {
    const { result } = searchSlotsResponseSchema.parse(
      (await post("", { ...search, appointmentTypeIds: ["CONSULT"], numberDaysOut: 5 })).json(),
    );
    expect(result).toHaveLength(5);
    expect(result.every((day) => day.timeSlots.length === 0 && day.firstAvailable === null)).toBe(true);
  });

  it("answers 404 for an unknown calendar and for another physician's", async () => {
    const unknown = await post("", { ...search, calendarId: "CAL-NOPE" });
    expect(unknown.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(unknown.json()).status.details).toMatch(/^calendarId: /);
    expect((await post("", { ...search, physicianNpi: OTHER_NPI })).statusCode).toBe(404);
    expect((await post("", { ...search, physicianNpi: NPI })).statusCode).toBe(200);
  });

  it.each([
    ["numberDaysOut", { numberDaysOut: 0 }],
    ["numberDaysOut", { numberDaysOut: 121 }],
    ["numberDaysOut", { numberDaysOut: 2.5 }],
    ["numberDaysOut", { numberDaysOut: "10" }],
    ["calendarId", { calendarId: undefined }],
    ["calendarId", { calendarId: "" }],
    ["calendarId", { calendarId: "x".repeat(101) }],
    ["startDate", { startDate: undefined }],
    ["startDate", { startDate: "20270230" }],
    ["startDate", { startDate: "2026-11-23" }],
    ["startDate", { startDate: 20261123 }],
    ["startDate", { startDate: "99991231" }],
    ["startDate", { startDate: "18991231" }],
    ["appointmentTypeIds", { appointmentTypeIds: undefined }],
    ["appointmentTypeIds", { appointmentTypeIds: [] }],
    ["appointmentTypeIds", { appointmentTypeIds: "NEWPT" }],
    ["appointmentTypeIds", { appointmentTypeIds: [""] }],
    ["source", { source: 7 }],
    ["siteType", { siteType: "x".repeat(101) }],
    ["physicianNpi", { physicianNpi: "12345" }],
  ])("answers 400 naming %s for %j", async (field, change) => {
    const response = await post("", { ...search, ...change });
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).status.details).toContain(`body.${field}`);
  });

  it("answers the window's first and last possible start days", async () => {
    for (const startDate of ["19000101", "21991231"]) {
      const response = await post("", { ...search, startDate, numberDaysOut: 120 });
      expect(response.statusCode).toBe(200);
      const { result } = searchSlotsResponseSchema.parse(response.json());
      expect(result[0]?.day).toBe(startDate);
      expect(result).toHaveLength(120);
    }
  });

  it("answers 400 for a body that is not an object", async () => {
    for (const payload of [[], "text", null]) {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/fadmaa/appointment/search",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it("never answers 500, whatever the fields hold", async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.integer({ min: -1000, max: 100_000_000 }),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
      fc.constantFrom("CAL-R1", "20261123", "99991231", ["NEWPT"], ["ERPRIV"], NPI, TEXTING_SOURCE),
    );
    const body = fc.record(
      {
        numberDaysOut: value,
        calendarId: value,
        startDate: value,
        appointmentTypeIds: value,
        source: value,
        siteType: value,
        physicianNpi: value,
        locationId: value,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom("", "/more"), async (payload, path) => {
        const response = await post(path, { ...search, physicianNpi: NPI, locationId: place.locationId, ...payload });
        expect([200, 400, 404]).toContain(response.statusCode);
      }),
      { numRuns: 150 },
    );
  });

  describe("load more days", () => {
    const more = { physicianNpi: NPI, calendarId: "CAL-R1", locationId: "", startDate: "20261125" };

    it("answers the next days, 62 by default, for the calendar's location by id or number", async () => {
      for (const locationId of [place.locationId, place.providerLocationId, String(place.providerLocationId)]) {
        const response = await post("/more", { ...more, locationId, appointmentTypeIds: ["NEWPT"] });
        expect(response.statusCode).toBe(200);
        const { result } = loadMoreSlotsResponseSchema.parse(response.json());
        expect(result).toHaveLength(DEFAULT_NUMBER_DAYS_OUT);
        expect(result[0]?.day).toBe("20261125");
        expect(result[0]?.timeSlots[0]?.duration).toBe(30);
      }
    });

    it("uses the calendar's default type when no type is given", async () => {
      const response = await post("/more", { ...more, locationId: place.locationId, numberDaysOut: 1 });
      const { result } = loadMoreSlotsResponseSchema.parse(response.json());
      expect(result).toHaveLength(1);
      // New Patient Visit: the only non-texting type a new patient may book here.
      expect(result[0]?.timeSlots[0]?.duration).toBe(30);
    });

    it("answers 404 when the calendar is unknown, another physician's or at another location", async () => {
      const cases = [
        [{ calendarId: "CAL-NOPE" }, /^calendarId: /],
        [{ physicianNpi: OTHER_NPI }, /^calendarId: /],
        [{ calendarId: "CAL-R2" }, /^calendarId: /],
        [{ locationId: "LOC-ELSEWHERE" }, /^locationId: /],
        [{ locationId: place.providerLocationId + 1000 }, /^locationId: /],
      ] as const;
      for (const [change, details] of cases) {
        const response = await post("/more", { ...more, locationId: place.locationId, ...change });
        expect(response.statusCode, JSON.stringify(change)).toBe(404);
        expect(errorEnvelopeSchema.parse(response.json()).status.details).toMatch(details);
      }
    });

    it.each([
      ["physicianNpi", { physicianNpi: undefined }],
      ["physicianNpi", { physicianNpi: "abc" }],
      ["calendarId", { calendarId: undefined }],
      ["locationId", { locationId: undefined }],
      ["locationId", { locationId: -1 }],
      ["locationId", { locationId: true }],
      ["startDate", { startDate: "20261332" }],
      ["numberDaysOut", { numberDaysOut: 500 }],
      ["appointmentTypeIds", { appointmentTypeIds: [] }],
      ["source", { source: "x".repeat(41) }],
      ["siteType", { siteType: 3 }],
    ])("answers 400 naming %s for %j", async (field, change) => {
      const response = await post("/more", { ...more, locationId: place.locationId, ...change });
      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).status.details).toContain(`body.${field}`);
    });
  });
});
