import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BookingHold } from "./booking-session.ts";
import {
  clearHold,
  getBookingSession,
  resetBookingSession,
  startHold,
  subscribeToBookingSession,
  useBookingSession,
} from "./booking-session-store.ts";

const hold: BookingHold = {
  holdId: "h1",
  appointmentId: "a1",
  slot: { day: "20261201", startTime: "09:00", duration: 30, twelveHourClockTime: "9:00a" },
  calendarId: "CAL-1",
  locationId: "LOC-1",
  physicianUrlTitle: "jane-doe",
  physicianNpi: "1234567890",
  appointmentTypeCode: "NEWPT",
  origin: "profile",
  holdStartedAt: 1000,
  holdExpiresAt: "2026-12-01T15:15:00.000Z",
};

function HoldView() {
  const { hold } = useBookingSession();
  return <p>{hold ? `held ${hold.appointmentId} from ${hold.origin}` : "no hold"}</p>;
}

afterEach(() => resetBookingSession());

describe("booking session store", () => {
  it("starts empty, stores a hold, replaces it and clears it, telling subscribers each time", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToBookingSession(listener);
    expect(getBookingSession().hold).toBeNull();
    startHold(hold);
    expect(getBookingSession().hold).toEqual(hold);
    startHold({ ...hold, holdId: "h2", holdStartedAt: 2000 });
    expect(getBookingSession().hold?.holdId).toBe("h2");
    clearHold();
    expect(getBookingSession().hold).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);
    clearHold();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
  });

  it("re-renders components that read it", () => {
    render(<HoldView />);
    expect(screen.getByText("no hold")).toBeVisible();
    act(() => startHold(hold));
    expect(screen.getByText("held a1 from profile")).toBeVisible();
    act(() => clearHold());
    expect(screen.getByText("no hold")).toBeVisible();
  });

  it("never writes to browser storage", () => {
    startHold(hold);
    expect(window.sessionStorage.length).toBe(0);
    expect(window.localStorage.length).toBe(0);
  });
});
