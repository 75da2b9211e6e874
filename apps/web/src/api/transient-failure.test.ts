import type { Query } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ApiError } from "./request-envelope.ts";
import { isTransientFailure, LONGEST_RETRY_MS, refetchWhileUnavailable } from "./transient-failure.ts";

const failing = (error: unknown, errorUpdateCount: number) =>
  ({ state: { status: "error", error, errorUpdateCount } }) as unknown as Pick<Query, "state">;

describe("isTransientFailure", () => {
  it.each([0, 502, 503, 504])("status %i passes by itself", (status) => {
    expect(isTransientFailure(new ApiError(status, "x"))).toBe(true);
  });
  it.each([400, 404, 409, 410, 422, 429, 500])("status %i would fail again", (status) => {
    expect(isTransientFailure(new ApiError(status, "x"))).toBe(false);
  });
  it("is only about the calls' own errors", () => {
    expect(isTransientFailure(new TypeError("Failed to fetch"))).toBe(false);
    expect(isTransientFailure(null)).toBe(false);
  });
});

describe("refetchWhileUnavailable", () => {
  it("backs off 2 s, 4 s, 8 s … at most 30 s apart while the query fails for a transient reason", () => {
    const unavailable = new ApiError(503, "Find a Doctor is temporarily unavailable.");
    expect([1, 2, 3, 4, 5, 6, 20].map((count) => refetchWhileUnavailable(failing(unavailable, count)))).toEqual([
      2_000,
      4_000,
      8_000,
      16_000,
      LONGEST_RETRY_MS,
      LONGEST_RETRY_MS,
      LONGEST_RETRY_MS,
    ]);
    expect(refetchWhileUnavailable(failing(new ApiError(0, "network failure"), 1), 50)).toBe(50);
  });

  it("keeps no interval for an answer, a pending call or a failure that would repeat", () => {
    expect(refetchWhileUnavailable(failing(new ApiError(500, "Internal server error"), 1))).toBe(false);
    expect(refetchWhileUnavailable(failing(new ApiError(404, "No such call"), 1))).toBe(false);
    const answered = { state: { status: "success", error: null, errorUpdateCount: 3 } };
    expect(refetchWhileUnavailable(answered as unknown as Pick<Query, "state">)).toBe(false);
    const pending = { state: { status: "pending", error: null, errorUpdateCount: 0 } };
    expect(refetchWhileUnavailable(pending as unknown as Pick<Query, "state">)).toBe(false);
  });
});
