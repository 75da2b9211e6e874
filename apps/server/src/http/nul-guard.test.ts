import { NUL_MESSAGE } from "@fad/contracts/api/api-messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing/build-test-app.ts";
import { findNulText } from "./nul-guard.ts";

describe("findNulText", () => {
  it("names the first field holding U+0000, at any depth, keys included", () => {
    expect(findNulText({ a: "fine", b: { c: ["x", "y\u0000"] } }, "body")).toBe("body.b.c.1");
    expect(findNulText({ "k\u0000": 1 }, "body")).toBe("body");
    expect(findNulText({ a: "fine", b: [1, null, true] }, "body")).toBeNull();
    expect(findNulText(undefined, "querystring")).toBeNull();
  });

  it("walks a body nested 100 000 levels without overflowing the stack", () => {
    let deep: unknown = "\u0000";
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findNulText(deep, "body")).toMatch(/^body(\.0)+$/);
  });
});

describe("NUL characters reaching the app (each was a 500 from PostgreSQL, found by the endpoint fuzz)", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp("pglite");
  });
  afterAll(async () => {
    await testApp.close();
  });

  it.each([
    ["POST", "/fadmaa/appointment/hold/renew", { holdId: "a\u0000b", appointmentId: "x" }, "body.holdId"],
    ["POST", "/fadmaa/provider/search/", { urlTitle: "a\u0000b" }, "body.urlTitle"],
    ["POST", "/fadmaa/provider/search/", { randomize: true, randomizerSeed: "\u0000" }, "body.randomizerSeed"],
    [
      "POST",
      "/fadmaa/appointment/search",
      { numberDaysOut: 3, calendarId: "a\u0000b", startDate: "20261123", appointmentTypeIds: ["NEWPT"] },
      "body.calendarId",
    ],
    ["GET", "/fadmaa/provider/appTypes?npi=1000000001&facilityCOIDs=a%00b", undefined, "querystring.facilityCOIDs"],
  ] as const)("%s %s answers 400 naming the field", async (method, url, payload, field) => {
    const response = await testApp.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: { code: "400", details: `${field}: ${NUL_MESSAGE}` }, result: null });
  });
});
