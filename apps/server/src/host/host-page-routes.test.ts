import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";

describe("host page paths", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp("pglite");
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('reads a path starting with // as a path, not a host ("//" was a 500, found by the endpoint fuzz)', async () => {
    const root = await testApp.app.inject({ method: "GET", url: "//" });
    expect(root.statusCode).toBe(200);
    expect(root.headers["content-type"]).toContain("text/html");
    // Once read as host "evil.example" and path /physicians: the search page, a 200.
    const hostLike = await testApp.app.inject({ method: "GET", url: "//evil.example/physicians" });
    expect(hostLike.statusCode).toBe(404);
    expect((await testApp.app.inject({ method: "GET", url: "/physicians" })).statusCode).toBe(200);
  });

  it("serves a host page whose path contains physicians/profile/{urlTitle} (spec start-up), else 404", async () => {
    const hosted = await testApp.app.inject({ method: "GET", url: "/our-doctors/physicians/profile/jane-a-doe-md" });
    expect(hosted.statusCode).toBe(200);
    const variant = await testApp.app.inject({
      method: "GET",
      url: "/variants/psg/find/physicians/profile/jane-a-doe-md",
    });
    expect(variant.statusCode).toBe(200);
    expect((await testApp.app.inject({ method: "GET", url: "/our-doctors/physicians/profile/" })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: "GET", url: "/our-doctors/elsewhere" })).statusCode).toBe(404);
  });
});
