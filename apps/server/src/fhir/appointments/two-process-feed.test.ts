import { Writable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import type { Appointment, Bundle } from "@medplum/fhirtypes";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { createDatabase, type DatabaseHandle } from "../../database/create-database.ts";
import { startBookingTestApp, TEST_PATIENT_KEY } from "../../testing/booking-fixtures.ts";
import { TEST_APP_CONFIG } from "../../testing/build-test-app.ts";
import { type BookedForTest, bookNextSlot, MANAGE_URLS } from "../../testing/manage-fixtures.ts";
import { testDatabaseKinds } from "../../testing/test-database.ts";
import {
  accessToken,
  type BackendClient,
  backendClient,
  registration,
  TEST_TOKEN_URL,
} from "./testing/backend-client.ts";

let ehr: BackendClient;
beforeAll(async () => {
  ehr = await backendClient("ehr-two", "RS384", ["system/Appointment.rs"]);
});

/**
 * Two server processes on one database (each its own pool, sharing nothing but the database:
 * PostgreSQL, or PGlite served over the wire), each with a poller, while bookings and cancels land on both as fast as they are made:
 * each poller sees every booking's states at most once each, in order, ending with the last.
 */
describe.each(testDatabaseKinds())("the feed with two processes on %s", (kind) => {
  const smart = () => ({ tokenUrl: TEST_TOKEN_URL, clients: [registration(ehr)] });
  // Reachable: PGlite served over the wire, so each process has its own pool, as on PostgreSQL.
  const test = startBookingTestApp(kind, { rateLimits: { managePerMinute: 1_000 }, smart, reachable: true });
  let otherDatabase: DatabaseHandle;
  let other: FastifyInstance;
  beforeAll(async () => {
    otherDatabase = createDatabase(test.database.target);
    other = await buildApp({
      db: otherDatabase.db,
      config: {
        ...TEST_APP_CONFIG,
        smart: smart(),
        patientData: { key: TEST_PATIENT_KEY, keyFile: "/nonexistent", previousKeys: [] },
        rateLimits: { managePerMinute: 1_000 },
      },
      clock: test.time.clock,
      logStream: new Writable({ write: (_chunk, _encoding, done) => done() }),
    });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await otherDatabase?.close();
  });

  it("shows both processes' changes to pollers on either, each once and in order", async () => {
    // A token from one process opens the other: tokens live in the database.
    const token = await accessToken(test.app, ehr, "system/Appointment.rs", test.time.clock());
    const poller = (app: FastifyInstance) => {
      const observed: string[] = [];
      let since = "1970-01-01T00:00:00.000Z";
      const pollOnce = async () => {
        let url: string | undefined = `/fhir/Appointment?_lastUpdated=gt${since}&_count=3`;
        const stamps: string[] = [];
        while (url) {
          const response = await app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });
          expect(response.statusCode, response.body).toBe(200);
          const bundle = response.json() as Bundle;
          for (const entry of bundle.entry ?? []) {
            const appointment = entry.resource as Appointment;
            stamps.push(appointment.meta?.lastUpdated as string);
            observed.push(`${appointment.id} ${appointment.status}`);
          }
          const next = bundle.link?.find((link) => link.relation === "next")?.url;
          url = next ? next.replace(/^https?:\/\/[^/]+/, "") : undefined;
        }
        expect(stamps.every((stamp) => stamp > since)).toBe(true);
        expect([...stamps].sort()).toEqual(stamps);
        since = stamps.at(-1) ?? since;
      };
      return { observed, pollOnce };
    };
    const pollers = [poller(test.app), poller(other)];
    let stopped = false;
    const loops = pollers.map(async (one) => {
      while (!stopped) {
        await one.pollOnce();
        await sleep(5);
      }
    });

    const bookings: BookedForTest[] = [];
    for (let index = 0; index < 6; index++) bookings.push(await bookNextSlot(test));
    // Every other booking cancelled on the other process, all at once.
    const cancelled = bookings.filter((_booking, index) => index % 2 === 0);
    const answers = await Promise.all(
      cancelled.map((booking) =>
        other.inject({
          method: "POST",
          url: MANAGE_URLS.cancel,
          payload: { bookingId: booking.bookingId, token: booking.token },
        }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);

    const finals = bookings.map(
      (booking) => `${booking.bookingId} ${cancelled.includes(booking) ? "cancelled" : "booked"}`,
    );
    const deadline = Date.now() + 20_000;
    while (pollers.some((one) => finals.some((event) => !one.observed.includes(event))) && Date.now() < deadline) {
      await sleep(20);
    }
    await sleep(100);
    stopped = true;
    await Promise.all(loops);
    for (const { observed } of pollers) {
      for (const event of finals) expect(observed).toContain(event);
      expect(new Set(observed).size).toBe(observed.length);
      for (const booking of cancelled) {
        const states = observed.filter((event) => event.startsWith(`${booking.bookingId} `));
        // booked then cancelled, or only cancelled when both were published before a poll: never back.
        expect([
          [`${booking.bookingId} booked`, `${booking.bookingId} cancelled`],
          [`${booking.bookingId} cancelled`],
        ]).toContainEqual(states);
      }
    }
  });
});
