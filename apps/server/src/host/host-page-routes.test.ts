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
});
