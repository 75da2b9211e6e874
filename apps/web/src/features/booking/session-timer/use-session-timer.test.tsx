import { MAX_HOLD_RENEWALS, RENEW_HOLD_MESSAGES, type RenewHoldResult } from "@fad/contracts/appointments/renew-hold";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../api/request-envelope.ts";
import type { BookingHold } from "../../../booking-session/booking-session.ts";
import {
  clearHold,
  getBookingSession,
  resetBookingSession,
  startHold,
  useBookingSession,
} from "../../../booking-session/booking-session-store.ts";
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

describe("useSessionTimer: keep my time (decision 49)", () => {
  /** The hook as the booking page uses it: the hold read from the session store. */
  function renderKeeping(renew: (request: { holdId: string; appointmentId: string }) => Promise<RenewHoldResult>) {
    const onExpired = vi.fn(() => clearHold());
    const announce = vi.fn();
    const view = renderHook(() =>
      useSessionTimer({ hold: useBookingSession().hold, hasUrlTitle: true, onExpired, renew, announce }),
    );
    return { ...view, onExpired, announce };
  }

  /** The server's answer to a renewal made now: 15 minutes from now. */
  const renewedNow = (renewalsLeft = MAX_HOLD_RENEWALS - 1): RenewHoldResult => ({
    holdId: "HOLD-1",
    holdExpiresAt: new Date(Date.now() + 15 * MINUTE).toISOString(),
    renewals: MAX_HOLD_RENEWALS - renewalsLeft,
    renewalsLeft,
  });

  beforeEach(() => {
    resetBookingSession();
    startHold(hold());
  });
  afterEach(() => resetBookingSession());

  it("renews at the warning: the warning closes, the new time is announced, and the timer counts from the renewal", async () => {
    const renew = vi.fn(async () => renewedNow());
    const { result, onExpired, announce } = renderKeeping(renew);
    await advance(10 * MINUTE);
    expect(result.current.modal).toBe("warning");
    expect(result.current.keepTime.offered).toBe(true);

    await act(async () => result.current.keepTime.keep());
    expect(renew).toHaveBeenCalledWith({ holdId: "HOLD-1", appointmentId: "slot-1" });
    expect(result.current.modal).toBe("none");
    const stored = getBookingSession().hold;
    expect(stored?.holdStartedAt).toBe(START + 10 * MINUTE);
    expect(stored?.holdExpiresAt).toBe(new Date(START + 25 * MINUTE).toISOString());
    expect(stored?.renewalsLeft).toBe(MAX_HOLD_RENEWALS - 1);
    const until = new Date(START + 25 * MINUTE).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });
    expect(until).toMatch(/^\d{1,2}:\d{2}\s[AP]M$/);
    expect(announce).toHaveBeenCalledWith(`Your time is held until ${until}.`);

    await advance(5 * MINUTE); // 15 after the hold: the old expiry passes unnoticed
    expect(result.current.modal).toBe("none");
    expect(onExpired).not.toHaveBeenCalled();
    await advance(5 * MINUTE); // 10 after the renewal
    expect(result.current.modal).toBe("warning");
    await advance(5 * MINUTE); // 15 after the renewal
    expect(result.current.modal).toBe("expired");
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it(`offers the renewal ${MAX_HOLD_RENEWALS} times and then no more`, async () => {
    let left = MAX_HOLD_RENEWALS;
    const renew = vi.fn(async () => renewedNow(--left));
    const { result, onExpired } = renderKeeping(renew);
    for (let renewal = 1; renewal <= MAX_HOLD_RENEWALS; renewal++) {
      await advance(10 * MINUTE);
      expect(result.current.modal, `warning ${renewal}`).toBe("warning");
      expect(result.current.keepTime.offered).toBe(true);
      await act(async () => result.current.keepTime.keep());
      expect(result.current.modal).toBe("none");
    }
    await advance(10 * MINUTE);
    expect(result.current.modal).toBe("warning");
    expect(result.current.keepTime.offered).toBe(false);
    expect(renew).toHaveBeenCalledTimes(MAX_HOLD_RENEWALS);
    expect(onExpired).not.toHaveBeenCalled();
    await advance(5 * MINUTE);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it("a refusal for the maximum stops offering it and leaves the hold and the warning as they were", async () => {
    const renew = vi.fn(async () => {
      throw new ApiError(422, RENEW_HOLD_MESSAGES.limitReached);
    });
    const { result, onExpired } = renderKeeping(renew);
    await advance(10 * MINUTE);
    await act(async () => result.current.keepTime.keep());
    expect(result.current.modal).toBe("warning");
    expect(result.current.keepTime).toMatchObject({ offered: false, failed: false, pending: false });
    expect(getBookingSession().hold?.holdStartedAt).toBe(START);
    expect(onExpired).not.toHaveBeenCalled();
  });

  it("a hold the server no longer keeps (410) goes straight to the released flow", async () => {
    const renew = vi.fn(async () => {
      throw new ApiError(410, RENEW_HOLD_MESSAGES.released);
    });
    const { result, onExpired } = renderKeeping(renew);
    await advance(10 * MINUTE);
    await act(async () => result.current.keepTime.keep());
    expect(result.current.modal).toBe("expired");
    expect(result.current.expiredOrigin).toBe("results");
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(getBookingSession().hold).toBeNull();
  });

  it("a failure that may pass says so, keeps the button, and a second try can succeed", async () => {
    const renew = vi
      .fn<() => Promise<RenewHoldResult>>()
      .mockRejectedValueOnce(new ApiError(0, "network failure"))
      .mockImplementationOnce(async () => renewedNow());
    const { result } = renderKeeping(renew);
    await advance(10 * MINUTE);
    await act(async () => result.current.keepTime.keep());
    expect(result.current.modal).toBe("warning");
    expect(result.current.keepTime).toMatchObject({ offered: true, failed: true, pending: false });
    await act(async () => result.current.keepTime.keep());
    expect(result.current.modal).toBe("none");
    expect(result.current.keepTime.failed).toBe(false);
    expect(getBookingSession().hold?.holdStartedAt).toBe(START + 10 * MINUTE);
  });

  it("is pending while the call runs, and ignores a second press meanwhile", async () => {
    let answer: (result: RenewHoldResult) => void = () => {};
    const renew = vi.fn(() => new Promise<RenewHoldResult>((resolve) => (answer = resolve)));
    const { result } = renderKeeping(renew);
    await advance(10 * MINUTE);
    act(() => result.current.keepTime.keep());
    expect(result.current.keepTime.pending).toBe(true);
    act(() => result.current.keepTime.keep());
    expect(renew).toHaveBeenCalledTimes(1);
    await act(async () => answer(renewedNow()));
    expect(result.current.keepTime.pending).toBe(false);
    expect(result.current.modal).toBe("none");
  });
});
