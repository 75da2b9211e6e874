import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadServerConfig } from "../config/server-config.ts";
import { DISTINCTIVE, startBookingTestApp } from "../testing/booking-fixtures.ts";
import { type ReceivingEngine, startReceivingEngine } from "../testing/hl7-receiving-engine.ts";
import { bookNextSlot, MANAGE_URLS, postTo } from "../testing/manage-fixtures.ts";
import { siuProblems } from "../testing/siu-structure.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";

/** This file's loopback ports (issue 34's range): one engine per database kind. */
const PORTS = { pglite: 9580, postgres: 9581 } as const;

describe("the HL7 feed's configuration", () => {
  it("takes an mllp:// URL and the header names, and refuses anything else with the variable's name", () => {
    expect(loadServerConfig({}).hl7).toEqual({
      mllpUrl: null,
      sendingFacility: "",
      receivingApplication: "",
      receivingFacility: "",
    });
    expect(
      loadServerConfig({
        FAD_HL7_MLLP_URL: "mllp://engine.example.org:6661",
        FAD_HL7_SENDING_FACILITY: "FAD NETWORK",
        FAD_HL7_RECEIVING_APPLICATION: "EPIC",
        FAD_HL7_RECEIVING_FACILITY: "MAIN-HOSP",
      }).hl7,
    ).toEqual({
      mllpUrl: "mllp://engine.example.org:6661",
      sendingFacility: "FAD NETWORK",
      receivingApplication: "EPIC",
      receivingFacility: "MAIN-HOSP",
    });
    for (const bad of [
      "http://engine:6661",
      "mllp://engine",
      "mllp://engine:0",
      "mllp://engine:70000",
      "mllp://u:p@e:1",
    ]) {
      expect(() => loadServerConfig({ FAD_HL7_MLLP_URL: bad }), bad).toThrow(/FAD_HL7_MLLP_URL/);
    }
    expect(() => loadServerConfig({ FAD_HL7_RECEIVING_APPLICATION: "EPIC|X" })).toThrow(
      /FAD_HL7_RECEIVING_APPLICATION/,
    );
  });
});

/** The server itself, started with FAD_HL7_MLLP_URL: its own sender delivers what the public calls write. */
describe.each(testDatabaseKinds())("the server's HL7 feed on %s", (kind) => {
  let engine: ReceivingEngine;
  beforeAll(async () => {
    engine = await startReceivingEngine(PORTS[kind]);
  });
  afterAll(async () => {
    await engine?.stop();
  });
  const test = startBookingTestApp(kind, {
    rateLimits: { managePerMinute: 1_000 },
    hl7: {
      mllpUrl: `mllp://127.0.0.1:${PORTS[kind]}`,
      sendingFacility: "",
      receivingApplication: "EHR",
      receivingFacility: "",
    },
  });

  it("sends a booking and its cancellation made through the public API as SIU S12 then S15", async () => {
    const booked = await bookNextSlot(test, {}, { language: "es" });
    const cancelled = await postTo(test, MANAGE_URLS.cancel, { bookingId: booked.bookingId, token: booked.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const ours = () => engine.received.filter((message) => message.placerId === booked.bookingId);
    const deadline = Date.now() + 20_000;
    while (ours().length < 2 && Date.now() < deadline) await sleep(50);
    expect(ours().map((message) => message.event)).toEqual(["S12", "S15"]);
    for (const { message } of ours()) {
      expect(siuProblems(message)).toEqual([]);
      expect(message.getSegment("MSH")?.getField(5)?.toString()).toBe("EHR");
      // Booked on a Spanish page, so both messages say the patient's language (decision 202).
      expect(message.getSegment("PID")?.getField(15)?.toString()).toBe("es^Spanish^ISO639");
    }
    // Marked sent once each ACK is in: the health check's backlog comes back to nothing.
    const outboxes = async () =>
      (await test.app.inject({ method: "GET", url: "/fadmaa/health" })).json().result.outboxes.hl7;
    while ((await outboxes()).backlog > 0 && Date.now() < deadline) await sleep(50);
    expect(await outboxes()).toMatchObject({ backlog: 0, dead: 0, oldestPendingSeconds: null });
    // The sender's log lines name rows and codes, never the patient.
    expect(test.logs()).toContain("HL7 message delivered");
    expect(test.logs()).not.toContain(DISTINCTIVE.lastName);
  });
});
