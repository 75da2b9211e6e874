import { availableDaySchema } from "@fad/contracts/appointments/available-day";
import { TEXTING_SOURCE } from "@fad/contracts/scheduling/texting-source";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../database/create-database.ts";
import { seedDemoNetwork } from "../seed/seed-demo-network.ts";
import { createTestDatabase, testDatabaseKinds } from "../testing/test-database.ts";
import { findAvailability } from "./find-availability.ts";
import { findSlot } from "./find-slot.ts";

const NOW = new Date("2026-11-23T14:00:00Z");

/** The engine over the demo network's own calendars, rules and zones, as the directory search uses it. */
describe.each(testDatabaseKinds())("availability of the demo network on %s", (kind) => {
  let database: DatabaseHandle;
  let calendarIds: string[];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemoNetwork(database.db, { physicians: 40, seed: 11 });
    calendarIds = (await database.db.selectFrom("calendars").select("id").orderBy("id").execute()).map((row) => row.id);
  });
  afterAll(async () => database?.close());

  it("gives every calendar 89 consecutive days with default-type slots inside its weekly hours", async () => {
    expect(calendarIds.length).toBeGreaterThan(5);
    const availability = await findAvailability({
      db: database.db,
      calendarIds,
      startDate: "20261123",
      numberDaysOut: 89,
      now: NOW,
    });
    const rules = await database.db.selectFrom("calendar_weekly_rules").selectAll().execute();
    let slots = 0;
    for (const calendarId of calendarIds) {
      const days = availability.get(calendarId) ?? [];
      expect(days).toHaveLength(89);
      for (const day of days) {
        availableDaySchema.parse(day);
        const weekday = new Date(
          `${day.day.slice(0, 4)}-${day.day.slice(4, 6)}-${day.day.slice(6)}T12:00:00Z`,
        ).getUTCDay();
        const open = rules.filter((rule) => rule.calendar_id === calendarId && rule.weekday === weekday);
        for (const slot of day.timeSlots) {
          slots += 1;
          const inside = open.some(
            (rule) => rule.start_time.slice(0, 5) <= slot.startTime && slot.startTime < rule.end_time.slice(0, 5),
          );
          expect(inside, `${calendarId} ${day.day} ${slot.startTime}`).toBe(true);
        }
      }
    }
    expect(slots).toBeGreaterThan(100);
  });

  it("finds, for the hold, the slots the search offers", async () => {
    const [calendarId] = calendarIds as [string];
    const types = await database.db
      .selectFrom("calendar_appointment_types")
      .where("calendar_id", "=", calendarId)
      .select("appointment_type_code")
      .execute();
    for (const { appointment_type_code: code } of types) {
      const days = (
        await findAvailability({
          db: database.db,
          calendarIds: [calendarId],
          appointmentTypeCode: code,
          startDate: "20261123",
          numberDaysOut: 14,
          now: NOW,
          source: TEXTING_SOURCE,
        })
      ).get(calendarId);
      for (const day of days ?? []) {
        for (const slot of day.timeSlots.slice(0, 3)) {
          const found = await findSlot({
            db: database.db,
            calendarId,
            appointmentTypeCode: code,
            slotId: slot.appointmentId,
            now: NOW,
            source: TEXTING_SOURCE,
          });
          expect(found.kind === "found" && [found.slot.day, found.slot.startTime]).toEqual([day.day, slot.startTime]);
        }
      }
    }
  });
});
