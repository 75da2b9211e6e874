import { SERVER_BUSY_MESSAGE, SERVER_BUSY_RETRIES } from "@fad/contracts/api/server-busy";
import { SERVICE_UNAVAILABLE_MESSAGE } from "@fad/contracts/api/service-unavailable";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./request-envelope.ts";
import { isServerBusy, retryWhileBusy } from "./server-busy.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

const busy = (retryAfter: string | null = "1") => new ApiError(503, SERVER_BUSY_MESSAGE, retryAfter);

describe("a booking call the server sheds at a rush (decision 209)", () => {
  it("is sent again after Retry-After, backing off, while the page says it waits, until it is served", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    const answers: (() => Promise<string>)[] = [
      () => Promise.reject(busy("1")),
      () => Promise.reject(busy("1")),
      () => Promise.reject(busy("3")),
      () => Promise.resolve("held"),
    ];
    const call = vi.fn(() => (answers.shift() as () => Promise<string>)());
    const waits: number[] = [];
    const waiting: boolean[] = [];
    const result = await retryWhileBusy(call, {
      onWaiting: (value) => waiting.push(value),
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    expect(result).toBe("held");
    expect(call).toHaveBeenCalledTimes(4);
    // 1 s, then 2 s (doubled), then Retry-After 3 doubled twice, at most 10 s.
    expect(waits).toEqual([1_000, 2_000, 10_000]);
    expect(waiting).toEqual([true, true, true, false]);
  });

  it("gives up after the last retry with the busy answer, which the caller shows as a failure", async () => {
    const call = vi.fn(() => Promise.reject(busy(null)));
    const waiting: boolean[] = [];
    const failure = await retryWhileBusy(call, {
      onWaiting: (value) => waiting.push(value),
      wait: async () => {},
    }).catch((error: unknown) => error);
    expect(isServerBusy(failure)).toBe(true);
    expect(call).toHaveBeenCalledTimes(SERVER_BUSY_RETRIES + 1);
    expect(waiting.at(-1)).toBe(false);
  });

  it("does not send again any other failure, a 503 of a database out of reach included", async () => {
    for (const error of [
      new ApiError(503, SERVICE_UNAVAILABLE_MESSAGE, "5"),
      new ApiError(409, "taken"),
      new ApiError(0, "network failure"),
    ]) {
      const call = vi.fn(() => Promise.reject(error));
      await expect(retryWhileBusy(call, { onWaiting: () => {}, wait: async () => {} })).rejects.toBe(error);
      expect(call).toHaveBeenCalledTimes(1);
      expect(isServerBusy(error)).toBe(false);
    }
  });
});
