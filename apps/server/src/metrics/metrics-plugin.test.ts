import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";
import { testDatabaseKinds } from "../testing/test-database.ts";
import { METRICS_PATH } from "./metrics-plugin.ts";

describe.each(testDatabaseKinds())("/metrics on %s", (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp(kind, { metricsAllow: ["127.0.0.1", "10.9.0.0/16"] });
  });
  afterAll(async () => {
    await test?.close();
  });
  const scrape = (remoteAddress = "127.0.0.1") => test.app.inject({ method: "GET", url: METRICS_PATH, remoteAddress });
  /** A sample's value in the text format, by its name and labels as written. */
  const sample = (text: string, series: string) => {
    const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };

  it("answers Prometheus text with requests, refusals, outboxes and the pool, to listed addresses only", async () => {
    await test.app.inject({ method: "GET", url: "/fadmaa/health" });
    await test.app.inject({ method: "GET", url: "/fhir/Appointment" }); // no token: a 401 refusal
    await test.database.db
      .insertInto("hl7_outbox")
      .values([
        {
          event: "S12",
          booking_id: "B-1",
          appointment_id: "00000000-0000-0000-0000-000000000001",
          control_id: "C1",
          message_ciphertext: Buffer.from("x"),
          created_at: new Date(),
          next_attempt_at: new Date(),
        },
        {
          event: "S15",
          booking_id: "B-2",
          appointment_id: "00000000-0000-0000-0000-000000000002",
          control_id: "C2",
          message_ciphertext: Buffer.from("x"),
          created_at: new Date(),
          next_attempt_at: new Date(),
          status: "dead",
        },
      ])
      .execute();

    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers["cache-control"]).toBe("no-store");
    const text = response.body;
    expect(sample(text, 'fad_http_requests_total{method="GET",route="/fadmaa/health",status="200"}')).toBe(1);
    expect(sample(text, 'fad_http_refusals_total{route="/fhir/:type",status="401"}')).toBe(1);
    expect(sample(text, 'fad_outbox_backlog{outbox="hl7"}')).toBe(1);
    expect(sample(text, 'fad_outbox_dead{outbox="hl7"}')).toBe(1);
    expect(sample(text, 'fad_outbox_backlog{outbox="email"}')).toBe(0);
    expect(sample(text, "fad_database_up")).toBe(1);
    expect(sample(text, "fad_process_resident_memory_bytes")).toBeGreaterThan(0);
    // The pool is PostgreSQL's; the embedded database has none.
    const total = sample(text, 'fad_db_pool_connections{state="total"}');
    if (kind === "postgres") expect(total).toBeGreaterThan(0);
    else expect(total).toBeUndefined();

    expect((await scrape("10.9.4.4")).statusCode).toBe(200);
    for (const outsider of ["10.10.0.1", "::ffff:192.0.2.1", "2001:db8::1"]) {
      const refused = await scrape(outsider);
      expect(refused.statusCode, outsider).toBe(404);
      expect(refused.body).not.toContain("fad_");
    }
  });
});
