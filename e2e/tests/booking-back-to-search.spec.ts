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
  }
  await page.getByRole("button", { name: "Back", exact: true }).first().click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === search);
  await expect(countLine(page)).toHaveText(/^Displaying 11 - 20 of \d+ result\(s\)$/);
});
