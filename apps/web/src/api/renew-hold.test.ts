import { RENEW_HOLD_MESSAGES } from "@fad/contracts/appointments/renew-hold";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../testing/stub-fetch.ts";
import { renewFailureOf, renewHold } from "./renew-hold.ts";
import { ApiError } from "./request-envelope.ts";

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("POST /fadmaa/appointment/hold/renew", () => {
  it("posts the hold as JSON and returns the new expiry and the renewals left", async () => {
    const result = { holdId: "HOLD-1", holdExpiresAt: "2026-11-23T15:25:00.000Z", renewals: 1, renewalsLeft: 9 };
    const fetchMock = stubFetch(() => json({ status: { code: "200", details: "OK" }, result }, 200));
    expect(await renewHold({ holdId: "HOLD-1", appointmentId: "slot-1" })).toEqual(result);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/fadmaa/appointment/hold/renew");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ holdId: "HOLD-1", appointmentId: "slot-1" });
  });

  it("throws an ApiError with the server's message on a refusal", async () => {
    const details = RENEW_HOLD_MESSAGES.limitReached;
    stubFetch(() => json({ status: { code: "422", details }, result: null }, 422));
    await expect(renewHold({ holdId: "HOLD-1", appointmentId: "slot-1" })).rejects.toMatchObject({
      status: 422,
      details,
    });
  });
});

describe("renewFailureOf", () => {
  it.each([
    [422, "limit-reached"],
    [403, "hold-gone"],
    [404, "hold-gone"],
    [409, "hold-gone"],
    [410, "hold-gone"],
    [0, "try-again"],
    [429, "try-again"],
    [500, "try-again"],
    [503, "try-again"],
  ] as const)("%i → %s", (status, failure) => {
    expect(renewFailureOf(new ApiError(status, "x"))).toBe(failure);
  });

  it("treats anything but an ApiError as worth another try", () => {
    expect(renewFailureOf(new Error("boom"))).toBe("try-again");
  });
});
