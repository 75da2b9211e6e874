import { MIN_BOOKING_FILL_SECONDS } from "@fad/contracts/appointments/booking-bot-checks";
import { searchProvidersResponseSchema } from "@fad/contracts/provider/search-providers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../database/create-database.ts";
import { forgetDirectorySnapshot } from "../directory/directory-index.ts";
import {
  asVisitor,
  bookBody,
  openSlotHoldBodies,
  settableClock,
  TEST_PATIENT_KEY,
} from "../testing/booking-fixtures.ts";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";
import { importConnectionOf, testDatabaseKinds } from "../testing/test-database.ts";
import { DEFAULT_IMPORT_MAPPING } from "./import-mapping.ts";
import { planNetSubset, writeNdjsonFolder } from "./plan-net-test-files.ts";
import { runImport } from "./run-import.ts";
import { calendarIdFor } from "./write-directory.ts";

/**
 * A clinician missing from a full import is retired: kept (their booking stays and is listed), no
 * longer found, shown or bookable; named again by a later import, they are back.
 */
describe.each(testDatabaseKinds())("retiring a clinician a full import leaves out, on %s", (kind) => {
  const time = settableClock();
  let test: TestApp;
  // The import's own connection, as `npm run import` opens it (no server statement timeout).
  let importer: DatabaseHandle;
  const files = planNetSubset(6);
  const leaving = files.Practitioner[0] as unknown as { id: string; identifier: { value: string }[] };
  const npi = leaving.identifier[0]?.value as string;
  const official = (leaving as unknown as { name: { given: string[]; family: string }[] }).name[0];
  const name = `${official?.given[0]} ${official?.family}`;
  const npisFound = (result: { providerList: { physicianNpi: string }[] }) =>
    result.providerList.map((physician) => physician.physicianNpi);
  const importFiles = (resources: typeof files) =>
    runImport(importer.db, {
      inputs: [writeNdjsonFolder(resources)],
      mapping: DEFAULT_IMPORT_MAPPING,
      dryRun: false,
      partial: false,
      skipRejected: false,
      now: time.clock(),
    });
  const search = async (body: object) => {
    const response = await test.app.inject({ method: "POST", url: "/fadmaa/provider/search/", payload: body });
    expect(response.statusCode, response.body).toBe(200);
    return searchProvidersResponseSchema.parse(response.json()).result;
  };

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
    importer = importConnectionOf(test.database);
    expect((await importFiles(files)).summary?.added).toBe(6);
  }, 120_000);
  afterAll(async () => {
    await importer?.close();
    await test?.close();
  });

  it("keeps the clinician and their booking, lists the booking, and takes them out of search and booking", async () => {
    const role = files.PractitionerRole[0] as unknown as { location: { reference: string }[] };
    const locationId = String(role.location[0]?.reference).split("/")[1] as string;
    // A returning patient's visit: the location may not take new patients (decision 125).
    const calendar = { calendarId: calendarIdFor(npi, locationId), typeCode: "FOLLOW" };
    const [slot] = await openSlotHoldBodies(test.database.db, time.clock(), calendar);
    if (!slot) throw new Error("the imported calendar has no open slot");
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
      payload: { ...bookBody(slot, hold.json().result.holdId), npi },
    });
    expect(book.statusCode, book.body).toBe(200);
    const bookingId = book.json().result.bookingId as string;
    expect(npisFound(await search({ keyword: name }))).toContain(npi);

    const without = structuredClone(files);
    without.Practitioner = without.Practitioner.slice(1);
    without.PractitionerRole = without.PractitionerRole.slice(1);
    const report = await importFiles(without);
    expect(report.summary).toMatchObject({ retired: 1, unchanged: 5, added: 0, changed: 0 });
    expect(report.summary?.retiredBookings).toEqual([
      { npi, bookingId, calendarId: calendar.calendarId, start: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    ]);

    const row = await test.database.db
      .selectFrom("physicians")
      .select("retired")
      .where("npi", "=", npi)
      .executeTakeFirst();
    expect(row?.retired).toBe(true);
    const appointment = await test.database.db
      .selectFrom("appointments")
      .select("status")
      .where("booking_id", "=", bookingId)
      .executeTakeFirstOrThrow();
    expect(appointment.status).toBe("booked");
    forgetDirectorySnapshot(test.database.db);
    // Not found by a search. (A process answers an identical search from memory for 10 s and keeps a
    // profile for a minute, directory/find-physicians.ts and remembered-details.ts: each search here is
    // a new one.)
    expect(npisFound(await search({ keyword: name, sortType: "Ascending" }))).not.toContain(npi);
    expect(await openSlotHoldBodies(test.database.db, time.clock(), calendar)).toEqual([]);

    // Named again, the clinician is back, with their hours.
    const back = await importFiles(files);
    expect(back.summary).toMatchObject({ changed: 1, unchanged: 5, retired: 0 });
    forgetDirectorySnapshot(test.database.db);
    expect(npisFound(await search({ keyword: name, sortType: "Descending" }))).toContain(npi);
    expect((await openSlotHoldBodies(test.database.db, time.clock(), calendar)).length).toBeGreaterThan(0);
  });
});
