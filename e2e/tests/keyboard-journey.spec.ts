import type { Locator, Page } from "@playwright/test";
import { findPhysicianFromTheEnd } from "../support/accessibility-physicians.ts";
import { expectVisibleFocus, focusState } from "../support/accessibility-probes.ts";
import { expect, test } from "../support/fixtures.ts";
import { expectFocusInside, holdsFocus, isFocused } from "../support/focus.ts";

/**
 * Issue 9: a keyboard-only journey from the landing page to the confirmation. Only page.keyboard moves
 * and acts (Tab, Shift+Tab, Enter, Space, arrows, Escape, typing); after every key the focused element
 * is on screen with a visible focus ring, and focus is never lost to the body. Every modal on the way
 * receives focus when it opens and gives it back to its opener when it closes.
 */

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** A key press, then the focus checks. */
async function press(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await expectVisibleFocus(page, key);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking the focus after every press; fails with
 * the path taken when it is not reached (a trap or a control out of the tab order).
 */
async function tabTo(page: Page, target: Locator, options: { backwards?: boolean; limit?: number } = {}) {
  const key = options.backwards ? "Shift+Tab" : "Tab";
  const path: string[] = [];
  await expect(target).toBeVisible();
  for (let step = 0; step < (options.limit ?? 80); step++) {
    await page.keyboard.press(key);
    const state = await expectVisibleFocus(page, `${key} towards ${target} (after ${path.join(" → ")})`);
    path.push(state.description);
    if (await isFocused(target)) return;
  }
  throw new Error(`${key} never reached ${target}; focus went through: ${path.join(" → ")}`);
}

/** A modal opened from `opener` holds focus; Escape closes it and gives focus back to the opener. */
async function expectModalRoundTrip(page: Page, opener: Locator, dialog: Locator) {
  await expectFocusInside(dialog);
  await expectVisibleFocus(page, "the dialog opened");
  // Tab stays inside the modal (it is modal); Shift+Tab too.
  for (const key of ["Tab", "Tab", "Shift+Tab"]) {
    await press(page, key);
    expect(await holdsFocus(dialog)).toBe(true);
  }
  await press(page, "Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test("keyboard only: landing, search, results, booking and confirmation with visible focus throughout", async ({
  page,
  checkAccessibility,
}, testInfo) => {
  test.setTimeout(120_000);
  const { physician, type } = await findPhysicianFromTheEnd(page.request, {
    slot: testInfo.project.name === "mobile" ? 1 : 0,
    severalLocations: true,
  });
  const mobile = isMobile(page);

  // Landing: the skip link is the first stop, and leads to the main content.
  await page.goto("/physicians");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await press(page, "Tab");
  await expect(page.getByRole("link", { name: /skip/i })).toBeFocused();
  await page.keyboard.press("Enter");
  expect((await focusState(page)).onBody).toBe(false);

  // The keyword box: the doctor's last name, typed; Escape closes the suggestions and keeps focus.
  const keyword = page.getByRole("combobox", { name: /Doctor, condition, or/ });
  await tabTo(page, keyword);
  await page.keyboard.type(physician.physicianLastName, { delay: 15 });
  await expect(page.getByRole("listbox")).toBeVisible();
  await press(page, "Escape");
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(keyword).toBeFocused();

  // Find a Doctor opens the disclosure: focus moves into it; I Understand shows the results.
  const find = page.getByRole("button", { name: "Find a Doctor" });
  await tabTo(page, find);
  await press(page, "Enter");
  const disclosure = page.getByRole("alertdialog");
  await expect(disclosure).toBeVisible();
  await expect.poll(() => holdsFocus(disclosure)).toBe(true);
  await checkAccessibility();
  await tabTo(page, disclosure.getByRole("button", { name: "I Understand" }), { limit: 6 });
  await press(page, "Enter");
  await expect(page).toHaveURL(/\/physicians\/listing\?keywords=/);
  await expect(page.getByText(/^Displaying 1 - \d+ of \d+ result\(s\)$/)).toBeVisible();
  expect((await focusState(page)).onBody, "focus lost after the disclosure").toBe(false);

  // The card: Change Location opens its map modal and gives focus back; then Book an Appointment.
  const card = page.getByRole("article", { name: new RegExp(physician.physicianLastName) });
  const change = card.getByRole("button", { name: /^Change Location \(\d+\)$/ });
  await tabTo(page, change, { limit: 120 });
  await page.keyboard.press("Enter");
  await expectModalRoundTrip(page, change, page.getByRole("dialog", { name: "Choose a Location" }));
  const book = card.getByRole("link", { name: /^Book an Appointment/ });
  await tabTo(page, book);
  await press(page, "Enter");
  await expect(page).toHaveURL(new RegExp(`/physicians\\?urlTitle=${physician.urlTitle}`));
  // The booking page moves focus to its h1 once the doctor has loaded (RouteEffects): wait for that.
  await expect
    .poll(async () => (await focusState(page)).onBody, { message: "focus lost after opening the booking page" })
    .toBe(false);

  // Step 1: the question by arrows, the type by arrows in the select, the reason typed.
  const question = page.getByRole("radiogroup", { name: /Have you seen the doctor within the last 3 years/ });
  await tabTo(page, question.getByRole("radio").first());
  await press(page, "ArrowRight");
  await expect(question.getByRole("radio", { name: "No" })).toBeChecked();
  const dropdown = page.getByRole("combobox", { name: /Appointment Type/ });
  await expect(dropdown).toBeEnabled();
  await tabTo(page, dropdown);
  const wanted = await dropdown.locator("option", { hasText: type.friendlyName2 }).first().getAttribute("value");
  for (let step = 0; step < 20 && (await dropdown.inputValue()) !== wanted; step++) await press(page, "ArrowDown");
  await expect(dropdown).toHaveValue(wanted ?? "");
  await tabTo(page, page.getByRole("textbox", { name: /Describe Reason for Visit/ }));
  await page.keyboard.type("Knee pain since May.");

  if (mobile) {
    const next = page.getByRole("button", { name: "Next", exact: true });
    await expect(next).toBeEnabled();
    await tabTo(page, next, { backwards: true });
    await press(page, "Enter");
    await expect(page.getByText("Step 2 of 4")).toBeVisible();
  }

  // The calendar: View Calendar opens the date picker, Escape gives focus back; then the first time.
  const region = page.getByRole("region", { name: "Available appointment times" });
  const viewCalendar = region.getByRole("button", { name: "View Calendar" });
  await tabTo(page, viewCalendar);
  await page.keyboard.press("Enter");
  const picker = page.getByRole("dialog", { name: "Select a date" });
  await expect(picker).toBeVisible();
  await expect.poll(() => holdsFocus(picker)).toBe(true);
  await expectVisibleFocus(page, "the date picker opened");
  await press(page, "Escape");
  await expect(picker).toBeHidden();
  // Focus is back on the opener, the toggle, which now reads View Times; Enter shows the times again.
  const viewTimes = region.getByRole("button", { name: "View Times" });
  await expect(viewTimes).toBeFocused();
  await press(page, "Enter");
  await expect(viewCalendar).toBeFocused();

  const next = region.getByRole("button", { name: "Go To Next Appointment" });
  const firstTime = region.getByRole("button", { name: /^\d{1,2}:\d{2}[ap], / }).first();
  await expect(firstTime.or(next)).toBeVisible();
  if (await next.isVisible()) {
    // The days shown have no times: Go To Next Appointment shows the first day that has, focus on its first time.
    await tabTo(page, next);
    await press(page, "Enter");
    await expect(firstTime).toBeFocused();
  } else {
    await tabTo(page, firstTime);
  }
  await press(page, "Enter");
  await expect(page).toHaveURL(/[?&]appt_id=/);
  await expect(page.getByText(/^Your selected time: /)).toBeVisible();
  await expectVisibleFocus(page, "holding the time");

  // On to the patient form.
  const toPatient = mobile
    ? page.getByRole("button", { name: "Next", exact: true })
    : page.getByRole("button", { name: "Continue", exact: true });
  await expect(toPatient).toBeEnabled();
  await tabTo(page, toPatient, { backwards: mobile });
  await press(page, "Enter");
  await expect(page.getByRole("heading", { name: "Patient Information" })).toBeVisible();
  expect((await focusState(page)).onBody, "focus lost after the step change").toBe(false);

  // The patient form, field after field by Tab.
  const fill = async (name: RegExp, text: string) => {
    await tabTo(page, page.getByRole("textbox", { name }));
    await page.keyboard.type(text);
  };
  await fill(/^First Name/, "Maria");
  await fill(/^Last Name/, "O'Neil");
  await fill(/^Date of Birth/, "01021985");
  await tabTo(
    page,
    page
      .getByRole("radio", { name: "Female" })
      .or(page.getByRole("radio", { name: "Male" }))
      .first(),
  );
  await press(page, "Space");
  await fill(/^Street Address/, "123 Main St.");
  await fill(/^City/, "Nashville");
  const state = page.getByRole("combobox", { name: /^State/ });
  await tabTo(page, state);
  // A select takes typed letters: "Tenn" finds Tennessee (TN).
  await page.keyboard.type("Tenn");
  await expect(state).toHaveValue("TN");
  await fill(/^Zip Code/, "37203");
  await fill(/^Phone Number/, "6155550123");
  await expect(page.getByRole("textbox", { name: /^Phone Number/ })).toHaveValue("615-555-0123");
  await checkAccessibility();

  const submit = page.getByRole("button", { name: "Continue", exact: true });
  await expect(submit).toBeEnabled();
  await tabTo(page, submit);
  await press(page, "Enter");
  await expect(page.getByText("Please review and confirm your information").first()).toBeVisible();
  expect((await focusState(page)).onBody, "focus lost after the patient form").toBe(false);

  // Review: Book Appointment (desktop) or Confirm Appointment under the summary (mobile).
  const bookButton = page.getByRole("button", { name: mobile ? "Confirm Appointment" : "Book Appointment" });
  await tabTo(page, bookButton);
  await press(page, "Enter");
  await expect(page).toHaveURL(/\/physicians\/confirmation\/\?booking=FAD-[0-9A-Z-]+#token=[\w-]{43}$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Appointment Confirmed");
  expect((await focusState(page)).onBody, "focus lost on the confirmation").toBe(false);
  await tabTo(page, page.getByRole("button", { name: "Add to Calendar" }));
});
