import { CROSS_SITE_MESSAGES } from "@fad/contracts/api/api-messages";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";
import { registerApiErrorHandler } from "./api-errors.ts";
import { isJsonContentType, registerCrossSiteGuard } from "./cross-site-guard.ts";

const EMBED = "https://www.example-hospital.org";
const HOLD_URL = "/fadmaa/appointment/hold";
const BOOK_URL = "/fadmaa/appointment/book";
/** A hold of a slot the empty test database does not know: past the guard it answers 404. */
const UNKNOWN_SLOT = {
  appointmentId: "appt-0",
  calendarId: "cal-0",
  startTime: "09:00",
  duration: 30,
  date: "20300107",
  providerLocationId: 1,
};

describe("cross-site guard on the real app", () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp("pglite", { embedOrigins: [EMBED] });
  });
  afterAll(async () => {
    await test.close();
  });

  const post = (url: string, headers: Record<string, string>, payload: string = JSON.stringify(UNKNOWN_SLOT)) =>
    test.app.inject({ method: "POST", url, headers, payload });
  const json = { "content-type": "application/json" };

  it("lets the app's own pages through: same origin, with or without Sec-Fetch-Site", async () => {
    // app.inject addresses http://localhost:80; browsers leave the default port out of Origin.
    for (const headers of [
      { ...json, origin: "http://localhost", "sec-fetch-site": "same-origin" },
      { ...json, origin: "http://localhost:80" },
      { ...json, "content-type": "application/json; charset=utf-8", "sec-fetch-site": "same-origin" },
      // No Origin at all: curl, server-to-server, old browsers. Nothing a browser page can forge.
      json,
    ]) {
      const response = await post(HOLD_URL, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(404);
    }
  });

  it("lets a configured embed origin through, cross-site, with its CORS headers", async () => {
    const response = await post(HOLD_URL, { ...json, origin: EMBED, "sec-fetch-site": "cross-site" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["access-control-allow-origin"]).toBe(EMBED);
    const book = await post(BOOK_URL, { ...json, origin: EMBED, "sec-fetch-site": "cross-site" }, "{}");
    expect(book.statusCode).toBe(400);
  });

  it("refuses any other Origin with 403 and the error envelope", async () => {
    for (const url of [HOLD_URL, BOOK_URL, `${HOLD_URL}/renew`]) {
      for (const origin of ["https://evil.example.net", "http://localhost:8080", "https://localhost", "null"]) {
        const response = await post(url, { ...json, origin });
        expect(response.statusCode, `${url} ${origin}`).toBe(403);
        expect(response.json()).toEqual({
          status: { code: "403", details: CROSS_SITE_MESSAGES.foreignOrigin },
          result: null,
        });
      }
    }
  });

  it("refuses Sec-Fetch-Site: cross-site without an allowed Origin", async () => {
    const response = await post(HOLD_URL, { ...json, "sec-fetch-site": "cross-site" });
    expect(response.statusCode).toBe(403);
    expect(response.json().status.details).toBe(CROSS_SITE_MESSAGES.foreignOrigin);
  });

  it("refuses bodies that are not JSON with 415, text/plain (a CORS simple type) first of all", async () => {
    for (const contentType of [
      "text/plain",
      "text/plain;charset=UTF-8",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/jsonp",
      undefined,
    ]) {
      const headers: Record<string, string> = contentType ? { "content-type": contentType } : {};
      for (const url of [HOLD_URL, BOOK_URL]) {
        const response = await post(url, headers);
        expect(response.statusCode, `${url} ${contentType}`).toBe(415);
        expect(response.json()).toEqual({
          status: { code: "415", details: CROSS_SITE_MESSAGES.notJson },
          result: null,
        });
      }
    }
    // Even from a same-origin page: the rule is about the body, not who sends it.
    const sameOrigin = await post(HOLD_URL, { "content-type": "text/plain", origin: "http://localhost" });
    expect(sameOrigin.statusCode).toBe(415);
  });

  it("leaves reads alone: a GET from anywhere is answered (CORS decides who may read it)", async () => {
    const response = await test.app.inject({
      method: "GET",
      url: "/fadmaa/api/config",
      headers: { origin: "https://evil.example.net", "sec-fetch-site": "cross-site" },
    });
    expect(response.statusCode).toBe(200);
  });

  it("compares with the forwarded protocol and host only when the proxy is trusted", async () => {
    const behindProxy = {
      ...json,
      host: "10.0.0.5:8080",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "fad.example.org",
      origin: "https://fad.example.org",
    };
    // inject's peer is 127.0.0.1, a trusted (loopback) proxy by default.
    expect((await post(HOLD_URL, behindProxy)).statusCode).toBe(404);
    // The same headers from a client on the internet are not believed.
    const direct = await test.app.inject({
      method: "POST",
      url: HOLD_URL,
      headers: behindProxy,
      payload: JSON.stringify(UNKNOWN_SLOT),
      remoteAddress: "203.0.113.9",
    });
    expect(direct.statusCode).toBe(403);
    // Without X-Forwarded-Proto a TLS-terminating proxy's https Origin does not match plain http.
    const { "x-forwarded-proto": _proto, ...noProto } = behindProxy;
    expect((await post(HOLD_URL, noProto)).statusCode).toBe(403);
  });

  it("believes X-Forwarded-Host only from a named proxy, not from any peer on the private network (issue 22)", async () => {
    const forged = {
      ...json,
      "x-forwarded-proto": "https",
      "x-forwarded-host": "evil.example.net",
      origin: "https://evil.example.net",
    };
    // A peer on the private network (before, trusted by default) cannot make a foreign Origin look like ours.
    for (const remoteAddress of ["10.0.0.7", "192.168.1.20", "172.16.0.3", "fd00::7", "169.254.1.1"]) {
      const answer = await test.app.inject({
        method: "POST",
        url: HOLD_URL,
        headers: forged,
        payload: JSON.stringify(UNKNOWN_SLOT),
        remoteAddress,
      });
      expect(answer.statusCode, remoteAddress).toBe(403);
    }
    // A deployment that names its proxy (FAD_TRUST_PROXY) is believed from it, and only from it.
    const named = await buildTestApp("pglite", { trustProxy: "10.0.0.7" });
    try {
      const behind = { ...json, "x-forwarded-proto": "https", "x-forwarded-host": "fad.example.org" };
      const fromProxy = await named.app.inject({
        method: "POST",
        url: HOLD_URL,
        headers: { ...behind, origin: "https://fad.example.org" },
        payload: JSON.stringify(UNKNOWN_SLOT),
        remoteAddress: "10.0.0.7",
      });
      expect(fromProxy.statusCode).toBe(404);
      const fromOther = await named.app.inject({
        method: "POST",
        url: HOLD_URL,
        headers: { ...behind, origin: "https://fad.example.org" },
        payload: JSON.stringify(UNKNOWN_SLOT),
        remoteAddress: "10.0.0.8",
      });
      expect(fromOther.statusCode).toBe(403);
    } finally {
      await named.close();
    }
  });
});

describe("registerCrossSiteGuard", () => {
  it("covers a state-changing route added later without it opting in", async () => {
    const app = Fastify();
    registerApiErrorHandler(app);
    registerCrossSiteGuard(app, { embedOrigins: [] });
    app.post("/fadmaa/some/new/call", async () => ({ changed: true }));
    app.delete("/fadmaa/some/new/call", async () => ({ deleted: true }));
    await app.ready();
    const refused = await app.inject({
      method: "POST",
      url: "/fadmaa/some/new/call",
      headers: { "content-type": "text/plain" },
      payload: "{}",
    });
    expect(refused.statusCode).toBe(415);
    const foreign = await app.inject({
      method: "DELETE",
      url: "/fadmaa/some/new/call",
      headers: { origin: "https://evil.example.net" },
    });
    expect(foreign.statusCode).toBe(403);
    const accepted = await app.inject({
      method: "POST",
      url: "/fadmaa/some/new/call",
      headers: { "content-type": "application/json", origin: "http://localhost" },
      payload: "{}",
    });
    expect(accepted.json()).toEqual({ changed: true });
    await app.close();
  });

  it("reads the content type's essence", () => {
    expect(isJsonContentType("application/json")).toBe(true);
    expect(isJsonContentType("Application/JSON ; charset=utf-8")).toBe(true);
    expect(isJsonContentType("text/plain")).toBe(false);
    expect(isJsonContentType("application/json-seq")).toBe(false);
    expect(isJsonContentType(undefined)).toBe(false);
  });
});
