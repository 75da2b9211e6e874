import { RATE_LIMIT_TEXTS } from "@fad/contracts/messages/rate-limit-texts";
import { describe, expect, it } from "vitest";
import { ApiError } from "./request-envelope.ts";
import { isRateLimited, rateLimitMessageFor, userMessageFor } from "./user-message.ts";

describe("userMessageFor", () => {
  it("gives the rate-limit text for a 429 and the caller's text for anything else", () => {
    const limited = new ApiError(429, "anything the server said");
    expect(userMessageFor(limited, "generic")).toBe(RATE_LIMIT_TEXTS.tooManyRequests);
    expect(rateLimitMessageFor(limited)).toBe(RATE_LIMIT_TEXTS.tooManyRequests);
    expect(isRateLimited(limited)).toBe(true);
    for (const other of [new ApiError(0, "network failure"), new ApiError(500, "x"), new Error("x"), null]) {
      expect(userMessageFor(other, "generic")).toBe("generic");
      expect(rateLimitMessageFor(other)).toBeNull();
    }
  });
});
