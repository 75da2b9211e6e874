import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";
import { DEMO_FEATURED_VIDEO_URL, DEMO_MEDIA_DIR } from "./demo-media-routes.ts";

const VIDEO = readFileSync(path.join(DEMO_MEDIA_DIR, "welcome.webm"));
const CAPTIONS_URL = DEMO_FEATURED_VIDEO_URL.replace(/\.webm$/, ".vtt");
/** WebM is Matroska: its files open with the EBML magic number. */
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

describe("the demo network's featured video, served by our own server", () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp("pglite", { logLevel: "silent" });
  });
  afterAll(async () => {
    await test.close();
  });

  it("is a small WebM file", () => {
    expect(VIDEO.subarray(0, 4)).toEqual(EBML_MAGIC);
    expect(VIDEO.includes(Buffer.from("webm"))).toBe(true);
    expect(VIDEO.length).toBeLessThan(300 * 1024);
  });

  it("answers the whole file as video/webm, ranges offered, cached a day, loadable by host pages", async () => {
    const response = await test.app.inject({ method: "GET", url: DEMO_FEATURED_VIDEO_URL });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("video/webm");
    expect(response.headers["accept-ranges"]).toBe("bytes");
    expect(Number(response.headers["content-length"])).toBe(VIDEO.length);
    expect(response.headers["cache-control"]).toBe("public, max-age=86400");
    expect(response.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(response.rawPayload.equals(VIDEO)).toBe(true);
  });

  it("answers byte ranges with 206 and Content-Range, as a player asks them to seek", async () => {
    const cases = [
      { range: "bytes=0-99", start: 0, end: 99 },
      { range: `bytes=1000-`, start: 1000, end: VIDEO.length - 1 },
      { range: "bytes=-500", start: VIDEO.length - 500, end: VIDEO.length - 1 },
      { range: `bytes=${VIDEO.length - 10}-${VIDEO.length + 5000}`, start: VIDEO.length - 10, end: VIDEO.length - 1 },
    ];
    for (const { range, start, end } of cases) {
      const response = await test.app.inject({ method: "GET", url: DEMO_FEATURED_VIDEO_URL, headers: { range } });
      expect(response.statusCode, range).toBe(206);
      expect(response.headers["content-type"], range).toBe("video/webm");
      expect(response.headers["content-range"], range).toBe(`bytes ${start}-${end}/${VIDEO.length}`);
      expect(Number(response.headers["content-length"]), range).toBe(end - start + 1);
      expect(response.rawPayload.equals(VIDEO.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it("is never compressed (a range is of the file's own bytes)", async () => {
    const response = await test.app.inject({
      method: "GET",
      url: DEMO_FEATURED_VIDEO_URL,
      headers: { "accept-encoding": "gzip, br", range: "bytes=0-2047" },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.rawPayload.equals(VIDEO.subarray(0, 2048))).toBe(true);
  });

  it("refuses a range past the end with 416 and the error envelope", async () => {
    const response = await test.app.inject({
      method: "GET",
      url: DEMO_FEATURED_VIDEO_URL,
      headers: { range: `bytes=${VIDEO.length + 10}-` },
    });
    expect(response.statusCode).toBe(416);
    expect(response.json()).toMatchObject({ status: { code: "416" } });
  });

  it("answers HEAD with the length and no body", async () => {
    const response = await test.app.inject({ method: "HEAD", url: DEMO_FEATURED_VIDEO_URL });
    expect(response.statusCode).toBe(200);
    expect(Number(response.headers["content-length"])).toBe(VIDEO.length);
    expect(response.body).toBe("");
  });

  it("serves the video's captions as WebVTT beside it", async () => {
    const response = await test.app.inject({ method: "GET", url: CAPTIONS_URL });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/vtt; charset=utf-8");
    expect(response.body.startsWith("WEBVTT\n")).toBe(true);
    expect(response.body).toMatch(/^00:00:00\.000 --> 00:00:02\.000$/m);
  });

  it("serves nothing else from there: another name, or a way out of the folder, is the API's 404", async () => {
    for (const url of [
      "/fadmaa/media/demo/nope.webm",
      "/fadmaa/media/demo/",
      "/fadmaa/media/demo/../demo-media-routes.ts",
      "/fadmaa/media/demo/%2e%2e/demo-media-routes.ts",
      "/fadmaa/media/demo/WELCOME.WEBM",
    ]) {
      const response = await test.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ status: { code: "404" } });
    }
  });
});
