import { SERVER_BUSY_MESSAGE } from "@fad/contracts/api/server-busy";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getBookingSession, resetBookingSession, startHold } from "../../booking-session/booking-session-store.ts";
import { BOOKING_ROUTES, callsTo, envelope, stubFetch } from "../../testing/stub-fetch.ts";
import { setViewportWidth } from "../../testing/viewport-width.ts";
import { ANALYTICS_EVENT_NAME } from "../../ui/analytics.ts";
import { makeDays } from "./testing/availability-fixtures.ts";
import { renderCalendar } from "./testing/render-calendar.tsx";

const HOLD = "/fadmaa/appointment/hold";
const SEARCH = "/fadmaa/appointment/search";
const holdResult = {
  holdId: "HOLD-0000000000000000001",
  holdExpiresAt: "2026-11-23T15:15:00.000Z",
  appointmentTypeId: "NEWPT",
};
const nine = () => screen.getByRole("button", { name: "9:00a, Monday, November 23" });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-23T15:00:00Z") });
  vi.spyOn(console, "error").mockImplementation(() => {});
  setViewportWidth(1280);
});
afterEach(() => {
  resetBookingSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("choosing a slot without a page handler", () => {
  it("keeps the visit the times were shown for with the hold (decision 129)", async () => {
    stubFetch(
      (path) => (path === HOLD ? envelope({ ...holdResult, appointmentTypeId: "FOLLOW" }) : envelope(null, 500)),
      BOOKING_ROUTES,
    );
    const user = userEvent.setup();
    renderCalendar({ initialDays: makeDays(14), appointmentTypeCode: "FOLLOW", visit: "returning" });
    await user.click(nine());
    await waitFor(() => expect(getBookingSession().hold?.visit).toBe("returning"));
    expect(getBookingSession().hold?.appointmentTypeCode).toBe("FOLLOW");
  });

  it("holds it, stores the hold in the booking session and opens the booking route with urlTitle and appt_id", async () => {
    const fetchMock = stubFetch((path) => (path === HOLD ? envelope(holdResult) : envelope(null, 500)), BOOKING_ROUTES);
    const user = userEvent.setup();
    renderCalendar({ initialDays: makeDays(14), appointmentTypeCode: "NEWPT", origin: "profile" }, { hostApp: "cms" });
    await user.click(nine());
    expect(await screen.findByTestId("where")).toHaveTextContent(
      "/physicians?urlTitle=jane-doe&appt_id=slot-20261123-0900",
    );
    expect(callsTo(fetchMock, HOLD)).toEqual([
      {
        appointmentId: "slot-20261123-0900",
        appointmentTypeId: "NEWPT",
        calendarId: "CAL-000001",
        startTime: "09:00",
        duration: 30,
        date: "20261123",
        providerLocationId: "CAL-000001",
        source: "cms",
      },
    ]);
    expect(getBookingSession().hold).toEqual({
      holdId: holdResult.holdId,
      appointmentId: "slot-20261123-0900",
      slot: { day: "20261123", startTime: "09:00", duration: 30, twelveHourClockTime: "9:00a" },
      calendarId: "CAL-000001",
      locationId: "LOC-000001",
      physicianUrlTitle: "jane-doe",
      physicianNpi: "1234567890",
      appointmentTypeCode: "NEWPT",
      origin: "profile",
      holdStartedAt: new Date("2026-11-23T15:00:00Z").getTime(),
      holdExpiresAt: holdResult.holdExpiresAt,
    });
  });

  it("from the results carousel holds the default type (no appointmentTypeId) and records the results origin", async () => {
    const fetchMock = stubFetch((path) => (path === HOLD ? envelope(holdResult) : envelope(null, 500)), BOOKING_ROUTES);
    const user = userEvent.setup();
    renderCalendar({ initialDays: makeDays(14), origin: "results", numberDaysOut: 89 });
    await user.click(nine());
    await screen.findByTestId("where");
    expect(callsTo(fetchMock, HOLD)[0]?.appointmentTypeId).toBeNull();
    expect(getBookingSession().hold?.origin).toBe("results");
  });

  it("on psg first asks to confirm: Cancel holds nothing, Continue holds", async () => {
    const fetchMock = stubFetch((path) => (path === HOLD ? envelope(holdResult) : envelope(null, 500)), BOOKING_ROUTES);
    const user = userEvent.setup();
    renderCalendar({ initialDays: makeDays(14), isPsg: true });
    await user.click(nine());
    const dialog = await screen.findByRole("dialog", { name: "Your appointment time will be held for 15 minutes" });
    expect(document.querySelector('[aria-pressed="true"]')).toHaveTextContent("9:00a");
    expect(dialog).toHaveTextContent(
      "You'll receive a 5 minute warning, and will be brought back to this screen if the time expires. Your information will be saved.",
    );
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(callsTo(fetchMock, HOLD)).toHaveLength(0);
    expect(nine()).toHaveAttribute("aria-pressed", "false");

    await user.click(nine());
    await user.click(await screen.findByRole("button", { name: "Continue" }));
    expect(await screen.findByTestId("where")).toHaveTextContent("appt_id=slot-20261123-0900");
    expect(callsTo(fetchMock, HOLD)).toHaveLength(1);
  });

  it("when the slot is gone (409) clears the hold, opens the hold-error modal and sends the analytics label", async () => {
    stubFetch((path) => (path === HOLD ? envelope(null, 409) : envelope(null, 500)), BOOKING_ROUTES);
    const events: unknown[] = [];
    const listen = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener(ANALYTICS_EVENT_NAME, listen);
    startHold({ ...anyHold(), holdId: "OLD" });
    const user = userEvent.setup();
    renderCalendar({ initialDays: makeDays(14) });
    await user.click(nine());
    const dialog = await screen.findByRole("alertdialog", { name: "Appointment is no longer available" });
    expect(dialog).toHaveTextContent("We are redirecting your screen to give you the most up-to-date times.");
    expect(getBookingSession().hold).toBeNull();
    expect(events).toEqual([expect.objectContaining({ data: { label: "appt no longer available" } })]);
    window.removeEventListener(ANALYTICS_EVENT_NAME, listen);
  });

  it("Refresh closes the modal and reloads the slots; Doctor's Profile opens the profile", async () => {
    const fetchMock = stubFetch((path) => {
      if (path === HOLD) return envelope(null, 410);
      if (path === SEARCH) return envelope(makeDays(14, "20261123", () => ["11:00"]));
      return envelope(null, 500);
    }, BOOKING_ROUTES);
    const user = userEvent.setup();
    renderCalendar({ initialDays: makeDays(14), appointmentTypeCode: "NEWPT" });
    await user.click(nine());
    await user.click(await screen.findByRole("button", { name: "Refresh" }));
    expect(await screen.findByRole("button", { name: "11:00a, Monday, November 23" })).toBeVisible();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(callsTo(fetchMock, SEARCH)).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole("region", { name: "Available appointment times" })).toHaveFocus());

    await user.click(screen.getByRole("button", { name: "11:00a, Monday, November 23" }));
    await user.click(await screen.findByRole("button", { name: "Doctor's Profile" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "11:00a, Monday, November 23" })).toBeVisible();
  });

  it("a network failure shows the network error banner, not the modal", async () => {
    stubFetch(
      (path) => (path === HOLD ? Promise.reject(new TypeError("offline")) : envelope(null, 500)),
      BOOKING_ROUTES,
    );
    const user = userEvent.setup();
    renderCalendar({ initialDays: makeDays(14) });
    await user.click(nine());
    expect(await screen.findByRole("alert")).toHaveTextContent("An error occurred. Please try again later.");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});

describe("a hold the server sheds at a rush (decision 209)", () => {
  it("tells the patient kindly, sends the same hold again after Retry-After, and opens the booking when it is served", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    let holds = 0;
    const fetchMock = stubFetch((path) => {
      if (path !== HOLD) return envelope(null, 500);
      holds += 1;
      if (holds > 1) return envelope(holdResult);
      const body = { status: { code: "503", details: SERVER_BUSY_MESSAGE }, result: null };
      return new Response(JSON.stringify(body), {
        status: 503,
        headers: { "content-type": "application/json", "retry-after": "1" },
      });
    }, BOOKING_ROUTES);
    const user = userEvent.setup();
    renderCalendar({ initialDays: makeDays(14), appointmentTypeCode: "NEWPT" });
    await user.click(nine());
    const notice = await screen.findByText(
      "Many people are booking right now. Your choice is kept and will be sent again in a moment.",
    );
    expect(notice.closest("[role=status]")).not.toBeNull();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(await screen.findByTestId("where", {}, { timeout: 5_000 })).toHaveTextContent(
      "/physicians?urlTitle=jane-doe&appt_id=slot-20261123-0900",
    );
    const sent = callsTo(fetchMock, HOLD);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(getBookingSession().hold?.holdId).toBe(holdResult.holdId);
  });
});

describe("choosing a slot with a page handler (booking step 1)", () => {
  it("calls the handler with the slot and its day, holds nothing, and shows the selected slot pressed", async () => {
    const fetchMock = stubFetch(() => envelope(null, 500), BOOKING_ROUTES);
    const onSlotSelect = vi.fn();
    const user = userEvent.setup();
    renderCalendar({
      initialDays: makeDays(14),
      origin: "booking",
      onSlotSelect,
      selectedAppointmentId: "slot-20261123-1330",
    });
    expect(screen.getByRole("button", { name: "1:30p, Monday, November 23" })).toHaveAttribute("aria-pressed", "true");
    await user.click(nine());
    expect(onSlotSelect).toHaveBeenCalledWith(
      expect.objectContaining({ appointmentId: "slot-20261123-0900" }),
      expect.objectContaining({ day: "20261123" }),
    );
    expect(callsTo(fetchMock, HOLD)).toHaveLength(0);
  });
});

function anyHold() {
  return {
    holdId: "x",
    appointmentId: "y",
    slot: { day: "20261123", startTime: "08:00", duration: 30, twelveHourClockTime: "8:00a" },
    calendarId: "CAL-000001",
    locationId: "LOC-000001",
    physicianUrlTitle: "jane-doe",
    physicianNpi: "1234567890",
    appointmentTypeCode: "NEWPT",
    origin: "profile" as const,
    holdStartedAt: 0,
    holdExpiresAt: "",
  };
}
