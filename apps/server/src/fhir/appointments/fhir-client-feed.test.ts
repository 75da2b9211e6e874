import { setTimeout as sleep } from "node:timers/promises";
import type { Appointment, Bundle, CapabilityStatement } from "@medplum/fhirtypes";
import { Client } from "fhir-kit-client";
import { beforeAll, describe, expect, it } from "vitest";
import { startBookingTestApp } from "../../testing/booking-fixtures.ts";
import { type BookedForTest, bookNextSlot, holdFor, MANAGE_URLS, postTo } from "../../testing/manage-fixtures.ts";
import { testDatabaseKinds } from "../../testing/test-database.ts";
import { OAUTH_URIS } from "../capability-statement.ts";
import { type BackendClient, backendClient, clientAssertion, registration } from "./testing/backend-client.ts";
import { r4Issues } from "./testing/r4-issues.ts";

/** This file's loopback ports (issue 34's range): the token URL a client's assertion names must be known before the start. */
const PORTS = { pglite: 9592, postgres: 9593 } as const;

let ehr: BackendClient;
beforeAll(async () => {
  ehr = await backendClient("ehr-poller", "ES384", ["system/Appointment.rs"]);
});

/**
 * A FHIR client we did not write (fhir-kit-client) against the listening server, as an EHR runs it: it
 * finds the token endpoint in the server's own metadata, gets a token with its own signed assertion,
 * and polls `_lastUpdated=gt<the last stamp it saw>` (following next links) while patients book,
 * reschedule and cancel through the public API. It must see every change once, in order.
 */
describe.each(testDatabaseKinds())("a FHIR client polling the Appointment feed on %s", (kind) => {
  const base = `http://127.0.0.1:${PORTS[kind]}/fhir`;
  const test = startBookingTestApp(kind, {
    rateLimits: { managePerMinute: 1_000 },
    smart: () => ({ tokenUrl: `${base}/auth/token`, clients: [registration(ehr)] }),
  });
  beforeAll(async () => {
    await test.app.listen({ port: PORTS[kind], host: "127.0.0.1" });
  });

  it("sees each booking, reschedule and cancel made through the public API once, in order", async () => {
    const client = new Client({ baseUrl: base });
    const auth = await client.smartAuthMetadata();
    const tokenUrl = auth.tokenUrl?.toString() as string;
    expect(tokenUrl).toBe(`${base}/auth/token`);
    const statement = (await client.capabilityStatement()) as unknown as CapabilityStatement;
    expect(statement.rest?.[0]?.security?.extension?.[0]).toEqual({
      url: OAUTH_URIS,
      extension: [{ url: "token", valueUri: tokenUrl }],
    });
    expect(statement.rest?.[0]?.resource?.some((resource) => resource.type === "Appointment")).toBe(true);

    const tokenResponse = await fetch(tokenUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "client_credentials",
        client_assertion_type: "urn:ietf:params:oauth:client-assertion-type:jwt-bearer",
        client_assertion: await clientAssertion(ehr, test.time.clock(), tokenUrl),
        scope: "system/Appointment.rs",
      }),
    });
    expect(tokenResponse.status).toBe(200);
    client.bearerToken = ((await tokenResponse.json()) as { access_token: string }).access_token;

    const observed: string[] = [];
    let since = "1970-01-01T00:00:00.000Z";
    let stopped = false;
    let failure: unknown;
    const pollOnce = async () => {
      const seen: Appointment[] = [];
      let bundle: unknown = await client.search({
        resourceType: "Appointment",
        searchParams: { _lastUpdated: `gt${since}`, _count: 2 },
      });
      while (bundle) {
        seen.push(...((bundle as unknown as Bundle).entry ?? []).map((entry) => entry.resource as Appointment));
        // fhir-kit-client follows the Bundle's next link (undefined after the last page).
        bundle = await client.nextPage({ bundle: bundle as never });
      }
      // Above the last poll's stamps, in order (one publication's changes share a stamp).
      const stamps = seen.map((appointment) => appointment.meta?.lastUpdated as string);
      expect(stamps.every((stamp) => stamp > since)).toBe(true);
      expect([...stamps].sort()).toEqual(stamps);
      for (const appointment of seen) {
        expect(r4Issues(appointment)).toEqual([]);
        observed.push(`${appointment.id} ${appointment.status} ${appointment.start}`);
      }
      since = stamps.at(-1) ?? since;
    };
    const polling = (async () => {
      try {
        while (!stopped) {
          await pollOnce();
          await sleep(20);
        }
      } catch (error) {
        failure = error;
      }
    })();
    const expected: string[] = [];
    const expectSeen = async (event: string) => {
      expected.push(event);
      const deadline = Date.now() + 15_000;
      while (!observed.includes(event) && !failure && Date.now() < deadline) await sleep(20);
      expect(failure).toBeUndefined();
      expect(observed).toContain(event);
    };

    const a = await bookNextSlot(test);
    const startA = await fhirStart(a.bookingId);
    await expectSeen(`${a.bookingId} booked ${startA}`);
    const b = await bookNextSlot(test);
    const startB = await fhirStart(b.bookingId);
    await expectSeen(`${b.bookingId} booked ${startB}`);
    await reschedule(a);
    const startA2 = await fhirStart(a.bookingId);
    expect(startA2).not.toBe(startA);
    await expectSeen(`${a.bookingId} booked ${startA2}`);
    expect((await postTo(test, MANAGE_URLS.cancel, { bookingId: b.bookingId, token: b.token })).statusCode).toBe(200);
    await expectSeen(`${b.bookingId} cancelled ${startB}`);
    expect((await postTo(test, MANAGE_URLS.cancel, { bookingId: a.bookingId, token: a.token })).statusCode).toBe(200);
    await expectSeen(`${a.bookingId} cancelled ${startA2}`);
    // A few more polls find nothing new: nothing is ever shown twice.
    await sleep(200);
    stopped = true;
    await polling;
    expect(failure).toBeUndefined();
    expect(observed).toEqual(expected);

    async function fhirStart(bookingId: string): Promise<string> {
      const appointment = (await client.read({ resourceType: "Appointment", id: bookingId })) as unknown as Appointment;
      return appointment.start as string;
    }
  });

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
  };
});
