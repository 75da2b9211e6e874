import type { AvailableDay } from "@fad/contracts/appointments/available-day";
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../app/create-query-client.ts";
import { BOOKING_ROUTES, callsTo, envelope, stubFetch } from "../../testing/stub-fetch.ts";
import { setViewportWidth } from "../../testing/viewport-width.ts";
import { makeDays } from "./testing/availability-fixtures.ts";
import { renderCalendar } from "./testing/render-calendar.tsx";

/**
 * A keyboard or screen-reader user keeps their place when the calendar's slots are fetched again
 * (window focus, reconnect, a refresh): the focused time stays focused, or its nearest neighbour takes
 * focus when someone else took it; focus never falls to the page's body (WCAG 2.4.3).
 */

const SEARCH = "/fadmaa/appointment/search";
const MONDAY_NINE = "9:00a, Monday, November 23";
const MONDAY_HALF_PAST_ONE = "1:30p, Monday, November 23";

interface ServedSlots {
  days: AvailableDay[];
  failWith: number | null;
  /** While set, the slot search answers only once it settles. */
  answerAfter: Promise<void> | null;
}

/** The slot search answers `slots.days`, or fails with `slots.failWith`; changed between fetches. */
function serveSlots() {
  const slots: ServedSlots = { days: makeDays(14), failWith: null, answerAfter: null };
  const fetchMock = stubFetch(async (path) => {
    if (path !== SEARCH) return envelope(null, 500);
    await slots.answerAfter;
    return slots.failWith ? envelope(null, slots.failWith) : envelope(slots.days);
  }, BOOKING_ROUTES);
  return { slots, fetchMock };
}

/** Monday's times replaced by `mondayTimes`, every other day as before. */
const withMonday = (mondayTimes: string[]) =>
  makeDays(14, undefined, (index) => (index === 0 ? mondayTimes : ["09:00", "13:30"]));

async function renderProfileCalendar() {
  const served = serveSlots();
  const client = createQueryClient();
  renderCalendar({ appointmentTypeCode: "NEWPT", origin: "profile" }, {}, undefined, client);
  await screen.findByRole("button", { name: MONDAY_NINE });
  return { ...served, client };
}

/** The visitor comes back to the tab: TanStack Query refetches the slots (refetchOnWindowFocus). */
async function refetchOnReturn(fetchMock: ReturnType<typeof stubFetch>, client: ReturnType<typeof createQueryClient>) {
  const before = callsTo(fetchMock, SEARCH).length;
  act(() => {
    window.dispatchEvent(new Event("visibilitychange"));
  });
  await waitFor(() => expect(callsTo(fetchMock, SEARCH)).toHaveLength(before + 1));
  await waitFor(() => expect(client.isFetching({ queryKey: ["search-slots"] })).toBe(0));
}

function focusTime(name: string): HTMLElement {
  const time = screen.getByRole("button", { name });
  act(() => time.focus());
  expect(time).toHaveFocus();
  return time;
}

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

describe("focus while the calendar's slots are fetched again", () => {
  it("the focused time keeps focus, as the same button, when the refetch brings the same times", async () => {
    const { fetchMock, client } = await renderProfileCalendar();
    const time = focusTime(MONDAY_HALF_PAST_ONE);
    await refetchOnReturn(fetchMock, client);
    expect(screen.getByRole("button", { name: MONDAY_HALF_PAST_ONE })).toBe(time);
    expect(time).toHaveFocus();
  });

  it("keeps the times on screen while the refetch is under way (no loading state replaces them)", async () => {
    const { slots, client } = await renderProfileCalendar();
    const time = focusTime(MONDAY_NINE);
    let answer = () => {};
    slots.answerAfter = new Promise<void>((resolve) => (answer = resolve));
    act(() => {
      window.dispatchEvent(new Event("visibilitychange"));
    });
    await waitFor(() => expect(client.isFetching({ queryKey: ["search-slots"] })).toBe(1));
    expect(time).toBeInTheDocument();
    expect(time).toHaveFocus();
    expect(screen.queryByText("Loading available times…")).not.toBeInTheDocument();
    await act(async () => answer());
    await waitFor(() => expect(client.isFetching({ queryKey: ["search-slots"] })).toBe(0));
    expect(time).toHaveFocus();
  });

  it("when the focused time was taken, focus goes to the next later time of that day", async () => {
    const { slots, fetchMock, client } = await renderProfileCalendar();
    focusTime(MONDAY_NINE);
    // An earlier time appeared and 9:00 went: the neighbour is the next time after 9:00, not the day's first.
    slots.days = withMonday(["08:00", "13:30"]);
    await refetchOnReturn(fetchMock, client);
    expect(screen.queryByRole("button", { name: MONDAY_NINE })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: MONDAY_HALF_PAST_ONE })).toHaveFocus();
  });

  it.each([
    ["an earlier time is left", ["09:00"], "Monday, November 23"],
    ["no time is left", [], "Monday, November 23: no appointment times"],
  ])("when the day's last time was taken and %s, focus goes to the day's column", async (_, mondayTimes, column) => {
    const { slots, fetchMock, client } = await renderProfileCalendar();
    focusTime(MONDAY_HALF_PAST_ONE);
    slots.days = withMonday(mondayTimes);
    await refetchOnReturn(fetchMock, client);
    expect(screen.getByRole("listitem", { name: column })).toHaveFocus();
  });

  it("when the refetch leaves no carousel (the first week emptied), focus goes to the calendar's region", async () => {
    const { slots, fetchMock, client } = await renderProfileCalendar();
    focusTime(MONDAY_NINE);
    slots.days = makeDays(14, undefined, (index) => (index >= 9 ? ["08:30"] : []));
    await refetchOnReturn(fetchMock, client);
    expect(screen.getByText(/The next available appointment is/)).toBeVisible();
    expect(screen.getByRole("region", { name: "Available appointment times" })).toHaveFocus();
  });

  it("when the refetch fails (no slots shown, spec §8), focus goes to the calendar's region", async () => {
    const { slots, fetchMock, client } = await renderProfileCalendar();
    focusTime(MONDAY_NINE);
    slots.failWith = 500;
    await refetchOnReturn(fetchMock, client);
    expect(screen.queryByRole("button", { name: MONDAY_NINE })).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Available appointment times" })).toHaveFocus();
  });

  it("does not take focus back once the visitor has put it elsewhere", async () => {
    const { slots, fetchMock, client } = await renderProfileCalendar();
    const time = focusTime(MONDAY_NINE);
    // A click on the page outside any control: focus goes to the body by the visitor's own doing.
    act(() => time.blur());
    await act(async () => {});
    slots.days = withMonday(["13:30"]);
    await refetchOnReturn(fetchMock, client);
    expect(screen.queryByRole("button", { name: MONDAY_NINE })).not.toBeInTheDocument();
    expect(document.body).toHaveFocus();
  });
});
