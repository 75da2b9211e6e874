import { getConfigResponseSchema } from "@fad/contracts/config/get-config";
import { pageSettingsSchema } from "@fad/contracts/host/page-settings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./testing/build-test-app.ts";
import { testDatabaseKinds } from "./testing/test-database.ts";

function settingsOf(html: string) {
  const json = html.match(/<script type="application\/json" id="fad-settings">(.*?)<\/script>/)?.[1];
  if (!json) throw new Error("no settings block in the host page");
  return pageSettingsSchema.parse(JSON.parse(json));
}

describe.each(testDatabaseKinds())("server on %s", (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp(kind);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("answers the health check from the database", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/fadmaa/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: { code: "200", details: "OK" },
      result: {
        database: "up",
        // Decision 150: the outboxes' waiting and given-up messages (none on a fresh database).
        outboxes: { email: { backlog: 0, dead: 0 }, hl7: { backlog: 0, dead: 0, oldestPendingSeconds: null } },
      },
    });
  });

  it("returns the configuration entity, per variant, matching its contract", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/fadmaa/api/config" });
    expect(response.statusCode).toBe(200);
    const body = getConfigResponseSchema.parse(response.json());
    expect(body.result).toMatchObject({ program: "web", siteType: "hospitalOperations", hostApp: "cms" });
    expect(body.result.dshsEnglish).toBeTruthy();
    expect(body.result.dshsSpanish).toBeTruthy();
    const psg = getConfigResponseSchema.parse(
      (await testApp.app.inject({ method: "GET", url: "/fadmaa/api/config?variant=psg" })).json(),
    );
    expect(psg.result.siteType).toBe("psg");
  });

  it("answers bad input with a 400 that names the field", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/fadmaa/api/config?variant=nope" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: { code: "400" }, result: null });
    expect(response.json().status.details).toContain("querystring.variant");
  });

  it("answers unknown calls with a JSON 404 and oversized bodies with 413", async () => {
    const missing = await testApp.app.inject({ method: "GET", url: "/fadmaa/no/such/call" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: { code: "404" }, result: null });
    const oversized = await testApp.app.inject({
      method: "POST",
      url: "/fadmaa/appointment/book",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ padding: "x".repeat(70 * 1024) }),
    });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json()).toMatchObject({ status: { code: "413" }, result: null });
  });

  it("serves the host page with its settings on every app route and 404 elsewhere", async () => {
    for (const url of [
      "/",
      "/physicians",
      "/physicians/listing",
      "/physicians/profile/jane-doe-md",
      "/texting/error",
    ]) {
      const response = await testApp.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(settingsOf(response.body)).toMatchObject({ hostApp: "cms", basePath: "/" });
    }
    const unknown = await testApp.app.inject({ method: "GET", url: "/no-such-page" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers["content-type"]).toContain("text/html");
  });

  it("gives each session its own id", async () => {
    const first = settingsOf((await testApp.app.inject({ method: "GET", url: "/physicians" })).body);
    const second = settingsOf((await testApp.app.inject({ method: "GET", url: "/physicians" })).body);
    expect(first.sessionId).toBeTruthy();
    expect(first.sessionId).not.toBe(second.sessionId);
  });

  it("marks booking, confirmation and query-string pages noindex, follow", async () => {
    const booking = await testApp.app.inject({ method: "GET", url: "/physicians?urlTitle=jane-doe-md&appt_id=1" });
    expect(booking.headers["x-robots-tag"]).toBe("noindex, follow");
    expect(booking.body).toContain('<meta name="robots" content="noindex, follow">');
    const confirmation = await testApp.app.inject({ method: "GET", url: "/physicians/confirmation/" });
    expect(confirmation.headers["x-robots-tag"]).toBe("noindex, follow");
    const landing = await testApp.app.inject({ method: "GET", url: "/physicians" });
    expect(landing.headers["x-robots-tag"]).toBeUndefined();
    expect(landing.body).not.toContain('name="robots"');
  });

  it("serves every host variant under /variants/{name}", async () => {
    const expectations = {
      cms: { hostApp: "cms" },
      psg: { siteType: "psg", program: "psg" },
      mho: { hostApp: "mho" },
      mhonative: { hostApp: "mhonative" },
      proofs: { hostApp: "proofs" },
      texting: { texting: { textingAppType: "ER Private" } },
    };
    for (const [variant, expected] of Object.entries(expectations)) {
      const response = await testApp.app.inject({ method: "GET", url: `/variants/${variant}/physicians` });
      expect(response.statusCode, variant).toBe(200);
      expect(settingsOf(response.body)).toMatchObject({ ...expected, basePath: `/variants/${variant}` });
    }
    const mho = await testApp.app.inject({ method: "GET", url: "/variants/mho/" });
    expect(mho.statusCode).toBe(200);
  });

  it("sends strict security headers and a request id", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/physicians" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self' https://host.example.org");
    expect(response.headers["strict-transport-security"]).toContain("max-age=31536000");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["permissions-policy"]).toContain("geolocation=(self)");
    expect(response.headers["x-frame-options"]).toBeUndefined();
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("never writes patient data to the log", async () => {
    const patient = {
      firstName: "Zebulon",
      lastName: "Quixotic",
      dateOfBirth: "01/02/1980",
      phoneNumber: "615-555-0147",
    };
    await testApp.app.inject({
      method: "POST",
      url: "/fadmaa/appointment/book",
      headers: { "content-type": "application/json" },
      payload: { patient, address: { address1: "12 Secret Lane" } },
    });
    testApp.app.log.error({ patient, address: { address1: "12 Secret Lane" } }, "a handler logging what it should not");
    const logs = testApp.logs();
    expect(logs).toContain("a handler logging what it should not");
    for (const secret of ["Zebulon", "Quixotic", "01/02/1980", "615-555-0147", "Secret Lane"]) {
      expect(logs).not.toContain(secret);
    }
  });
});

describe("OpenAPI document", () => {
  it("describes the calls from their zod schemas", async () => {
    const testApp = await buildTestApp("pglite");
    try {
      const response = await testApp.app.inject({ method: "GET", url: "/fadmaa/openapi.json" });
      expect(response.statusCode).toBe(200);
      const document = response.json();
      expect(document.openapi).toMatch(/^3\./);
      const config = document.paths["/fadmaa/api/config"].get;
      expect(config.parameters).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: "variant", in: "query" })]),
      );
      expect(config.responses["200"]).toBeDefined();
    } finally {
      await testApp.close();
    }
  });
});

describe("physician avatars", () => {
  it("serves a seeded physician's generated portrait and 404 for anything else", async () => {
    const testApp = await buildTestApp("pglite");
    try {
      const { seedDemoNetwork } = await import("./seed/seed-demo-network.ts");
      await seedDemoNetwork(testApp.database.db, { physicians: 3, seed: 1 });
      const physician = await testApp.database.db.selectFrom("physicians").selectAll().executeTakeFirstOrThrow();
      const response = await testApp.app.inject({ method: "GET", url: physician.photo_url ?? "" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("image/svg+xml");
      expect(response.body).toContain(`<title>Dr. ${physician.first_name} ${physician.last_name}</title>`);
      for (const url of [
        "/fadmaa/media/avatars/0000000000.svg",
        "/fadmaa/media/avatars/..%2F..%2Fetc.svg",
        "/fadmaa/media/avatars/x",
      ]) {
        const missing = await testApp.app.inject({ method: "GET", url });
        expect(missing.statusCode, url).toBe(404);
        expect(missing.json()).toMatchObject({ result: null });
      }
    } finally {
      await testApp.close();
    }
  });
});
