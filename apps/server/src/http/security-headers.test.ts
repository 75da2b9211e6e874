import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMBED_ENTRY_KEY } from "../host/embed-script.ts";
import { DEMO_FEATURED_VIDEO_URL } from "../media/demo-media-routes.ts";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";
import { mapTileSource } from "./security-headers.ts";

describe("mapTileSource", () => {
  it("turns a tile template into a CSP source", () => {
    expect(mapTileSource("https://{s}.tile.example.org/{z}/{x}/{y}.png")).toBe("https://*.tile.example.org");
    expect(mapTileSource("http://localhost:9000/tiles/{z}/{x}/{y}.png")).toBe("http://localhost:9000");
    expect(mapTileSource(null)).toBeNull();
    expect(mapTileSource("not a url")).toBeNull();
  });
});

const FRAME_ANCESTORS = ["'self'", "https://host.example.org", "https://*.example-hospital.org"];
const EMBED = "https://www.example-hospital.org";
const JSON_HEADERS = { "content-type": "application/json" };

/** One request of each kind of answer the server gives, and the status it must get. */
const RESPONSE_KINDS: Record<string, { request: InjectOptions; status: number }> = {
  "API 200": { request: { method: "GET", url: "/fadmaa/api/config" }, status: 200 },
  "API 400": { request: { method: "GET", url: "/fadmaa/api/config?variant=nope" }, status: 400 },
  "API 404": { request: { method: "GET", url: "/fadmaa/no/such/call" }, status: 404 },
  "unknown method 404": {
    request: { method: "PUT", url: "/fadmaa/api/config", headers: JSON_HEADERS, payload: "{}" },
    status: 404,
  },
  "bad JSON 400": {
    request: { method: "POST", url: "/fadmaa/appointment/hold", headers: JSON_HEADERS, payload: "{nope" },
    status: 400,
  },
  "cross-site 403": {
    request: {
      method: "POST",
      url: "/fadmaa/appointment/hold",
      headers: { ...JSON_HEADERS, origin: "https://evil.example.net" },
      payload: "{}",
    },
    status: 403,
  },
  "not JSON 415": {
    request: {
      method: "POST",
      url: "/fadmaa/appointment/hold",
      headers: { "content-type": "text/plain" },
      payload: "x",
    },
    status: 415,
  },
  "oversized 413": {
    request: {
      method: "POST",
      url: "/fadmaa/appointment/book",
      headers: JSON_HEADERS,
      payload: JSON.stringify({ padding: "x".repeat(70 * 1024) }),
    },
    status: 413,
  },
  "rate limited 429": {
    request: { method: "POST", url: "/fadmaa/appointment/book", headers: JSON_HEADERS, payload: "{}" },
    status: 429,
  },
  "CORS preflight 204": {
    request: {
      method: "OPTIONS",
      url: "/fadmaa/appointment/hold",
      headers: { origin: EMBED, "access-control-request-method": "POST" },
    },
    status: 204,
  },
  "host page": { request: { method: "GET", url: "/physicians" }, status: 200 },
  "host page 404": { request: { method: "GET", url: "/no-such-page" }, status: 404 },
  "static asset": { request: { method: "GET", url: "/assets/index-1.js" }, status: 200 },
  "compressed static asset": {
    request: { method: "GET", url: "/assets/index-1.js", headers: { "accept-encoding": "gzip" } },
    status: 200,
  },
  "embed.js": { request: { method: "GET", url: "/fadmaa/embed.js" }, status: 200 },
  health: { request: { method: "GET", url: "/fadmaa/health" }, status: 200 },
  openapi: { request: { method: "GET", url: "/fadmaa/openapi.json" }, status: 200 },
  "map marker": { request: { method: "GET", url: "/fadmaa/media/markers/A.svg" }, status: 200 },
  "demo video": { request: { method: "GET", url: DEMO_FEATURED_VIDEO_URL }, status: 200 },
  "demo video range": {
    request: { method: "GET", url: DEMO_FEATURED_VIDEO_URL, headers: { range: "bytes=0-1023" } },
    status: 206,
  },
  "plain-text call": { request: { method: "GET", url: "/fadmaa/contactnumber" }, status: 200 },
  "HEAD of the host page": { request: { method: "HEAD", url: "/physicians" }, status: 200 },
};

function cspDirectives(response: LightMyRequestResponse): Map<string | undefined, string[]> {
  const csp = String(response.headers["content-security-policy"] ?? "");
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );
}

function expectSecurityHeaders(kind: string, response: LightMyRequestResponse): void {
  const csp = String(response.headers["content-security-policy"] ?? "");
  const directives = cspDirectives(response);
  expect(directives.get("script-src"), kind).toEqual(["'self'"]);
  // No video host is configured here: videos and frames from our own server only (decision 105).
  expect(directives.get("media-src"), kind).toEqual(["'self'"]);
  expect(directives.get("frame-src"), kind).toEqual(["'self'"]);
  expect(directives.get("default-src"), kind).toEqual(["'self'"]);
  expect(directives.get("object-src"), kind).toEqual(["'none'"]);
  expect(directives.get("base-uri"), kind).toEqual(["'none'"]);
  expect(directives.get("frame-ancestors"), kind).toEqual(FRAME_ANCESTORS);
  expect(csp, kind).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
  expect(response.headers["strict-transport-security"], kind).toBe("max-age=31536000; includeSubDomains");
  expect(response.headers["x-content-type-options"], kind).toBe("nosniff");
  expect(response.headers["referrer-policy"], kind).toBe("strict-origin-when-cross-origin");
  const permissions = String(response.headers["permissions-policy"] ?? "");
  expect(permissions, kind).toContain("geolocation=(self)");
  expect(permissions, kind).toContain("camera=()");
  // frame-ancestors governs embedding; X-Frame-Options would forbid every host site.
  expect(response.headers["x-frame-options"], kind).toBeUndefined();
}

describe("security headers on every kind of response", () => {
  let distDir: string;
  let test: TestApp;

  beforeAll(async () => {
    // A built web app in miniature: the host page, a hashed asset, and the manifest embed.js reads.
    distDir = mkdtempSync(path.join(tmpdir(), "fad-headers-dist-"));
    mkdirSync(path.join(distDir, ".vite"));
    mkdirSync(path.join(distDir, "assets"));
    const manifest = {
      "index.html": { file: "assets/index-1.js", isEntry: true },
      [EMBED_ENTRY_KEY]: { file: "assets/embed-2.js", isEntry: true },
    };
    writeFileSync(path.join(distDir, ".vite", "manifest.json"), JSON.stringify(manifest));
    writeFileSync(path.join(distDir, "index.html"), "<!doctype html><html><head><!--fad-head--></head></html>");
    writeFileSync(path.join(distDir, "assets", "index-1.js"), `export const big = "${"x".repeat(4096)}";`);
    writeFileSync(path.join(distDir, "assets", "embed-2.js"), "export {};");
    writeFileSync(path.join(distDir, "assets", "index-1.js.map"), '{"version":3,"sources":["src/secret.ts"]}');
    test = await buildTestApp(
      "pglite",
      {
        webDistDir: distDir,
        frameAncestors: FRAME_ANCESTORS,
        embedOrigins: [EMBED],
        rateLimits: { bookPerMinute: 1 },
        // A clock standing mid-minute: the rate-limited kind's two calls must fall in one minute's window.
      },
      () => new Date("2026-11-23T14:00:20Z"),
    );
  });

  afterAll(async () => {
    await test.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it.each(Object.entries(RESPONSE_KINDS))("%s", async (kind, { request, status }) => {
    // The rate-limited kind needs its one allowed book spent first (from its own client address).
    if (kind === "rate limited 429") {
      await test.app.inject({ ...request, remoteAddress: "198.51.100.99" });
    }
    const response = await test.app.inject({ ...request, remoteAddress: "198.51.100.99" });
    expect(response.statusCode, kind).toBe(status);
    expectSecurityHeaders(kind, response);
  });

  it("compresses the asset it was asked to compress (so that kind is really walked)", async () => {
    const response = await test.app.inject(RESPONSE_KINDS["compressed static asset"]?.request ?? "/");
    expect(response.headers["content-encoding"]).toBe("gzip");
  });

  it("serves no source map, though the build writes them (issue 22: they publish every module's source)", async () => {
    const response = await test.app.inject({ method: "GET", url: "/assets/index-1.js.map" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("secret.ts");
  });

  it("marks API answers no-store unless they are the same for everyone (issue 22)", async () => {
    const holder = await test.app.inject({
      method: "POST",
      url: "/fadmaa/appointment/holder",
      headers: JSON_HEADERS,
      payload: "{}",
    });
    const noStore = {
      // The config answer carries a session id; the holder answer a holder token.
      config: await test.app.inject({ method: "GET", url: "/fadmaa/api/config" }),
      holder,
      hold: await test.app.inject({
        method: "POST",
        url: "/fadmaa/appointment/hold",
        headers: JSON_HEADERS,
        payload: "{}",
      }),
      "API 404": await test.app.inject({ method: "GET", url: "/fadmaa/no/such/call" }),
      health: await test.app.inject({ method: "GET", url: "/fadmaa/health" }),
      "host page": await test.app.inject({ method: "GET", url: "/physicians" }),
    };
    for (const [kind, response] of Object.entries(noStore)) {
      expect(response.headers["cache-control"], kind).toBe("no-store");
    }
    // The same for everyone: kept for a while.
    const zip = await test.app.inject({ method: "GET", url: "/fadmaa/geo/zip?zip=37203" });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers["cache-control"]).toBe("public, max-age=86400");
    const asset = await test.app.inject({ method: "GET", url: "/assets/index-1.js" });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const marker = await test.app.inject({ method: "GET", url: "/fadmaa/media/markers/A.svg" });
    expect(marker.headers["cache-control"]).toBe("public, max-age=86400");
  });
});

describe("video hosts named in the configuration (FAD_VIDEO_HOSTS, decision 105)", () => {
  const VIDEO_HOSTS = ["https://www.youtube-nocookie.com", "https://www.youtube.com", "https://videos.example.org"];
  let configured: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    [configured, plain] = await Promise.all([
      buildTestApp("pglite", { videoHosts: VIDEO_HOSTS, logLevel: "silent" }),
      buildTestApp("pglite", { logLevel: "silent" }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([configured.close(), plain.close()]);
  });

  it("lets their frames and media load, and only the YouTube player's script run", async () => {
    for (const url of ["/physicians", "/fadmaa/api/config", DEMO_FEATURED_VIDEO_URL]) {
      const directives = cspDirectives(await configured.app.inject({ method: "GET", url }));
      expect(directives.get("frame-src"), url).toEqual(["'self'", ...VIDEO_HOSTS]);
      expect(directives.get("media-src"), url).toEqual(["'self'", ...VIDEO_HOSTS]);
      expect(directives.get("script-src"), url).toEqual(["'self'", "https://www.youtube.com"]);
      expect(directives.get("default-src"), url).toEqual(["'self'"]);
      expect(directives.get("connect-src"), url).toEqual(["'self'"]);
    }
  });

  it("without any, allows no other host at all", async () => {
    const directives = cspDirectives(await plain.app.inject({ method: "GET", url: "/physicians" }));
    expect(directives.get("frame-src")).toEqual(["'self'"]);
    expect(directives.get("media-src")).toEqual(["'self'"]);
    expect(directives.get("script-src")).toEqual(["'self'"]);
  });

  it("names them to the web app in the configuration answer, which embeds videos only from them", async () => {
    const withHosts = await configured.app.inject({ method: "GET", url: "/fadmaa/api/config" });
    expect(withHosts.json().result.videoHosts).toEqual(VIDEO_HOSTS);
    const without = await plain.app.inject({ method: "GET", url: "/fadmaa/api/config" });
    expect(without.json().result.videoHosts).toEqual([]);
  });
});
