import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientReference } from "../patient-data/client-references.ts";
import { createPatientKeyring } from "../patient-data/patient-encryption.ts";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";
import { requestLogSerializer } from "./log-redaction.ts";

const KEY = randomBytes(32);

/** Request log lines keep no client address (decision 92): a keyed reference instead. */
describe("the request log", () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp("pglite", { patientData: { key: KEY, keyFile: "/nonexistent", previousKeys: [] } });
  });
  afterAll(async () => {
    await test.close();
  });

  it("writes a keyed reference of the client address, never the address or its port (issue 22)", async () => {
    for (const [remoteAddress, counted] of [
      ["203.0.113.77", "203.0.113.77"],
      ["2001:db8:7:7::77", "2001:db8:7:7::/64"],
    ] as const) {
      const response = await test.app.inject({ method: "GET", url: "/fadmaa/health", remoteAddress });
      expect(response.statusCode).toBe(200);
      const lines = test
        .logs()
        .split("\n")
        .filter((line) => line.includes(String(response.headers["x-request-id"])));
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        expect(line).not.toContain(remoteAddress);
        expect(line).not.toContain("remotePort");
      }
      const incoming = lines.map((line) => JSON.parse(line)).find((entry) => entry.req);
      expect(incoming.req.client).toBe(clientReference(createPatientKeyring(KEY), counted));
    }
  });

  it("writes no client for a request read after its connection closed, and does not crash the process", () => {
    // Fastify's request.ip is undefined once the socket is gone: HAProxy's health check that timed out
    // on a busy process (the multi-node run, issue 22) left such requests, and the serializer threw
    // from inside the log call, which ended the process.
    const closed = { method: "GET", url: "/fadmaa/health", host: "fad", ip: undefined, raw: { headers: {} } };
    const line = requestLogSerializer(createPatientKeyring(KEY))(closed as unknown as FastifyRequest);
    expect(line).toMatchObject({ method: "GET", url: "/fadmaa/health", client: null });
  });

  it("keeps a proxy's X-Request-Id beside our own id, which is the request's", async () => {
    const response = await test.app.inject({
      method: "GET",
      url: "/fadmaa/health",
      headers: { "x-request-id": "proxy-7f3a" },
    });
    const ownId = String(response.headers["x-request-id"]);
    expect(ownId).not.toBe("proxy-7f3a");
    const incoming = test
      .logs()
      .split("\n")
      .filter((line) => line.includes(ownId))
      .map((line) => JSON.parse(line))
      .find((entry) => entry.req);
    expect(incoming.req.proxyRequestId).toBe("proxy-7f3a");
  });

  it("never writes the query string of the appointment and manage calls or the booking's pages (issue 38)", async () => {
    const secret = "Qm9va2luZ1Rva2VuU2VjcmV0MTIzNDU2Nzg5MA";
    for (const [method, url] of [
      ["POST", `/fadmaa/appointment/booked?token=${secret}`],
      ["POST", `/fadmaa/appointment/cancel/?token=${secret}`],
      ["POST", `/FADMAA/Appointment/Reschedule?token=${secret}`],
      ["POST", `/fadmaa/appointment/hold?holder=${secret}`],
      ["GET", `/physicians/manage/?booking=FAD-${secret}`],
      ["GET", `/physicians/confirmation?booking=FAD-${secret}`],
      ["GET", `/texting/confirmation/?booking=FAD-${secret}`],
    ] as const) {
      const response = await test.app.inject({
        method,
        url,
        headers: { "content-type": "application/json" },
        ...(method === "POST" ? { payload: "{}" } : {}),
      });
      const lines = test
        .logs()
        .split("\n")
        .filter((line) => line.includes(String(response.headers["x-request-id"])));
      const incoming = lines.map((line) => JSON.parse(line)).find((entry) => entry.req);
      expect(incoming.req.url, url).toBe(`${url.split("?")[0]}?[redacted]`);
      for (const line of lines) expect(line, url).not.toContain(secret);
    }
    // The EHR feed's reads and searches name bookings: only the type is logged (decision 152).
    for (const [url, logged] of [
      [`/fhir/Patient/FAD-${secret}`, "/fhir/Patient/[redacted]"],
      [`/fhir/Appointment/FAD-${secret}`, "/fhir/Appointment/[redacted]"],
      [`/fhir/Appointment?_id=FAD-${secret}&_include=Appointment:patient`, "/fhir/Appointment?[redacted]"],
      [`/fhir/appointment/?patient=Patient/FAD-${secret}`, "/fhir/appointment?[redacted]"],
    ] as const) {
      const response = await test.app.inject({ method: "GET", url });
      const lines = test
        .logs()
        .split("\n")
        .filter((line) => line.includes(String(response.headers["x-request-id"])));
      expect(lines.map((line) => JSON.parse(line)).find((entry) => entry.req).req.url, url).toBe(logged);
      for (const line of lines) expect(line, url).not.toContain(secret);
    }
    // The directory's stay.
    const directory = await test.app.inject({ method: "GET", url: "/fhir/Practitioner?name=smith" });
    expect(
      test
        .logs()
        .split("\n")
        .filter((line) => line.includes(String(directory.headers["x-request-id"])))
        .map((line) => JSON.parse(line))
        .find((entry) => entry.req).req.url,
    ).toBe("/fhir/Practitioner?name=smith");
    // Other calls' queries stay (a ZIP code is what the look-up was asked).
    const lookUp = await test.app.inject({ method: "GET", url: "/fadmaa/geo/zip?zip=37203" });
    const incoming = test
      .logs()
      .split("\n")
      .filter((line) => line.includes(String(lookUp.headers["x-request-id"])))
      .map((line) => JSON.parse(line))
      .find((entry) => entry.req);
    expect(incoming.req.url).toBe("/fadmaa/geo/zip?zip=37203");
  });
});
