import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";

const countLine = (page: Page) => page.getByText(/^(Displaying \d+ - \d+ of \d+ result\(s\)|Showing 0 results)$/);
const cards = (page: Page) => page.locator("ol.results-list > li");

test.beforeEach(async ({ page }) => {
  await page.addInitScript({ content: 'window.sessionStorage.setItem("dshs agreement", "true");' });
});

/**
 * Issue 39, problem 4 (decision 126): a page past the last shows the last page, in the address too,
 * never a count of doctors above "No doctors match your search".
 */
test("a page past the last shows the last page", async ({ page }) => {
  await page.goto("/physicians/listing?gender=female&page=99");
  await expect(page).toHaveURL(
    (url) => /^\d+$/.test(url.searchParams.get("page") ?? "") && url.searchParams.get("page") !== "99",
  );
  const last = Number(new URL(page.url()).searchParams.get("page"));
  expect(last).toBeLessThan(99);
  await expect(countLine(page)).toHaveText(new RegExp(`^Displaying ${(last - 1) * 10 + 1} - \\d+ of \\d+ result`));
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByText("No doctors match your search")).toHaveCount(0);
});

/**
 * Issue 39, problem 4: on a phone the folded filter panel takes Apply away, and focus goes to the
 * results heading; on a desktop the panel stays and so does focus. Never the page's body.
 */
test("Apply leaves focus somewhere sensible: the results heading on a phone", async ({ page }, testInfo) => {
  const phone = testInfo.project.name === "mobile";
  await page.goto("/physicians/listing");
  await expect(cards(page).first()).toBeVisible();
  if (phone) await page.getByRole("button", { name: "Filters" }).click();
  await page
    .locator("label")
    .filter({ hasText: /^Female$/ })
    .click();
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/gender=female/i);
  if (phone) await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  else await expect(page.getByRole("button", { name: "Apply" })).toBeFocused();
  await expect(page.locator("body")).not.toBeFocused();
});
