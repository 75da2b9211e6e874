import { expect, test } from "../support/fixtures.ts";

const countLine = (page: import("@playwright/test").Page) =>
  page.getByText(/^Displaying \d+ - \d+ of \d+ result\(s\)$/);

test.beforeEach(async ({ page }) => {
  await page.addInitScript({ content: 'window.sessionStorage.setItem("dshs agreement", "true");' });
});

/**
 * Issue 39, problem 3 (spec booking §4: Back on step 1 returns to the listing when the previous route
 * was results): from page 2 of a filtered search, "find another doctor" and Back return to that very
 * listing, its filters and page, not a bare listing.
 */
test("Back and find another doctor return to the search the patient came from", async ({ page }, testInfo) => {
  const search = "/physicians/listing?gender=female&page=2";
  await page.goto(search);
  await expect(countLine(page)).toHaveText(/^Displaying 11 - 20 of \d+ result\(s\)$/);
  await page
    .getByRole("link", { name: /^Book an Appointment/ })
    .first()
    .click();
  await expect(
    page.getByRole("radiogroup", { name: /Have you seen the doctor within the last 3 years/ }),
  ).toBeVisible();

  // A phone shows "find another doctor" with the times, on the step after the questions.
  if (testInfo.project.name === "desktop") {
    await expect(page.getByRole("link", { name: "find another doctor" })).toHaveAttribute("href", search);
  } else {
    // The card offers booking where new patients are taken, so "No" has a type to choose.
    await page.getByRole("radio", { name: "No" }).check();
    const types = page.getByRole("combobox", { name: /Appointment Type/ });
    await expect(types.locator("option").nth(1)).toBeAttached();
    await types.selectOption({ index: 1 });
    await page.getByRole("textbox", { name: /Describe Reason for Visit/ }).fill("Yearly checkup.");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByText("Step 2 of 4")).toBeVisible();
    await expect(page.getByRole("link", { name: "find another doctor" })).toHaveAttribute("href", search);
    // Back to the questions; the Back below then leaves for the listing.
    await page.getByRole("button", { name: "Back", exact: true }).first().click();
    await expect(page.getByText("Step 1 of 4")).toBeVisible();
  }
  await page.getByRole("button", { name: "Back", exact: true }).first().click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === search);
  await expect(countLine(page)).toHaveText(/^Displaying 11 - 20 of \d+ result\(s\)$/);
});
