import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds } from "../testing/test-database.ts";
import type { DatabaseHandle } from "./create-database.ts";

describe.each(testDatabaseKinds())("schema on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  async function insertCalendar(): Promise<void> {
    const { db } = handle;
    await db.insertInto("divisions").values({ id: "D1", name: "Division", contact_number: "615-555-0100" }).execute();
    await db
      .insertInto("facilities")
      .values({
        coid: "09001",
        market: "Nashville",
        title: "Centennial",
        city: "Nashville",
        state: "TN",
        division_id: "D1",
      })
      .execute();
    await db
      .insertInto("locations")
      .values({
        id: "L1",
        facility_coid: "09001",
        url_title: "centennial-clinic",
        name: "Centennial Clinic",
        street: "2300 Patterson St",
        city: "Nashville",
        state: "TN",
        zip: "37203",
        latitude: 36.15,
        longitude: -86.8,
        time_zone: "America/Chicago",
      })
      .execute();
    await db
      .insertInto("physicians")
      .values({
        npi: "1234567890",
        url_title: "jane-doe",
        first_name: "Jane",
        last_name: "Doe",
        designation: "MD",
        gender: "Female",
      })
      .execute();
    const providerLocation = await db
      .insertInto("provider_locations")
      .values({ physician_npi: "1234567890", location_id: "L1" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.insertInto("calendars").values({ id: "C1", provider_location_id: providerLocation.id }).execute();
    await db
      .insertInto("appointment_types")
      .values({
        code: "NEW",
        friendly_name2: "New Patient Visit",
        abbreviation: "NP",
        mhd_appointment_type_name: "New Patient",
        patient_type: "New",
        duration_minutes: 30,
      })
      .execute();
  }

  function appointment(holdId: string, period: string, status: "held" | "released" = "held") {
    return {
      calendar_id: "C1",
      appointment_type_code: "NEW",
      slot_id: `slot-${holdId}`,
      period,
      status,
      hold_id: holdId,
      hold_expires_at: new Date(Date.now() + 15 * 60_000),
    };
  }

  it("creates every table and refuses two live appointments that overlap on one calendar", async () => {
    await insertCalendar();
    const { db } = handle;
    await db
      .insertInto("appointments")
      .values(appointment("h1", "[2026-12-01 15:00+00,2026-12-01 15:30+00)"))
      .execute();
    const overlapping = db
      .insertInto("appointments")
      .values(appointment("h2", "[2026-12-01 15:15+00,2026-12-01 15:45+00)"));
    await expect(overlapping.execute()).rejects.toMatchObject({ code: "23P01" });
    // Touching ends do not overlap; released rows no longer count.
    await db
      .insertInto("appointments")
      .values(appointment("h3", "[2026-12-01 15:30+00,2026-12-01 16:00+00)"))
      .execute();
    await db
      .insertInto("appointments")
      .values(appointment("h4", "[2026-12-01 15:00+00,2026-12-01 15:30+00)", "released"))
      .execute();
    const live = await sql<{
      count: number;
    }>`SELECT count(*)::int AS count FROM appointments WHERE status = 'held'`.execute(db);
    expect(live.rows[0]?.count).toBe(2);
  });

  it("refuses a booked appointment without its patient data", async () => {
    const { db } = handle;
    const booked = db.insertInto("appointments").values({
      ...appointment("h5", "[2026-12-02 15:00+00,2026-12-02 15:30+00)"),
      status: "booked" as never,
      booking_id: "B1",
    });
    await expect(booked.execute()).rejects.toMatchObject({ code: "23514" });
  });
});
