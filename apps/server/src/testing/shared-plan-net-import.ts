import { bookAppointmentResponseSchema } from "@fad/contracts/appointments/book-appointment";
import { MIN_BOOKING_FILL_SECONDS } from "@fad/contracts/appointments/booking-bot-checks";
import { searchProvidersResponseSchema } from "@fad/contracts/provider/search-providers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_IMPORT_MAPPING } from "../import/import-mapping.ts";
import { directoryFingerprint, PLAN_NET_DIR } from "../import/plan-net-test-files.ts";
import { type ImportReport, runImport } from "../import/run-import.ts";
import { asVisitor, bookBody, openSlotHoldBodies, settableClock, TEST_PATIENT_KEY } from "./booking-fixtures.ts";
import { buildTestApp, type TestApp } from "./build-test-app.ts";
import { importConnectionOf, type TestDatabaseKind } from "./test-database.ts";

/**
 * The shared Plan-Net directory's import on one database kind (the suite runs once per kind, in files
 * of its own so that neither passes the minute a test file may take on a loaded machine).
 *
 * Every file of the shared Plan-Net data (../shared/interop/plan-net-ri) imported into an empty
 * database, then the imported network used through the API: found by search, its profile opened, a
 * time held and booked. A second identical run writes nothing.
 */
export function describeSharedPlanNetImport(kind: TestDatabaseKind): void {
  // PostgreSQL when TEST_DATABASE_URL is set, as every database test.
  const runs = kind === "pglite" || Boolean(process.env.TEST_DATABASE_URL);
  describe.runIf(runs)(`importing the shared Plan-Net directory on ${kind}`, () => {
    const time = settableClock();
    let test: TestApp;
    let first: ImportReport;
    beforeAll(async () => {
      test = await buildTestApp(
        kind,
        {
          rateLimits: { holdPerMinute: 10_000, bookPerMinute: 10_000 },
          holdLimits: { perCalendar: 10_000, perDay: 1_000_000 },
          patientData: { key: TEST_PATIENT_KEY, keyFile: "/nonexistent", previousKeys: [] },
        },
        time.clock,
      );
      const importer = importConnectionOf(test.database);
      first = await runImport(importer.db, {
        inputs: [PLAN_NET_DIR],
        mapping: DEFAULT_IMPORT_MAPPING,
        dryRun: false,
        partial: false,
        skipRejected: false,
      }).finally(() => importer.close());
    }, 240_000);
    afterAll(async () => {
      await test?.close();
    });

    it("reads every resource, coerces the known defects with a warning each, and writes them all", () => {
      expect(first.exitCode).toBe(0);
      expect(first.problems.filter((problem) => problem.severity === "error")).toEqual([]);
      expect(first.read).toEqual({
        Practitioner: 2000,
        PractitionerRole: 2000,
        Location: 649,
        Organization: 180,
        HealthcareService: 158,
        InsurancePlan: 30,
        Endpoint: 40,
        OrganizationAffiliation: 158,
      });
      expect(first.skipped).toEqual({});
      const coerced = first.problems.filter((problem) => problem.reason.includes("where FHIR requires a string"));
      expect(coerced.filter((problem) => problem.file.endsWith("Organization.ndjson"))).toHaveLength(118);
      expect(coerced.filter((problem) => problem.file.endsWith("Practitioner.ndjson"))).toHaveLength(4);
      expect(first.summary).toMatchObject({ added: 2000, changed: 0, unchanged: 0, retired: 0, wrote: true });
      expect(first.summary?.locations.added).toBe(649);
      expect(first.summary?.plans.added).toBe(30);
      // Kept whole (decision 143): 22 Organizations that are no facility (13 networks, 3 payers, 6
      // others), 158 services, 30 plans, 40 endpoints, 158 affiliations.
      expect(first.summary?.planNet).toEqual({ added: 408, changed: 0, removed: 0 });
    });

    it("maps a practitioner's names, designation, languages, specialty, hours and insurance", async () => {
      const db = test.database.db;
      const physician = await db
        .selectFrom("physicians")
        .selectAll()
        .where("npi", "=", "1230081110")
        .executeTakeFirstOrThrow();
      expect(physician).toMatchObject({
        first_name: "Mauro",
        last_name: "Cormier",
        gender: "Male",
        languages: ["English", "Spanish"],
        retired: false,
        source_id: "plannet-practitioner-1230081110",
        mhd_participant: true,
      });
      const rules = await db
        .selectFrom("calendar_weekly_rules as r")
        .innerJoin("calendars as c", "c.id", "r.calendar_id")
        .innerJoin("provider_locations as pl", "pl.id", "c.provider_location_id")
        .select(["r.weekday", "r.start_time", "r.end_time", "pl.location_id"])
        .where("pl.physician_npi", "=", "1230081110")
        .orderBy("r.weekday")
        .execute();
      expect(rules.map((rule) => [rule.weekday, rule.start_time, rule.end_time])).toEqual([
        [1, "09:00:00", "12:00:00"],
        [2, "09:00:00", "12:00:00"],
        [3, "09:00:00", "12:00:00"],
        [4, "09:00:00", "12:00:00"],
      ]);
      expect(rules[0]?.location_id).toBe("plannet-location-1236348148");
      const specialty = await db
        .selectFrom("physician_specialties as ps")
        .innerJoin("specialties as s", "s.id", "ps.specialty_id")
        .select(["s.name", "ps.is_primary"])
        .where("ps.physician_npi", "=", "1230081110")
        .execute();
      expect(specialty).toEqual([{ name: "Adult Health Nurse Practitioner", is_primary: true }]);
      // An internist is in our own Internal Medicine, with its appointment types.
      const internists = await db
        .selectFrom("physician_specialties as ps")
        .innerJoin("specialties as s", "s.id", "ps.specialty_id")
        .select((eb) => eb.fn.countAll<string>().as("count"))
        .where("s.name", "=", "Internal Medicine")
        .executeTakeFirstOrThrow();
      expect(Number(internists.count)).toBeGreaterThan(200);
      const accepted = await db.selectFrom("location_insurance_plans").select("location_id").execute();
      expect(accepted.length).toBeGreaterThan(0);
    });

    it("finds an imported physician by specialty, opens the profile, holds and books a time", async () => {
      const search = async (body: object) => {
        const response = await test.app.inject({ method: "POST", url: "/fadmaa/provider/search/", payload: body });
        expect(response.statusCode, response.body).toBe(200);
        return searchProvidersResponseSchema.parse(response.json()).result;
      };
      const found = await search({ keyword: "Internal Medicine", pageSize: 10 });
      expect(found.totalProvidersCount).toBeGreaterThan(200);
      const byName = await search({ keyword: "Mauro Cormier" });
      expect(byName.providerList.map((physician) => physician.physicianNpi)).toContain("1230081110");
      const card = byName.providerList.find((physician) => physician.physicianNpi === "1230081110");
      const profile = await search({ urlTitle: card?.urlTitle, program: "web" });
      expect(profile.providerList[0]).toMatchObject({
        physicianNpi: "1230081110",
        physicianFirstName: "Mauro",
        mhdParticipant: true,
        specialties: [{ specialty: "Adult Health Nurse Practitioner", primary: true }],
      });
      const location = profile.providerList[0]?.providerLocations[0];
      expect(location?.mhdCalendarId).toMatch(/^PN-/);

      // A new patient's visit where the role takes new patients (Plan-Net's newpatients), else a returning
      // patient's: a location that does not take new patients offers them nothing online (decision 125).
      const typeCode = location?.acceptsNewPatients ? "NEWPT" : "FOLLOW";
      const calendar = { calendarId: location?.mhdCalendarId as string, typeCode };
      const slots = await openSlotHoldBodies(test.database.db, time.clock(), calendar);
      expect(slots.length).toBeGreaterThan(0);
      const slot = slots[0] as (typeof slots)[number];
      const hold = await test.app.inject({
        method: "POST",
        url: "/fadmaa/appointment/hold",
        payload: slot,
        headers: await asVisitor(test.app),
      });
      expect(hold.statusCode, hold.body).toBe(200);
      time.advanceSeconds(MIN_BOOKING_FILL_SECONDS);
      const book = await test.app.inject({
        method: "POST",
        url: "/fadmaa/appointment/book",
        payload: { ...bookBody(slot, hold.json().result.holdId), npi: "1230081110" },
      });
      expect(book.statusCode, book.body).toBe(200);
      expect(bookAppointmentResponseSchema.parse(book.json()).result.bookingId).toMatch(/^FAD-/);
    });

    it("a second identical run changes nothing: every clinician unchanged, no statement written", async () => {
      const before = await directoryFingerprint(test.database.db);
      const again = await runImport(test.database.db, {
        inputs: [PLAN_NET_DIR],
        mapping: DEFAULT_IMPORT_MAPPING,
        dryRun: false,
        partial: false,
        skipRejected: false,
      });
      expect(again.exitCode).toBe(0);
      expect(again.summary).toMatchObject({ added: 0, changed: 0, unchanged: 2000, retired: 0, wrote: false });
      expect(await directoryFingerprint(test.database.db)).toEqual(before);
    }, 120_000);
  });
}
