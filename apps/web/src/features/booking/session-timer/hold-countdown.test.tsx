import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BookingHold } from "../../../booking-session/booking-session.ts";
import { HoldCountdown } from "./hold-countdown.tsx";

const MINUTE = 60_000;
const START = new Date("2026-11-23T15:00:00Z").getTime();

function hold(holdStartedAt = START): BookingHold {
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
    holdStartedAt,
    holdExpiresAt: new Date(holdStartedAt + 15 * MINUTE).toISOString(),
  };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const shown = () => screen.queryByText(/^Your time is held for/);

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("HoldCountdown", () => {
  it("shows the minutes left, changing once a minute, and says nothing until the warning", async () => {
    render(<HoldCountdown hold={hold()} />);
    expect(shown()).toHaveTextContent("Your time is held for 15 more minutes");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    await advance(30_000);
    expect(shown()).toHaveTextContent("15 more minutes");
    await advance(30_000);
    expect(shown()).toHaveTextContent("14 more minutes");
    await advance(9 * MINUTE - 1);
    expect(shown()).toHaveTextContent("6 more minutes");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("says the warning once, politely, as the five-minute modal comes, and is gone at the release", async () => {
    render(<HoldCountdown hold={hold()} />);
    await advance(10 * MINUTE);
    expect(shown()).toHaveTextContent("5 more minutes");
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("5 minutes left: please complete your booking before your time is released.");
    await advance(4 * MINUTE);
    expect(shown()).toHaveTextContent("Your time is held for 1 more minute");
    // The same words: a live region that does not change is not read again.
    expect(status).toHaveTextContent("5 minutes left:");
    await advance(MINUTE);
    expect(shown()).toBeNull();
    expect(status).toBeEmptyDOMElement();
  });

  it("starts again from a new hold or a renewal, and shows nothing without a hold", async () => {
    const view = render(<HoldCountdown hold={hold()} />);
    await advance(11 * MINUTE);
    expect(shown()).toHaveTextContent("4 more minutes");
    view.rerender(<HoldCountdown hold={hold(START + 11 * MINUTE)} />);
    expect(shown()).toHaveTextContent("15 more minutes");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    view.rerender(<HoldCountdown hold={null} />);
    expect(shown()).toBeNull();
  });
});
