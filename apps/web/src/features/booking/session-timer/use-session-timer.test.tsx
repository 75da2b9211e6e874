import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BookingHold } from "../../../booking-session/booking-session-store.ts";
import { type SessionTimerOptions, useSessionTimer } from "./use-session-timer.ts";

const MINUTE = 60_000;
const START = new Date("2026-11-23T15:00:00Z").getTime();

function hold(overrides: Partial<BookingHold> = {}): BookingHold {
  return {
    holdId: "HOLD-1",
    appointmentId: "slot-1",
    slot: { day: "20261124", startTime: "09:30", duration: 30, twelveHourClockTime: "9:30a" },
    calendarId: "CAL-000001",
    locationId: "LOC-000001",
    physicianUrlTitle: "jane-doe",
    physicianNpi: "1234567890",
    appointmentTypeCode: "SICK",
    origin: "results",
    holdStartedAt: START,
    holdExpiresAt: "2026-11-23T15:15:00.000Z",
    ...overrides,
  };
}

function renderTimer(initial: Partial<SessionTimerOptions> = {}) {
  const onExpired = vi.fn();
  const view = renderHook((props: SessionTimerOptions) => useSessionTimer(props), {
    initialProps: { hold: hold(), hasUrlTitle: true, onExpired, ...initial },
  });
  return { ...view, onExpired };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("useSessionTimer", () => {
  it("checks every 5 minutes: nothing at 5, the warning at 10, expiry at 15 (then it stops)", async () => {
    const { result, onExpired } = renderTimer();
    await advance(5 * MINUTE);
    expect(result.current.modal).toBe("none");
    await advance(5 * MINUTE);
    expect(result.current.modal).toBe("warning");
    await advance(5 * MINUTE);
    expect(result.current.modal).toBe("expired");
    expect(result.current.expiredOrigin).toBe("results");
    expect(onExpired).toHaveBeenCalledTimes(1);
    await advance(30 * MINUTE);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it("counts from the hold, not from when the page opened", async () => {
    vi.setSystemTime(START + 4 * MINUTE);
    const { result } = renderTimer();
    await advance(MINUTE);
    await advance(5 * MINUTE - 1);
    expect(result.current.modal).toBe("none");
    await advance(1);
    expect(result.current.modal).toBe("warning");
  });

  it("checks only while the address carries urlTitle", async () => {
    const { result, rerender, onExpired } = renderTimer({ hasUrlTitle: false });
    await advance(20 * MINUTE);
    expect(result.current.modal).toBe("none");
    expect(onExpired).not.toHaveBeenCalled();
    rerender({ hold: hold(), hasUrlTitle: true, onExpired });
    await advance(5 * MINUTE);
    expect(result.current.modal).toBe("expired");
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it("closes the warning with OK, and Back to Times closes the expired notice and flags timeExpired", async () => {
    const { result } = renderTimer();
    await advance(10 * MINUTE);
    act(() => result.current.closeWarning());
    expect(result.current.modal).toBe("none");
    await advance(5 * MINUTE);
    expect(result.current.modal).toBe("expired");
    expect(result.current.timeExpired).toBe(false);
    act(() => result.current.closeExpired());
    expect(result.current.modal).toBe("none");
    expect(result.current.timeExpired).toBe(true);
  });

  it("restarts with a new hold (the old checks are cleared)", async () => {
    const { result, rerender, onExpired } = renderTimer();
    await advance(7 * MINUTE);
    rerender({ hold: hold({ holdId: "HOLD-2", holdStartedAt: START + 7 * MINUTE }), hasUrlTitle: true, onExpired });
    await advance(8 * MINUTE); // 15 minutes after the first hold, 8 after the second
    expect(result.current.modal).toBe("none");
    expect(onExpired).not.toHaveBeenCalled();
    await advance(2 * MINUTE); // 10 after the second
    expect(result.current.modal).toBe("warning");
  });

  it("stops without a hold, and the warning goes with it", async () => {
    const { result, rerender, onExpired } = renderTimer();
    await advance(10 * MINUTE);
    expect(result.current.modal).toBe("warning");
    rerender({ hold: null, hasUrlTitle: true, onExpired });
    expect(result.current.modal).toBe("none");
    await advance(30 * MINUTE);
    expect(onExpired).not.toHaveBeenCalled();
  });

  it("browser back to an address without urlTitle closes the warning, or the expired notice with timeExpired", async () => {
    const { result, rerender, onExpired } = renderTimer();
    await advance(10 * MINUTE);
    rerender({ hold: hold(), hasUrlTitle: false, onExpired });
    expect(result.current.modal).toBe("none");
    expect(result.current.timeExpired).toBe(false);
    rerender({ hold: hold(), hasUrlTitle: true, onExpired });
    await advance(5 * MINUTE);
    expect(result.current.modal).toBe("expired");
    rerender({ hold: null, hasUrlTitle: false, onExpired });
    expect(result.current.modal).toBe("none");
    expect(result.current.timeExpired).toBe(true);
  });
});
