import { readFileSync } from "node:fs";
import { loadServerConfig } from "@fad/server/config/server-config";
import type { Database } from "@fad/server/database/create-database";
import { findAvailability } from "@fad/server/scheduling/find-availability";
import { seedDemoNetwork } from "@fad/server/seed/seed-demo-network";
import { buildTestApp, type TestApp } from "@fad/server/testing/build-test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CandidatePhysician,
  type CandidateType,
  httpJourneyDirectory,
  JOURNEY_COIDS,
  JOURNEY_POOL_SIZE,
  JOURNEY_WINDOW_DAYS,
  type JourneyDirectory,
  type JourneyRequest,
  journeyStartDate,
  pickJourneyPhysician,
  pickReturningJourneyPhysician,
} from "./journey-physicians.ts";

/**
 * The journeys' own physician finder (journey-physicians.ts), run at every moment the e2e suite might start:
 * each day of 2026–2028 at 00:30 and 18:00 in each time zone of the journeys' facilities. The network is the one
 * start-e2e-server.sh seeds (its size read from the script, the seed the server's default); times come
 * from the scheduling engine itself at that moment, so a finder that depends on the shape of the first
 * days (the one that failed on 2026-11-27, issue 30) fails here first.
 */

const FIRST_DAY = Date.UTC(2026, 0, 1);
const LAST_DAY = Date.UTC(2028, 11, 31);
const DAY_MS = 86_400_000;
/** The returning-patient physicians the journeys take (pickReturningJourneyPhysician's slots 0–3). */
const RETURNING_POOL_SIZE = 4;
const WALL_TIMES = [
  [0, 30],
  [18, 0],
] as const;

function e2eNetworkSize(): number {
  const script = readFileSync(new URL("../start-e2e-server.sh", import.meta.url), "utf8");
  const size = /FAD_SEED_PHYSICIANS:-(\d+)/.exec(script)?.[1];
  if (!size) throw new Error("start-e2e-server.sh no longer names its network's size");
  return Number(size);
}

/** The instant a zone's clocks show the wall time on the day (the day's UTC midnight), across DST. */
function instantOfWallTime(dayUtcMidnight: number, hour: number, minute: number, timeZone: string): Date {
  const wall = dayUtcMidnight + (hour * 60 + minute) * 60_000;
  let guess = wall;
  for (let pass = 0; pass < 3; pass++) {
    const parts = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    }).formatToParts(new Date(guess));
    const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
    const shown = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"));
    guess += wall - shown;
  }
  return new Date(guess);
}

/** A request over the server's inject, shaped as Playwright's. */
function injectRequest(testApp: TestApp): JourneyRequest {
  const answer = (response: { statusCode: number; body: string }) => ({
    ok: () => response.statusCode >= 200 && response.statusCode < 300,
    status: () => response.statusCode,
    json: async () => JSON.parse(response.body) as unknown,
  });
  return {
    get: async (url) => answer(await testApp.app.inject({ method: "GET", url })),
    post: async (url, { data }) => answer(await testApp.app.inject({ method: "POST", url, payload: data as object })),
  };
}

/**
 * The network at one moment as the finder sees it: the search's physicians (their list does not change with
 * the date) with the shown calendar's days of its default type at that moment, the types as served, and
 * open times straight from the engine at that moment (one batch per type for every calendar).
 */
function directoryAt(
  db: Database,
  now: Date,
  physicians: CandidatePhysician[],
  typesOf: (npi: string, calendarId?: string) => Promise<CandidateType[]>,
): JourneyDirectory<CandidatePhysician, CandidateType> {
  const calendarIds = physicians.flatMap((physician) => physician.displayLocation?.mhdCalendarId ?? []);
  const startDate = journeyStartDate(now);
  const window = (code: string | null) =>
    findAvailability({
      db,
      calendarIds,
      appointmentTypeCode: code,
      startDate,
      numberDaysOut: JOURNEY_WINDOW_DAYS,
      now,
    });
  const counts = new Map<string, Promise<Map<string, number>>>();
  return {
    physicians: async () => {
      const days = await window(null);
      return physicians.map((physician) => {
        const shown = physician.displayLocation;
        if (!shown?.mhdCalendarId) return physician;
        return {
          ...physician,
          displayLocation: { ...shown, availableAppointments: days.get(shown.mhdCalendarId) ?? [] },
        };
      });
    },
    types: typesOf,
    openTimes: async (calendarId, code) => {
      let byCalendar = counts.get(code);
      if (!byCalendar) {
        byCalendar = window(code).then(
          (days) =>
            new Map([...days].map(([id, list]) => [id, list.reduce((sum, day) => sum + day.timeSlots.length, 0)])),
        );
        counts.set(code, byCalendar);
      }
      return (await byCalendar).get(calendarId) ?? 0;
    },
  };
}

describe("the booking journeys' physician finder on the e2e network", () => {
  let testApp: TestApp;
  let physicians: CandidatePhysician[];
  let zones: string[];
  const types = new Map<string, Promise<CandidateType[]>>();
  let request: JourneyRequest;

  beforeAll(async () => {
    testApp = await buildTestApp("pglite");
    await seedDemoNetwork(testApp.database.db, { physicians: e2eNetworkSize(), seed: loadServerConfig({}).seed.seed });
    request = injectRequest(testApp);
    physicians = await httpJourneyDirectory(request, JOURNEY_COIDS).physicians();
    // The zones of the journeys' facilities: where their calendars' days begin and end.
    zones = (
      await testApp.database.db
        .selectFrom("locations")
        .where("facility_coid", "in", JOURNEY_COIDS.split(";"))
        .select("time_zone")
        .distinct()
        .execute()
    ).map((row) => row.time_zone);
  }, 300_000);
  afterAll(async () => testApp?.close());

  it("finds every journey a physician of its own at every moment of 2026–2028", async () => {
    expect(zones.length).toBeGreaterThan(0);
    const directory = httpJourneyDirectory<CandidatePhysician, CandidateType>(request, JOURNEY_COIDS);
    const typesOf = (npi: string, calendarId?: string) => {
      const key = `${npi}|${calendarId ?? ""}`;
      let known = types.get(key);
      if (!known) {
        known = directory.types(npi, calendarId);
        types.set(key, known);
      }
      return known;
    };
    const short: string[] = [];
    let moments = 0;
    for (let day = FIRST_DAY; day <= LAST_DAY; day += DAY_MS) {
      for (const zone of zones) {
        for (const [hour, minute] of WALL_TIMES) {
          const now = instantOfWallTime(day, hour, minute, zone);
          moments += 1;
          const directoryNow = directoryAt(testApp.database.db, now, physicians, typesOf);
          try {
            await pickJourneyPhysician(directoryNow, JOURNEY_POOL_SIZE - 1);
            // visit-before-time.spec.ts takes returning-patient physicians 2 and 3.
            await pickReturningJourneyPhysician(directoryNow, RETURNING_POOL_SIZE - 1);
          } catch (error) {
            short.push(`${now.toISOString()} (${zone}): ${(error as Error).message}`);
          }
        }
      }
    }
    expect(moments).toBeGreaterThan(2000);
    expect({ short: short.length, first: short.slice(0, 10) }).toEqual({ short: 0, first: [] });
  }, 600_000);
});
