import { holdRequestOf, readOpenTime } from "@fad/contracts/routes/open-time-link";
import type { Bundle, Resource, Schedule, Slot } from "@medplum/fhirtypes";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newHolderCookie, TEST_PATIENT_KEY } from "../testing/booking-fixtures.ts";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";
import { insertTestDirectory, PHYSICIANS, TEST_NOW } from "../testing/directory-fixtures.ts";
import { insertAppointment } from "../testing/scheduling-fixtures.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";
import { BOOKING_DEEP_LINK, BOOKING_PHONE, PUBLICATION_MAX_AGE_SECONDS } from "./scheduling-links.ts";
import { schedulingLinksIssues } from "./scheduling-links-validator.ts";

/*
 * The directory's fixtures at Monday 23 November 2026, 12:00 UTC (06:00 in Chicago): Alice publishes
 * at Centennial (TN, Monday and Wednesday 09:00–12:00, NEWPT 30 minutes: 6 times a day) but not at
 * Murfreesboro (no new patients); Robert at Franklin (TN, Wednesday 13:00–15:00); Maria at Houston (TX,
 * Tuesday 08:00–10:00); Zoe's calendar has no hours (a Schedule, no Slots); David and Franklin book no
 * one online.
 */
const { alice, robert, maria, zoe } = PHYSICIANS;
const ALICE = `${alice.npi}-T-LOC-1`;
const ROBERT = `${robert.npi}-T-LOC-2`;
const MARIA = `${maria.npi}-T-LOC-3`;
const ZOE = `${zoe.npi}-T-LOC-4`;
const PUBLIC_URL = "https://find.example.org";

describe.each(testDatabaseKinds())("SMART Scheduling Links' $bulk-publish on %s", (kind) => {
  let testApp: TestApp;
  let now = TEST_NOW;
  beforeAll(async () => {
    testApp = await buildTestApp(
      kind,
      {
        patientData: { key: TEST_PATIENT_KEY, keyFile: "/nonexistent", previousKeys: [] },
        rateLimits: { holdPerMinute: 10_000 },
        holdLimits: { perCalendar: 10_000, perDay: 1_000_000 },
        mail: { publicUrl: PUBLIC_URL } as never,
      },
      () => now,
    );
    await insertTestDirectory(testApp.database.db);
    await sql`UPDATE provider_locations SET updated_at = '2026-06-01T00:00:00Z'`.execute(testApp.database.db);
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  async function get(url: string) {
    return testApp.app.inject({ method: "GET", url });
  }
  async function manifest(query = "") {
    const response = await get(`/fhir/$bulk-publish${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  }
  /** A published file's lines, each checked as an aggregator would (base R4, the SMART extensions). */
  async function lines<T extends Resource>(url: string): Promise<T[]> {
    const response = await get(url.replace(/^https?:\/\/[^/]+/, ""));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/fhir+ndjson");
    expect(response.headers["cache-control"]).toBe(`public, max-age=${PUBLICATION_MAX_AGE_SECONDS}`);
    const text = response.body;
    if (text === "") return [];
    expect(text.endsWith("\n")).toBe(true);
    return text
      .slice(0, -1)
      .split("\n")
      .map((line) => {
        const resource = JSON.parse(line) as T;
        expect(schedulingLinksIssues(resource), line).toEqual([]);
        return resource;
      });
  }
  const slotFile = (state: string, week: string, query = "") =>
    lines<Slot>(`/fhir/$bulk-publish/Slot/${state}/${week}.ndjson${query}`);

  it("answers the manifest: transactionTime an instant, the request, every type by state and Slots by state and week", async () => {
    const response = await manifest();
    expect(response.headers["content-type"]).toBe("application/fhir+json; charset=utf-8");
    expect(response.headers["cache-control"]).toBe(`public, max-age=${PUBLICATION_MAX_AGE_SECONDS}`);
    const body = response.json();
    expect(body.transactionTime).toBe("2026-11-23T12:00:00.000Z");
    expect(body.transactionTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    expect(body.request).toBe("http://localhost:80/fhir/$bulk-publish");
    expect(body.requiresAccessToken).toBe(false);
    expect(body.error).toEqual([]);
    const outputs = body.output as { type: string; url: string; extension: { state: string[] } }[];
    const nonSlot = outputs.filter((output) => output.type !== "Slot");
    expect(nonSlot.map((output) => `${output.type} ${output.extension.state.join()}`)).toEqual([
      "Location TN",
      "Location TX",
      "PractitionerRole TN",
      "PractitionerRole TX",
      "Schedule TN",
      "Schedule TX",
    ]);
    // 28 days from 23 November (a Monday) end on Sunday 20 December: weeks 48 to 51, per state; where
    // it is already 24 November (UTC+14) they end on 21 December, in week 52.
    const slotFiles = outputs.filter((output) => output.type === "Slot").map((output) => output.url);
    expect(slotFiles).toEqual(
      ["TN", "TX"].flatMap((state) =>
        ["2026-W48", "2026-W49", "2026-W50", "2026-W51", "2026-W52"].map(
          (week) => `http://localhost:80/fhir/$bulk-publish/Slot/${state}/${week}.ndjson`,
        ),
      ),
    );
    // Every file of the manifest answers, each line valid.
    for (const output of outputs) await lines(output.url);
  });

  it("publishes the Locations, PractitionerRoles and Schedules of the calendars that publish, by state", async () => {
    const tn = (await manifest()).json().output as { type: string; url: string }[];
    const urlOf = (type: string, state: string) => tn.find((o) => o.type === type && o.url.includes(`/${state}.`))?.url;
    expect((await lines(urlOf("Location", "TN") as string)).map((r) => r.id)).toEqual([
      "T-LOC-1",
      "T-LOC-2",
      "T-LOC-4",
    ]);
    expect((await lines(urlOf("PractitionerRole", "TN") as string)).map((r) => r.id)).toEqual([ALICE, ROBERT, ZOE]);
    const schedules = await lines<Schedule>(urlOf("Schedule", "TX") as string);
    expect(schedules).toEqual([
      {
        resourceType: "Schedule",
        id: MARIA,
        meta: { lastUpdated: "2026-06-01T00:00:00.000Z" },
        active: true,
        serviceType: [{ text: expect.any(String) }],
        specialty: [expect.objectContaining({ text: "Pediatrics" })],
        actor: [
          { reference: `PractitionerRole/${MARIA}`, display: "Maria Garcia" },
          { reference: "Location/T-LOC-3", display: "Bayou Pediatrics - Houston" },
        ],
      },
    ]);
  });

  it("publishes each free time of the week as a free Slot with its deep link and the location's phone", async () => {
    const slots = await slotFile("TN", "2026-W48");
    // Alice: Monday 23 and Wednesday 25, 09:00–11:30 Chicago (15:00–17:30 UTC); Robert: Wednesday 13:00–14:30.
    expect(slots.filter((slot) => slot.schedule.reference === `Schedule/${ALICE}`).map((slot) => slot.start)).toEqual(
      ["2026-11-23", "2026-11-25"].flatMap((day) =>
        ["15:00", "15:30", "16:00", "16:30", "17:00", "17:30"].map((time) => `${day}T${time}:00.000Z`),
      ),
    );
    expect(slots.filter((slot) => slot.schedule.reference === `Schedule/${ROBERT}`)).toHaveLength(4);
    expect(slots.every((slot) => slot.status === "free")).toBe(true);
    const first = slots[0] as Slot;
    expect(first).toMatchObject({
      resourceType: "Slot",
      id: `${ALICE}.20261123T1500`,
      schedule: { reference: `Schedule/${ALICE}` },
      start: "2026-11-23T15:00:00.000Z",
      end: "2026-11-23T15:30:00.000Z",
      extension: [
        {
          url: BOOKING_DEEP_LINK,
          valueUrl: expect.stringMatching(/^https:\/\/find\.example\.org\/physicians\?urlTitle=/),
        },
        { url: BOOKING_PHONE, valueString: "615-555-0111" },
      ],
    });
    expect(await slotFile("TX", "2026-W48")).toHaveLength(4);
    // Past the published days, and a week ago: empty files, not errors.
    expect(await slotFile("TN", "2027-W10")).toEqual([]);
    expect(await slotFile("TN", "2026-W40")).toEqual([]);
  });

  it("says held times busy-tentative, booked ones busy, and a hold that ran out free", async () => {
    const db = testApp.database.db;
    await insertAppointment(db, {
      calendarId: "T-CAL-1",
      typeCode: "NEWPT",
      start: "2026-11-30T15:00:00Z",
      minutes: 30,
      status: "held",
      holdExpiresAt: "2026-11-23T12:10:00Z",
    });
    await insertAppointment(db, {
      calendarId: "T-CAL-1",
      typeCode: "FOLLOW",
      start: "2026-11-30T15:40:00Z",
      minutes: 20,
      status: "booked",
      holdExpiresAt: "2026-11-23T11:00:00Z",
    });
    await insertAppointment(db, {
      calendarId: "T-CAL-1",
      typeCode: "NEWPT",
      start: "2026-11-30T16:30:00Z",
      minutes: 30,
      status: "held",
      holdExpiresAt: "2026-11-23T11:50:00Z",
    });
    const statuses = (await slotFile("TN", "2026-W49"))
      .filter((slot) => slot.start?.startsWith("2026-11-30"))
      .map((slot) => `${slot.start?.slice(11, 16)} ${slot.status}`);
    expect(statuses).toEqual([
      "15:00 busy-tentative",
      "15:30 busy", // the 20-minute booking from 15:40 lies over 15:30–16:00
      "16:00 free",
      "16:30 free",
      "17:00 free",
      "17:30 free",
    ]);
  });

  it("keeps to what changed with _since, in the manifest's links and in the files", async () => {
    const since = "2026-11-23T11:00:00.000Z";
    const body = (await manifest(`?_since=${since}`)).json();
    expect(body.request).toBe(`http://localhost:80/fhir/$bulk-publish?_since=${encodeURIComponent(since)}`);
    expect(
      body.output.every((output: { url: string }) => output.url.endsWith(`?_since=${encodeURIComponent(since)}`)),
    ).toBe(true);
    // Only the three times the appointments above changed (made at the database's time, after `since`).
    const changed = await slotFile("TN", "2026-W49", `?_since=${since}`);
    expect(changed.map((slot) => slot.start)).toEqual([
      "2026-11-30T15:00:00.000Z",
      "2026-11-30T15:30:00.000Z",
      "2026-11-30T16:30:00.000Z",
    ]);
    expect(await slotFile("TN", "2026-W48", `?_since=${since}`)).toEqual([]);
    // Schedules unchanged since June: none.
    const schedules = body.output.find((output: { type: string }) => output.type === "Schedule").url;
    expect(await lines(schedules)).toEqual([]);
    // A week whose days came into the published days after `since` is published whole.
    expect((await slotFile("TN", "2026-W51", "?_since=2026-11-01T00:00:00Z")).length).toBeGreaterThan(0);
  });

  it("refuses a _since that is not an instant, and answers 404 for a file it does not publish", async () => {
    for (const url of [
      "/fhir/$bulk-publish?_since=yesterday",
      "/fhir/$bulk-publish?_since=2026-11-23",
      "/fhir/$bulk-publish/Slot/TN/2026-W48.ndjson?_since=2026-11-23T25:00:00Z",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ resourceType: "OperationOutcome" });
      expect(response.headers["cache-control"]).toBe("no-store");
    }
    for (const url of [
      "/fhir/$bulk-publish/Slot/TN/2026-W99.ndjson",
      "/fhir/$bulk-publish/Slot/tennessee/2026-W48.ndjson",
      "/fhir/$bulk-publish/Appointment/TN.ndjson",
      "/fhir/$bulk-publish/Location/TN.json",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ resourceType: "OperationOutcome" });
    }
  });

  it("reads and searches Slots by schedule, start, status, _id and _lastUpdated, paging without repeats or gaps", async () => {
    const read = await get(`/fhir/Slot/${ALICE}.20261125T1600`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ id: `${ALICE}.20261125T1600`, status: "free" });
    expect(schedulingLinksIssues(read.json())).toEqual([]);
    for (const id of [`${ALICE}.20261125T1610`, `${ALICE}.20261123T1400`, "nonsense", `${ALICE}.20270301T1500`]) {
      expect((await get(`/fhir/Slot/${id}`)).statusCode, id).toBe(404);
    }

    const search = async (query: string) => {
      const response = await get(`/fhir/Slot?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Bundle<Slot>;
    };
    const starts = (bundle: Bundle<Slot>) => (bundle.entry ?? []).map((entry) => entry.resource?.start);
    expect(starts(await search(`schedule=Schedule/${ALICE}&start=ge2026-11-25&start=lt2026-11-26`))).toHaveLength(6);
    const held = await search(`status=busy-tentative,busy`);
    expect((held.entry ?? []).map((entry) => `${entry.resource?.id} ${entry.resource?.status}`)).toEqual([
      `${ALICE}.20261130T1500 busy-tentative`,
      `${ALICE}.20261130T1530 busy`,
    ]);
    expect(starts(await search(`_id=${ROBERT}.20261125T1930`))).toEqual(["2026-11-25T19:30:00.000Z"]);
    expect(starts(await search(`schedule=${MARIA}&_lastUpdated=gt2026-07-01`))).toEqual([]);

    // Every TX time, three a page: the pages join up to the whole list.
    const all = starts(await search(`schedule=${MARIA}&_count=100`));
    expect(all.length).toBe(16); // Tuesdays 24 Nov, 1, 8, 15 Dec
    const paged: (string | undefined)[] = [];
    let url: string | undefined = `/fhir/Slot?schedule=${MARIA}&_count=3`;
    while (url) {
      const response = await get(url.replace(/^https?:\/\/[^/]+/, ""));
      const bundle = response.json() as Bundle<Slot>;
      paged.push(...starts(bundle));
      url = bundle.link?.find((link) => link.relation === "next")?.url;
    }
    expect(paged).toEqual(all);
  });

  it("reads and searches Schedules by actor, with their Slots by _revinclude", async () => {
    expect((await get(`/fhir/Schedule/${ALICE}`)).json()).toMatchObject({ resourceType: "Schedule", id: ALICE });
    // Not publishing (no new patients there): not found.
    expect((await get(`/fhir/Schedule/${alice.npi}-T-LOC-4`)).statusCode).toBe(404);
    const byLocation = (await get("/fhir/Schedule?actor=Location/T-LOC-1")).json() as Bundle;
    expect(byLocation.entry?.map((entry) => entry.resource?.id)).toEqual([ALICE]);
    const byRole = (
      await get(`/fhir/Schedule?actor=PractitionerRole/${ROBERT}&_revinclude=Slot:schedule`)
    ).json() as Bundle;
    expect(byRole.entry?.filter((entry) => entry.search?.mode === "include")).toHaveLength(16);
    const paged: string[] = [];
    let url: string | undefined = "/fhir/Schedule?_count=1";
    while (url) {
      const bundle = (await get(url.replace(/^https?:\/\/[^/]+/, ""))).json() as Bundle;
      paged.push(...(bundle.entry ?? []).map((entry) => entry.resource?.id as string));
      url = bundle.link?.find((link) => link.relation === "next")?.url;
    }
    expect(paged).toEqual([ALICE, ROBERT, MARIA, ZOE]);
  });

  it("a deep link names everything the booking page's hold needs: holding it holds that time, a second visitor is told it is taken", async () => {
    const slot = (await slotFile("TX", "2026-W49")).find((one) => one.start === "2026-12-01T14:30:00.000Z") as Slot;
    const deepLink = slot.extension?.find((extension) => extension.url === BOOKING_DEEP_LINK)?.valueUrl as string;
    const link = readOpenTime(new URL(deepLink).search);
    expect(link).toMatchObject({
      urlTitle: "maria-garcia-md-3",
      calendarId: "T-CAL-4",
      day: "20261201",
      startTime: "08:30",
    });
    // The page the link opens is the booking flow (the host page serves every app route).
    expect(new URL(deepLink).pathname).toBe("/physicians");

    const hold = async () =>
      testApp.app.inject({
        method: "POST",
        url: "/fadmaa/appointment/hold",
        payload: holdRequestOf(link as NonNullable<typeof link>),
        headers: { cookie: await newHolderCookie(testApp.app) },
      });
    const first = await hold();
    expect(first.statusCode, first.body).toBe(200);
    expect((await get(`/fhir/Slot/${slot.id}`)).json()).toMatchObject({ status: "busy-tentative" });
    const second = await hold();
    expect(second.statusCode).toBe(409);
    now = TEST_NOW;
  });
});
