import { BOOKING_DRAFT_IDLE_MINUTES, BOOKING_DRAFT_KEY } from "@fad/contracts/session/session-keys";
import { afterEach, describe, expect, it } from "vitest";
import type { BookingHold } from "./booking-session.ts";
import { readStoredBooking } from "./booking-session-storage.ts";
import {
  confirmBooking,
  deleteStoredBookingAtExpiry,
  getBookingSession,
  keepBookingStored,
  resetBookingSession,
  restoreStoredBooking,
  startHold,
  updateAppointmentChoice,
  updatePatientDraft,
} from "./booking-session-store.ts";

const NOW = Date.parse("2026-11-23T15:00:00Z");
const MINUTE = 60_000;

function hold(overrides: Partial<BookingHold> = {}): BookingHold {
  return {
    holdId: "HOLD-1",
    appointmentId: "slot-1",
    slot: { day: "20261124", startTime: "09:30", duration: 30, twelveHourClockTime: "9:30a" },
    calendarId: "CAL-1",
    locationId: "LOC-1",
    physicianUrlTitle: "jane-doe",
    physicianNpi: "1234567890",
    appointmentTypeCode: "SICK",
    origin: "profile",
    holdStartedAt: NOW,
    holdExpiresAt: new Date(NOW + 15 * MINUTE).toISOString(),
    ...overrides,
  };
}

const stored = () => window.sessionStorage.getItem(BOOKING_DRAFT_KEY);

afterEach(() => {
  resetBookingSession();
  window.sessionStorage.clear();
});

describe("the booking in this tab's session storage (decision 77)", () => {
  it("is written only while the booking page is open, and read back until the hold's expiry", () => {
    updatePatientDraft({ firstName: "Maria" });
    expect(stored()).toBeNull();
    keepBookingStored("jane-doe");
    startHold(hold());
    updateAppointmentChoice({ currentPatient: "No", reasonForVisit: "Cough" });
    expect(readStoredBooking(NOW + 14 * MINUTE)).toMatchObject({
      physicianUrlTitle: "jane-doe",
      hold: { holdId: "HOLD-1" },
      choice: { currentPatient: "No", reasonForVisit: "Cough" },
      patient: { firstName: "Maria" },
    });
    keepBookingStored(null);
    updatePatientDraft({ firstName: "Marta" });
    expect(readStoredBooking(NOW)?.patient.firstName).toBe("Maria");
    // Past the hold's expiry it is gone, and deleted when read.
    expect(readStoredBooking(NOW + 15 * MINUTE)).toBeNull();
    expect(stored()).toBeNull();
  });

  it("without a hold lasts the idle minutes after the last change", () => {
    keepBookingStored("jane-doe");
    updateAppointmentChoice({ reasonForVisit: "Cough" });
    const now = Date.now();
    expect(readStoredBooking(now + (BOOKING_DRAFT_IDLE_MINUTES - 1) * MINUTE)).not.toBeNull();
    expect(readStoredBooking(now + BOOKING_DRAFT_IDLE_MINUTES * MINUTE + 1000)).toBeNull();
  });

  it("is deleted at confirmation and not written again by the confirmation", () => {
    keepBookingStored("jane-doe");
    startHold(hold());
    updatePatientDraft({ firstName: "Maria" });
    expect(stored()).toContain("Maria");
    confirmBooking({
      result: { bookingId: "B-1", informationForConsumer: "", minutes: 30 } as never,
      physician: {} as never,
      location: {} as never,
      appointmentType: null,
      reasonForVisit: "",
      origin: "profile",
      texting: false,
    });
    expect(stored()).toBeNull();
  });

  it("is deleted at the hold's expiry", () => {
    keepBookingStored("jane-doe");
    startHold(hold());
    deleteStoredBookingAtExpiry();
    expect(stored()).toBeNull();
  });

  it("is read back at start for its physician only, and an unreadable record is deleted", () => {
    keepBookingStored("jane-doe");
    startHold(hold({ holdExpiresAt: new Date(Date.now() + 10 * MINUTE).toISOString() }));
    updatePatientDraft({ lastName: "O'Neil" });
    keepBookingStored(null);
    // A new page load: memory is empty, storage is not.
    const saved = stored();
    resetBookingSession();
    window.sessionStorage.setItem(BOOKING_DRAFT_KEY, saved as string);
    restoreStoredBooking();
    expect(getBookingSession().hold?.holdId).toBe("HOLD-1");
    expect(getBookingSession().patient.lastName).toBe("O'Neil");
    expect(keepBookingStored("someone-else")).toBe(false);
    window.sessionStorage.setItem(BOOKING_DRAFT_KEY, '{"hold":{"holdId":5}}');
    expect(readStoredBooking()).toBeNull();
    expect(stored()).toBeNull();
  });
});
