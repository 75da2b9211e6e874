import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BOOKING_ROUTES, envelope, stubFetch } from "../../testing/stub-fetch.ts";
import { setViewportWidth } from "../../testing/viewport-width.ts";
import { makeDays, TODAY } from "./testing/availability-fixtures.ts";
import { renderCalendar } from "./testing/render-calendar.tsx";

// The popup's month grids are many elements: slow on a shared machine.
vi.setConfig({ testTimeout: 20_000 });

// Times on weekdays only (Nov 23 2026 is a Monday): weekend days must be disabled.
const weekdayTimes = (index: number) => (index % 7 === 5 || index % 7 === 6 ? [] : ["09:00"]);

async function openCalendar(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "View Calendar" }));
  // The picker is a lazily loaded chunk: its first import in a run can take seconds on a busy machine.
  return screen.findByRole("dialog", { name: "Select a date" }, { timeout: 10_000 });
}

/** A day's cell in its own month's grid (a grid also holds the neighbouring months' days, hidden). */
function cell(dialog: HTMLElement, name: RegExp): HTMLElement {
  const found = within(dialog)
    .getAllByRole("button", { name })
    .find((element) => !element.hasAttribute("data-outside-month"));
  if (!found) throw new Error(`no cell ${name}`);
  return found;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-23T15:00:00Z") });
  vi.spyOn(console, "error").mockImplementation(() => {});
  stubFetch(() => envelope(null, 500), BOOKING_ROUTES);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("View Calendar date picker", () => {
  it("opens a 2-month popup on desktop with a Select Date button and the 'Select a date' input", async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    renderCalendar({ initialDays: makeDays(62, TODAY, weekdayTimes) });
    const dialog = await openCalendar(user);
    expect(within(dialog).getAllByRole("grid")).toHaveLength(2);
    // The popup is modal: the rest of the page is reachable again once it closes.
    await user.keyboard("{Escape}");
    expect(await screen.findByRole("button", { name: "View Times" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Select Date Select a date" })).toBeVisible();
    expect(screen.getByRole("group", { name: "Select a date" })).toBeInTheDocument();
  });

  it("opens on the first loaded day when the browser's own today is already the next day", async () => {
    // 6 pm in Houston is midnight past in UTC: the location's calendar starts on Monday the 23rd.
    vi.setSystemTime(new Date("2026-11-24T00:30:00Z"));
    setViewportWidth(1280);
    const user = userEvent.setup();
    renderCalendar({ initialDays: makeDays(62, TODAY, weekdayTimes) });
    const dialog = await openCalendar(user);
    await waitFor(() =>
      expect(dialog.querySelector("[role=button][data-focused]")).toHaveAttribute(
        "aria-label",
        expect.stringMatching(/Monday, November 23, 2026/),
      ),
    );
  });

  it("opens on the first day with times: today without times is disabled, not called the first available", async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    // Today (Monday the 23rd) and Tuesday have no times left; Wednesday is the first with any; the
    // loaded window's last two weekdays have none either.
    const times = (index: number) => (index < 2 || index > 9 ? [] : weekdayTimes(index));
    renderCalendar({ initialDays: makeDays(14, TODAY, times) });
    const dialog = await openCalendar(user);
    await waitFor(() =>
      expect(dialog.querySelector("[role=button][data-focused]")).toHaveAttribute(
        "aria-label",
        expect.stringMatching(/Wednesday, November 25, 2026, First available date/),
      ),
    );
    const today = cell(dialog, /Monday, November 23, 2026/);
    expect(today).toHaveAttribute("aria-disabled", "true");
    expect(today.getAttribute("aria-label")).toMatch(/^Today/);
    expect(today.getAttribute("aria-label")).not.toMatch(/First available/);
    expect(cell(dialog, /Wednesday, December 2, 2026/)).toHaveAttribute(
      "aria-label",
      expect.stringMatching(/Last available date/),
    );
    expect(cell(dialog, /Thursday, December 3, 2026/)).toHaveAttribute("aria-disabled", "true");
  });

  it("shows 1 month on mobile", async () => {
    setViewportWidth(400);
    const user = userEvent.setup();
    renderCalendar({ initialDays: makeDays(62, TODAY, weekdayTimes) });
    const dialog = await openCalendar(user);
    expect(within(dialog).getAllByRole("grid")).toHaveLength(1);
  });

  it("disables days without times and days outside the loaded window", async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    renderCalendar({ initialDays: makeDays(14, TODAY, weekdayTimes) });
    const dialog = await openCalendar(user);
    expect(cell(dialog, /Monday, November 23, 2026/)).not.toHaveAttribute("aria-disabled");
    expect(cell(dialog, /Saturday, November 28, 2026/)).toHaveAttribute("aria-disabled", "true");
    expect(cell(dialog, /Sunday, November 22, 2026/)).toHaveAttribute("aria-disabled", "true");
    expect(cell(dialog, /Monday, December 7, 2026/)).toHaveAttribute("aria-disabled", "true");
  });

  it("works by keyboard: arrows, Page Down, Home/End, Enter jumps the carousel to the day; Escape closes", async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    renderCalendar({ initialDays: makeDays(62, TODAY, weekdayTimes) });
    await openCalendar(user);
    const focused = () => document.activeElement?.getAttribute("aria-label") ?? "";
    await waitFor(() => expect(focused()).toMatch(/November 23, 2026/));
    await user.keyboard("{ArrowRight}");
    expect(focused()).toMatch(/Tuesday, November 24, 2026/);
    await user.keyboard("{ArrowDown}");
    expect(focused()).toMatch(/Tuesday, December 1, 2026/);
    // Home and End go to the month's first and last day (react-aria), Page Down/Up by a month.
    await user.keyboard("{End}");
    expect(focused()).toMatch(/Thursday, December 31, 2026/);
    await user.keyboard("{Home}");
    expect(focused()).toMatch(/Tuesday, December 1, 2026/);
    await user.keyboard("{PageDown}");
    expect(focused()).toMatch(/Friday, January 1, 2027/);
    await user.keyboard("{PageUp}{ArrowLeft}{Enter}");
    // November 30 is a Monday with a time: the carousel shows it and focus is on its first time.
    await waitFor(() => expect(screen.getByRole("button", { name: "9:00a, Monday, November 30" })).toHaveFocus());
    expect(screen.getByRole("button", { name: "View Calendar" })).toBeVisible();

    await openCalendar(user);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("ignores a disabled day", async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    renderCalendar({ initialDays: makeDays(14, TODAY, weekdayTimes) });
    const dialog = await openCalendar(user);
    await user.click(cell(dialog, /Saturday, November 28, 2026/));
    expect(screen.getByRole("dialog", { name: "Select a date" })).toBeVisible();
    await user.click(cell(dialog, /Wednesday, December 2, 2026/));
    await waitFor(() => expect(screen.getByRole("button", { name: "9:00a, Wednesday, December 2" })).toHaveFocus());
  });
});
