import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeBookingLocation } from "../../testing/physician-fixtures.ts";
import { BOOKING_ROUTES, callsTo, envelope, stubFetch } from "../../testing/stub-fetch.ts";
import { setViewportWidth } from "../../testing/viewport-width.ts";
import { makeDays, TODAY } from "./testing/availability-fixtures.ts";
import { renderCalendar } from "./testing/render-calendar.tsx";

const TEXT_LOADING = "Loading available times…";

const dayColumns = () =>
  within(screen.getByRole("region", { name: "Available appointment times" }))
    .getAllByRole("listitem")
    .filter((item) => item.classList.contains("day-column"));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-23T15:00:00Z") });
  vi.spyOn(console, "error").mockImplementation(() => {});
  setViewportWidth(1280);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("AvailabilityCalendar: columns and slides", () => {
  it("shows 5 day columns of 12-hour time buttons named with the full date and time, without a fetch", () => {
    const fetchMock = stubFetch(() => envelope(null, 500), BOOKING_ROUTES);
    renderCalendar({ initialDays: makeDays(14) });
    const columns = dayColumns();
    expect(columns).toHaveLength(5);
    expect(columns[0]).toHaveTextContent("MonNov 23");
    const nine = screen.getByRole("button", { name: "9:00a, Monday, November 23" });
    expect(nine).toHaveTextContent("9:00a");
    expect(screen.getByRole("button", { name: "1:30p, Monday, November 23" })).toHaveTextContent("1:30p");
    expect(nine).toHaveAttribute("aria-pressed", "false");
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes("/appointment/"))).toHaveLength(0);
  });

  it.each([
    [400, 3],
    [374, 2],
    [768, 5],
  ])("at %i px shows %i columns", (width, count) => {
    setViewportWidth(width);
    stubFetch(() => envelope(null, 500), BOOKING_ROUTES);
    renderCalendar({ initialDays: makeDays(14) });
    expect(dayColumns()).toHaveLength(count);
  });

  it("disables the left arrow on the first slide, moves by a slide and announces the visible days", async () => {
    stubFetch(() => envelope(null, 500), BOOKING_ROUTES);
    const user = userEvent.setup();
    renderCalendar({ initialDays: makeDays(14) });
    const previous = screen.getByRole("button", { name: "Show earlier days" });
    const next = screen.getByRole("button", { name: "Show later days" });
    expect(previous).toHaveAttribute("aria-disabled", "true");
    await user.click(previous);
    expect(dayColumns()[0]).toHaveTextContent("Nov 23");
    await user.click(next);
    expect(dayColumns()[0]).toHaveTextContent("Nov 28");
    expect(previous).toHaveAttribute("aria-disabled", "false");
    expect(
      screen.getByText("Showing appointment times from Saturday, November 28 to Wednesday, December 2"),
    ).toBeInTheDocument();
    await user.click(previous);
    expect(dayColumns()[0]).toHaveTextContent("Nov 23");
  });

  it("shows a day without times as such", () => {
    stubFetch(() => envelope(null, 500), BOOKING_ROUTES);
    renderCalendar({ initialDays: makeDays(14, TODAY, (index) => (index === 1 ? [] : ["09:00"])) });
    expect(screen.getByRole("listitem", { name: "Tuesday, November 24: no appointment times" })).toHaveTextContent(
      "No times",
    );
  });
});

describe("AvailabilityCalendar: fetching and loading more days", () => {
  it("fetches the first window with the chosen type through the slot search", async () => {
    const fetchMock = stubFetch(
      (path) => (path === "/fadmaa/appointment/search" ? envelope(makeDays(14)) : envelope(null, 500)),
      BOOKING_ROUTES,
    );
    renderCalendar({ appointmentTypeCode: "NEWPT", numberDaysOut: 14 }, { hostApp: "cms", siteType: "Hospital" });
    expect(screen.getByRole("status")).toHaveTextContent("Loading available times…");
    expect(await screen.findByRole("button", { name: "9:00a, Monday, November 23" })).toBeVisible();
    expect(callsTo(fetchMock, "/fadmaa/appointment/search")).toEqual([
      {
        calendarId: "CAL-000001",
        startDate: TODAY,
        numberDaysOut: 14,
        appointmentTypeIds: ["NEWPT"],
        physicianNpi: "1234567890",
        source: "cms",
        siteType: "Hospital",
      },
    ]);
  });

  it("sends the texting source instead of the host app in the texting flow", async () => {
    const fetchMock = stubFetch(
      (path) => (path === "/fadmaa/appointment/search" ? envelope(makeDays(62)) : envelope(null, 500)),
      BOOKING_ROUTES,
    );
    renderCalendar(
      { appointmentTypeCode: "ERPRIV", numberDaysOut: 62, origin: "booking", onSlotSelect: () => {} },
      { hostApp: "cms" },
      "/texting?urlTitle=jane-doe",
    );
    expect(await screen.findByRole("button", { name: "9:00a, Monday, November 23" })).toBeVisible();
    expect(callsTo(fetchMock, "/fadmaa/appointment/search")[0]).toMatchObject({ source: "texting", numberDaysOut: 62 });
  });

  it("fetches the default type through the load-more call when no type is chosen", async () => {
    const fetchMock = stubFetch(
      (path) => (path === "/fadmaa/appointment/search/more" ? envelope(makeDays(89)) : envelope(null, 500)),
      BOOKING_ROUTES,
    );
    renderCalendar({ numberDaysOut: 89, origin: "results" });
    expect(await screen.findByRole("button", { name: "9:00a, Monday, November 23" })).toBeVisible();
    const [body] = callsTo(fetchMock, "/fadmaa/appointment/search/more");
    expect(body).toMatchObject({
      calendarId: "CAL-000001",
      locationId: "LOC-000001",
      startDate: TODAY,
      numberDaysOut: 89,
    });
    expect(body).not.toHaveProperty("appointmentTypeIds");
  });

  it("on the last slide the next arrow loads 62 days from the day after the last loaded day, then shows them", async () => {
    const fetchMock = stubFetch(
      (path, body) =>
        path === "/fadmaa/appointment/search/more"
          ? envelope(makeDays(62, String(body?.startDate)))
          : envelope(null, 500),
      BOOKING_ROUTES,
    );
    const user = userEvent.setup();
    renderCalendar({ initialDays: makeDays(14), appointmentTypeCode: "NEWPT" });
    const next = screen.getByRole("button", { name: "Show later days" });
    await user.click(next);
    await user.click(next);
    expect(dayColumns()).toHaveLength(4); // days 11–14: the last, partly filled slide
    expect(callsTo(fetchMock, "/fadmaa/appointment/search/more")).toHaveLength(0);
    await user.click(next);
    // The first new day comes first: the partly filled slide is not skipped past.
    await waitFor(() => expect(dayColumns()[0]).toHaveTextContent("Dec 7"));
    expect(callsTo(fetchMock, "/fadmaa/appointment/search/more")).toEqual([
      expect.objectContaining({
        physicianNpi: "1234567890",
        calendarId: "CAL-000001",
        locationId: "LOC-000001",
        startDate: "20261207",
        numberDaysOut: 62,
        appointmentTypeIds: ["NEWPT"],
      }),
    ]);
    expect(screen.getByRole("button", { name: "9:00a, Tuesday, December 8" })).toBeVisible();
  });

  it("disables the next arrow on the last slide once 549 days are loaded", async () => {
    const fetchMock = stubFetch(() => envelope(null, 500), BOOKING_ROUTES);
    const user = userEvent.setup();
    // Only the last day has times: Go To Next Appointment leads to the last slide.
    renderCalendar({ initialDays: makeDays(549, TODAY, (index) => (index === 548 ? ["10:00"] : [])) });
    await user.click(screen.getByRole("button", { name: "Go To Next Appointment" }));
    const next = screen.getByRole("button", { name: "Show later days" });
    expect(next).toHaveAttribute("aria-disabled", "true");
    await user.click(next);
    expect(callsTo(fetchMock, "/fadmaa/appointment/search/more")).toHaveLength(0);
  });

  it("on a failed calendar fetch stops loading and shows the network error with Try again, no slots and no date picker", async () => {
    let answer = envelope(null, 500);
    const fetchMock = stubFetch(() => answer, BOOKING_ROUTES);
    const user = userEvent.setup();
    renderCalendar({ appointmentTypeCode: "NEWPT" });
    expect(await screen.findByRole("alert")).toHaveTextContent("An error occurred. Please try again later.");
    expect(screen.queryByText(TEXT_LOADING)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "View Calendar" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^\d{1,2}:\d{2}[ap], / })).not.toBeInTheDocument();

    // Try again asks once more; the times show when it answers.
    answer = envelope(makeDays(14, TODAY, () => ["09:00"]));
    const before = fetchMock.mock.calls.length;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "9:00a, Monday, November 23" })).toBeVisible();
    expect(fetchMock.mock.calls.length).toBeGreaterThan(before);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("AvailabilityCalendar: no slots and the next available appointment", () => {
  it("with no slots at all asks to call the location's phone", () => {
    stubFetch(() => envelope(null, 500), BOOKING_ROUTES);
    renderCalendar({ initialDays: makeDays(14, TODAY, () => []) });
    expect(screen.getByText("Please call to make your appointment")).toBeVisible();
    expect(screen.getByRole("link", { name: "Call (615) 555-0100" })).toHaveAttribute("href", "tel:+16155550100");
    expect(screen.queryByRole("button", { name: "View Calendar" })).not.toBeInTheDocument();
  });

  it("calls the contact centre when the location has no phone, and says no appointments when neither exists", () => {
    stubFetch(() => envelope(null, 500), BOOKING_ROUTES);
    const { unmount } = renderCalendar({
      initialDays: [],
      location: makeBookingLocation({ phone: null }),
    });
    expect(screen.getByRole("link", { name: "Call (615) 555-0199" })).toBeVisible();
    unmount();
    renderCalendar({
      location: makeBookingLocation({ phone: null, relatedContactCenterPhoneNumber: null, mhdCalendarId: null }),
    });
    expect(screen.getByText("This doctor has no available appointments")).toBeVisible();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("when the first week is empty offers the next available appointment and goes there", async () => {
    stubFetch(() => envelope(null, 500), BOOKING_ROUTES);
    const user = userEvent.setup();
    renderCalendar({ initialDays: makeDays(14, TODAY, (index) => (index >= 9 ? ["08:30"] : [])) });
    expect(screen.getByText("The next available appointment is Wednesday, December 2, 2026")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Go To Next Appointment" }));
    const time = screen.getByRole("button", { name: "8:30a, Wednesday, December 2" });
    expect(time).toHaveFocus();
    expect(screen.queryByText(/The next available appointment is/)).not.toBeInTheDocument();
  });

  it("when the days shown are empty but the first week is not, shows them and offers the next time beneath", async () => {
    stubFetch(() => envelope(null, 500), BOOKING_ROUTES);
    const user = userEvent.setup();
    renderCalendar({ initialDays: makeDays(14, TODAY, (index) => (index === 6 ? ["08:30"] : [])) });
    // The five days shown stay in view (the spec's block replaces them only when the whole week is empty).
    expect(dayColumns()).toHaveLength(5);
    expect(screen.getByText("The next available appointment is Sunday, November 29, 2026")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Go To Next Appointment" }));
    expect(screen.getByRole("button", { name: "8:30a, Sunday, November 29" })).toHaveFocus();
    expect(screen.queryByText(/The next available appointment is/)).not.toBeInTheDocument();
  });

  it("on a phone's three empty days offers the next time of the week, and again after paging to empty days", async () => {
    setViewportWidth(375);
    stubFetch(() => envelope(null, 500), BOOKING_ROUTES);
    const user = userEvent.setup();
    renderCalendar({ initialDays: makeDays(14, TODAY, (index) => (index === 3 || index === 10 ? ["08:30"] : [])) });
    expect(dayColumns()).toHaveLength(3);
    expect(screen.getByText("The next available appointment is Thursday, November 26, 2026")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Go To Next Appointment" }));
    expect(screen.getByRole("button", { name: "8:30a, Thursday, November 26" })).toHaveFocus();
    // The next slide's days are empty again: it says when the next time is.
    await user.click(screen.getByRole("button", { name: "Show later days" }));
    expect(screen.getByText("The next available appointment is Thursday, December 3, 2026")).toBeVisible();
  });

  it("does not offer it when a day shown has a time", () => {
    stubFetch(() => envelope(null, 500), BOOKING_ROUTES);
    renderCalendar({ initialDays: makeDays(14, TODAY, (index) => (index === 4 || index === 9 ? ["08:30"] : [])) });
    expect(screen.getByRole("button", { name: "8:30a, Friday, November 27" })).toBeVisible();
    expect(screen.queryByText(/The next available appointment is/)).not.toBeInTheDocument();
  });
});
