import type { Appointment, Bundle, Patient, Resource } from "@medplum/fhirtypes";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { DISTINCTIVE, startBookingTestApp } from "../../testing/booking-fixtures.ts";
import { type BookedForTest, bookNextSlot, holdFor, MANAGE_URLS, postTo } from "../../testing/manage-fixtures.ts";
import { testDatabaseKinds } from "../../testing/test-database.ts";
import { FEED_LOCK_NAME } from "./appointment-feed.ts";
import {
  accessToken,
  type BackendClient,
  backendClient,
  registration,
  TEST_TOKEN_URL,
} from "./testing/backend-client.ts";
import { r4Issues } from "./testing/r4-issues.ts";

const clients: Record<"feed" | "patients" | "v1" | "slots", BackendClient> = {} as never;

beforeAll(async () => {
  clients.feed = await backendClient("ehr-feed", "RS384", ["system/Appointment.rs"]);
  clients.patients = await backendClient("ehr-patients", "ES384", ["system/Appointment.rs", "system/Patient.r"]);
  clients.v1 = await backendClient("ehr-v1", "RS384", ["system/Appointment.read", "system/Patient.read"]);
  clients.slots = await backendClient("slots-only", "ES384", ["system/Slot.rs"]);
});

describe.each(testDatabaseKinds())("the FHIR Appointment feed on %s", (kind) => {
  const test = startBookingTestApp(kind, {
    rateLimits: { managePerMinute: 1_000 },
    smart: () => ({ tokenUrl: TEST_TOKEN_URL, clients: Object.values(clients).map(registration) }),
  });
  const tokens = new Map<string, string>();
  const tokenOf = async (client: BackendClient, scope = client.scopes.join(" ")) => {
    const key = `${client.clientId} ${scope}`;
    if (!tokens.has(key)) tokens.set(key, await accessToken(test.app, client, scope, test.time.clock()));
    return tokens.get(key) as string;
  };
  const fhirGet = async (url: string, client: BackendClient | null = clients.feed) =>
    test.app.inject({
      method: "GET",
      url,
      headers: client ? { authorization: `Bearer ${await tokenOf(client)}` } : {},
    });
  const bundleOf = async (url: string, client: BackendClient = clients.feed): Promise<Bundle> => {
    const response = await fhirGet(url, client);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    return response.json();
  };
  const resourcesOf = <T extends Resource>(bundle: Bundle, type: string) =>
    (bundle.entry ?? []).map((entry) => entry.resource).filter((resource) => resource?.resourceType === type) as T[];
  /** A poller as an EHR runs it: everything after the greatest meta.lastUpdated it has seen. */
  const poller = () => {
    let since = "1970-01-01T00:00:00.000Z";
    return async (): Promise<Appointment[]> => {
      const seen: Appointment[] = [];
      let url: string | undefined = `/fhir/Appointment?_lastUpdated=gt${since}&_count=2`;
      while (url) {
        const bundle = await bundleOf(url);
        seen.push(...resourcesOf<Appointment>(bundle, "Appointment"));
        const next = bundle.link?.find((link) => link.relation === "next")?.url;
        url = next ? next.replace(/^https?:\/\/[^/]+/, "") : undefined;
      }
      // One publication's changes share a stamp; each stamp is above the last poll's, in order.
      const stamps = seen.map((appointment) => appointment.meta?.lastUpdated as string);
      expect(stamps.every((stamp) => stamp > since)).toBe(true);
      expect([...stamps].sort()).toEqual(stamps);
      since = stamps.at(-1) ?? since;
      return seen;
    };
  };
  const reschedule = async (booked: BookedForTest) => {
    const next = test.takeSlot();
    const { holdId } = await holdFor(test, next, booked.cookie);
    const response = await postTo(
      test,
      MANAGE_URLS.reschedule,
      { bookingId: booked.bookingId, token: booked.token, holdId, appointmentId: next.appointmentId },
      booked.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    return next;
  };

  it("answers 401 without a live token and 403 without the scope, as SMART (RFC 6750) says; the directory stays public", async () => {
    const none = await fhirGet("/fhir/Appointment", null);
    expect(none.statusCode).toBe(401);
    expect(none.headers["www-authenticate"]).toBe('Bearer realm="fhir"');
    expect(none.json()).toMatchObject({ resourceType: "OperationOutcome", issue: [{ code: "login" }] });
    const forged = await test.app.inject({
      method: "GET",
      url: "/fhir/Appointment/ANY",
      headers: { authorization: "Bearer not-a-token-we-gave" },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.headers["www-authenticate"]).toContain('error="invalid_token"');
    // The token comes first: a malformed search without one is still a 401.
    expect((await fhirGet("/fhir/Appointment?date=yesterday", null)).statusCode).toBe(401);
    const unscoped = await fhirGet("/fhir/Appointment", clients.slots);
    expect(unscoped.statusCode).toBe(403);
    expect(unscoped.headers["www-authenticate"]).toContain('error="insufficient_scope"');
    expect(unscoped.headers["cache-control"]).toBe("no-store");
    const noPatients = await fhirGet("/fhir/Appointment?_include=Appointment:patient", clients.feed);
    expect(noPatients.statusCode).toBe(403);
    expect(noPatients.json().issue[0].details.text).toContain("system/Patient.r");
    expect((await fhirGet("/fhir/Patient/ANY", clients.feed)).statusCode).toBe(403);
    // An expired token is refused: tokens live five minutes on the app's clock.
    const shortLived = await accessToken(test.app, clients.feed, "system/Appointment.rs", test.time.clock());
    test.time.advanceSeconds(301);
    const expired = await test.app.inject({
      method: "GET",
      url: "/fhir/Appointment",
      headers: { authorization: `Bearer ${shortLived}` },
    });
    expect(expired.statusCode).toBe(401);
    tokens.clear();
    const directory = await test.app.inject({ method: "GET", url: "/fhir/Location?_count=1" });
    expect(directory.statusCode).toBe(200);
    expect(directory.headers["cache-control"]).toBe("public, max-age=60");
  });

  it("shows each booking, reschedule and cancel once, in order, to a client polling _lastUpdated=gt; holds never", async () => {
    const poll = poller();
    await poll();
    const first = await bookNextSlot(test);
    const second = await bookNextSlot(test);
    await holdFor(test, test.takeSlot()); // a held time: not an Appointment
    const booked = await poll();
    expect(booked.map((appointment) => [appointment.id, appointment.status])).toEqual([
      [first.bookingId, "booked"],
      [second.bookingId, "booked"],
    ]);
    for (const appointment of booked) expect(r4Issues(appointment)).toEqual([]);

    const moved = await reschedule(first);
    const afterMove = await poll();
    expect(afterMove.map((appointment) => [appointment.id, appointment.status])).toEqual([[first.bookingId, "booked"]]);
    expect(afterMove[0]?.start).not.toBe(booked[0]?.start);
    expect(moved.calendarId).toBe(first.slot.calendarId);

    const cancelled = await postTo(test, MANAGE_URLS.cancel, { bookingId: second.bookingId, token: second.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const afterCancel = await poll();
    expect(afterCancel.map((appointment) => [appointment.id, appointment.status])).toEqual([
      [second.bookingId, "cancelled"],
    ]);
    expect(r4Issues(afterCancel[0] as Appointment)).toEqual([]);
    expect(await poll()).toEqual([]);

    // The cancelled one keeps its history: read by id, still there, cancelled, with its later stamp.
    const read = await fhirGet(`/fhir/Appointment/${second.bookingId}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({
      status: "cancelled",
      meta: { lastUpdated: afterCancel[0]?.meta?.lastUpdated },
    });
    expect(read.headers["cache-control"]).toBe("no-store");
    expect((await fhirGet("/fhir/Appointment/NO-SUCH-BOOKING")).statusCode).toBe(404);
  });

  it("searches by status, practitioner, location, date and patient, and pages without repeating or skipping", async () => {
    const booked = await bookNextSlot(test);
    const all = resourcesOf<Appointment>(await bundleOf("/fhir/Appointment?_count=100"), "Appointment");
    const mine = all.find((appointment) => appointment.id === booked.bookingId) as Appointment;
    const reference = (type: string) =>
      mine.participant?.find((participant) => participant.actor?.reference?.startsWith(`${type}/`))?.actor?.reference ??
      "";
    const ids = async (query: string) =>
      resourcesOf<Appointment>(await bundleOf(`/fhir/Appointment?${query}&_count=100`), "Appointment").map((a) => a.id);
    expect(await ids(`_id=${booked.bookingId}`)).toEqual([booked.bookingId]);
    expect(await ids(`status=cancelled&_id=${booked.bookingId}`)).toEqual([]);
    expect(await ids(`status=booked&_id=${booked.bookingId}`)).toEqual([booked.bookingId]);
    expect(await ids(`practitioner=${reference("Practitioner")}&_id=${booked.bookingId}`)).toEqual([booked.bookingId]);
    expect(await ids(`practitioner=Practitioner/0000000000`)).toEqual([]);
    expect(await ids(`location=${reference("Location")}&_id=${booked.bookingId}`)).toEqual([booked.bookingId]);
    expect(await ids(`patient=${reference("Patient")}`)).toEqual([booked.bookingId]);
    const start = mine.start as string;
    expect(await ids(`date=ge${start}&date=le${start}&_id=${booked.bookingId}`)).toEqual([booked.bookingId]);
    expect(await ids(`date=gt${start}&_id=${booked.bookingId}`)).toEqual([]);
    expect(await ids(`date=${start.slice(0, 10)}&_id=${booked.bookingId}`)).toEqual([booked.bookingId]);

    // One at a time, with a booking made between pages: each appointment once, the new one at the end.
    const paged: string[] = [];
    let url: string | undefined = "/fhir/Appointment?_count=1";
    let added: BookedForTest | undefined;
    while (url) {
      const bundle = await bundleOf(url);
      paged.push(...resourcesOf<Appointment>(bundle, "Appointment").map((a) => a.id as string));
      if (!added) added = await bookNextSlot(test);
      const next = bundle.link?.find((link) => link.relation === "next")?.url;
      url = next ? next.replace(/^https?:\/\/[^/]+/, "") : undefined;
    }
    expect(paged).toEqual([...all.map((a) => a.id), added?.bookingId]);
    expect((await fhirGet("/fhir/Appointment?date=yesterday")).statusCode).toBe(400);
    expect((await fhirGet("/fhir/Appointment?_cursor=bogus")).statusCode).toBe(400);
  });

  it("includes and reads the Patient, decrypted, only for clients granted it, and audits every read of patient data", async () => {
    const booked = await bookNextSlot(test, {}, { language: "es" });
    for (const client of [clients.patients, clients.v1]) {
      const bundle = await bundleOf(`/fhir/Appointment?_id=${booked.bookingId}&_include=Appointment:patient`, client);
      const [patient] = resourcesOf<Patient>(bundle, "Patient");
      expect(patient).toMatchObject({
        id: booked.bookingId,
        name: [{ family: DISTINCTIVE.lastName, given: [DISTINCTIVE.firstName] }],
        birthDate: "1961-03-14",
        // Booked on a Spanish page: the clinic learns to call in Spanish.
        communication: [{ language: { coding: [{ system: "urn:ietf:bcp:47", code: "es" }] }, preferred: true }],
      });
      expect(r4Issues(patient as Patient)).toEqual([]);
      expect(bundle.entry?.find((entry) => entry.resource?.resourceType === "Patient")?.search?.mode).toBe("include");
    }
    const read = await fhirGet(`/fhir/Patient/${booked.bookingId}`, clients.patients);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().name[0].family).toBe(DISTINCTIVE.lastName);
    expect(read.headers["cache-control"]).toBe("no-store");

    const { rows } = await sql<{ client_id: string; interaction: string; resource_type: string }>`
      SELECT client_id, interaction, resource_type FROM system_audit WHERE booking_id = ${booked.bookingId} ORDER BY id
    `.execute(test.database.db);
    expect(rows).toEqual([
      { client_id: "ehr-patients", interaction: "search", resource_type: "Appointment" },
      { client_id: "ehr-patients", interaction: "include", resource_type: "Patient" },
      { client_id: "ehr-v1", interaction: "search", resource_type: "Appointment" },
      { client_id: "ehr-v1", interaction: "include", resource_type: "Patient" },
      { client_id: "ehr-patients", interaction: "read", resource_type: "Patient" },
    ]);
    // Patient data leaves in the answers only, never in the log.
    expect(test.logs()).not.toContain(DISTINCTIVE.lastName);
  });

  it("audits each Appointment a search page sends, in the page's order, under one request, and not the next page's", async () => {
    const made = [await bookNextSlot(test), await bookNextSlot(test), await bookNextSlot(test)];
    const ids = made.map((booked) => booked.bookingId);
    const audited = async () =>
      (
        await sql<{ booking_id: string; request_id: string; interaction: string; resource_type: string }>`
          SELECT booking_id, request_id, interaction, resource_type FROM system_audit
          WHERE booking_id IN (${sql.join(ids)}) ORDER BY id
        `.execute(test.database.db)
      ).rows;
    const first = await bundleOf(`/fhir/Appointment?_id=${ids.join(",")}&_count=2`);
    const sent = resourcesOf<Appointment>(first, "Appointment").map((appointment) => appointment.id);
    expect(sent).toHaveLength(2);
    const rows = await audited();
    expect(rows.map((row) => row.booking_id)).toEqual(sent);
    expect(rows.every((row) => row.interaction === "search" && row.resource_type === "Appointment")).toBe(true);
    expect(new Set(rows.map((row) => row.request_id)).size).toBe(1);
    // The third was read as the look-ahead that makes the next link, not sent: audited with its own page.
    const next = first.link?.find((link) => link.relation === "next")?.url?.replace(/^https?:\/\/[^/]+/, "");
    const second = await bundleOf(next as string);
    const rest = resourcesOf<Appointment>(second, "Appointment").map((appointment) => appointment.id);
    expect([...sent, ...rest].sort()).toEqual([...ids].sort());
    const after = await audited();
    expect(after.map((row) => row.booking_id)).toEqual([...sent, ...rest]);
    expect(new Set(after.map((row) => row.request_id)).size).toBe(2);
  });

  it("names the token endpoint and the Appointment in the CapabilityStatement", async () => {
    const response = await test.app.inject({ method: "GET", url: "/fhir/metadata" });
    const statement = response.json();
    const rest = statement.rest[0];
    expect(rest.security.extension[0]).toEqual({
      url: "http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris",
      extension: [{ url: "token", valueUri: TEST_TOKEN_URL }],
    });
    expect(rest.security.service[0].coding[0].code).toBe("SMART-on-FHIR");
    const appointment = rest.resource.find((resource: { type: string }) => resource.type === "Appointment");
    expect(appointment.searchInclude).toEqual(["Appointment:patient"]);
    expect(appointment.searchParam.map((param: { name: string }) => param.name)).toEqual(
      expect.arrayContaining(["_lastUpdated", "date", "status", "location", "practitioner"]),
    );
    expect(r4Issues(statement)).toEqual([]);
  });
});

/**
 * PostgreSQL only (PGlite runs one transaction at a time, so nothing can commit out of order there): a
 * change written first and committed last must not be missed by a client that already saw a later one.
 */
describe.each(testDatabaseKinds().filter((kind) => kind === "postgres"))("the feed's commit order on %s", (kind) => {
  const test = startBookingTestApp(kind, {
    smart: () => ({ tokenUrl: TEST_TOKEN_URL, clients: [registration(clients.feed)] }),
  });

  it("holds a later commit back until an earlier transaction ends, then shows both above the last stamp seen", async () => {
    const token = await accessToken(test.app, clients.feed, "system/Appointment.rs", test.time.clock());
    const poll = async (since: string) => {
      const response = await test.app.inject({
        method: "GET",
        url: `/fhir/Appointment?_lastUpdated=gt${since}&_count=100`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      return ((response.json() as Bundle).entry ?? []).map((entry) => entry.resource as Appointment);
    };
    const early = await bookNextSlot(test);
    const seen = await poll("1970-01-01T00:00:00Z");
    const since = seen.at(-1)?.meta?.lastUpdated as string;

    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let written: () => void = () => {};
    const isWritten = new Promise<void>((resolve) => {
      written = resolve;
    });
    // Another writer cancels `early` first and commits last (as a slow transaction would).
    const slow = test.database.db.transaction().execute(async (trx) => {
      await sql`UPDATE appointments SET status = 'cancelled' WHERE booking_id = ${early.bookingId} AND status = 'booked'`.execute(
        trx,
      );
      written();
      await released;
    });
    await isWritten;
    const late = await bookNextSlot(test);
    // The later booking has committed, but the older transaction is still open: not shown yet.
    expect((await poll(since)).map((appointment) => appointment.id)).toEqual([]);
    release();
    await slow;
    const after = await poll(since);
    expect(after.map((appointment) => [appointment.id, appointment.status]).sort()).toEqual(
      [
        [early.bookingId, "cancelled"],
        [late.bookingId, "booked"],
      ].sort(),
    );
    for (const appointment of after) expect((appointment.meta?.lastUpdated as string) > since).toBe(true);
  });

  it("answers a poll with nothing due at once, while a publication holds its lock; one with a change due waits for it", async () => {
    const token = await accessToken(test.app, clients.feed, "system/Appointment.rs", test.time.clock());
    const poll = async () => {
      const response = await test.app.inject({
        method: "GET",
        url: "/fhir/Appointment?_count=1",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Bundle;
    };
    await bookNextSlot(test);
    await poll(); // publishes what is due, so nothing is left
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked: () => void = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // A publisher taking its time: the lock held in a transaction of another connection.
    const publisher = test.database.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtextextended(${FEED_LOCK_NAME}, 0))`.execute(trx);
      locked();
      await released;
    });
    await isLocked;
    const order: string[] = [];
    try {
      // Nothing due: answered while the lock is held (before, every poll queued behind it).
      const idle = poll().then(() => order.push("idle poll answered"));
      const waited = new Promise<void>((resolve) => setTimeout(resolve, 10_000)).then(() => order.push("gave up"));
      await Promise.race([idle, waited]);
      expect(order).toEqual(["idle poll answered"]);

      // A change due: that poll waits for the publication under way, then publishes and shows it.
      const booked = await bookNextSlot(test);
      const busy = poll().then((bundle) => {
        order.push("busy poll answered");
        return bundle;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      order.push("lock released");
      release();
      const bundle = await busy;
      expect(order.slice(1)).toEqual(["lock released", "busy poll answered"]);
      const ids = (bundle.entry ?? []).map((entry) => entry.resource?.id);
      expect(bundle.total ?? ids.length).toBeGreaterThan(0);
      const { rows } = await sql<{ feed_seq: string | null }>`
        SELECT feed_seq FROM appointments WHERE booking_id = ${booked.bookingId}
      `.execute(test.database.db);
      expect(rows[0]?.feed_seq).not.toBeNull();
    } finally {
      release();
      await publisher;
    }
  });
});
