import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";
import { insertTestDirectory, TEST_NOW } from "../testing/directory-fixtures.ts";
import { insertAppointment } from "../testing/scheduling-fixtures.ts";
import { readBulkPublish } from "./read-bulk-publish.ts";
import { schedulingLinksIssues } from "./scheduling-links-validator.ts";

/** The consumer script reads our publication over HTTP from the listening server, as an aggregator would. */
describe("an aggregator reading $bulk-publish", () => {
  let testApp: TestApp;
  let base = "";
  beforeAll(async () => {
    testApp = await buildTestApp("pglite", {}, () => TEST_NOW);
    await insertTestDirectory(testApp.database.db);
    // Fixed times (the database would stamp now()): what _since below compares with.
    await sql`UPDATE provider_locations SET updated_at = '2026-06-01T00:00:00Z'`.execute(testApp.database.db);
    await sql`UPDATE locations SET updated_at = '2026-06-01T00:00:00Z'`.execute(testApp.database.db);
    await insertAppointment(testApp.database.db, {
      calendarId: "T-CAL-1",
      typeCode: "NEWPT",
      start: "2026-11-25T15:00:00Z",
      minutes: 30,
      status: "booked",
      holdExpiresAt: "2026-11-23T11:00:00Z",
    });
    await testApp.app.listen({ port: 0, host: "127.0.0.1" });
    const address = testApp.app.server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/fhir`;
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  it("reads every file of the manifest, every line valid and every Slot's Schedule published", async () => {
    const reading = await readBulkPublish(base, { validate: schedulingLinksIssues });
    expect(reading.problems).toEqual([]);
    expect(reading.transactionTime).toBe(TEST_NOW.toISOString());
    // Two states: three files each, and five weeks of Slots each. Alice: 8 days of 6 times; Robert and
    // Maria: 4 days of 4.
    expect(reading.files).toBe(2 * 3 + 2 * 5);
    expect(reading.lines).toEqual({ Location: 4, PractitionerRole: 4, Schedule: 4, Slot: 48 + 16 + 16 });
    expect(reading.slotStatuses).toEqual({ free: 79, busy: 1 });
    expect(reading.bytes).toBeGreaterThan(0);
  });

  it("reads a _since publication: only what changed since", async () => {
    const reading = await readBulkPublish(base, { since: "2026-11-23T11:00:00Z", validate: schedulingLinksIssues });
    expect(reading.problems).toEqual([]);
    // The booked time (its row written after then); nothing else changed, and the days entering the
    // published days since then (19 and 20 December) are a weekend without hours.
    expect(reading.lines).toEqual({ Slot: 1 });
    expect(reading.slotStatuses).toEqual({ busy: 1 });
  });
});
